// The per-day lead totals behind the Insights tab (migrations 0016 and 0025, decision records 031
// and 077): the New York day the app writes beside each lead, which must give the days migration
// 0016's SQL rule gave (around every daylight-saving change too), the triggers that keep the
// totals equal to the rows through every kind of change, the backfills, and `won_at`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Migrator, sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { migrateToLatest, openDatabase, type DB } from "#db/index";
import { migrations } from "#db/migrations/index";
import type { NewContactRequestRow } from "#db/schema";
import { businessDay, leadDay } from "~/lib/dates";
import { createContactRequest } from "~/models/contact-request-writes.server";
import { createTestDatabase } from "../support/test-db";

type Dimension = "service" | "source" | "campaign" | "status";

/** The day table as `dimension|day|value -> n`, zero rows left out. */
async function dayTable(db: DB) {
  const rows = await db.selectFrom("lead_day_counts").selectAll().where("n", "<>", 0).execute();
  return Object.fromEntries(rows.map((r) => [`${r.dimension}|${r.day}|${r.value}`, r.n]));
}

/** The same totals counted from the rows themselves, the New York day taken from `Intl`. */
async function countedFromRows(db: DB) {
  const rows = await db
    .selectFrom("contact_requests")
    .select(["created_at", "service_interest", "source_page", "utm_campaign", "status"])
    .where("is_spam", "=", 0)
    .execute();
  const totals: Record<string, number> = {};
  const add = (dimension: Dimension, day: string, value: string | null) => {
    const key = `${dimension}|${day}|${value ?? ""}`;
    totals[key] = (totals[key] ?? 0) + 1;
  };
  for (const row of rows) {
    const day = Number.isNaN(Date.parse(row.created_at)) ? "" : businessDay(new Date(row.created_at));
    add("service", day, row.service_interest);
    add("source", day, row.source_page);
    add("campaign", day, row.utm_campaign);
    add("status", day, row.status);
  }
  return totals;
}

/** created_at and its New York day, as the app writes them together. */
const createdAt = (at: string) => ({ created_at: at, created_day: leadDay(at) });

function randomGenerator(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** A migrator over every migration, to stop at an older one. */
function migratorOf(db: DB) {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
}

/** The instants around every daylight-saving change (and New York midnight near it), and at random. */
function edgeInstants() {
  const instants: string[] = [];
  for (let year = 2008; year <= 2040; year++) {
    // Around the spring and autumn changes (second Sunday of March, first of November) and
    // around New York midnight on those days and the days either side.
    for (const month of [2, 10]) {
      for (let day = 1; day <= 15; day++) {
        const base = Date.UTC(year, month, day);
        for (const hour of [3, 4, 5, 6, 7]) {
          for (const offsetMs of [-1, 0, 1, 59 * 60_000]) {
            instants.push(new Date(base + hour * 3_600_000 + offsetMs).toISOString());
          }
        }
      }
    }
  }
  const random = randomGenerator(2026);
  for (let i = 0; i < 3000; i++) {
    instants.push(
      new Date(Date.UTC(2008, 0, 1) + Math.floor(random() * 33 * 365 * 86_400_000)).toISOString(),
    );
  }
  return instants;
}

/** Inserts one lead per instant, 200 a statement; `withDay` writes created_day as the app does. */
async function insertAt(db: DB, instants: string[], withDay: boolean) {
  for (let i = 0; i < instants.length; i += 200) {
    await db
      .insertInto("contact_requests")
      .values(
        instants.slice(i, i + 200).map((at, j) => ({
          full_name: `L${i + j}`,
          email: "l@example.com",
          created_at: at,
          ...(withDay ? { created_day: leadDay(at) } : {}),
        })),
      )
      .execute();
  }
}

async function statusDays(db: DB) {
  const { rows } = await sql<{
    day: string;
    n: number;
  }>`select day, n from lead_day_counts where dimension = 'status' and n <> 0`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.day, r.n]));
}

