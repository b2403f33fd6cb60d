/**
 * The lead pipeline (docs/decisions/030-lead-pipeline.md): status changes with their audit row, notes
 * (append-only; an edit is a new revision), the follow-up date, and turning a prize entry into a
 * lead. Shared by the View dialog's action and the JSON API.
 */
import { sql } from "kysely";
import type { DB } from "#db/index";
import type { ContactRequestRow } from "#db/schema";
import { businessDay, leadDay } from "~/lib/dates";
import { nowIso } from "~/lib/db.server";
import { phoneE164 } from "~/lib/phone";
import { CLOSED_STATUSES, isLeadStatus, type LeadStatus, type LeadUpdateInput } from "~/models/lead-status";

/** Who acts: the signed-in admin (kept by name too, so history survives a renamed or removed account). */
export interface LeadActor {
  id: number | null;
  username: string;
}

export class LeadNotFoundError extends Error {
  constructor() {
    super("No such contact request.");
    this.name = "LeadNotFoundError";
  }
}

/** A lead held as spam is not worked: it is released ("Not spam") first. */
export class LeadHeldAsSpamError extends Error {
  constructor() {
    super("This contact request is held as spam. Move it to the list (Not spam) first.");
    this.name = "LeadHeldAsSpamError";
  }
}

export interface LeadChange extends LeadUpdateInput {
  /** A note written with the change, stored in the same transaction. */
  note?: string;
}

export interface LeadChangeResult {
  lead: ContactRequestRow;
  statusChanged: boolean;
  noteId: number | null;
}

/** The lead a change or a note is for: it must exist and not be held as spam. */
async function workableLead(trx: DB, id: number) {
  const lead = await trx.selectFrom("contact_requests").selectAll().where("id", "=", id).executeTakeFirst();
  if (!lead) throw new LeadNotFoundError();
  if (lead.is_spam) throw new LeadHeldAsSpamError();
  return lead;
}

