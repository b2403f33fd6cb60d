/**
 * Self-serve site visits (docs/decisions/082-thank-you-site-visits-instant-reply.md): the owner's
 * availability, booking, rescheduling and cancelling a visit, and what it does to the lead's
 * pipeline. Two visitors can never hold one slot: the partial unique indexes of migration 0029
 * decide inside the booking's transaction (no read-then-write), and a refused insert rolls the
 * whole booking back.
 */
import { sql } from "kysely";
import type { DB } from "#db/index";
import type { SiteVisitRow } from "#db/schema";
import { nowIso } from "~/lib/db.server";
import { addDays, businessDay } from "~/lib/dates";
import { isLeadStatus } from "~/models/lead-status";
import {
  BOOKING_HORIZON_DAYS,
  daySlots,
  formatVisit,
  freeSlots,
  parseVisitSettings,
  type Slot,
  type VisitSettings,
} from "./site-visit-slots";

/** Who the pipeline's audit trail names for a change the visitor made. */
export const VISITOR_ACTOR = "Visitor (site-visit page)";

export async function visitSettings(database: DB): Promise<VisitSettings> {
  const row = await database
    .selectFrom("site_visit_settings")
    .select("data")
    .where("id", "=", 1)
    .executeTakeFirst();
  return parseVisitSettings(row?.data);
}

export async function saveVisitSettings(database: DB, settings: VisitSettings) {
  const data = JSON.stringify(settings);
  const at = nowIso();
  await database
    .insertInto("site_visit_settings")
    .values({ id: 1, data, updated_at: at })
    .onConflict((oc) => oc.column("id").doUpdateSet({ data, updated_at: at }))
    .execute();
}

/** The start times (ISO) of every booked visit from `now` on. */
async function takenStarts(database: DB, now: Date) {
  const rows = await database
    .selectFrom("site_visits")
    .select("starts_at")
    .where("status", "=", "booked")
    .where("starts_at", ">=", now.toISOString())
    .execute();
  return new Set(rows.map((r) => r.starts_at));
}

/** The slots a visitor may pick now. */
export async function openSlots(database: DB, now: Date = new Date()): Promise<Slot[]> {
  return freeSlots(await visitSettings(database), await takenStarts(database, now), now);
}

/** The lead's booked visit, if any. */
export function bookedVisit(database: DB, leadId: number) {
  return database
    .selectFrom("site_visits")
    .selectAll()
    .where("lead_id", "=", leadId)
    .where("status", "=", "booked")
    .executeTakeFirst();
}

/**
 * The visit the lead's View shows (docs/decisions/086): the booked one, else the one cancelled
 * last; undefined when the lead never booked.
 */
