import { Link, useLocation } from "react-router";
import { PlainHeader, Pagination, SearchBox, SortHeader, StatCards } from "~/components/admin/list-controls";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { describeMachines } from "~/content/machines";
import { requireUser } from "~/server/auth.server";
import { daysAgoIso, formatDateTime } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { pageOf, parseListQuery, withParams } from "~/lib/list-query";
import {
  brandingName,
  VISUALIZATION_SORT_KEYS,
  listVisualizations,
  parseMachines,
  visualizationStats,
} from "~/models/visualizations.server";
import type { Route } from "./+types/admin.visualizations";

export const meta: Route.MetaFunction = () => [
  { title: "Visualizations | Admin | Gold Coast Vending" },
  { name: "robots", content: "noindex" },
];

/** Each visualization request is a lead: thumbnail, website, machines, status, date; CSV export. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const query = parseListQuery(new URL(request.url), {
    sortKeys: VISUALIZATION_SORT_KEYS,
    defaultSort: "createdAt",
  });
  const [{ items, total }, stats] = await Promise.all([
    listVisualizations(db(), query),
    visualizationStats(db(), { weekIso: daysAgoIso(7) }),
  ]);
  const rows = items.map((row) => ({
    id: row.id,
    publicId: row.public_id,
    website: row.website_url,
    businessName: brandingName(row),
    machines: describeMachines(parseMachines(row)),
    status: row.status,
    provider: row.provider,
    error: row.error,
    thumbnail:
      row.status === "completed" && row.generated_image_path
        ? `/space-visualization/${row.public_id}/thumb.webp`
        : null,
    createdAt: row.created_at,
  }));
  return { page: pageOf(rows, total, query), query, stats };
}

const STATUS_TONES: Record<string, BadgeTone> = {
  pending: "neutral",
  processing: "info",
  completed: "success",
  failed: "danger",
};

export default function VisualizationsTab({ loaderData }: Route.ComponentProps) {
  const { page, query, stats } = loaderData;
  const location = useLocation();
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Visualizations</h2>
        <a
          href={`/admin/visualizations.csv${withParams(location.search, { page: null }).replace(/^\?$/, "")}`}
          className={buttonClass("outline", "sm")}
          download
        >
          Export CSV
        </a>
      </div>
      <StatCards
        stats={[
          { label: "Total requests", value: stats.total },
          { label: "This week", value: stats.week },
          { label: "Completed", value: stats.completed },
        ]}
      />
      <SearchBox
        label="Search visualizations"
        placeholder="Search by website, machine or status"
        q={query.q}
      />
      {page.items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
          <p className="font-semibold">No visualizations found</p>
          {query.q ? <p className="mt-1 text-sm text-stone-600">Try adjusting your search terms</p> : null}
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-stone-200 text-sm">
            <caption className="sr-only">Visualization requests</caption>
            <thead className="bg-stone-50">
              <tr>
                <PlainHeader>Preview</PlainHeader>
                <SortHeader label="Website" sortKey="website" current={query} />
                <PlainHeader>Machines</PlainHeader>
                <SortHeader label="Status" sortKey="status" current={query} />
                <SortHeader label="Date" sortKey="createdAt" current={query} />
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {page.items.map((row) => (
                <tr key={row.id} className="align-top">
                  <td className="px-4 py-3">
                    {row.thumbnail ? (
                      <Link to={`/space-visualization/${row.publicId}`} className="block w-32">
                        <img
                          src={row.thumbnail}
                          alt={`Mockup for ${row.businessName ?? row.website ?? "a visitor"}`}
                          width={160}
                          height={100}
                          loading="lazy"
                          className="h-20 w-32 rounded-md object-cover"
                        />
                      </Link>
                    ) : (
                      <span className="flex h-20 w-32 items-center justify-center rounded-md bg-stone-100 text-xs text-stone-600">
                        No image
                      </span>
                    )}
                  </td>
                  <td className="max-w-64 px-4 py-3">
                    {row.businessName ? <p className="font-semibold">{row.businessName}</p> : null}
                    {row.website ? (
                      <a
                        href={row.website}
                        rel="noopener noreferrer nofollow"
                        target="_blank"
                        className="break-all text-brand-700 underline-offset-2 hover:underline"
                      >
                        {row.website}
                      </a>
                    ) : (
                      <span className="text-stone-600">None</span>
                    )}
                  </td>
                  <td className="max-w-72 px-4 py-3">{row.machines}</td>
                  <td className="px-4 py-3">
                    <Badge tone={STATUS_TONES[row.status] ?? "neutral"}>{row.status}</Badge>
                    {row.provider && row.provider !== "embedded" ? (
                      <p className="mt-1 text-xs text-stone-600">{row.provider}</p>
                    ) : null}
                    {row.error ? (
                      <p className="mt-1 max-w-56 text-xs text-red-700" title={row.error}>
                        {row.error.slice(0, 80)}
                      </p>
                    ) : null}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-stone-700">
                    {formatDateTime(row.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} label="Visualization pages" />
    </div>
  );
}
