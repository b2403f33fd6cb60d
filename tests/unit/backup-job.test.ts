import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "#db/index";
import { businessTimeOn, nextBusinessTime } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { JobsRunner } from "~/lib/jobs-runner.server";
import {
  BACKUP_JOB,
  dailyBackupJob,
  lastBackup,
  runBackup,
  scheduleDailyBackup,
} from "~/models/backups.server";
import { createTestDatabase } from "../support/test-db";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function databaseWithLeads(count: number) {
  const t = await createTestDatabase();
  cleanups.push(t.cleanup);
  for (let i = 0; i < count; i++)
    await t.db
      .insertInto("contact_requests")
      .values({ full_name: `Lead ${i}`, email: `l${i}@example.com`, created_at: "2026-11-25T00:00:00.000Z" })
      .execute();
  return t;
}

describe("the backup run (daily job and Back up now)", () => {
  it("makes a consistent copy with uploads and generated images, and records time, size and result", async () => {
    const t = await databaseWithLeads(30);
    for (const sub of ["uploads", "generated"]) {
      mkdirSync(path.join(t.dir, sub));
      writeFileSync(path.join(t.dir, sub, "a.webp"), "x".repeat(1000));
    }
    const out = tempDir("vending-backups-");
    const outcome = await runBackup(t.db, {
      trigger: "manual",
      sqlite: t.sqlite,
      backupDir: out,
      dataDir: t.dir,
      keep: 14,
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(readdirSync(outcome.folder).sort()).toEqual(["app.sqlite", "generated", "uploads"]);
    const copy = new SQLite(path.join(outcome.folder, "app.sqlite"), { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    expect(copy.prepare("select count(*) from contact_requests").pluck().get()).toBe(30);
    // The run is in the copy as "running": the copy is the database as it was when the backup began.
    expect(copy.prepare("select status from backups").pluck().all()).toEqual(["running"]);
    copy.close();

    const row = await lastBackup(t.db);
    expect(row).toMatchObject({
      trigger: "manual",
      status: "succeeded",
      folder: path.basename(outcome.folder),
    });
    expect(row!.size_bytes).toBe(outcome.sizeBytes);
    expect(row!.size_bytes).toBeGreaterThan(2000);
    expect(row!.finished_at).not.toBeNull();
  });

  it("keeps the newest N backups and leaves other files alone", async () => {
    const t = await databaseWithLeads(1);
    const out = tempDir("vending-backups-");
    mkdirSync(path.join(out, "not-a-backup"));
    const days = ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"];
    for (const day of days) {
      const outcome = await runBackup(t.db, {
        trigger: "scheduled",
        sqlite: t.sqlite,
        backupDir: out,
        dataDir: t.dir,
        keep: 3,
        now: new Date(`${day}T08:00:00Z`),
      });
      expect(outcome.ok).toBe(true);
    }
    expect(readdirSync(out).sort()).toEqual([
      "backup-20261122-080000",
      "backup-20261123-080000",
      "backup-20261124-080000",
      "not-a-backup",
    ]);
  });

  it("records a failure with its reason and leaves no half-written folder", async () => {
    const t = await databaseWithLeads(1);
    const out = tempDir("vending-backups-");
    const blocked = path.join(out, "a-file");
    writeFileSync(blocked, "not a folder");
    const outcome = await runBackup(t.db, {
      trigger: "scheduled",
      sqlite: t.sqlite,
      backupDir: blocked,
      dataDir: t.dir,
      keep: 14,
    });
    expect(outcome.ok).toBe(false);
    const row = await lastBackup(t.db);
    expect(row?.status).toBe("failed");
    expect(row?.error).toMatch(/ENOTDIR|EEXIST|not a directory/i);
    expect(readdirSync(out)).toEqual(["a-file"]);

    // A failure during the copy itself (the database cannot be read) removes the folder it began.
    const closed = new SQLite(path.join(tempDir("vending-closed-"), "x.sqlite"));
    closed.close();
    const second = await runBackup(t.db, {
      trigger: "manual",
      sqlite: closed,
      backupDir: out,
      dataDir: t.dir,
      keep: 14,
    });
    expect(second.ok).toBe(false);
    expect((await lastBackup(t.db))?.error).toMatch(/not open/i);
    expect(readdirSync(out)).toEqual(["a-file"]);
  });
});

describe("the daily schedule", () => {
  it("finds the next BACKUP_AT in New York time, across daylight saving", () => {
    expect(nextBusinessTime("03:00", new Date("2026-11-25T13:00:00Z")).toISOString()).toBe(
      "2026-11-26T08:00:00.000Z",
    );
    expect(nextBusinessTime("03:00", new Date("2026-11-25T07:59:00Z")).toISOString()).toBe(
      "2026-11-25T08:00:00.000Z",
    );
    expect(nextBusinessTime("03:00", new Date("2026-07-01T12:00:00Z")).toISOString()).toBe(
      "2026-07-02T07:00:00.000Z",
    );
    // 8 March 2026: clocks go forward at 2 AM; 3 AM EDT is 07:00 UTC.
    expect(nextBusinessTime("03:00", new Date("2026-03-08T01:00:00Z")).toISOString()).toBe(
      "2026-03-08T07:00:00.000Z",
    );
    expect(businessTimeOn("2026-11-01", "23:30").toISOString()).toBe("2026-11-02T04:30:00.000Z");
  });

  it("the job backs up into BACKUP_DIR and queues the next run at the next BACKUP_AT", async () => {
    await migrateToLatest(db());
    let now = new Date("2026-11-25T13:00:00Z");
    const runner = new JobsRunner(db(), { log: () => undefined, now: () => now });
    runner.register(
      BACKUP_JOB,
      dailyBackupJob(runner, () => now),
    );
    await scheduleDailyBackup(runner, db(), now);
    await scheduleDailyBackup(runner, db(), now); // a restart: still one queued run
    const queued = () =>
      db()
        .selectFrom("jobs")
        .select("run_at")
        .where("type", "=", BACKUP_JOB)
        .where("status", "=", "queued")
        .execute();
    expect(await queued()).toEqual([{ run_at: "2026-11-26T08:00:00.000Z" }]);

    await runner.drain(); // not due yet
    expect(await lastBackup(db())).toBeUndefined();

    now = new Date("2026-11-26T08:00:05Z");
    await runner.drain();
    const row = await lastBackup(db());
    expect(row).toMatchObject({ trigger: "scheduled", status: "succeeded" });
    expect(readdirSync(getEnv().BACKUP_DIR)).toEqual([row!.folder]);
    expect(getEnv().BACKUP_DIR).toBe(path.join(getEnv().DATA_DIR, "backups"));
    // The next run is queued; the clock has not reached it, so nothing runs again.
    const next = await queued();
    expect(next).toHaveLength(1);
    expect(next[0]!.run_at > now.toISOString()).toBe(true);
  });
});
