import { useId } from "react";
import { niceTicks, stack } from "~/lib/chart-scale";

/**
 * The Insights tab's charts, drawn in HTML and CSS on the server (docs/decisions/086): they show
 * without JavaScript, and their words and numbers are real text in the page's own sizes (never
 * shrunk with the drawing, so they stay readable on a 360 px phone); only the bars stretch with
 * the width. Each chart is an image (`role="img"`) named by its title and described by a text
 * that lists every figure; the weekly chart also has a table of its numbers.
 */

/** Series colors: distinct hues, each with at least 3:1 contrast against white. */
export const SERIES_COLORS = ["#0f5c8c", "#b45309", "#047857", "#7c3aed", "#be123c", "#57534e"];

const nf = (n: number) => n.toLocaleString("en-US");

/** `part` as a percentage of `whole`, kept within 0-100 (a bar never leaves its track). */
const percent = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.max(0, (part / whole) * 100)) : 0;

/** The chart's accessible name and description, read by screen readers instead of the drawing. */
function ChartText({
  titleId,
  descId,
  title,
  description,
}: {
  titleId: string;
  descId: string;
  title: string;
  description: string;
}) {
  return (
    <>
      <span id={titleId} className="sr-only" data-chart-title>
        {title}
      </span>
      <span id={descId} className="sr-only" data-chart-desc>
        {description}
      </span>
    </>
  );
}

/**
 * Which week labels show: every other one from 640 px up, every third one on a phone (a label
 * is wider than a phone's week column).
 */
function weekLabelClass(i: number, count: number) {
  if (count <= 4) return "";
  const phone = i % 3 === 0;
  const wide = count <= 6 || i % 2 === 0;
  if (phone && wide) return "";
  if (phone) return "sm:hidden";
  if (wide) return "hidden sm:block";
  return null;
}