describe("the New York day of a lead, from the app's date code", () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  let old: ReturnType<typeof openDatabase>;
  let oldDir: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    oldDir = mkdtempSync(path.join(tmpdir(), "vending-0024-"));
    old = openDatabase(path.join(oldDir, "app.sqlite"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t.cleanup();
    await old.db.destroy();
    rmSync(oldDir, { recursive: true, force: true });
  });

  it("gives the days migration 0016's SQL rule gave, around every daylight-saving change and at random", async () => {
    const instants = edgeInstants();
    // The reference: a database stopped before migration 0025, whose triggers still compute the
    // day in SQL.
    expect(
      (await migratorOf(old.db).migrateTo("0024_otp_expiry_and_idempotency_scope")).error,
    ).toBeUndefined();
    await insertAt(old.db, instants, false);
    const bySqlRule = await statusDays(old.db);

    await insertAt(t.db, instants, true);
    const byApp = await statusDays(t.db);
    const byIntl: Record<string, number> = {};
    for (const at of instants) {
      const day = businessDay(new Date(at));
      byIntl[day] = (byIntl[day] ?? 0) + 1;
    }
    expect(byApp).toEqual(bySqlRule);
    expect(byApp).toEqual(byIntl);
    expect(leadDay("")).toBe("");
    expect(leadDay("not a time")).toBe("");
  });

  it("is written by createContactRequest with the lead, at the edges of both changes", async () => {
    await t.db.deleteFrom("contact_requests").execute();
    const edges: Array<[at: string, day: string]> = [
      ["2026-03-08T04:59:59.999Z", "2026-03-07"], // Mar 7 23:59:59 EST
      ["2026-03-08T05:00:00.000Z", "2026-03-08"], // Mar 8 00:00 EST
      ["2026-03-08T06:59:59.999Z", "2026-03-08"], // 01:59:59 EST, the last second before the change
      ["2026-03-08T07:00:00.000Z", "2026-03-08"], // 03:00 EDT
      ["2026-03-09T03:59:59.999Z", "2026-03-08"], // Mar 8 23:59:59 EDT
      ["2026-03-09T04:00:00.000Z", "2026-03-09"], // Mar 9 00:00 EDT
      ["2026-11-01T03:59:59.999Z", "2026-10-31"], // Oct 31 23:59:59 EDT
      ["2026-11-01T04:00:00.000Z", "2026-11-01"], // Nov 1 00:00 EDT
      ["2026-11-01T05:59:59.999Z", "2026-11-01"], // 01:59:59 EDT, the first time 01:59 happens
      ["2026-11-01T06:00:00.000Z", "2026-11-01"], // 01:00 EST, the second time
      ["2026-11-02T04:59:59.999Z", "2026-11-01"], // Nov 1 23:59:59 EST
      ["2026-11-02T05:00:00.000Z", "2026-11-02"], // Nov 2 00:00 EST
    ];
    vi.useFakeTimers({ toFake: ["Date"] });
    for (const [at] of edges) {
      vi.setSystemTime(new Date(at));
      await createContactRequest(t.db, {
        input: { fullName: "Edge", email: "edge@example.com" },
        attribution: {},
        spam: { spam: false },
        notify: false,
      });
    }
    vi.useRealTimers();
    const rows = await t.db
      .selectFrom("contact_requests")
      .select(["created_at", "created_day"])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.created_at, r.created_day])).toEqual(edges);
    const perDay: Record<string, number> = {};
    for (const [, day] of edges) perDay[day] = (perDay[day] ?? 0) + 1;
    expect(await statusDays(t.db)).toEqual(perDay);
  });
});

describe("the triggers keep the day totals equal to the rows", () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("through inserts, status changes, spam and not-spam, edits of the counted columns and deletes", async () => {
    const random = randomGenerator(15);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const services = ["micromarkets", "smart-machines", "classic-vending", null];
    const sources = ["/", "/contact", "/locations/miami", "/es/ubicaciones/miami", null];
    const campaigns = ["spring", "fall", null];
    const statuses = ["new", "contacted", "site_visit", "proposal_sent", "won", "lost"];
    const leads: Array<Partial<NewContactRequestRow>> = Array.from({ length: 400 }, (_, i) => ({
      full_name: `Lead ${i}`,
      email: `lead${i}@example.com`,
      service_interest: pick(services),
      source_page: pick(sources),
      utm_campaign: pick(campaigns),
      status: pick(statuses),
      is_spam: random() < 0.1 ? 1 : 0,
      ...createdAt(new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 330 * 86_400_000)).toISOString()),
    }));
    for (const lead of leads) {
      await t.db
        .insertInto("contact_requests")
        .values(lead as NewContactRequestRow)
        .execute();
    }
    expect(await dayTable(t.db)).toEqual(await countedFromRows(t.db));
    // A time SQLite cannot read never stops the lead from being stored; its day is ''.
    await t.db
      .insertInto("contact_requests")
      .values({ full_name: "Odd time", email: "odd@example.com", status: "new", ...createdAt("") })
      .execute();
    expect((await dayTable(t.db))["status||new"]).toBe(1);

    const ids = (await t.db.selectFrom("contact_requests").select("id").execute()).map((r) => r.id);
    for (let i = 0; i < 300; i++) {
      const id = pick(ids);
      const change = pick([
        { status: pick(statuses) },
        { is_spam: random() < 0.5 ? 1 : 0 },
        { service_interest: pick(services) },
        { source_page: pick(sources), utm_campaign: pick(campaigns) },
        createdAt(new Date(Date.UTC(2026, 2, 8, 5) + Math.floor(random() * 8) * 3_600_000).toISOString()),
        { follow_up_on: "2026-12-01", lost_reason: "price" }, // not counted: no change to the totals
      ]);
      await t.db.updateTable("contact_requests").set(change).where("id", "=", id).execute();
    }
    expect(await dayTable(t.db)).toEqual(await countedFromRows(t.db));

    await t.db
      .deleteFrom("contact_requests")
      .where(
        "id",
        "in",
        ids.filter((_, i) => i % 3 === 0),
      )
      .execute();
    expect(await dayTable(t.db)).toEqual(await countedFromRows(t.db));
  });

  it("won_at follows the latest change to Won in the audit trail", async () => {
    const { id } = await t.db
      .insertInto("contact_requests")
      .values({ full_name: "W", email: "w@example.com", created_at: "2026-05-01T15:00:00.000Z" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const change = (to: string, at: string) =>
      t.db
        .insertInto("lead_status_changes")
        .values({ lead_id: id, from_status: "new", to_status: to, username: "owner", created_at: at })
        .execute();
    const wonAt = async () =>
      (
        await t.db
          .selectFrom("contact_requests")
          .select("won_at")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).won_at;
    await change("contacted", "2026-05-02T15:00:00.000Z");
    expect(await wonAt()).toBeNull();
    await change("won", "2026-05-03T15:00:00.000Z");
    expect(await wonAt()).toBe("2026-05-03T15:00:00.000Z");
    await change("lost", "2026-05-04T15:00:00.000Z");
    await change("won", "2026-05-06T15:00:00.000Z");
    expect(await wonAt()).toBe("2026-05-06T15:00:00.000Z");
  });
});