/** Appends one note row (a revision names its thread: the first version's id). */
function insertNote(
  trx: DB,
  note: { leadId: number; actor: LeadActor; text: string; at: string; threadId?: number },
) {
  return trx
    .insertInto("lead_notes")
    .values({
      lead_id: note.leadId,
      ...(note.threadId === undefined ? {} : { thread_id: note.threadId }),
      text: note.text.trim(),
      author_id: note.actor.id,
      author_name: note.actor.username,
      created_at: note.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Applies a change to a lead in one transaction: the new status with its audit row (who, when,
 * from, to; only when the status really changes), the lost reason (kept only while Lost), the
 * follow-up date (cleared when the lead is closed: won or lost) and an optional note.
 */
export async function changeLead(
  database: DB,
  id: number,
  actor: LeadActor,
  change: LeadChange,
  now: Date = new Date(),
): Promise<LeadChangeResult> {
  return database.transaction().execute(async (trx) => {
    const lead = await workableLead(trx, id);
    const at = nowIso(now);
    const from: LeadStatus = isLeadStatus(lead.status) ? lead.status : "new";
    const to: LeadStatus = change.status ?? from;
    const statusChanged = to !== from;
    const lostReason =
      to !== "lost" ? null : change.lostReason !== undefined ? change.lostReason || null : lead.lost_reason;
    const followUpOn = CLOSED_STATUSES.includes(to)
      ? null
      : change.followUpOn !== undefined
        ? change.followUpOn
        : lead.follow_up_on;
    const updated = await trx
      .updateTable("contact_requests")
      .set({ status: to, lost_reason: lostReason, follow_up_on: followUpOn })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (statusChanged || (to === "lost" && lostReason !== lead.lost_reason)) {
      await trx
        .insertInto("lead_status_changes")
        .values({
          lead_id: id,
          from_status: from,
          to_status: to,
          lost_reason: lostReason,
          user_id: actor.id,
          username: actor.username,
          created_at: at,
        })
        .execute();
    }
    let noteId: number | null = null;
    if (change.note?.trim()) {
      noteId = (await insertNote(trx, { leadId: id, actor, text: change.note, at })).id;
    }
    return { lead: updated, statusChanged, noteId };
  });
}

/** Appends a note to a lead. */
export async function addLeadNote(
  database: DB,
  id: number,
  actor: LeadActor,
  text: string,
  now = new Date(),
) {
  return database.transaction().execute(async (trx) => {
    await workableLead(trx, id);
    return insertNote(trx, { leadId: id, actor, text, at: nowIso(now) });
  });
}

/**
 * "Edit" of a note: a new revision in the note's thread. The earlier text stays, shown as the
 * note's history; nothing is overwritten.
 */
export async function reviseLeadNote(
  database: DB,
  leadId: number,
  noteId: number,
  actor: LeadActor,
  text: string,
  now = new Date(),
) {
  return database.transaction().execute(async (trx) => {
    const note = await trx
      .selectFrom("lead_notes")
      .select(["id", "thread_id"])
      .where("id", "=", noteId)
      .where("lead_id", "=", leadId)
      .executeTakeFirst();
    if (!note) throw new LeadNotFoundError();
    return insertNote(trx, { leadId, actor, text, at: nowIso(now), threadId: note.thread_id ?? note.id });
  });
}

export interface LeadNoteView {
  /** The note's thread (its first version's id): what "Edit" revises. */
  id: number;
  text: string;
  authorName: string;
  createdAt: string;
  /** Earlier versions, newest first. */
  history: Array<{ text: string; authorName: string; createdAt: string }>;
}

export interface LeadStatusChangeView {
  from: string | null;
  to: string;
  lostReason: string | null;
  username: string;
  createdAt: string;
}

/** A lead's notes (newest first, each with its earlier versions) and its status history (newest first). */
export async function leadHistory(database: DB, id: number) {
  const [notes, changes] = await Promise.all([
    database.selectFrom("lead_notes").selectAll().where("lead_id", "=", id).orderBy("id", "asc").execute(),
    database
      .selectFrom("lead_status_changes")
      .selectAll()
      .where("lead_id", "=", id)
      .orderBy("id", "desc")
      .execute(),
  ]);
  const threads = new Map<number, typeof notes>();
  for (const note of notes) {
    const thread = note.thread_id ?? note.id;
    const list = threads.get(thread) ?? [];
    list.push(note);
    threads.set(thread, list);
  }
  const noteViews: LeadNoteView[] = [...threads.entries()]
    .map(([thread, versions]) => {
      const latest = versions[versions.length - 1]!;
      return {
        id: thread,
        text: latest.text,
        authorName: latest.author_name,
        createdAt: latest.created_at,
        history: versions
          .slice(0, -1)
          .reverse()
          .map((v) => ({ text: v.text, authorName: v.author_name, createdAt: v.created_at })),
        latestId: latest.id,
      };
    })
    .sort((a, b) => b.latestId - a.latestId)
    .map(({ latestId: _latestId, ...view }) => view);
  const statusViews: LeadStatusChangeView[] = changes.map((c) => ({
    from: c.from_status,
    to: c.to_status,
    lostReason: c.lost_reason,
    username: c.username,
    createdAt: c.created_at,
  }));
  return { notes: noteViews, statusChanges: statusViews };
}

/** The newest note text of each lead (the CSV's "Last Note"), in one query per chunk of ids. */
export async function lastNotes(database: DB, ids: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    if (!chunk.length) continue;
    const { rows } = await sql<{ lead_id: number; text: string }>`select n.lead_id, n.text from lead_notes n
      where n.id in (select max(id) from lead_notes where lead_id in (${sql.join(chunk)}) group by lead_id)`.execute(
      database,
    );
    for (const row of rows) out.set(row.lead_id, row.text);
  }
  return out;
}

/**
 * Turns a prize entry into a lead (one action, idempotent): a consultation request with the
 * entry's e-mail and phone, source page /prize, linked to the entry. Converting again returns the
 * lead made the first time. Null when the entry does not exist.
 */
export async function convertPrizeEntryToLead(
  database: DB,
  entryId: number,
  actor: LeadActor,
  now: Date = new Date(),
): Promise<{ leadId: number; created: boolean } | null> {
  return database.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("contact_requests")
      .select("id")
      .where("origin_engagement_id", "=", entryId)
      .executeTakeFirst();
    if (existing) return { leadId: existing.id, created: false };
    const entry = await trx
      .selectFrom("engagement_submissions")
      .selectAll()
      .where("id", "=", entryId)
      .executeTakeFirst();
    if (!entry) return null;
    const at = nowIso(now);
    const lead = await trx
      .insertInto("contact_requests")
      .values({
        // A prize entry has no name: the e-mail address stands in for it (never an invented name).
        full_name: entry.email,
        email: entry.email,
        phone: entry.phone,
        phone_e164: phoneE164(entry.phone),
        // A Spanish entry (/es/premio) is a Spanish-speaking lead from the Spanish prize page.
        source_page: entry.lang === "es" ? "/es/premio" : "/prize",
        language: entry.lang === "es" ? "es" : "en",
        notification_status: "skipped",
        notification_error: "Not notified: made from a prize entry by an admin",
        origin_engagement_id: entry.id,
        created_at: at,
        created_day: leadDay(at),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("lead_notes")
      .values({
        lead_id: lead.id,
        text: `Made from prize entry #${entry.id} (${entry.prize_amount === 1000 ? "$1,000" : "$100"} credit, played ${businessDay(new Date(entry.created_at))}).`,
        author_id: actor.id,
        author_name: actor.username,
        created_at: at,
      })
      .execute();
    return { leadId: lead.id, created: true };
  });
}

/** The leads made from these prize entries, by entry id (the Prize Entries tab's "Lead #n" links). */
export async function leadsFromEntries(database: DB, entryIds: number[]) {
  if (!entryIds.length) return new Map<number, number>();
  const rows = await database
    .selectFrom("contact_requests")
    .select(["id", "origin_engagement_id"])
    .where("origin_engagement_id", "in", entryIds)
    .execute();
  return new Map(rows.map((r) => [r.origin_engagement_id!, r.id]));
}
