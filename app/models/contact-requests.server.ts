/**
 * Contact requests (consultation leads), product §3: creating (the zod schema shared by the form
 * action and POST /api/contact, spam checks, the notification outbox) and reading (counters,
 * search, sort, paging and CSV for the admin).
 */

import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { sql, type RawBuilder } from "kysely";
import { z } from "zod";
import type { DB } from "#db/index";
import type { ContactRequestRow } from "#db/schema";
import { leadLanguageLabel, SERVICE_INTEREST_OPTIONS } from "~/models/contact";
import { HONEYPOT_FIELD, UTM_KEYS, type UtmKey } from "~/models/contact";
import { contactRequestSchemaFor, type ContactRequestInput } from "~/models/contact-schema";
import { LANGS, type Lang } from "~/lib/i18n";
import { addDays, businessDay, businessDayStartIso, daysAgoIso, startOfBusinessDayIso } from "~/lib/dates";
import { isCalendarDay, isLeadStatus, leadStatusLabel, type LeadStatus } from "~/models/lead-status";
import { nowIso } from "~/lib/db.server";
import { clientRateLimitKey } from "~/lib/rate-limit.server";
import { getEnv } from "~/lib/env.server";
import type { FormStartedStamp } from "~/lib/form-started";
import { pageOf, parseListQuery, type ListQuery, type Page } from "~/lib/list-query";
import { sessionSecret } from "~/lib/secrets.server";

// The schema lives in a module the browser can import (the form validates with it too); it is
// re-exported here so both server entry points (the /contact action, POST /api/contact) take it
// from the model.
export { contactRequestSchemaFor, type ContactRequestInput };

/** The English schema (the JSON API's default, decision 042). */
export const contactRequestSchema = contactRequestSchemaFor("en");

/**
 * product §3: the five allowed values of serviceInterest, with the labels people read. Listed once,
 * in the browser-safe module the consultation form also uses.
 */
export const SERVICE_INTERESTS = SERVICE_INTEREST_OPTIONS;

export type ServiceInterest = (typeof SERVICE_INTERESTS)[number]["value"];

export function serviceInterestLabel(value: string | null | undefined) {
  return SERVICE_INTERESTS.find((s) => s.value === value)?.label ?? (value || "Not specified");
}

// --- Creating ------------------------------------------------------------------------------
/** Where a lead came from: the page, the visit's referrer and its utm_* parameters. */
const attributionText = (max: number) =>
  z
    .string()
    .transform((value) => value.trim().slice(0, max) || undefined)
    .optional()
    .catch(undefined);
export const leadAttributionShape = {
  // A same-site path only: it is also where a visitor without JavaScript is sent back to.
  sourcePage: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .optional()
    .catch(undefined),
  referrer: attributionText(500),
  ...(Object.fromEntries(UTM_KEYS.map((key) => [key, attributionText(200)])) as Record<
    UtmKey,
    ReturnType<typeof attributionText>
  >),
  // The space visualization a request was sent from ("Book Your Free Installation").
  visualization: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional()
    .catch(undefined),
};
export const leadAttributionSchema = z.object(leadAttributionShape);
export type LeadAttribution = z.output<typeof leadAttributionSchema>;

/**
 * POST /api/contact's body: the form's fields (product §7), plus what the enhanced form also sends
 * (attribution, the honeypot, the signed render stamp). Empty strings and nulls count as "not
 * given", as they do in the HTML form.
 */
function buildContactApiSchema(lang: Lang) {
  return z.preprocess(
    (value) =>
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value).filter(
              ([, v]) => v !== null && !(typeof v === "string" && v.trim() === ""),
            ),
          )
        : value,
    contactRequestSchemaFor(lang).extend({
      ...leadAttributionShape,
      [HONEYPOT_FIELD]: z.unknown().optional(),
      formStartedAt: z.unknown().optional(),
      // The lead's language (decision 042): "es" from the Spanish pages' form; English when absent.
      lang: z.enum(LANGS, { error: 'lang must be "en" or "es"' }).optional(),
    }),
  );
}
const contactApiSchemas = { en: buildContactApiSchema("en"), es: buildContactApiSchema("es") } as const;

