import { requireUser } from "~/server/auth.server";
import { csvResponse, toCsv } from "~/lib/csv.server";
import { businessDay } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { allContactRequests, parseContactListQuery } from "~/models/contact-request-list.server";
import { CONTACT_CSV_COLUMNS } from "~/models/contact-request-export.server";
import { lastNotes } from "~/models/lead-pipeline.server";
import type { Route } from "./+types/admin.contact-requests.csv";

/**
 * GET /admin/contact-requests.csv?q=&sort=&dir=&spam=&status=&from=&to=: the current search and
 * filters, every page, as CSV (with each lead's status, follow-up date and last note).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const query = parseContactListQuery(new URL(request.url));
  const database = db();
  const rows = await allContactRequests(database, query);
  const notes = await lastNotes(
    database,
    rows.map((r) => r.id),
  );
  const name = `contact-submissions${query.spam ? "-spam" : ""}-${businessDay()}.csv`;
  return csvResponse(
    name,
    toCsv(
      CONTACT_CSV_COLUMNS,
      rows.map((r) => ({ ...r, last_note: notes.get(r.id) ?? null })),
    ),
  );
}