export function WeeklyLeadsChart({
  weeks,
  series,
}: {
  weeks: ReadonlyArray<{ start: string; label: string; counts: Record<string, number>; total: number }>;
  series: ReadonlyArray<{ key: string; label: string }>;
}) {
  const titleId = useId();
  const descId = useId();
  const max = Math.max(0, ...weeks.map((w) => w.total));
  const ticks = niceTicks(max, 4);
  const top = ticks[ticks.length - 1]!;
  const description = weeks
    .map(
      (w) =>
        `Week of ${w.label}: ${nf(w.total)} leads${
          w.total
            ? ` (${series
                .filter((s) => w.counts[s.key])
                .map((s) => `${s.label} ${nf(w.counts[s.key]!)}`)
                .join(", ")})`
            : ""
        }.`,
    )
    .join(" ");
  return (
    <figure>
      <div role="img" aria-labelledby={titleId} aria-describedby={descId} className="relative" data-chart>
        <ChartText
          titleId={titleId}
          descId={descId}
          title="Leads per week, last 12 weeks, by service interest"
          description={description}
        />
        {/* The plot: a box for the scale, with the axis numbers to its left and the weeks below. */}
        <div aria-hidden="true" className="relative h-60 text-xs text-stone-600">
          <div className="absolute bottom-7 left-9 right-0 top-5">
            {ticks.map((t) => (
              <div
                key={t}
                className="absolute inset-x-0 border-t border-stone-200"
                style={{ bottom: `${percent(t, top)}%` }}
              >
                <span className="absolute right-full top-0 mr-1.5 -translate-y-1/2 tabular-nums">
                  {nf(t)}
                </span>
              </div>
            ))}
            <div className="absolute inset-0 flex">
              {weeks.map((w, i) => {
                const segments = stack(series.map((s) => w.counts[s.key] ?? 0));
                const height = percent(w.total, top);
                const labelClass = weekLabelClass(i, weeks.length);
                return (
                  <div key={w.start} className="relative h-full min-w-0 flex-1">
                    <div
                      className="absolute bottom-0 left-1/2 flex w-[70%] max-w-14 -translate-x-1/2 flex-col-reverse"
                      style={{ height: `${height}%` }}
                    >
                      {segments.map(([from, to], j) =>
                        to > from ? (
                          <div
                            key={series[j]!.key}
                            title={`Week of ${w.label}, ${series[j]!.label}: ${nf(to - from)}`}
                            style={{
                              height: `${percent(to - from, w.total)}%`,
                              backgroundColor: SERIES_COLORS[j % SERIES_COLORS.length],
                            }}
                          />
                        ) : null,
                      )}
                    </div>
                    {w.total ? (
                      <span
                        className="absolute inset-x-0 mb-0.5 text-center font-medium tabular-nums text-ink"
                        style={{ bottom: `${height}%` }}
                      >
                        {nf(w.total)}
                      </span>
                    ) : null}
                    {labelClass === null ? null : (
                      <span
                        className={`absolute left-1/2 top-full mt-1.5 -translate-x-1/2 whitespace-nowrap ${labelClass}`}
                      >
                        {w.label}
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          </div>
        </div>
      </div>
      <figcaption>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          {series.map((s, j) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-sm"
                style={{ backgroundColor: SERIES_COLORS[j % SERIES_COLORS.length] }}
              />
              {s.label}
            </li>
          ))}
        </ul>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">Show the numbers</summary>
          <div className="mt-2 overflow-x-auto">
            <table className="min-w-full text-left">
              <caption className="sr-only">Leads per week by service interest</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    Week of
                  </th>
                  {series.map((s) => (
                    <th key={s.key} scope="col" className="py-1 pr-3 text-right">
                      {s.label}
                    </th>
                  ))}
                  <th scope="col" className="py-1 text-right">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((w) => (
                  <tr key={w.start} className="border-t border-stone-100">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {w.label}
                    </th>
                    {series.map((s) => (
                      <td key={s.key} className="py-1 pr-3 text-right tabular-nums">
                        {nf(w.counts[s.key] ?? 0)}
                      </td>
                    ))}
                    <td className="py-1 text-right font-semibold tabular-nums">{nf(w.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figcaption>
    </figure>
  );
}

/**
 * Horizontal bars, each with its label and number written above it: sources, campaigns and
 * funnels. `funnel` adds each bar's share of the first bar, which can pass 100 % (more leads than
 * visits when visits were not yet counted); the bar still ends at its track.
 */
export function BarChart({
  title,
  rows,
  color = SERIES_COLORS[0]!,
  funnel = false,
}: {
  title: string;
  rows: ReadonlyArray<{ label: string; count: number }>;
  color?: string;
  funnel?: boolean;
}) {
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...rows.map((r) => r.count));
  const first = rows[0]?.count ?? 0;
  const share = (n: number) => (funnel && first > 0 ? ` (${Math.round((n / first) * 100)}%)` : "");
  return (
    <div role="img" aria-labelledby={titleId} aria-describedby={descId} className="relative" data-chart>
      <ChartText
        titleId={titleId}
        descId={descId}
        title={title}
        description={
          rows.length ? rows.map((r) => `${r.label}: ${nf(r.count)}${share(r.count)}.`).join(" ") : "No data."
        }
      />
      <div aria-hidden="true" className="grid gap-3 text-sm text-ink">
        {rows.map((r, i) => (
          <div key={`${r.label}-${i}`}>
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 break-words">{r.label}</span>
              <span className="shrink-0 font-medium tabular-nums">
                {nf(r.count)}
                {share(r.count)}
              </span>
            </div>
            <div className="mt-1 h-3.5 overflow-hidden rounded-sm bg-stone-100">
              <div
                className="h-full rounded-sm"
                style={{
                  width: `${r.count > 0 ? Math.max(0.5, percent(r.count, max)) : 0}%`,
                  backgroundColor: color,
                }}
              />
            </div>
          </div>
        ))}
        {rows.length === 0 ? <p className="text-stone-600">No leads in this period.</p> : null}
      </div>
    </div>
  );
}