/** The body with the field messages in `lang` (the API answers in English unless `lang` is "es"). */
export function contactApiSchemaFor(lang: Lang) {
  return contactApiSchemas[lang];
}
export const contactApiSchema = contactApiSchemas.en;

/** The language a JSON body asks for: Spanish only when its `lang` is exactly "es" (decision 042). */
export function requestedLang(body: unknown): Lang {
  return body && typeof body === "object" && (body as { lang?: unknown }).lang === "es" ? "es" : "en";
}

/**
 * What a signed stamp was issued for: the form as rendered ("form", field `formStartedAt`) or the
 * "Confirm your request" page shown after a form post whose stamp did not pass ("confirm", field
 * `confirmStartedAt`). Each purpose has its own MAC, so a form stamp cannot pass as a confirm stamp.
 */
export type StampPurpose = "form" | "confirm";

/**
 * The minimum age of a confirm page's stamp (README Decisions): a person reads one line and presses
 * one button, a bot has to fetch the page, parse it and wait. Never more than CONTACT_MIN_FILL_MS.
 */
export const CONFIRM_MIN_MS = 1000;

/** Signs a stamp: `<epoch ms>.<HMAC-SHA256 of it and its purpose, base64url>`. */
export function signFormStarted(at: number = Date.now(), purpose: StampPurpose = "form") {
  const stamp = String(Math.floor(at));
  return `${stamp}.${formStartedMac(stamp, purpose)}`;
}

function formStartedMac(stamp: string, purpose: StampPurpose = "form") {
  const label = purpose === "form" ? "contact-form-started" : "contact-form-confirm";
  return createHmac("sha256", sessionSecret()).update(`${label}:${stamp}`).digest("base64url");
}

export type StampVerdict =
  | { ok: true }
  | { ok: false; reason: "missing-form-stamp" | "bad-form-stamp" }
  | { ok: false; reason: "too-fast"; waitMs: number };

/**
 * Checks a signed stamp: present, genuine (our MAC, not from the future) and at least `minMs` old.
 * There is no maximum age: a page served from a cache, or left open for hours, is still a person's.
 */
export function checkFormStamp(
  value: unknown,
  options: { minMs: number; purpose?: StampPurpose; now?: number },
): StampVerdict {
  const stamp = typeof value === "string" ? value.trim() : "";
  if (!stamp) return { ok: false, reason: "missing-form-stamp" };
  const match = /^(\d{10,16})\.([\w-]{20,100})$/.exec(stamp);
  if (!match) return { ok: false, reason: "bad-form-stamp" };
  const expected = Buffer.from(formStartedMac(match[1]!, options.purpose));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: "bad-form-stamp" };
  const elapsed = (options.now ?? Date.now()) - Number(match[1]);
  if (elapsed < -60_000) return { ok: false, reason: "bad-form-stamp" };
  if (elapsed < options.minMs) return { ok: false, reason: "too-fast", waitMs: options.minMs - elapsed };
  return { ok: true };
}

export type SpamVerdict = { spam: false } | { spam: true; reason: string };

/** The honeypot: hidden from people, filled in by bots. A filled one is stored as spam, silently. */
export function checkHoneypot(honeypot: unknown): SpamVerdict {
  return typeof honeypot === "string" && honeypot.trim() !== ""
    ? { spam: true, reason: "honeypot" }
    : { spam: false };
}

/**
 * An idempotency key as a client may send it (`Idempotency-Key` header): 1 to 200 printable ASCII
 * characters. Null when absent; "invalid" when present but outside those rules (400).
 */
export function parseIdempotencyKey(value: string | null): string | null | "invalid" {
  if (value === null) return null;
  return /^[\x21-\x7e](?:[\x20-\x7e]{0,198}[\x21-\x7e])?$/.test(value) ? value : "invalid";
}

/**
 * The scope of an idempotency key (decision 072): keys are compared only among the requests of the
 * client that sent them, so a key another client guessed or copied can neither make a genuine
 * request fail (422) nor answer it with someone else's lead. The client is the one the rate limits
 * count (`clientRateLimitKey`: an IPv6 client by its /64); stored as a hash, never the address.
 * Keep this the one place the scope is derived.
 */
