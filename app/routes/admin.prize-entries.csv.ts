import { db } from "~/lib/db.server";
import { requireUser } from "~/server/auth.server";
import { csvResponse, toCsv } from "~/lib/csv.server";
import { businessDay, formatDateTime } from "~/lib/dates";
import { exportEngagements, parseEntryListQuery } from "~/models/engagements.server";
import { LEAD_LANGUAGE_NAMES } from "~/components/admin/lead-language";
import type { Route } from "./+types/admin.prize-entries.csv";

/** GET /admin/prize-entries.csv: every entry matching the tab's search, in its sort order. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const query = parseEntryListQuery(new URL(request.url));
  const rows = await exportEngagements(db(), query);
  const csv = toCsv(
    [
      { header: "Email", value: (r) => r.email },
      { header: "Phone", value: (r) => r.phone },
      { header: "Prize Amount", value: (r) => r.prize_amount },
      { header: "Date (America/New_York)", value: (r) => formatDateTime(r.created_at) },
      { header: "Created At (UTC)", value: (r) => r.created_at },
      { header: "Language", value: (r) => LEAD_LANGUAGE_NAMES[r.lang] },
    ],
    rows,
  );
  return csvResponse(`prize-entries-${businessDay()}.csv`, csv);
}
