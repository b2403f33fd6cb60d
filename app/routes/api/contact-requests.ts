import { apiHandler, apiJson, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser } from "~/server/auth.server";
import { db } from "~/lib/db.server";
import {
  allContactRequests,
  countContactRequests,
  parseContactListQuery,
} from "~/models/contact-request-list.server";
import { toContactRequestJson } from "~/models/contact-request-export.server";
import type { Route } from "./+types/contact-requests";

/** Largest page of the API: the product's client wants "the" array; at 100,000 leads that is paged. */
export const API_MAX_LIMIT = 1000;

/**
 * GET /api/contact-requests: an array of contact requests (product §3 fields, then source page,
 * referrer, utm and notification status), newest first; 401 without a session. Optional
 * `?q=&sort=date|name|service&dir=&spam=1&limit=&offset=`; at most 1000 per answer, with the
 * full count in X-Total-Count and a Link rel="next" header while more remain.
 */
export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  await requireApiUser(request);
  const url = new URL(request.url);
  const query = parseContactListQuery(url);
  const limit = clampInt(url.searchParams.get("limit"), API_MAX_LIMIT, 1, API_MAX_LIMIT);
  const offset = clampInt(url.searchParams.get("offset"), 0, 0, Number.MAX_SAFE_INTEGER);
  const database = db();
  const [rows, total] = await Promise.all([
    allContactRequests(database, query, limit, offset),
    countContactRequests(database, query),
  ]);
  const headers = new Headers({ "X-Total-Count": String(total), "Cache-Control": "no-store" });
  if (offset + rows.length < total) {
    const next = new URL(url);
    next.searchParams.set("offset", String(offset + rows.length));
    next.searchParams.set("limit", String(limit));
    headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return apiJson(rows.map(toContactRequestJson), { headers });
});

export const action = () => methodNotAllowed(["GET"]);

function clampInt(value: string | null, fallback: number, min: number, max: number) {
  const n = value === null ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}