export function contactIdempotencyScope(clientIp: string) {
  return createHash("sha256")
    .update(`contact-idempotency\0${clientRateLimitKey(clientIp)}`)
    .digest("hex")
    .slice(0, 32);
}

/** SHA-256 (hex) of a request's values, key order ignored: the same key must come with the same values. */
export function contactFingerprint(values: Record<string, unknown>) {
  const entries = Object.entries(values)
    .filter(([, v]) => v !== undefined && v !== null && v !== "")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256").update(JSON.stringify(entries)).digest("hex");
}

const NO_CHANNEL_ERROR = "Not notified: no e-mail or webhook is configured";

export interface NewContactRequest {
  input: ContactRequestInput;
  attribution: LeadAttribution;
  spam: SpamVerdict;
  /** Whether any notification channel (e-mail, webhook) is configured. */
  notify: boolean;
  /** Adds the lead's notification job inside the same transaction (the outbox). */
  enqueueNotification?: (trx: DB, leadId: number) => Promise<unknown>;
  /**
   * Stored with the lead; a key seen before in the same scope (contactIdempotencyScope) returns its
   * lead instead of creating one.
   */
  idempotency?: { scope: string; key: string; fingerprint: string };
  /** The language of the page the request came from (English when left out). */
  language?: Lang;
}

export type CreatedContactRequest =
  { id: number; notified: boolean; replayed?: false } | { id: number; replayed: true; conflict: boolean };

/**
 * Stores a lead. The row and its notification job are written in one transaction, so a lead that
 * was acknowledged is on disk together with the job that will deliver it (a crash after the
 * commit loses neither; a crash before it acknowledges nothing). Spam is kept for audit and never
 * notified; without any channel the notification is recorded as skipped.
 */
export async function createContactRequest(
  database: DB,
  lead: NewContactRequest,
): Promise<CreatedContactRequest> {
  const utmEntries = UTM_KEYS.flatMap((key) =>
    lead.attribution[key] ? [[key, lead.attribution[key]] as const] : [],
  );
  const willNotify = lead.notify && !lead.spam.spam;
  return database.transaction().execute(async (trx): Promise<CreatedContactRequest> => {
    if (lead.idempotency) {
      // Inside the transaction: writes are serialized, so two copies of one request cannot both insert.
      const seen = await trx
        .selectFrom("contact_idempotency_keys")
        .select(["lead_id", "fingerprint"])
        .where("scope", "=", lead.idempotency.scope)
        .where("key", "=", lead.idempotency.key)
        .executeTakeFirst();
      if (seen)
        return {
          id: seen.lead_id,
          replayed: true,
          conflict: seen.fingerprint !== lead.idempotency.fingerprint,
        };
    }
    // Only a visualization that exists is referenced (the id comes from the visitor's URL).
    const visualization = lead.attribution.visualization
      ? await trx
          .selectFrom("visualization_requests")
          .select("public_id")
          .where("public_id", "=", lead.attribution.visualization)
          .executeTakeFirst()
      : undefined;
    const row = await trx
      .insertInto("contact_requests")
      .values({
        full_name: lead.input.fullName,
        email: lead.input.email,
        phone: lead.input.phone || null,
        service_interest: lead.input.serviceInterest || null,
        message: lead.input.message || null,
        source_page: lead.attribution.sourcePage ?? null,
        referrer: lead.attribution.referrer || null,
        visualization_id: visualization?.public_id ?? null,
        utm: utmEntries.length ? JSON.stringify(Object.fromEntries(utmEntries)) : null,
        utm_campaign: lead.attribution.utm_campaign || null,
        is_spam: lead.spam.spam ? 1 : 0,
        spam_reason: lead.spam.spam ? lead.spam.reason : null,
        notification_status: willNotify ? "pending" : "skipped",
        notification_error: lead.spam.spam
          ? "Not notified: flagged as spam"
          : willNotify
            ? null
            : NO_CHANNEL_ERROR,
        created_at: nowIso(),
        language: lead.language ?? "en",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (lead.idempotency) {
      await trx
        .insertInto("contact_idempotency_keys")
        .values({
          scope: lead.idempotency.scope,
          key: lead.idempotency.key,
          lead_id: row.id,
          fingerprint: lead.idempotency.fingerprint,
          created_at: nowIso(),
        })
        .execute();
    }
    if (willNotify && lead.enqueueNotification) await lead.enqueueNotification(trx, row.id);
    return { id: row.id, notified: willNotify };
  });
}

/**
 * The lead an idempotency key created in this scope, if any (a retry is answered before the rate
 * limit counts it).
 */
export function findIdempotentLead(database: DB, scope: string, key: string) {
  return database
    .selectFrom("contact_idempotency_keys")
    .select(["lead_id", "fingerprint"])
    .where("scope", "=", scope)
    .where("key", "=", key)
    .executeTakeFirst();
}

/**
 * "Not spam": a held lead joins the normal list and is notified now, through the outbox (its job
 * in the same transaction). Only a lead held as spam is changed.
 */
export async function releaseHeldLead(
  database: DB,
  id: number,
  options: { notify: boolean; enqueueNotification?: (trx: DB, leadId: number) => Promise<unknown> },
): Promise<"released" | "not-found"> {
  return database.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("contact_requests")
      .set({
        is_spam: 0,
        spam_reason: null,
        notification_status: options.notify ? "pending" : "skipped",
        notification_error: options.notify ? null : NO_CHANNEL_ERROR,
      })
      .where("id", "=", id)
      .where("is_spam", "=", 1)
      .returning("id")
      .executeTakeFirst();
    if (!updated) return "not-found";
    if (options.notify && options.enqueueNotification) await options.enqueueNotification(trx, id);
    return "released";
  });
}

