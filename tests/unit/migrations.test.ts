import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { BUSY_TIMEOUT_MS, migrateToLatest } from "#db/index";
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
