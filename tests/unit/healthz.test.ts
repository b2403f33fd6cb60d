import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDatabase, databaseFile, getDatabase, migrateToLatest } from "#db/index";
import type { Database } from "#db/schema";
import { db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { loader as healthz } from "~/routes/healthz";
import { HealthChecker } from "~/server/health.server";

// /healthz against the real database of this test file's DATA_DIR, through each fault the site
// can meet: a full disk, notifications failing for a while, a read-only file, a corrupt leads
// table. The clock (Date only) is moved past the check's cache between the cases; nothing waits.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-02T15:00:00.000Z") });
  await migrateToLatest(db());
  const insert = getDatabase(getEnv().DATA_DIR).sqlite.prepare(
    `insert into contact_requests (full_name, email, message, notification_status, created_at)
     values (?, ?, ?, 'sent', ?)`,
  );
  for (let i = 0; i < 400; i++)
    insert.run(`Lead ${i}`, `lead${i}@example.com`, "A breakroom on two floors. ".repeat(20), now());
});
afterAll(async () => {
  vi.useRealTimers();
  await closeDatabase();
});

const now = () => new Date().toISOString();
const later = (minutes = 1) => vi.setSystemTime(new Date(Date.now() + minutes * 60_000));

async function health() {
  later(); // past the cached report
  const response = await healthz();
  const json = response.headers.get("content-type")?.includes("application/json");
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the JSON body, read freely by assertions
  const body: any = json ? await response.json() : { text: await response.text() };
  return { status: response.status, body };
}

describe("/healthz", () => {
  it("answers 200 with a JSON body: ok, and each check", async () => {
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: "ok",
      checks: {
        database: { status: "ok" },
        disk: { status: "ok", freeBytes: expect.any(Number) },
        notifications: { status: "ok", failing: 0, failingSince: null },
      },
    });
    expect(Date.parse(body.checkedAt)).toBe(Date.now());
  });

  it("answers 200 degraded once lead notifications have been failing for longer than 15 minutes", async () => {
    const sqlite = getDatabase(getEnv().DATA_DIR).sqlite;
    const failing = sqlite
      .prepare(
        `insert into contact_requests (full_name, email, notification_status, notification_error, created_at)
         values ('Failing', 'failing@example.com', 'pending', 'Attempt 4: e-mail: The server did not answer in time.', ?)`,
      )
      .run(now()).lastInsertRowid;
    const since = now();
    later(10);
    let { status, body } = await health(); // 11 minutes: still ok, but counted
    expect(status).toBe(200);
    expect(body.status).toBe("ok");
    expect(body.checks.notifications).toEqual({ status: "ok", failing: 1, failingSince: since });

    later(5);
    ({ status, body } = await health());
    expect(status).toBe(200);
    expect(body.status).toBe("degraded");
    expect(body.checks.notifications).toEqual({ status: "degraded", failing: 1, failingSince: since });

    sqlite
      .prepare(
        "update contact_requests set notification_status = 'sent', notification_error = null where id = ?",
      )
      .run(failing);
    expect((await health()).body.status).toBe("ok");
  });

  it("answers 503 down, the database full, while the database cannot grow (a full disk)", async () => {
    const { sqlite } = getDatabase(getEnv().DATA_DIR);
    const limit = sqlite.pragma("max_page_count", { simple: true }) as number;
    sqlite.exec("vacuum"); // no free pages left inside the file
    sqlite.pragma(`max_page_count = ${sqlite.pragma("page_count", { simple: true }) as number}`);
    try {
      const { status, body } = await health();
      expect(status).toBe(503);
      expect(body).toMatchObject({
        status: "down",
        checks: { database: { status: "down", problem: "full" } },
      });
    } finally {
      sqlite.pragma(`max_page_count = ${limit}`);
    }
    expect((await health()).status).toBe(200);
  });

  it("answers 503 down when the data folder's disk is (nearly) full", async () => {
    const dataDir = getEnv().DATA_DIR;
    const open = getDatabase(dataDir);
    // The real free space of this disk, against a limit above it.
    const checker = new HealthChecker(() => ({ db: open.db, sqlite: open.sqlite, dataDir }), {
      diskDownBytes: Number.MAX_SAFE_INTEGER,
      log: () => {},
    });
    const report = await checker.report();
    expect(report.status).toBe("down");
    expect(report.checks.disk).toEqual({ status: "down", freeBytes: expect.any(Number) });
  });

  it("reports a read-only database file as down", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vending-readonly-"));
    try {
      const file = path.join(dir, "app.sqlite");
      getDatabase(getEnv().DATA_DIR).sqlite.exec(`vacuum into '${file}'`);
      const sqlite = new SQLite(file, { readonly: true });
      const readonly = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
      const report = await new HealthChecker(() => ({ db: readonly, sqlite, dataDir: dir }), {
        log: () => {},
      }).report();
      await readonly.destroy();
      expect(report.status).toBe("down");
      expect(report.checks.database).toEqual({ status: "down", problem: "read-only" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers 503 down, naming the table, when the leads table is corrupt (the jobs table intact)", async () => {
    const file = databaseFile(getEnv().DATA_DIR);
    const { sqlite } = getDatabase(getEnv().DATA_DIR);
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
    const pages = (
      sqlite.prepare("select pageno from dbstat where name = 'contact_requests'").all() as {
        pageno: number;
      }[]
    ).map((r) => r.pageno);
    const pageSize = sqlite.pragma("page_size", { simple: true }) as number;
    expect(pages.length).toBeGreaterThan(10);
    await closeDatabase();
    const bytes = readFileSync(file);
    for (const page of pages)
      for (let offset = (page - 1) * pageSize + 8; offset < page * pageSize; offset += 7)
        bytes[offset] = (offset * 31) & 0xff;
    writeFileSync(file, bytes);

    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body).toMatchObject({
      status: "down",
      checks: { database: { status: "down", problem: "corrupt", table: "contact_requests" } },
    });
  });
});