/** Deletes a lead held as spam (leads in the normal list are never deleted from the admin). */
export async function deleteHeldLead(database: DB, id: number): Promise<boolean> {
  const result = await database
    .deleteFrom("contact_requests")
    .where("id", "=", id)
    .where("is_spam", "=", 1)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * "Retry now" for a lead whose notification failed after every attempt: a new job, in the same
 * transaction, which sends only to the channels that have not received the lead yet.
 */
export async function retryLeadNotification(
  database: DB,
  id: number,
  options: { notify: boolean; enqueueNotification: (trx: DB, leadId: number) => Promise<unknown> },
): Promise<"queued" | "not-failed" | "no-channel"> {
  if (!options.notify) return "no-channel";
  return database.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("contact_requests")
      .set({ notification_status: "pending", notification_error: null })
      .where("id", "=", id)
      .where("notification_status", "=", "failed")
      .where("is_spam", "=", 0)
      .returning("id")
      .executeTakeFirst();
    if (!updated) return "not-failed";
    await options.enqueueNotification(trx, id);
    return "queued";
  });
}

/** One lead by id (the admin view, notifications, tests). */
export function getContactRequest(database: DB, id: number) {
  return database.selectFrom("contact_requests").selectAll().where("id", "=", id).executeTakeFirst();
}
// The form component asks for a signed stamp while it renders on the server.
/** A fresh stamp for a form rendered now, with the minimum fill time (the server's entry provides it). */
export function issueFormStamp(): FormStartedStamp {
  return { stamp: signFormStarted(), minFillMs: getEnv().CONTACT_MIN_FILL_MS };
}