export function leadSiteVisit(database: DB, leadId: number) {
  return database
    .selectFrom("site_visits")
    .select(["id", "starts_at", "ends_at", "status", "cancel_reason", "cancelled_at"])
    .where("lead_id", "=", leadId)
    .orderBy(sql`status = 'booked'`, "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The lead a visitor's signed reference opens: it must exist and not be held as spam. */
export function visitLead(database: DB, leadId: number) {
  return database
    .selectFrom("contact_requests")
    .select(["id", "language", "status", "is_spam"])
    .where("id", "=", leadId)
    .where("is_spam", "=", 0)
    .executeTakeFirst();
}

/**
 * How many times a visitor may book, move or cancel one lead's visit in a day. Each change e-mails
 * the visitor and the owner, and the signed link is all it takes: without a ceiling the link would
 * send any number of e-mails to the address typed in the form.
 */
export const VISITOR_CHANGES_PER_DAY = 6;

/**
 * The visitor's changes to the lead's visit in the last 24 hours: each booking, move and
 * cancellation writes one note by VISITOR_ACTOR (bookVisit, cancelVisit).
 */
export async function visitorChangesToday(database: DB, leadId: number, now: Date = new Date()) {
  const row = await database
    .selectFrom("lead_notes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("lead_id", "=", leadId)
    .where("author_name", "=", VISITOR_ACTOR)
    .where("created_at", ">=", nowIso(new Date(now.getTime() - 86_400_000)))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type BookResult =
  | { ok: true; visit: SiteVisitRow; rescheduled: boolean }
  | { ok: false; reason: "taken" | "invalid" | "no-lead" | "limit" };

function isUniqueViolation(error: unknown) {
  return (error as { code?: string })?.code === "SQLITE_CONSTRAINT_UNIQUE";
}

/**
 * Books `startsAt` for the lead, moving a visit it already has (a reschedule). The time must be a
 * slot of the owner's availability past the minimum notice; whether it is free is decided by the
 * unique index as the row is inserted. Moves the lead to "Site visit" (audit row and a note with
 * the time) and queues the invitations (`enqueue`, the outbox) in the same transaction.
 */
export async function bookVisit(
  database: DB,
  leadId: number,
  startsAt: string,
  options: {
    now?: Date;
    enqueue: (trx: DB, visitId: number, kind: "booked") => Promise<unknown>;
    /** The visitor's changes allowed in 24 hours, counted inside the transaction (VISITOR_CHANGES_PER_DAY). */
    limit?: number;
  },
): Promise<BookResult> {
  const now = options.now ?? new Date();
  const settings = await visitSettings(database);
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) return { ok: false, reason: "invalid" };
  const slot = daySlots(settings, businessDay(start)).find((s) => s.startsAt === start.toISOString());
  // The times the page offers: past the notice and within the booking horizon (a crafted post
  // cannot book a visit months ahead).
  if (
    !slot ||
    start.getTime() < now.getTime() + settings.noticeHours * 3_600_000 ||
    slot.day > addDays(businessDay(now), BOOKING_HORIZON_DAYS)
  )
    return { ok: false, reason: "invalid" };
  try {
    return await database.transaction().execute(async (trx): Promise<BookResult> => {
      const lead = await visitLead(trx, leadId);
      if (!lead) return { ok: false, reason: "no-lead" };
      // Counted here, not before: the transactions of one connection run one at a time, so posts
      // sent at once cannot all read the count before any of them writes its note.
      if (options.limit !== undefined && (await visitorChangesToday(trx, leadId, now)) >= options.limit)
        return { ok: false, reason: "limit" };
      const current = await bookedVisit(trx, leadId);
      if (current?.starts_at === slot.startsAt) return { ok: true, visit: current, rescheduled: false };
      const at = nowIso(now);
      const last = await trx
        .selectFrom("site_visits")
        .select((eb) => eb.fn.max("sequence").as("seq"))
        .where("lead_id", "=", leadId)
        .executeTakeFirst();
      if (current) {
        await trx
          .updateTable("site_visits")
          .set({ status: "cancelled", cancelled_at: at, cancel_reason: "Rescheduled by the visitor" })
          .where("id", "=", current.id)
          .execute();
      }
      const previous = current?.previous_status ?? (isLeadStatus(lead.status) ? lead.status : "new");
      const visit = await trx
        .insertInto("site_visits")
        .values({
          lead_id: leadId,
          starts_at: slot.startsAt,
          ends_at: slot.endsAt,
          previous_status: previous,
          sequence: last?.seq == null ? 0 : Number(last.seq) + 1,
          created_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await moveLead(trx, leadId, lead.status, "site_visit", at);
      await note(
        trx,
        leadId,
        `${current ? "Site visit moved by the visitor to" : "Site visit booked by the visitor for"} ${formatVisit(slot.startsAt, "en")}.`,
        at,
      );
      await options.enqueue(trx, visit.id, "booked");
      return { ok: true, visit, rescheduled: Boolean(current) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}

/**
 * Cancels the lead's booked visit: the lead goes back to the status it had before the booking
 * (when it is still "Site visit"), with a note saying why; the cancellations are queued.
 */
export async function cancelVisit(
  database: DB,
  leadId: number,
  reason: string,
  options: {
    now?: Date;
    enqueue: (trx: DB, visitId: number, kind: "cancelled") => Promise<unknown>;
    /** As bookVisit's. */
    limit?: number;
  },
): Promise<"cancelled" | "none" | "limit"> {
  const now = options.now ?? new Date();
  const at = nowIso(now);
  return database.transaction().execute(async (trx) => {
    const visit = await bookedVisit(trx, leadId);
    if (!visit) return "none";
    if (options.limit !== undefined && (await visitorChangesToday(trx, leadId, now)) >= options.limit)
      return "limit";
    await trx
      .updateTable("site_visits")
      .set({
        status: "cancelled",
        cancelled_at: at,
        cancel_reason: reason || null,
        sequence: visit.sequence + 1,
      })
      .where("id", "=", visit.id)
      .execute();
    const lead = await trx
      .selectFrom("contact_requests")
      .select("status")
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    if (lead.status === "site_visit") await moveLead(trx, leadId, lead.status, visit.previous_status, at);
    await note(
      trx,
      leadId,
      `Site visit of ${formatVisit(visit.starts_at, "en")} cancelled by the visitor. Reason: ${reason || "none given"}.`,
      at,
    );
    await options.enqueue(trx, visit.id, "cancelled");
    return "cancelled";
  });
}

async function moveLead(trx: DB, leadId: number, from: string, to: string, at: string) {
  if (from === to) return;
  await trx.updateTable("contact_requests").set({ status: to }).where("id", "=", leadId).execute();
  await trx
    .insertInto("lead_status_changes")
    .values({
      lead_id: leadId,
      from_status: from,
      to_status: to,
      lost_reason: null,
      user_id: null,
      username: VISITOR_ACTOR,
      created_at: at,
    })
    .execute();
}

function note(trx: DB, leadId: number, text: string, at: string) {
  return trx
    .insertInto("lead_notes")
    .values({ lead_id: leadId, text, author_id: null, author_name: VISITOR_ACTOR, created_at: at })
    .execute();
}

/** Visits for the admin: booked ones from `from` on (and cancelled ones when asked), soonest first. */
export function listVisits(database: DB, options: { from: string; to?: string; cancelled?: boolean }) {
  let query = database
    .selectFrom("site_visits as v")
    .innerJoin("contact_requests as c", "c.id", "v.lead_id")
    .select([
      "v.id",
      "v.lead_id",
      "v.starts_at",
      "v.ends_at",
      "v.status",
      "v.cancel_reason",
      "c.full_name",
      "c.phone",
      "c.email",
      "c.language",
    ])
    .where("v.starts_at", ">=", options.from)
    .orderBy("v.starts_at");
  if (options.to) query = query.where("v.starts_at", "<", options.to);
  if (!options.cancelled) query = query.where("v.status", "=", "booked");
  return query.limit(500).execute();
}
