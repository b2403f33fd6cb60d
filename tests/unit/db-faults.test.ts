import SQLite from "better-sqlite3";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  assertDatabaseIntact,
  checkDatabase,
  closeDatabase,
  databaseFile,
  getDatabase,
  migrateToLatest,
  openDatabase,
} from "#db/index";
import { db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { createContactRequest } from "~/models/contact-request-writes.server";
import { action as contactAction } from "~/routes/api/contact";
import { loader as healthz } from "~/routes/healthz";
import { createTestDatabase } from "../support/test-db";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const lead = (message: string) => ({
  input: { fullName: "Full Disk", email: "full@example.com", phone: "", serviceInterest: "", message },
  attribution: {},
  spam: { spam: false as const },
  notify: false,
});

describe("a full disk", () => {
  it("surfaces SQLITE_FULL from a transaction, not Kysely's failed ROLLBACK", async () => {
    const test = await createTestDatabase();
    cleanups.push(test.cleanup);
    // The database may not grow: the next page it needs fails with SQLITE_FULL, and SQLite rolls
    // the whole transaction back by itself (a one-row insert has no statement journal).
    test.sqlite.pragma(`max_page_count = ${test.sqlite.pragma("page_count", { simple: true }) as number}`);
    const now = new Date().toISOString();
    const error = await test.db
      .transaction()
      .execute((trx) =>
        trx
          .insertInto("jobs")
          .values({
            type: "t",
            payload: "x".repeat(200_000),
            max_attempts: 1,
            run_at: now,
            created_at: now,
            updated_at: now,
          })
          .execute(),
      )
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).not.toMatch(/no transaction is active/);
    expect((error as { code?: string }).code).toBe("SQLITE_FULL");
    expect(test.sqlite.inTransaction).toBe(false);
  });

  it("leaves no lead behind when the lead and its job do not fit", async () => {
    const test = await createTestDatabase();
    cleanups.push(test.cleanup);
    // The database may not grow: the next page it needs fails with SQLITE_FULL.
    const pages = test.sqlite.pragma("page_count", { simple: true }) as number;
    test.sqlite.pragma(`max_page_count = ${pages}`);
    const error = await createContactRequest(test.db, {
      ...lead("A small lead; its notification job is what does not fit."),
      notify: true,
      enqueueNotification: (trx) =>
        trx
          .insertInto("jobs")
          .values({
            type: "t",
            payload: "y".repeat(200_000),
            max_attempts: 1,
            run_at: "",
            created_at: "",
            updated_at: "",
          })
          .execute(),
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as { code?: string }).code).toBe("SQLITE_FULL");
    expect(test.sqlite.inTransaction).toBe(false);
    const count = await test.db
      .selectFrom("contact_requests")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

type ContactArgs = Parameters<typeof contactAction>[0];
const postLead = (email: string) =>
  contactAction({
    request: new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ fullName: "Fault Lead", email, message: "x".repeat(3000) }),
    }),
    params: {},
    context: { clientIp: "203.0.113.9", cspNonce: "" },
  } as unknown as ContactArgs) as Promise<Response>;
const storedLeads = async (email: string) =>
  (await db().selectFrom("contact_requests").select("id").where("email", "=", email).execute()).length;