// --- Reading -------------------------------------------------------------------------------
// Counters, search (FTS5, migration 0005), sort and paging for the admin list and the JSON API,
// all done in the database so the list stays fast at 100,000 leads (scripts/bench/30-admin-list.ts).
// Spam-flagged leads are kept but hidden from the main list and its counters; `spam: true` lists
// only them, so an admin can audit what the spam checks caught.
export const CONTACT_SORT_KEYS = ["date", "name", "service", "followup"] as const;
export type ContactSortKey = (typeof CONTACT_SORT_KEYS)[number];
export type ContactListQuery = ListQuery<ContactSortKey> & {
  spam: boolean;
  /** `?status=`: one pipeline status (issue 15), or all. */
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
 * Null when nothing searchable is left.
 */
export function toFtsQuery(q: string): string | null {
  const words = q.normalize("NFKC").match(/[\p{L}\p{N}]+/gu);
  if (!words?.length) return null;
  return words
    .slice(0, 12)
    .map((w) => `"${w}"*`)
    .join(" ");
}

export interface ContactCounts {
  total: number;
  thisWeek: number;
  today: number;
  spam: number;
  /** Status New: not yet contacted (issue 15). */
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
  const row = await sql<{
    total: number;
    thisWeek: number;
    today: number;
    spam: number;
    newLeads: number;
    followUpsDue: number;
  }>`select ${count(0)} as total, ${count(0, weekStart)} as thisWeek, ${count(0, dayStart)} as today, ${count(1)} as spam,
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

function parseUtm(value: string | null): Record<string, string> | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === "string")) as Record<
      string,
      string
    >;
  } catch {
    return null;
  }
}

/** A lead as the JSON API shows it: product §3's fields in camelCase, then what the leads pipeline records. */
export function toContactRequestJson(row: ContactRequestRow) {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    serviceInterest: row.service_interest,
    businessAddress: row.business_address,
    employeeCount: row.employee_count,
    message: row.message,
    createdAt: row.created_at,
    sourcePage: row.source_page,
    referrer: row.referrer,
    visualizationId: row.visualization_id,
    utm: parseUtm(row.utm),
    isSpam: row.is_spam === 1,
    spamReason: row.spam_reason,
    notificationStatus: row.notification_status,
    notificationError: row.notification_error,
    notifiedAt: row.notified_at,
    status: row.status,
    statusLabel: leadStatusLabel(row.status),
    lostReason: row.lost_reason,
    followUpOn: row.follow_up_on,
    originPrizeEntryId: row.origin_engagement_id,
    /** "en" or "es": the language of the page the request came from (decision 042). */
    language: row.language,
  };
}
export type ContactRequestJson = ReturnType<typeof toContactRequestJson>;
export { parseUtm };

/** The CSV export's columns (spreadsheet-safe cells via app/lib/csv.server.ts). */
export type ContactCsvRow = ContactRequestRow & { last_note?: string | null };
export const CONTACT_CSV_COLUMNS: ReadonlyArray<{
  header: string;
  value: (row: ContactCsvRow) => unknown;
}> = [
  { header: "ID", value: (r) => r.id },
  { header: "Created (UTC)", value: (r) => r.created_at },
  { header: "Full Name", value: (r) => r.full_name },
  { header: "Email", value: (r) => r.email },
  { header: "Phone", value: (r) => r.phone },
  {
    header: "Service Interest",
    value: (r) => (r.service_interest ? serviceInterestLabel(r.service_interest) : ""),
  },
  { header: "Business Address", value: (r) => r.business_address },
  { header: "Employee Count", value: (r) => r.employee_count },
  { header: "Message", value: (r) => r.message },
  { header: "Language", value: (r) => leadLanguageLabel(r.language) },
  { header: "Source Page", value: (r) => r.source_page },
  { header: "Referrer", value: (r) => r.referrer },
  {
    header: "Visualization",
    value: (r) => (r.visualization_id ? `/space-visualization/${r.visualization_id}` : ""),
  },
  { header: "UTM", value: (r) => r.utm },
  { header: "Notification Status", value: (r) => r.notification_status },
  { header: "Spam Reason", value: (r) => r.spam_reason },
  { header: "Status", value: (r) => leadStatusLabel(r.status) },
  { header: "Lost Reason", value: (r) => r.lost_reason },
  { header: "Follow-up", value: (r) => r.follow_up_on },
  { header: "Last Note", value: (r) => r.last_note ?? "" },
];

/**
 * Splits a parsed API body into what the submission needs: the lead's fields, its attribution, the
 * honeypot and the render stamp.
 */
export function splitContactBody(body: z.output<typeof contactApiSchema>) {
  const { [HONEYPOT_FIELD]: honeypot, formStartedAt, lang, ...rest } = body;
  const attribution: LeadAttribution = {};
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key in leadAttributionShape) (attribution as Record<string, unknown>)[key] = value;
    else input[key] = value;
  }
  return {
    input: input as ContactRequestInput,
    attribution,
    honeypot,
    formStartedAt,
    language: lang ?? "en",
  };
}
