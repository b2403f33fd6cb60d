import { useLocation } from "react-router";
import { telHref } from "~/components/admin/contact-submissions";
import { Pagination, SearchBox, SortHeader, StatCards } from "~/components/admin/list-controls";
import { formatPrize } from "~/models/prize-schema";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { requireUser } from "~/server/auth.server";
import { formatDateTime } from "~/lib/dates";
import { parseListQuery } from "~/lib/list-query";
import { engagementStats, ENTRY_SORT_KEYS, listEngagements } from "~/models/engagements.server";
import type { Route } from "./+types/admin.prize-entries";

export const meta: Route.MetaFunction = () => [
  { title: "Prize Entries | Admin | Gold Coast Vending" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const query = parseListQuery(new URL(request.url), {
    sortKeys: ENTRY_SORT_KEYS,
    defaultSort: "date",
    defaultDir: "desc",
  });
  const [page, stats] = await Promise.all([listEngagements(query), engagementStats()]);
  return {
    query: { q: query.q, sort: query.sort, dir: query.dir },
    stats,
    page: {
      ...page,
      items: page.items.map((e) => ({
        id: e.id,
        email: e.email,
        phone: e.phone,
        prizeAmount: e.prize_amount,
        createdAt: e.created_at,
      })),
    },
  };
}

export default function PrizeEntriesTab({ loaderData }: Route.ComponentProps) {
  const { query, stats, page } = loaderData;
  const location = useLocation();
  const exportHref = `/admin/prize-entries.csv${location.search}`;
  return (
    <section aria-labelledby="prize-entries-title" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="prize-entries-title" className="text-xl font-semibold">
          Prize Entries
        </h2>
        <a href={exportHref} download className={buttonClass("outline", "sm")}>
          Export CSV
        </a>
      </div>
      <StatCards
        stats={[
          { label: "Total entries", value: stats.total.toLocaleString("en-US") },
          { label: "$1,000 credit winners", value: stats.winners.toLocaleString("en-US") },
          { label: "This week", value: stats.thisWeek.toLocaleString("en-US") },
        ]}
      />
      <SearchBox
        label="Search prize entries by email or phone"
        placeholder="Search by email or phone"
        q={query.q}
      />
      {page.items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
          <p className="font-semibold">No prize entries found</p>
          {query.q ? <p className="mt-1 text-sm text-stone-600">Try adjusting your search terms</p> : null}
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-stone-200 text-sm">
            <caption className="sr-only">Prize game entries</caption>
            <thead className="bg-stone-50">
              <tr>
                <SortHeader label="Email" sortKey="email" current={query} />
                <SortHeader label="Phone" sortKey="phone" current={query} />
                <SortHeader label="Prize" sortKey="amount" current={query} />
                <SortHeader label="Date" sortKey="date" current={query} />
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {page.items.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-4 py-3">
                    <a
                      href={`mailto:${entry.email}`}
                      className="font-medium text-ink underline-offset-2 hover:underline"
                    >
                      {entry.email}
                    </a>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3">
                    <a href={telHref(entry.phone)} className="underline-offset-2 hover:underline">
                      {entry.phone}
                    </a>
                  </td>
                  <td className="px-4 py-3">
                    <Badge tone={entry.prizeAmount === 1000 ? "gold" : "neutral"}>
                      {formatPrize(entry.prizeAmount)} credit
                    </Badge>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-stone-700">
                    {formatDateTime(entry.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} label="Prize entry pages" />
    </section>
  );
}