describe("migration 0016 on a database with leads", () => {
  let dir: string;
  let open: ReturnType<typeof openDatabase>;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "vending-0016-"));
    open = openDatabase(path.join(dir, "app.sqlite"));
  });
  afterAll(async () => {
    await open.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("counts the leads that were there before it, and their won_at", async () => {
    const migrator = new Migrator({
      db: open.db,
      provider: { getMigrations: async () => migrations },
      allowUnorderedMigrations: true,
    });
    const before = await migrator.migrateTo("0013_lead_pipeline");
    expect(before.error).toBeUndefined();
    const insert = open.sqlite.prepare(
      `insert into contact_requests (full_name, email, service_interest, source_page, utm_campaign, status, is_spam, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    insert.run("A", "a@example.com", "micromarkets", "/", "spring", "won", 0, "2026-03-08T04:59:59.999Z"); // Mar 7 23:59 EST
    insert.run("B", "b@example.com", null, "/contact", null, "new", 0, "2026-03-08T07:00:00.000Z"); // Mar 8 03:00 EDT
    insert.run("C", "c@example.com", "micromarkets", "/", null, "new", 0, "2026-11-01T04:30:00.000Z"); // Nov 1 00:30 EDT (the change is at 06:00 UTC)
    insert.run("D", "d@example.com", "micromarkets", "/", null, "new", 1, "2026-11-01T15:00:00.000Z"); // spam
    open.sqlite
      .prepare(
        `insert into lead_status_changes (lead_id, from_status, to_status, username, created_at)
         values (1, 'new', 'won', 'owner', '2026-03-10T15:00:00.000Z')`,
      )
      .run();
    await migrateToLatest(open.db);
    expect(await dayTable(open.db)).toEqual(await countedFromRows(open.db));
    expect(await dayTable(open.db)).toMatchObject({
      "service|2026-03-07|micromarkets": 1,
      "service|2026-03-08|": 1,
      "service|2026-11-01|micromarkets": 1,
      "status|2026-03-07|won": 1,
    });
    const won = await open.db
      .selectFrom("contact_requests")
      .select("won_at")
      .where("id", "=", 1)
      .executeTakeFirst();
    expect(won?.won_at).toBe("2026-03-10T15:00:00.000Z");
  });
});

describe("migration 0025 on a database with leads", () => {
  let dir: string;
  let open: ReturnType<typeof openDatabase>;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "vending-0025-"));
    open = openDatabase(path.join(dir, "app.sqlite"));
  });
  afterAll(async () => {
    await open.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("gives every lead the day the SQL rule counted it on, and keeps the totals as they were", async () => {
    expect(
      (await migratorOf(open.db).migrateTo("0024_otp_expiry_and_idempotency_scope")).error,
    ).toBeUndefined();
    const instants = edgeInstants().slice(0, 4000);
    await insertAt(open.db, instants, false);
    await open.db
      .insertInto("contact_requests")
      .values({ full_name: "Odd", email: "o@example.com", created_at: "" })
      .execute();
    await open.db
      .insertInto("contact_requests")
      .values({ full_name: "Spam", email: "s@example.com", is_spam: 1, created_at: instants[0]! })
      .execute();
    const before = await dayTable(open.db);

    await migrateToLatest(open.db);
    expect(await dayTable(open.db)).toEqual(before);
    const rows = await open.db.selectFrom("contact_requests").select(["created_at", "created_day"]).execute();
    expect(rows.filter((r) => r.created_day !== leadDay(r.created_at))).toEqual([]);

    // The new triggers follow the day the app writes: moving a lead across a change moves its count.
    await open.db
      .updateTable("contact_requests")
      .set(createdAt("2026-11-01T05:30:00.000Z"))
      .where("full_name", "=", "Odd")
      .execute();
    expect(await dayTable(open.db)).toEqual(await countedFromRows(open.db));
  });
});
