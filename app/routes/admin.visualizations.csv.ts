import { describeMachines } from "~/content/machines";
import { LEAD_LANGUAGE_NAMES } from "~/components/admin/lead-language";
import { requireUser } from "~/server/auth.server";
import { csvResponse, toCsv } from "~/lib/csv.server";
import { CSV_BUSINESS_TIME_LABEL, csvDateTime } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import {
  allVisualizationsForExport,
  brandingName,
  parseMachines,
  parseVisualizationListQuery,
  type VisualizationRow,
} from "~/models/visualizations.server";
import type { Route } from "./+types/admin.visualizations.csv";

// GET /admin/visualizations.csv: the requests matching the tab's search, in its order, as a lead
// list (formula-safe CSV).
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const query = parseVisualizationListQuery(new URL(request.url));
  const rows = await allVisualizationsForExport(db(), query);
  const site = getEnv().PUBLIC_SITE_URL;
  const body = toCsv<VisualizationRow>(
    [
      { header: `Created (${CSV_BUSINESS_TIME_LABEL})`, value: (r) => csvDateTime(r.created_at) },
      { header: "Created (UTC)", value: (r) => r.created_at },
      { header: "Business", value: (r) => brandingName(r) ?? "" },
      { header: "Website", value: (r) => r.website_url },
      { header: "Machines", value: (r) => describeMachines(parseMachines(r)) },
      { header: "Status", value: (r) => r.status },
      { header: "Provider", value: (r) => r.provider },
      { header: "Error", value: (r) => r.error },
      { header: "Result page", value: (r) => `${site}/space-visualization/${r.public_id}` },
      { header: "Language", value: (r) => LEAD_LANGUAGE_NAMES[r.lang] },
    ],
    rows,
  );
  return csvResponse(`visualizations-${new Date().toISOString().slice(0, 10)}.csv`, body);
}
