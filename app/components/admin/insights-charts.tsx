import { useId } from "react";
import { bandScale, linearScale, niceTicks, stack } from "~/lib/chart-scale";

/**
 * The Insights tab's charts: plain SVG rendered on the server (decision record 032), so they show
 * without JavaScript. Each scales with its container (viewBox, width 100%), prints its numbers as
 * text, and carries a title and a description with every figure for screen readers; the weekly
 * chart also has a table of its numbers.
 */

/** Series colors: distinct hues, each with at least 3:1 contrast against white. */
export const SERIES_COLORS = ["#0f5c8c", "#b45309", "#047857", "#7c3aed", "#be123c", "#57534e"];

const nf = (n: number) => n.toLocaleString("en-US");

export function WeeklyLeadsChart({
  weeks,
  series,
}: {
  weeks: ReadonlyArray<{ start: string; label: string; counts: Record<string, number>; total: number }>;
  series: ReadonlyArray<{ key: string; label: string }>;
}) {
  const titleId = useId();
  const descId = useId();
  const width = 640;
  const height = 260;
  const margin = { top: 16, right: 8, bottom: 36, left: 40 };
  const max = Math.max(0, ...weeks.map((w) => w.total));
  const ticks = niceTicks(max, 4);
  const y = linearScale([0, ticks[ticks.length - 1]!], [height - margin.bottom, margin.top]);
  const x = bandScale(weeks.length, [margin.left, width - margin.right], 0.25);
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
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title id={titleId}>Leads per week, last 12 weeks, by service interest</title>
        <desc id={descId}>{description}</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={margin.left} x2={width - margin.right} y1={y(t)} y2={y(t)} stroke="#e7e5e4" />
            <text x={margin.left - 6} y={y(t)} dy="0.32em" textAnchor="end" fontSize="12" fill="#57534e">
              {nf(t)}
            </text>
          </g>
        ))}
        {weeks.map((w, i) => {
          const segments = stack(series.map((s) => w.counts[s.key] ?? 0));
          return (
            <g key={w.start}>
              {segments.map(([from, to], j) =>
                to > from ? (
                  <rect
                    key={series[j]!.key}
                    x={x.start(i)}
                    width={x.width}
                    y={y(to)}
                    height={Math.max(0, y(from) - y(to))}
                    fill={SERIES_COLORS[j % SERIES_COLORS.length]}
                  >
                    <title>{`Week of ${w.label}, ${series[j]!.label}: ${nf(to - from)}`}</title>
                  </rect>
                ) : null,
              )}
              {w.total ? (
                <text
                  x={x.start(i) + x.width / 2}
                  y={y(w.total) - 4}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#1c1917"
                >
                  {nf(w.total)}
                </text>
              ) : null}
              {i % 2 === 0 || weeks.length <= 6 ? (
                <text
                  x={x.start(i) + x.width / 2}
                  y={height - margin.bottom + 16}
                  textAnchor="middle"
                  fontSize="12"
                  fill="#57534e"
                >
                  {w.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
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
 * Horizontal bars with their labels and numbers written out: sources, campaigns and funnels.
 * `of` adds each bar's share of the first bar (funnels).
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
  const width = 400;
  const rowHeight = 40;
  const height = Math.max(1, rows.length) * rowHeight + 4;
  const max = Math.max(1, ...rows.map((r) => r.count));
  const x = linearScale([0, max], [0, width - 64]);
  const first = rows[0]?.count ?? 0;
  const share = (n: number) => (funnel && first > 0 ? ` (${Math.round((n / first) * 100)}%)` : "");
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>
        {rows.length ? rows.map((r) => `${r.label}: ${nf(r.count)}${share(r.count)}.`).join(" ") : "No data."}
      </desc>
      {rows.map((r, i) => {
        const top = i * rowHeight;
        const barWidth = Math.max(r.count > 0 ? 2 : 0, x(r.count));
        return (
          <g key={`${r.label}-${i}`}>
            <text x={0} y={top + 13} fontSize="13" fill="#1c1917">
              {r.label}
            </text>
            <rect x={0} y={top + 19} width={barWidth} height={14} rx={2} fill={color} />
            <text x={barWidth + 6} y={top + 30} fontSize="13" fill="#1c1917" className="tabular-nums">
              {nf(r.count)}
              {share(r.count)}
            </text>
          </g>
        );
      })}
      {rows.length === 0 ? (
        <text x={0} y={16} fontSize="13" fill="#57534e">
          No leads in this period.
        </text>
      ) : null}
    </svg>
  );
}
