import { requireUser } from "~/server/auth.server";
import { csvResponse, toCsv } from "~/lib/csv.server";
import { businessDay } from "~/lib/dates";
import { db } from "~/lib/db.server";
import {
  allContactRequests,
  CONTACT_CSV_COLUMNS,
  parseContactListQuery,
} from "~/models/contact-requests.server";
import type { Route } from "./+types/admin.contact-requests.csv";

/** GET /admin/contact-requests.csv?q=&sort=&dir=&spam=: the current search, every page, as CSV. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const query = parseContactListQuery(new URL(request.url));
  const rows = await allContactRequests(db(), query);
  const name = `contact-submissions${query.spam ? "-spam" : ""}-${businessDay()}.csv`;
  return csvResponse(name, toCsv(CONTACT_CSV_COLUMNS, rows));
}
