import { Migrator } from "kysely";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase } from "#db/index";
import { migrations } from "#db/migrations/index";
import { phoneE164 } from "~/lib/phone";
import { contactRequestSchemaFor } from "~/models/contact-schema";
import { listContactRequests, parseContactListQuery, toFtsQuery } from "~/models/contact-request-list.server";
import { createContactRequest } from "~/models/contact-request-writes.server";
import { createTestDatabase } from "../support/test-db";

// A lead is found by any spelling of its phone number (migration 0027, docs/decisions/080).
const SPELLINGS = [
  "+1 305 555 0199",
  "+13055550199",
  "(305) 555-0199",
  "305.555.0199",
  "1-305-555-0199",
  "3055550199",
  "(305)5550199",
];

describe("phoneE164", () => {
  it("reads every usual spelling of a US number as one E.164 number", () => {
    for (const spelling of SPELLINGS) expect(phoneE164(spelling), spelling).toBe("+13055550199");
    expect(phoneE164("+44 20 7946 0958")).toBe("+442079460958");
  });

  it("leaves partial numbers, words and nothing alone", () => {
    expect(phoneE164("555-0199")).toBeNull();
    expect(phoneE164("call 305 555 0199")).toBeNull();
    expect(phoneE164("")).toBeNull();
    expect(phoneE164(null)).toBeNull();
  });

  it("adds the E.164 digits to the search words only for a whole number", () => {
    expect(toFtsQuery("+1 305 555 0199")).toBe('(phone : "13055550199") OR ("1"* "305"* "555"* "0199"*)');
    expect(toFtsQuery("555-0199")).toBe('"555"* "0199"*');
  });
});

describe("search by phone", () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  const names = async (q: string) =>
    (await listContactRequests(t.db, parseContactListQuery(new URLSearchParams({ q })))).items.map(
      (r) => r.full_name,
    );

  beforeAll(async () => {
    t = await createTestDatabase();
    const schema = contactRequestSchemaFor("en");
    for (const [fullName, phone] of [
      ["Pat Typed Plainly", "305.555.0199"],
      ["Lee With Country Code", "+1 (954) 555-0123"],
      ["Kim Without Phone", ""],
    ]) {
      await createContactRequest(t.db, {
        input: schema.parse({ fullName, email: "lead@example.com", phone: phone || undefined }),
        attribution: {},
        spam: { spam: false },
        notify: false,
      });
    }
  });
  afterAll(async () => t.cleanup());

  it("stores the number as typed and as E.164", async () => {
    const rows = await t.db
      .selectFrom("contact_requests")
      .select(["phone", "phone_e164"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { phone: "305.555.0199", phone_e164: "+13055550199" },
      { phone: "+1 (954) 555-0123", phone_e164: "+19545550123" },
      { phone: null, phone_e164: null },
    ]);
  });

  it("finds the lead by any spelling of its number", async () => {
    for (const spelling of SPELLINGS) expect(await names(spelling), spelling).toEqual(["Pat Typed Plainly"]);
    for (const spelling of ["954 555 0123", "(954) 555-0123", "+19545550123", "9545550123"])
      expect(await names(spelling), spelling).toEqual(["Lee With Country Code"]);
    expect(await names("+1 305 555 0100")).toEqual([]);
  });

  it("still finds by part of a number and keeps an edited number searchable", async () => {
    expect(await names("555-0199")).toEqual(["Pat Typed Plainly"]);
    await t.db
      .updateTable("contact_requests")
      .set({ phone: "561 555 0142", phone_e164: "+15615550142" })
      .where("full_name", "=", "Pat Typed Plainly")
      .execute();
    expect(await names("+1 561-555-0142")).toEqual(["Pat Typed Plainly"]);
    expect(await names("+1 305 555 0199")).toEqual([]);
  });
});

describe("migration 0027", () => {
  it("gives leads stored before it their E.164 number and indexes it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vending-db-"));
    const open = openDatabase(path.join(dir, "app.sqlite"));
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0027"));
      await new Migrator({ db: open.db, provider: { getMigrations: async () => before } }).migrateToLatest();
      await open.db
        .insertInto("contact_requests")
        .values([
          {
            full_name: "Old Lead",
            email: "old@example.com",
            phone: "1 (305) 555-0199",
            created_at: "2026-01-02T15:00:00.000Z",
          },
          {
            full_name: "Odd Phone",
            email: "odd@example.com",
            phone: "ask for Sam",
            created_at: "2026-01-02T15:00:00.000Z",
          },
        ])
        .execute();
      await migrateToLatest(open.db);
      const rows = await open.db
        .selectFrom("contact_requests")
        .select(["full_name", "phone_e164"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        { full_name: "Old Lead", phone_e164: "+13055550199" },
        { full_name: "Odd Phone", phone_e164: null },
      ]);
      const found = await listContactRequests(
        open.db,
        parseContactListQuery(new URLSearchParams({ q: "+1 305 555 0199" })),
      );
      expect(found.items.map((r) => r.full_name)).toEqual(["Old Lead"]);
      const samples = await open.db
        .selectFrom("testimonials")
        .select(["name", "quote_es"])
        .where("sample", "=", 1)
        .execute();
      expect(samples.length).toBe(3);
      for (const s of samples) expect(s.quote_es, s.name).toMatch(/\p{L}{3,}/u);
    } finally {
      await open.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
