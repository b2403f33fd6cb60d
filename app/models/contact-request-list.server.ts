/**
 * Reading contact requests for the admin list and the JSON API: one lead, counters, search, sort
 * and paging.
 */

import { sql, type RawBuilder } from "kysely";
import type { DB } from "#db/index";
import type { ContactRequestRow } from "#db/schema";
import { addDays, businessDay, businessDayStartIso, daysAgoIso, startOfBusinessDayIso } from "~/lib/dates";
import { phoneE164 } from "~/lib/phone";
import { pageOf, parseListQuery, type ListQuery, type Page } from "~/lib/list-query";
import { isCalendarDay, isLeadStatus, type LeadStatus } from "~/models/lead-status";

/** One lead by id (the admin view, notifications, tests). */
export function getContactRequest(database: DB, id: number) {
  return database.selectFrom("contact_requests").selectAll().where("id", "=", id).executeTakeFirst();
}

// Counters, search (FTS5, migration 0005), sort and paging for the admin list and the JSON API,
// all done in the database so the list stays fast at 100,000 leads (scripts/bench/30-admin-list.ts).
// Spam-flagged leads are kept but hidden from the main list and its counters; `spam: true` lists
// only them, so an admin can audit what the spam checks caught.
export const CONTACT_SORT_KEYS = ["date", "name", "service", "followup"] as const;
export type ContactSortKey = (typeof CONTACT_SORT_KEYS)[number];
export type ContactListQuery = ListQuery<ContactSortKey> & {
  spam: boolean;
  /** `?status=`: one pipeline status (the leads pipeline, docs/product.md), or all. */
  status: LeadStatus | null;
  /** `?from=&to=`: New York creation days (inclusive), as the Insights tab's links set them. */
  from: string | null;
  to: string | null;
};
/** What narrows the list (search and filters; not sort or page). */
type ContactFilter = Pick<ContactListQuery, "q" | "spam"> &
  Partial<Pick<ContactListQuery, "status" | "from" | "to">>;
const hasPipelineFilter = (query: ContactFilter) => Boolean(query.status || query.from || query.to);

/** `?q=&sort=&dir=&page=&spam=1` of the Contact Submissions tab (default: newest first). */
export function parseContactListQuery(
  url: URL | URLSearchParams,
  options: { pageSize?: number } = {},
): ContactListQuery {
  const params = url instanceof URL ? url.searchParams : url;
  return {
    ...parseListQuery(params, {
      sortKeys: CONTACT_SORT_KEYS,
      defaultSort: "date",
      defaultDir: "desc",
      pageSize: options.pageSize ?? 25,
    }),
    spam: params.get("spam") === "1",
    status: isLeadStatus(params.get("status")) ? (params.get("status") as LeadStatus) : null,
    from: dayParam(params.get("from")),
    to: dayParam(params.get("to")),
  };
}

function dayParam(value: string | null) {
  const day = (value ?? "").trim();
  return isCalendarDay(day) ? day : null;
}

/**
 * The FTS5 query for what a person typed: every word must match as a prefix ("jan smi" finds
 * "Jane Smith"); punctuation separates words, so an e-mail or a phone number works as typed.
 * A whole phone number in any spelling ("+1 305 555 0199", "(305) 555-0199") also matches the
 * lead's E.164 digits (migration 0027). Null when nothing searchable is left.
 */
export function toFtsQuery(q: string): string | null {
  const words = q.normalize("NFKC").match(/[\p{L}\p{N}]+/gu);
  if (!words?.length) return null;
  const all = words
    .slice(0, 12)
    .map((w) => `"${w}"*`)
    .join(" ");
  const e164 = phoneE164(q.normalize("NFKC"));
  return e164 ? `(phone : "${e164.slice(1)}") OR (${all})` : all;
}

export interface ContactCounts {
  total: number;
  thisWeek: number;
  today: number;
  spam: number;
  /** Status New: not yet contacted (docs/product.md). */
  newLeads: number;
  /** Open leads (not won or lost) whose follow-up day is today or earlier. */
  followUpsDue: number;
}

/** product §2 counters over non-spam leads: total, created in the last 7 days, and today (New York day). */
export async function contactRequestCounts(database: DB, now: Date = new Date()): Promise<ContactCounts> {
  const weekStart = daysAgoIso(7, now);
  const dayStart = startOfBusinessDayIso(now);
  // Four index range counts (migration 0005's (is_spam, created_at) index), not one table scan.
  const count = (spam: 0 | 1, since?: string) =>
    since
      ? sql<number>`(select count(*) from contact_requests where is_spam = ${spam} and created_at >= ${since})`
      : sql<number>`(select count(*) from contact_requests where is_spam = ${spam})`;
  const today = businessDay(now);
  const row =
    await sql<ContactCounts>`select ${count(0)} as total, ${count(0, weekStart)} as thisWeek, ${count(0, dayStart)} as today, ${count(1)} as spam,
      (select count(*) from contact_requests where is_spam = 0 and status = 'new') as newLeads,
      (select count(*) from contact_requests where is_spam = 0 and follow_up_on <= ${today}
        and status not in ('won', 'lost')) as followUpsDue`
      .execute(database)
      .then((r) => r.rows[0]!);
  return {
    total: Number(row.total ?? 0),
    thisWeek: Number(row.thisWeek ?? 0),
    today: Number(row.today ?? 0),
    spam: Number(row.spam ?? 0),
    newLeads: Number(row.newLeads ?? 0),
    followUpsDue: Number(row.followUpsDue ?? 0),
  };
}

