import type { ConversionRow } from "~/models/insights-visits.server";

const nf = (n: number) => n.toLocaleString("en-US");

/** Visits, leads and leads per 100 visits, one row each (Insights, docs/decisions/083). */
export function ConversionTable({
  caption,
  first,
  rows,
  empty,
}: {
  caption: string;
  first: string;
  rows: readonly ConversionRow[];
  empty: string;
}) {
  if (!rows.length) return <p className="text-sm text-stone-600">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              {first}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Visits
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Leads
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              Leads per 100 visits
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-stone-100 last:border-0">
              <th scope="row" className="py-2 pr-3 font-medium text-ink">
                {r.label}
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{nf(r.visits)}</td>
              <td className="px-2 py-2 text-right tabular-nums">{nf(r.leads)}</td>
              <td className="py-2 pl-2 text-right tabular-nums">
                {r.rate === null ? "—" : r.rate.toLocaleString("en-US", { minimumFractionDigits: 1 })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
