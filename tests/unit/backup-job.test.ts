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
    expect(readdirSync(outcome.folder).sort()).toEqual([
      "app.sqlite",
      "backup.json",
      "generated",
      "uploads",
      "visualizations",
    ]);
    const copy = new SQLite(path.join(outcome.folder, "app.sqlite"), { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    expect(copy.prepare("select count(*) from contact_requests").pluck().get()).toBe(30);
    // The snapshot was taken while the run was "running": the copy records it as the backup that
    // made it, so a restored database never shows it running.
    expect(copy.prepare("select status, folder from backups").all()).toEqual([
      { status: "succeeded", folder: path.basename(outcome.folder) },
    ]);
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
    await scheduleDailyBackup(db(), runner, now);
    await scheduleDailyBackup(db(), runner, now); // a restart: still one queued run
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

  it("a daily run that was due while the server was down is made up at the next start", async () => {
    const t = await createTestDatabase();
    cleanups.push(t.cleanup);
    const runner = new JobsRunner(t.db, { log: () => undefined, workerId: "restarted" });
    // Queued for 03:00 Eastern on the 26th; the machine was off then and starts at 09:00.
    await runner.enqueue(BACKUP_JOB, {}, { runAt: new Date("2026-11-26T08:00:00Z") });
    const start = new Date("2026-11-26T14:00:00Z");
    await scheduleDailyBackup(t.db, runner, start);
    const queued = await t.db
      .selectFrom("jobs")
      .select("run_at")
      .where("type", "=", BACKUP_JOB)
      .where("status", "=", "queued")
      .execute();
    expect(queued).toEqual([{ run_at: start.toISOString() }]);
    // Another start before it ran: still one, still due now (not moved to tomorrow).
    await scheduleDailyBackup(t.db, runner, new Date("2026-11-26T14:00:30Z"));
    const again = await t.db
      .selectFrom("jobs")
      .select("run_at")
      .where("type", "=", BACKUP_JOB)
      .where("status", "=", "queued")
      .execute();
    expect(again).toEqual([{ run_at: "2026-11-26T14:00:30.000Z" }]);
  });

  it("after a kill -9 during the daily backup, the next start runs one daily schedule, not two", async () => {
    const t = await createTestDatabase();
    cleanups.push(t.cleanup);
    let now = new Date("2026-11-26T08:00:05Z");
    const killed = new JobsRunner(t.db, { log: () => undefined, now: () => now, workerId: "killed" });
    killed.register(
      BACKUP_JOB,
      dailyBackupJob(killed, () => now),
    );
    await killed.enqueue(BACKUP_JOB, {}, { runAt: new Date("2026-11-26T08:00:00Z") });
    await t.db
      .insertInto("backups")
      .values({ trigger: "scheduled", status: "running", started_at: now.toISOString() })
      .execute();
    // The process dies while its backup job runs: the row stays "running", locked by it.
    await t.db
      .updateTable("jobs")
      .set({ status: "running", locked_by: "killed", locked_at: now.toISOString() })
      .execute();

    // The restart: schedule, then start the runner (as app/server/boot.server.ts does).
    now = new Date("2026-11-26T08:00:30Z");
    const restarted = new JobsRunner(t.db, { log: () => undefined, now: () => now, workerId: "restarted" });
    restarted.register(
      BACKUP_JOB,
      dailyBackupJob(restarted, () => now),
    );
    await scheduleDailyBackup(t.db, restarted, now);
    await restarted.start(); // requeues what the killed process left running
    await restarted.stop(1000);
    const pending = await t.db
      .selectFrom("jobs")
      .select(["status", "run_at"])
      .where("type", "=", BACKUP_JOB)
      .where("status", "in", ["queued", "running"])
      .execute();
    expect(pending).toEqual([{ status: "queued", run_at: "2026-11-27T08:00:00.000Z" }]);
    // The killed run is closed, and its backup row says what happened.
    const killedJob = await t.db
      .selectFrom("jobs")
      .select(["status", "last_error"])
      .where("locked_by", "is", null)
      .where("status", "=", "failed")
      .executeTakeFirst();
    expect(killedJob?.last_error).toMatch(/stopped while this backup/);
    expect(await lastBackup(t.db)).toMatchObject({
      status: "interrupted",
      error: expect.stringMatching(/stopped/),
    });
  });

  it("a daily run queues its successor only when none is queued", async () => {
    // The job works on the app's database (db()), as in the server.
    await migrateToLatest(db());
    await db().deleteFrom("jobs").execute();
    await db().deleteFrom("backups").execute();
    const t = { db: db() };
    let now = new Date("2026-11-26T08:00:05Z");
    const runner = new JobsRunner(t.db, { log: () => undefined, now: () => now });
    runner.register(
      BACKUP_JOB,
      dailyBackupJob(runner, () => now),
    );
    // Two due runs (as a crash used to leave them): each would queue a successor.
    await runner.enqueue(BACKUP_JOB, {}, { runAt: new Date("2026-11-26T08:00:00Z") });
    await runner.enqueue(BACKUP_JOB, {}, { runAt: new Date("2026-11-26T08:00:00Z") });
    now = new Date("2026-11-26T08:00:10Z");
    await runner.drain();
    const queued = await t.db
      .selectFrom("jobs")
      .select("run_at")
      .where("type", "=", BACKUP_JOB)
      .where("status", "=", "queued")
      .execute();
    expect(queued).toEqual([{ run_at: "2026-11-27T08:00:00.000Z" }]);
    // Both ran, one after the other, into two folders.
    const rows = await t.db.selectFrom("backups").select(["status", "folder"]).execute();
    expect(rows.map((r) => r.status)).toEqual(["succeeded", "succeeded"]);
    expect(new Set(rows.map((r) => r.folder)).size).toBe(2);
  });
});