type Dir = "asc" | "desc";
const flip = (dir: Dir): Dir => (dir === "asc" ? "desc" : "asc");

/** ORDER BY terms of a sort; each matches an index of migration 0005 (service: newest first within). */
function orderTerms(sort: ContactSortKey, dir: Dir, table = ""): Array<[RawBuilder<unknown>, Dir]> {
  const col = (name: string) => sql.raw(table ? `${table}.${name}` : name);
  switch (sort) {
    case "name":
      return [
        [sql`${col("full_name")} collate nocase`, dir],
        [col("id"), dir],
      ];
    case "service":
      // Newest first within a service: the (is_spam, service_interest, created_at desc, id desc) index.
      return [
        [col("service_interest"), dir],
        [col("created_at"), "desc"],
        [col("id"), "desc"],
      ];
    case "followup":
      // Leads with a follow-up day first (soonest first when ascending), those without last.
      return [
        [sql`${col("follow_up_on")} is null`, "asc"],
        [col("follow_up_on"), dir],
        [col("id"), dir],
      ];
    default:
      return [
        [col("created_at"), dir],
        [col("id"), dir],
      ];
  }
}

function filtered(database: DB, query: ContactFilter) {
  let builder = database.selectFrom("contact_requests").where("is_spam", "=", query.spam ? 1 : 0);
  if (query.status) builder = builder.where("status", "=", query.status);
  if (query.from) builder = builder.where("created_at", ">=", businessDayStartIso(query.from));
  if (query.to) builder = builder.where("created_at", "<", businessDayStartIso(addDays(query.to, 1)));
  if (query.q) {
    const match = toFtsQuery(query.q);
    if (!match) return null;
    builder = builder.where(
      sql<boolean>`id in (select rowid from contact_requests_fts where contact_requests_fts match ${match})`,
    );
  }
  return builder;
}

/**
 * How many leads the list holds. With a search, counted on the FTS index alone (one pass over the
 * matches, spam told apart by a probe into the small set of spam ids): several times faster than
 * joining every match to its row when a common word matches half the table.
 */
async function countFor(database: DB, query: ContactFilter, match: string | null): Promise<number> {
  if (query.q && !match) return 0;
  if (!query.q || hasPipelineFilter(query)) {
    const row = await filtered(database, query)!
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  if (!match) return 0;
  const { rows } = await sql<{ total: number; spam: number | null }>`select count(*) as total,
      sum(rowid in (select id from contact_requests where is_spam = 1)) as spam
    from contact_requests_fts where contact_requests_fts match ${match}`.execute(database);
  const total = Number(rows[0]?.total ?? 0);
  const spam = Number(rows[0]?.spam ?? 0);
  return query.spam ? spam : total - spam;
}

/** Below this many matches a search page is read from the matches (sorting few rows) instead of walking the sort index. */
const FEW_MATCHES = 5000;

/**
 * One page of leads. The page is found on a (covering) index first and only its rows are read;
 * pages past the middle are read from the other end, so the last page costs what the first does.
 */
export async function listContactRequests(
  database: DB,
  query: ContactListQuery,
): Promise<Page<ContactRequestRow>> {
  const match = query.q ? toFtsQuery(query.q) : null;
  if (query.q && !match) return pageOf([], 0, query);
  const total = await countFor(database, query, match);
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= total) return pageOf([], total, query);

  const fromEnd = offset + query.pageSize / 2 > total / 2;
  const limit = Math.min(query.pageSize, total - offset);
  const skip = fromEnd ? total - offset - limit : offset;
  let order: number[];
  if (match && total <= FEW_MATCHES && !hasPipelineFilter(query)) {
    // A rare word: start from its few matches and sort them.
    const terms = orderTerms(query.sort, query.dir, "c").map(
      ([expr, dir]) => sql`${expr} ${sql.raw(fromEnd ? flip(dir) : dir)}`,
    );
    const { rows } = await sql<{ id: number }>`select c.id as id from contact_requests_fts f
      cross join contact_requests c on c.id = f.rowid
      where f.contact_requests_fts match ${match} and c.is_spam = ${query.spam ? 1 : 0}
      order by ${sql.join(terms)} limit ${limit} offset ${skip}`.execute(database);
    order = rows.map((r) => r.id);
  } else {
    // No search or a common word: walk the sort's index and stop after the page.
    let ids = filtered(database, query)!.select("id");
    for (const [expr, dir] of orderTerms(query.sort, query.dir))
      ids = ids.orderBy(expr, fromEnd ? flip(dir) : dir);
    order = (await ids.limit(limit).offset(skip).execute()).map((r) => r.id);
  }
  if (fromEnd) order.reverse();
  if (!order.length) return pageOf([], total, query);
  const rows = await database.selectFrom("contact_requests").selectAll().where("id", "in", order).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return pageOf(
    order.map((id) => byId.get(id)).filter((r): r is ContactRequestRow => Boolean(r)),
    total,
    query,
  );
}

/** Every lead of the current search and sort (all pages), for the CSV export and the JSON API. */
export async function allContactRequests(
  database: DB,
  query: ContactFilter & Pick<ContactListQuery, "sort" | "dir">,
  limit?: number,
  offset = 0,
) {
  const base = filtered(database, query);
  if (!base) return [];
  let builder = base.selectAll();
  for (const [expr, dir] of orderTerms(query.sort, query.dir)) builder = builder.orderBy(expr, dir);
  if (limit !== undefined) builder = builder.limit(limit).offset(offset);
  return builder.execute();
}

export async function countContactRequests(database: DB, query: ContactFilter) {
  return countFor(database, query, query.q ? toFtsQuery(query.q) : null);
}
