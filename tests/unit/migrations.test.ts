import { Migrator, sql } from "kysely";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUSY_TIMEOUT_MS, migrateToLatest, openDatabase } from "#db/index";
import { migrations } from "#db/migrations/index";
import { createTestDatabase } from "../support/test-db";

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe("migrations", () => {
  it("build every table from an empty database, with WAL and foreign keys on", async () => {
    const test = await createTestDatabase();
    cleanup = test.cleanup;
    const tables = (
      await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(test.db)
    ).rows.map((r) => r.name);
    for (const table of [
      "users",
      "sessions",
      "contact_requests",
      "blog_posts",
      "blog_slug_redirects",
      "engagement_submissions",
      "visualization_requests",
      "jobs",
    ]) {
      expect(tables).toContain(table);
    }
    expect(test.sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(test.sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(test.sqlite.pragma("busy_timeout", { simple: true })).toBe(BUSY_TIMEOUT_MS);
  });

  it("are a no-op when run again", async () => {
    const test = await createTestDatabase();
    cleanup = test.cleanup;
    const again = await migrateToLatest(test.db);
    expect(again.results).toEqual([]);
    const applied = await test.db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .execute();
    expect(applied).toHaveLength(Object.keys(migrations).length);
  });

  it("enforce the constraints later features rely on", async () => {
    const test = await createTestDatabase();
    cleanup = test.cleanup;
    const now = new Date().toISOString();
    const post = { title: "A", slug: "a", content: "x", created_at: now, updated_at: now };
    await test.db.insertInto("blog_posts").values(post).execute();
    await expect(test.db.insertInto("blog_posts").values(post).execute()).rejects.toThrow(/UNIQUE/);
    const vis = { public_id: "abc", machines: "[]", created_at: now, updated_at: now };
    await test.db.insertInto("visualization_requests").values(vis).execute();
    await expect(test.db.insertInto("visualization_requests").values(vis).execute()).rejects.toThrow(
      /UNIQUE/,
    );
    await expect(
      test.db
        .insertInto("engagement_submissions")
        .values({
          email: "a@b.co",
          email_normalized: "a@b.co",
          phone: "5615550100",
          phone_normalized: "5615550100",
          prize_amount: 5 as 100,
          created_at: now,
        })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await expect(
      test.db
        .insertInto("sessions")
        .values({
          id: "s",
          user_id: 999,
          created_at: now,
          expires_at: now,
          last_seen_at: now,
          user_agent: null,
          ip: null,
        })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});

describe("migration 0022", () => {
  it("turns each queued or interrupted leads.notify job into an e-mail job and a webhook job", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vending-0022-"));
    const open = openDatabase(path.join(dir, "app.sqlite"));
    cleanup = async () => {
      await open.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    };
    const migrator = new Migrator({
      db: open.db,
      provider: { getMigrations: async () => migrations },
      allowUnorderedMigrations: true,
    });
    const before = Object.keys(migrations).filter((name) => name < "0022");
    expect((await migrator.migrateTo(before.at(-1)!)).error).toBeUndefined();

    const at = "2026-03-01T12:00:00.000Z";
    const job = (leadId: number, values: Record<string, unknown>) => ({
      type: "leads.notify",
      payload: JSON.stringify({ leadId }),
      max_attempts: 40,
      run_at: at,
      created_at: at,
      updated_at: at,
      ...values,
    });
    await open.db
      .insertInto("jobs")
      .values([
        job(1, {
          status: "queued",
          attempts: 3,
          last_error: "e-mail: timed out",
          run_at: "2026-03-01T13:00:00.000Z",
        }),
        job(2, {
          status: "running",
          attempts: 1,
          locked_by: "the process before the upgrade",
          locked_at: at,
        }),
        job(3, { status: "done", attempts: 1, finished_at: at }),
        job(4, { status: "failed", attempts: 40, finished_at: at }),
      ])
      .execute();
    await migrateToLatest(open.db);

    const rows = await open.db
      .selectFrom("jobs")
      .select(["type", "payload", "status", "attempts", "run_at", "last_error", "locked_by"])
      .orderBy("type")
      .orderBy("payload")
      .execute();
    const queued = (type: string, leadId: number, attempts: number, runAt: string, error: string | null) => ({
      type,
      payload: JSON.stringify({ leadId }),
      status: "queued",
      attempts,
      run_at: runAt,
      last_error: error,
      locked_by: null,
    });
    expect(rows).toEqual([
      queued("leads.email", 1, 3, "2026-03-01T13:00:00.000Z", "e-mail: timed out"),
      queued("leads.email", 2, 1, at, null),
      // Finished jobs stay as they were.
      expect.objectContaining({ type: "leads.notify", payload: '{"leadId":3}', status: "done" }),
      expect.objectContaining({ type: "leads.notify", payload: '{"leadId":4}', status: "failed" }),
      queued("leads.webhook", 1, 3, "2026-03-01T13:00:00.000Z", "e-mail: timed out"),
      queued("leads.webhook", 2, 1, at, null),
    ]);
  });
});
