import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { VisitDayHours } from "~/models/site-visit-slots";

/** The form's values: the saved settings, or what was typed when the server refused them. */
export interface AvailabilityValues {
  weekly: VisitDayHours[];
  lengthMinutes: number | string;
  bufferMinutes: number | string;
  noticeHours: number | string;
  daysOff: string[];
}

/** The admin's site-visit views (docs/decisions/082): list, week and the availability form. English only. */

export interface AdminVisit {
  id: number;
  leadId: number;
  day: string;
  dayLabel: string;
  time: string;
  name: string;
  phone: string | null;
  language: string;
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const input =
  "rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-500/40 focus:outline-none aria-[invalid=true]:border-red-600";

function VisitLine({ visit }: { visit: AdminVisit }) {
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-3">
      <span className="font-mono text-sm font-semibold text-ink">{visit.time}</span>
      <Link
        to={`/admin?view=${visit.leadId}`}
        className="font-semibold text-brand-700 underline underline-offset-2"
      >
        {visit.name}
      </Link>
      {visit.phone ? (
        <a href={`tel:${visit.phone}`} className="text-sm text-stone-700 underline">
          {visit.phone}
        </a>
      ) : null}
      {visit.language === "es" ? (
        <span className="rounded bg-stone-100 px-1.5 text-xs font-semibold">ES</span>
      ) : null}
    </li>
  );
}

/** Upcoming visits, grouped by day. */
export function VisitList({ visits }: { visits: AdminVisit[] }) {
  if (!visits.length) return <p className="text-stone-700">No site visits booked yet.</p>;
  const days = [...new Set(visits.map((v) => v.day))];
  return (
    <div className="grid gap-4" data-testid="visit-list">
      {days.map((day) => {
        const of = visits.filter((v) => v.day === day);
        return (
          <section key={day}>
            <h3 className="font-semibold text-ink">{of[0].dayLabel}</h3>
            <ul className="divide-y divide-stone-100">
              {of.map((v) => (
                <VisitLine key={v.id} visit={v} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** One week, Monday first: seven columns on a wide screen, one day under another on a phone. */
export function VisitWeek({
  days,
  visits,
  previous,
  next,
}: {
  days: Array<{ day: string; label: string }>;
  visits: AdminVisit[];
  previous: string;
  next: string;
}) {
  return (
    <div data-testid="visit-week">
      <p className="mb-3 flex justify-between text-sm">
        <Link to={previous} className="font-semibold underline underline-offset-2">
          Previous week
        </Link>
        <Link to={next} className="font-semibold underline underline-offset-2">
          Next week
        </Link>
      </p>
      <ol className="grid gap-2 md:grid-cols-7">
        {days.map(({ day, label }) => {
          const of = visits.filter((v) => v.day === day);
          return (
            <li key={day} className="min-w-0 rounded-lg border border-stone-200 bg-white p-2">
              <h3 className="text-sm font-semibold text-ink">{label}</h3>
              {of.length ? (
                <ul className="divide-y divide-stone-100">
                  {of.map((v) => (
                    <VisitLine key={v.id} visit={v} />
                  ))}
                </ul>
              ) : (
                <p className="py-1 text-xs text-stone-600">No visits</p>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The availability form: a plain form posting to /admin/site-visits, errors next to the fields. */
export function AvailabilityForm({
  settings,
  errors,
}: {
  settings: AvailabilityValues;
  errors: Record<string, string[]> | undefined;
}) {
  const err = (key: string) => errors?.[key]?.[0];
  const numbers = [
    ["lengthMinutes", "Visit length (minutes)", settings.lengthMinutes],
    ["bufferMinutes", "Buffer between visits (minutes)", settings.bufferMinutes],
    ["noticeHours", "Minimum notice (hours)", settings.noticeHours],
  ] as const;
  return (
    <form method="post" action="/admin/site-visits" className="grid gap-5" noValidate>
      <input type="hidden" name="intent" value="availability" />
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold text-ink">Weekly availability (New York time)</legend>
        {settings.weekly.map((day, i) => {
          const name = DAY_NAMES[i];
          const openError = err(`weekly[${i}].open`);
          const closeError = err(`weekly[${i}].close`);
          return (
            <div key={name} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="w-24 font-medium">{name}</span>
              <label className="flex items-center gap-1 text-sm">
                <input type="checkbox" name={`closed-${i}`} defaultChecked={day.closed} /> Closed
                <span className="sr-only"> on {name}</span>
              </label>
              <label className="sr-only" htmlFor={`open-${i}`}>{`${name} from`}</label>
              <input
                id={`open-${i}`}
                type="time"
                name={`open-${i}`}
                defaultValue={day.open}
                className={input}
                aria-invalid={openError ? true : undefined}
                aria-describedby={openError ? `open-${i}-error` : undefined}
              />
              <span aria-hidden="true">to</span>
              <label className="sr-only" htmlFor={`close-${i}`}>{`${name} until`}</label>
              <input
                id={`close-${i}`}
                type="time"
                name={`close-${i}`}
                defaultValue={day.close}
                className={input}
                aria-invalid={closeError ? true : undefined}
                aria-describedby={closeError ? `close-${i}-error` : undefined}
              />
              {openError ? (
                <span id={`open-${i}-error`} className="w-full text-sm text-red-700">
                  {`From: ${openError}`}
                </span>
              ) : null}
              {closeError ? (
                <span id={`close-${i}-error`} className="w-full text-sm text-red-700">
                  {`Until: ${closeError}`}
                </span>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {numbers.map(([name, label, value]) => (
          <div key={name}>
            <label htmlFor={name} className="block text-sm font-medium text-stone-800">
              {label}
            </label>
            <input
              id={name}
              name={name}
              type="number"
              inputMode="numeric"
              defaultValue={value}
              className={`${input} mt-1 w-full`}
              aria-invalid={err(name) ? true : undefined}
              aria-describedby={err(name) ? `${name}-error` : undefined}
            />
            {err(name) ? (
              <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
                {err(name)}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <div>
        <label htmlFor="daysOff" className="block text-sm font-medium text-stone-800">
          Days off (one per line, YYYY-MM-DD)
        </label>
        <textarea
          id="daysOff"
          name="daysOff"
          rows={3}
          defaultValue={settings.daysOff.join("\n")}
          className={`${input} mt-1 w-full`}
          aria-invalid={err("daysOff") ? true : undefined}
          aria-describedby={err("daysOff") ? "daysOff-error" : undefined}
        />
        {err("daysOff") ? (
          <p id="daysOff-error" className="mt-1 text-sm text-red-700">
            {err("daysOff")}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="justify-self-start">
        Save availability
      </Button>
    </form>
  );
}