describe("POST /api/contact when the database cannot take the lead", () => {
  beforeAll(async () => {
    await migrateToLatest(db());
  });
  afterAll(() => closeDatabase());

  it("answers 503 + Retry-After while another process holds the write lock, and 201 after it lets go", async () => {
    const other = new SQLite(databaseFile(getEnv().DATA_DIR));
    try {
      other.exec("begin immediate");
      const busy = await postLead("locked@example.com");
      expect(busy.status).toBe(503);
      expect(busy.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(((await busy.json()) as { message: string }).message).toMatch(/try again/i);
      other.exec("rollback");
    } finally {
      other.close();
    }
    expect(await storedLeads("locked@example.com")).toBe(0);
    expect((await postLead("unlocked@example.com")).status).toBe(201);
    expect(await storedLeads("unlocked@example.com")).toBe(1);
  });

  it("answers 503 + Retry-After on a full disk and stores nothing", async () => {
    const { sqlite } = getDatabase(getEnv().DATA_DIR);
    const limit = sqlite.pragma("max_page_count", { simple: true }) as number;
    sqlite.pragma(`max_page_count = ${sqlite.pragma("page_count", { simple: true }) as number}`);
    try {
      const full = await postLead("full@example.com");
      expect(full.status).toBe(503);
      expect(full.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(await full.json()).toEqual({ message: expect.stringMatching(/try again/i) });
    } finally {
      sqlite.pragma(`max_page_count = ${limit}`);
    }
    expect(await storedLeads("full@example.com")).toBe(0);
  });

  it("healthz answers 503 while the database cannot be written, 200 otherwise", async () => {
    expect((await healthz()).status).toBe(200);
    const other = new SQLite(databaseFile(getEnv().DATA_DIR));
    try {
      other.exec("begin immediate");
      expect((await healthz()).status).toBe(503);
      other.exec("rollback");
    } finally {
      other.close();
    }
    expect((await healthz()).status).toBe(200);
    expect(await db().selectFrom("jobs").select("id").where("type", "=", "healthz").execute()).toEqual([]);
  });
});

describe("a corrupt database", () => {
  it("fails the health check and the start-up quick check, naming the file", async () => {
    const test = await createTestDatabase();
    const now = new Date().toISOString();
    for (let i = 0; i < 400; i++) {
      await test.db
        .insertInto("jobs")
        .values({
          type: "t",
          payload: "p".repeat(500),
          max_attempts: 1,
          run_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    test.sqlite.pragma("wal_checkpoint(TRUNCATE)");
    const pages = (
      test.sqlite.prepare("select pageno from dbstat where name = 'jobs'").all() as Array<{ pageno: number }>
    ).map((r) => r.pageno);
    const pageSize = test.sqlite.pragma("page_size", { simple: true }) as number;
    expect(pages.length).toBeGreaterThan(10);
    await test.db.destroy();
    corruptPages(test.file, pages, pageSize);
    const open = openDatabase(test.file);
    try {
      expect(await checkDatabase(open.db)).toMatch(/SQLITE_CORRUPT|malformed/);
      expect(() => assertDatabaseIntact(open)).toThrow(test.file);
    } finally {
      await open.db.destroy();
      rmSync(test.dir, { recursive: true, force: true });
    }
  });
});

describe("the start-up quick check", () => {
  it("refuses a file whose pages are damaged but whose schema still reads, naming the damage", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vending-corrupt-"));
    const file = path.join(dir, "app.sqlite");
    const raw = new SQLite(file);
    raw.exec("create table t (x)");
    for (let i = 0; i < 300; i++) raw.prepare("insert into t values (?)").run("z".repeat(500));
    raw.close();
    const bytes = readFileSync(file);
    for (let offset = 2 * 4096; offset < bytes.length; offset += 5) bytes[offset] = (offset * 131) & 0xff;
    writeFileSync(file, bytes);
    const open = openDatabase(file);
    try {
      expect(() => assertDatabaseIntact(open)).toThrow(
        new RegExp(`^The database ${file} failed PRAGMA quick_check: Tree \\d+ page`),
      );
    } finally {
      await open.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Writes garbage over the second half of the file (the jobs rows written last; the schema is intact). */
/**
 * Scrambles the given pages (the jobs table's, found with dbstat): data pages, never the schema
 * (a damaged schema fails at open, a different case; where the schema's pages fall depends on the
 * migrations, so the test names the pages instead of guessing a part of the file).
 */
function corruptPages(file: string, pages: readonly number[], pageSize: number) {
  const bytes = readFileSync(file);
  for (const page of pages)
    for (let offset = (page - 1) * pageSize + 8; offset < page * pageSize; offset += 7)
      bytes[offset] = (offset * 31) & 0xff;
  writeFileSync(file, bytes);
}
