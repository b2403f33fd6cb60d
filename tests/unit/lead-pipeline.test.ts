import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { NewContactRequestRow } from "#db/schema";
import {
  allContactRequests,
  contactRequestCounts,
  countContactRequests,
  parseContactListQuery,
} from "~/models/contact-request-list.server";
import { CONTACT_CSV_COLUMNS } from "~/models/contact-request-export.server";
import {
  addLeadNote,
  changeLead,
  convertPrizeEntryToLead,
  lastNotes,
  leadHistory,
  LeadHeldAsSpamError,
  LeadNotFoundError,
  reviseLeadNote,
} from "~/models/lead-pipeline.server";
import { LEAD_TEXT, leadFormSchema, leadNoteSchema, leadUpdateSchema } from "~/models/lead-status";
import { toCsv } from "~/lib/csv.server";
import { createTestDatabase } from "../support/test-db";

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestDb;
const owner = { id: null, username: "owner" };

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});
beforeEach(async () => {
  for (const table of [
    "lead_notes",
    "lead_status_changes",
    "contact_requests",
    "engagement_submissions",
  ] as const)
    await t.db.deleteFrom(table).execute();
});

async function lead(values: Partial<NewContactRequestRow> = {}) {
  const row = await t.db
    .insertInto("contact_requests")
    .values({
      full_name: "Maria Delgado",
      email: "maria@example.com",
      created_at: "2026-11-02T15:00:00.000Z",
      ...values,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const errorsOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("status rules (the shared schemas)", () => {
  it("accepts a status, a lost reason with Lost, a real follow-up day, null to clear it", () => {
    expect(leadUpdateSchema.safeParse({ status: "contacted" }).success).toBe(true);
    expect(leadUpdateSchema.safeParse({ status: "lost", lostReason: "Price" }).success).toBe(true);
    expect(leadUpdateSchema.safeParse({ followUpOn: "2026-12-01" }).success).toBe(true);
    expect(leadUpdateSchema.safeParse({ followUpOn: null }).success).toBe(true);
  });

  it("refuses unknown statuses, impossible days, a lost reason without Lost, a follow-up on a closed lead, nothing", () => {
    expect(errorsOf(leadUpdateSchema.safeParse({ status: "Won" }))).toHaveProperty(
      "status",
      LEAD_TEXT.status,
    );
    expect(errorsOf(leadUpdateSchema.safeParse({ followUpOn: "2026-02-30" }))).toHaveProperty(
      "followUpOn",
      LEAD_TEXT.followUp,
    );
    expect(errorsOf(leadUpdateSchema.safeParse({ followUpOn: "12/01/2026" }))).toHaveProperty("followUpOn");
    expect(errorsOf(leadUpdateSchema.safeParse({ status: "won", lostReason: "x" }))).toHaveProperty(
      "lostReason",
      LEAD_TEXT.lostReasonOnlyLost,
    );
    expect(errorsOf(leadUpdateSchema.safeParse({ status: "won", followUpOn: "2026-12-01" }))).toHaveProperty(
      "followUpOn",
      LEAD_TEXT.followUpClosed,
    );
    expect(errorsOf(leadUpdateSchema.safeParse({}))).toHaveProperty("status", LEAD_TEXT.nothing);
    expect(leadUpdateSchema.safeParse({ status: "won", owner: "me" }).success).toBe(false);
  });

  it("the form sends every field: an empty follow-up clears it, an empty note is no note", () => {
    const parsed = leadFormSchema.parse({ status: "contacted", lostReason: "", followUpOn: "", note: "" });
    expect(parsed).toEqual({ status: "contacted", lostReason: undefined, followUpOn: null, note: undefined });
    expect(
      errorsOf(leadFormSchema.safeParse({ status: "new", lostReason: "Too far", followUpOn: "" })),
    ).toHaveProperty("lostReason");
  });

  it("a note needs text", () => {
    expect(errorsOf(leadNoteSchema.safeParse({ text: "   " }))).toHaveProperty(
      "text",
      LEAD_TEXT.noteRequired,
    );
    expect(leadNoteSchema.parse({ text: " Called back " })).toEqual({ text: "Called back" });
  });
});

describe("changing a lead: one transaction with its audit row", () => {
  it("new leads start as New; a change records who, when, from and to, with the note", async () => {
    const id = await lead();
    const before = await t.db
      .selectFrom("contact_requests")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(before.status).toBe("new");
    const at = new Date("2026-11-03T14:00:00.000Z");
    const result = await changeLead(
      t.db,
      id,
      owner,
      { status: "contacted", followUpOn: "2026-11-10", note: "Left a voicemail" },
      at,
    );
    expect(result.statusChanged).toBe(true);
    expect(result.lead).toMatchObject({ status: "contacted", follow_up_on: "2026-11-10" });
    const changes = await t.db
      .selectFrom("lead_status_changes")
      .selectAll()
      .where("lead_id", "=", id)
      .execute();
    expect(changes).toEqual([
      expect.objectContaining({
        from_status: "new",
        to_status: "contacted",
        username: "owner",
        created_at: at.toISOString(),
      }),
    ]);
    const history = await leadHistory(t.db, id);
    expect(history.notes).toEqual([
      expect.objectContaining({
        text: "Left a voicemail",
        authorName: "owner",
        createdAt: at.toISOString(),
        history: [],
      }),
    ]);
  });

  it("the same status again writes no audit row; a note alone is still saved", async () => {
    const id = await lead();
    await changeLead(t.db, id, owner, { status: "new", note: "Still thinking" });
    expect(await t.db.selectFrom("lead_status_changes").selectAll().execute()).toHaveLength(0);
    expect((await leadHistory(t.db, id)).notes).toHaveLength(1);
  });

  it("Lost keeps its reason; leaving Lost clears it; closing clears the follow-up date", async () => {
    const id = await lead({ follow_up_on: "2026-11-20" });
    let { lead: row } = await changeLead(t.db, id, owner, {
      status: "lost",
      lostReason: "Went with another vendor",
    });
    expect(row).toMatchObject({
      status: "lost",
      lost_reason: "Went with another vendor",
      follow_up_on: null,
    });
    ({ lead: row } = await changeLead(t.db, id, owner, { status: "contacted", followUpOn: "2026-12-01" }));
    expect(row).toMatchObject({ status: "contacted", lost_reason: null, follow_up_on: "2026-12-01" });
    ({ lead: row } = await changeLead(t.db, id, owner, { status: "won" }));
    expect(row).toMatchObject({ status: "won", follow_up_on: null });
    const changes = await t.db
      .selectFrom("lead_status_changes")
      .select(["from_status", "to_status", "lost_reason"])
      .where("lead_id", "=", id)
      .orderBy("id")
      .execute();
    expect(changes).toEqual([
      { from_status: "new", to_status: "lost", lost_reason: "Went with another vendor" },
      { from_status: "lost", to_status: "contacted", lost_reason: null },
      { from_status: "contacted", to_status: "won", lost_reason: null },
    ]);
  });

  it("unknown leads and leads held as spam are refused, and nothing is written", async () => {
    await expect(changeLead(t.db, 999_999, owner, { status: "won" })).rejects.toBeInstanceOf(
      LeadNotFoundError,
    );
    const spam = await lead({ is_spam: 1 });
    await expect(changeLead(t.db, spam, owner, { status: "won", note: "x" })).rejects.toBeInstanceOf(
      LeadHeldAsSpamError,
    );
    await expect(addLeadNote(t.db, spam, owner, "x")).rejects.toBeInstanceOf(LeadHeldAsSpamError);
    expect(await t.db.selectFrom("lead_notes").selectAll().execute()).toHaveLength(0);
    expect(await t.db.selectFrom("lead_status_changes").selectAll().execute()).toHaveLength(0);
  });

  it("a failing note rolls the status change back (one transaction)", async () => {
    const id = await lead();
    // A note the database refuses (NOT NULL author_name) after the status was already updated.
    await expect(
      changeLead(t.db, id, { id: null, username: null as unknown as string }, { status: "won", note: "x" }),
    ).rejects.toThrow();
    const row = await t.db
      .selectFrom("contact_requests")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("new");
    expect(await t.db.selectFrom("lead_status_changes").selectAll().execute()).toHaveLength(0);
  });
});

describe("notes are appended, never overwritten", () => {
  it("an edit is a new version; the earlier text stays in the history; the CSV's last note is the newest", async () => {
    const id = await lead();
    const first = await addLeadNote(t.db, id, owner, "Call Tuesday", new Date("2026-11-03T10:00:00Z"));
    await addLeadNote(t.db, id, owner, "Sent brochure", new Date("2026-11-03T11:00:00Z"));
    await reviseLeadNote(
      t.db,
      id,
      first.id,
      { id: null, username: "manager" },
      "Call Wednesday",
      new Date("2026-11-03T12:00:00Z"),
    );
    const { notes } = await leadHistory(t.db, id);
    expect(notes.map((n) => n.text)).toEqual(["Call Wednesday", "Sent brochure"]);
    expect(notes[0]).toMatchObject({ id: first.id, authorName: "manager" });
    expect(notes[0]!.history).toEqual([
      { text: "Call Tuesday", authorName: "owner", createdAt: "2026-11-03T10:00:00.000Z" },
    ]);
    expect(await t.db.selectFrom("lead_notes").selectAll().execute()).toHaveLength(3);
    expect((await lastNotes(t.db, [id])).get(id)).toBe("Call Wednesday");
    await expect(reviseLeadNote(t.db, id + 1, first.id, owner, "x")).rejects.toBeInstanceOf(
      LeadNotFoundError,
    );
  });
});

describe("a prize entry becomes a lead once", () => {
  it("links the lead to the entry; converting again returns the same lead", async () => {
    const entry = await t.db
      .insertInto("engagement_submissions")
      .values({
        email: "Player@Example.com",
        email_normalized: "player@example.com",
        phone: "(561) 555-0199",
        phone_normalized: "5615550199",
        email_key: "player@example.com",
        phone_e164: "+15615550199",
        prize_amount: 1000,
        created_at: "2026-11-01T15:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const first = await convertPrizeEntryToLead(t.db, entry.id, owner);
    expect(first).toMatchObject({ created: true });
    const again = await convertPrizeEntryToLead(t.db, entry.id, owner);
    expect(again).toEqual({ leadId: first!.leadId, created: false });
    const rows = await t.db.selectFrom("contact_requests").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "Player@Example.com",
      phone: "(561) 555-0199",
      source_page: "/prize",
      status: "new",
      origin_engagement_id: entry.id,
    });
    expect(await convertPrizeEntryToLead(t.db, entry.id + 100, owner)).toBeNull();
  });

  it("an entry from the Spanish prize page makes a Spanish-speaking lead from /es/premio", async () => {
    const entry = await t.db
      .insertInto("engagement_submissions")
      .values({
        email: "jugador@example.com",
        email_normalized: "jugador@example.com",
        phone: "(305) 555-0142",
        phone_normalized: "3055550142",
        email_key: "jugador@example.com",
        phone_e164: "+13055550142",
        prize_amount: 100,
        lang: "es",
        created_at: "2026-11-01T15:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const made = await convertPrizeEntryToLead(t.db, entry.id, owner);
    const lead = await t.db
      .selectFrom("contact_requests")
      .select(["language", "source_page"])
      .where("id", "=", made!.leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ language: "es", source_page: "/es/premio" });
  });
});

describe("the list: status filter, counters, follow-up sort and the CSV", () => {
  it("filters by status, counts New and follow-ups due today, sorts by follow-up date, exports status/last note/follow-up", async () => {
    const now = new Date("2026-11-10T17:00:00.000Z"); // 12:00 in New York
    const a = await lead({
      full_name: "A",
      created_at: "2026-11-09T15:00:00.000Z",
      follow_up_on: "2026-11-10",
    });
    const b = await lead({
      full_name: "B",
      created_at: "2026-11-09T16:00:00.000Z",
      follow_up_on: "2026-11-08",
    });
    const c = await lead({
      full_name: "C",
      created_at: "2026-11-09T17:00:00.000Z",
      follow_up_on: "2026-11-11",
    });
    await lead({ full_name: "D", created_at: "2026-11-09T18:00:00.000Z" });
    await lead({ full_name: "Spam", is_spam: 1, follow_up_on: "2026-11-10" });
    await changeLead(t.db, a, owner, { status: "contacted", note: "First call done" });
    await changeLead(t.db, c, owner, { status: "won" });
    const counts = await contactRequestCounts(t.db, now);
    expect(counts.newLeads).toBe(2); // B and D
    expect(counts.followUpsDue).toBe(2); // A (today) and B (overdue); C is won
    const won = parseContactListQuery(new URLSearchParams("status=won"));
    expect((await allContactRequests(t.db, won)).map((r) => r.full_name)).toEqual(["C"]);
    expect(await countContactRequests(t.db, won)).toBe(1);
    const byFollowUp = parseContactListQuery(new URLSearchParams("sort=followup&dir=asc"));
    expect((await allContactRequests(t.db, byFollowUp)).map((r) => r.full_name)).toEqual([
      "B",
      "A",
      "C",
      "D",
    ]);
    const rows = await allContactRequests(
      t.db,
      parseContactListQuery(new URLSearchParams("status=contacted")),
    );
    const notes = await lastNotes(
      t.db,
      rows.map((r) => r.id),
    );
    const csv = toCsv(
      CONTACT_CSV_COLUMNS,
      rows.map((r) => ({ ...r, last_note: notes.get(r.id) ?? null })),
    );
    const [header, line] = csv.trim().split(/\r?\n/);
    expect(header).toContain("Status");
    expect(header).toContain("Last Note");
    expect(header).toContain("Follow-up");
    expect(line).toContain("Contacted");
    expect(line).toContain("First call done");
    expect(line).toContain("2026-11-10");
    expect(b).toBeGreaterThan(0);
  });
});
