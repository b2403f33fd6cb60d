import { data, Link } from "react-router";
import {
  AvailabilityForm,
  VisitList,
  VisitWeek,
  type AdminVisit,
} from "~/components/admin/site-visits-admin";
import { addDays, businessDay, businessDayStartIso, formatShortDay, mondayOf } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { requestFormData } from "~/lib/request-body.server";
import { noindexMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { formatVisitDay, formatVisitTime, visitSettingsSchema } from "~/models/site-visit-slots";
import { listVisits, saveVisitSettings, visitSettings } from "~/models/site-visits.server";
import { requireUser } from "~/server/auth.server";
import type { Route } from "./+types/admin.site-visits";

/**
 * /admin/site-visits (docs/decisions/082): the booked site visits as a list (upcoming) or a week
 * (`?view=week&week=YYYY-MM-DD`), and the availability the visitors book from.
 */
export const meta: Route.MetaFunction = () => noindexMeta("Site Visits | Admin Dashboard");

function toAdminVisit(row: Awaited<ReturnType<typeof listVisits>>[number]): AdminVisit {
  const day = businessDay(new Date(row.starts_at));
  return {
    id: row.id,
    leadId: row.lead_id,
    day,
    dayLabel: formatVisitDay(day, "en"),
    time: formatVisitTime(row.starts_at, "en"),
    name: row.full_name,
    phone: row.phone,
    language: row.language,
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const week = url.searchParams.get("view") === "week";
  const asked = url.searchParams.get("week") ?? "";
  // A real calendar day only ("2026-13-45" matches the pattern but is no day): else this week.
  const noon = Date.parse(`${asked}T12:00:00Z`);
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(asked) &&
    !Number.isNaN(noon) &&
    new Date(noon).toISOString().startsWith(asked);
  const monday = mondayOf(valid ? asked : businessDay());
  const database = db();
  const rows = week
    ? await listVisits(database, {
        from: businessDayStartIso(monday),
        to: businessDayStartIso(addDays(monday, 7)),
      })
    : await listVisits(database, { from: new Date().toISOString() });
  return {
    week: week ? { monday } : null,
    visits: rows.map(toAdminVisit),
    settings: await visitSettings(database),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireUser(request);
  const form = await requestFormData(request);
  const raw = {
    weekly: Array.from({ length: 7 }, (_, i) => ({
      closed: form.get(`closed-${i}`) === "on",
      open: String(form.get(`open-${i}`) ?? ""),
      close: String(form.get(`close-${i}`) ?? ""),
    })),
    lengthMinutes: String(form.get("lengthMinutes") ?? ""),
    bufferMinutes: String(form.get("bufferMinutes") ?? ""),
    noticeHours: String(form.get("noticeHours") ?? ""),
    daysOff: String(form.get("daysOff") ?? "")
      .split(/[\s,]+/)
      .filter(Boolean),
  };
  const parsed = visitSettingsSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const [head, index, field] = issue.path;
      const key = head === "weekly" && field ? `weekly[${String(index)}].${String(field)}` : String(head);
      (errors[key] ??= []).push(issue.message);
    }
    return data({ errors, values: raw }, { status: 400 });
  }
  await saveVisitSettings(db(), parsed.data);
  return redirectWithToast("/admin/site-visits", { title: "Availability saved", variant: "success" });
}

export default function SiteVisitsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { week, visits, settings } = loaderData;
  const tab = (active: boolean) =>
    `rounded-full px-4 py-1.5 text-sm font-semibold ${active ? "bg-ink text-white" : "border border-stone-300 text-ink"}`;
  return (
    <div className="grid gap-8">
      <section className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="font-display text-2xl font-semibold text-ink">Booked site visits</h2>
          <nav aria-label="Site visit views" className="flex gap-2">
            <Link to="/admin/site-visits" className={tab(!week)} aria-current={!week ? "page" : undefined}>
              List
            </Link>
            <Link
              to="/admin/site-visits?view=week"
              className={tab(Boolean(week))}
              aria-current={week ? "page" : undefined}
            >
              Week
            </Link>
          </nav>
        </div>
        {week ? (
          <VisitWeek
            visits={visits}
            days={Array.from({ length: 7 }, (_, i) => {
              const day = addDays(week.monday, i);
              return { day, label: `${formatVisitDay(day, "en").split(",")[0]}, ${formatShortDay(day)}` };
            })}
            previous={`/admin/site-visits?view=week&week=${addDays(week.monday, -7)}`}
            next={`/admin/site-visits?view=week&week=${addDays(week.monday, 7)}`}
          />
        ) : (
          <VisitList visits={visits} />
        )}
      </section>
      <section className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
        <h2 className="font-display text-2xl font-semibold text-ink">Availability</h2>
        <p className="text-sm text-stone-700">
          Visitors pick a free time on their thank-you page; a time is offered only after the minimum notice
          and for the next two weeks.
        </p>
        <AvailabilityForm
          key={actionData ? "typed" : "saved"}
          settings={actionData?.values ?? settings}
          errors={actionData?.errors}
        />
      </section>
    </div>
  );
}
