import { useAutoRefresh } from "~/components/admin/use-auto-refresh";
import { Link } from "react-router";
import {
  EmptyListState,
  ExportCsvLink,
  ListTable,
  PlainHeader,
  Pagination,
  SearchBox,
  SortHeader,
  StatCards,
} from "~/components/admin/list-controls";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { SpanishLeadBadge } from "~/components/admin/lead-language";
import { describeMachines } from "~/content/machines";
import { requireUser } from "~/server/auth.server";
import { daysAgoIso, formatDateTime } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { pageOf } from "~/lib/list-query";
import {
  brandingName,
  listVisualizations,
  parseMachines,
  parseVisualizationListQuery,
  versionTag,
  visualizationStats,
} from "~/models/visualizations.server";
import { noindexMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.visualizations";

export const meta: Route.MetaFunction = () => noindexMeta("Visualizations | Admin | Gold Coast Vending");

/** Each visualization request is a lead: thumbnail, website, machines, status, date; CSV export. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const query = parseVisualizationListQuery(new URL(request.url));
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
    lang: row.lang,
    thumbnail:
      row.status === "completed" && row.generated_image_path
        ? `/space-visualization/${row.public_id}/thumb.webp?v=${versionTag(row)}`
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
  useAutoRefresh();
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Visualizations</h2>
        <ExportCsvLink csvPath="/admin/visualizations.csv" />
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
        <EmptyListState title="No visualizations found" searching={Boolean(query.q)} />
      ) : (
        <ListTable
          caption="Visualization requests"
          columns={
            <>
              <PlainHeader>Preview</PlainHeader>
              <SortHeader label="Website" sortKey="website" current={query} />
              <PlainHeader>Machines</PlainHeader>
              <SortHeader label="Status" sortKey="status" current={query} />
              <SortHeader label="Date" sortKey="createdAt" current={query} />
            </>
          }
        >
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
                {row.lang === "es" ? (
                  <div className="mt-1">
                    <SpanishLeadBadge lang={row.lang} />
                  </div>
                ) : null}
              </td>
              <td className="max-w-72 px-4 py-3">{row.machines}</td>
              <td data-card="inline" className="px-4 py-3">
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
              <td data-card="inline" className="whitespace-nowrap px-4 py-3 text-stone-700">
                {formatDateTime(row.createdAt)}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <Pagination page={page} label="Visualization pages" />
    </div>
  );
}
