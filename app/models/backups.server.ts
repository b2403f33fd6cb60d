import type SQLite from "better-sqlite3";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { backupDatabase, backupStamp, folderSize, listBackupFolders, pruneBackups } from "#db/backup";
import type { DB } from "#db/index";
import type { BackupRow } from "#db/schema";
import { nextBusinessTime } from "~/lib/dates";
import { db, nowIso, sqliteHandle } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { JobDefinition, JobsRunner } from "~/lib/jobs-runner.server";
import { queueOffsiteCopy } from "./offsite-backups.server";

/**
 * Backups that run themselves (issue 16; docs/decisions/048-backups.md): the same online backup as
 * `npm run db:backup` (db/backup.ts: `VACUUM INTO` plus uploads and generated images, one folder per
 * backup), run daily at BACKUP_AT (America/New_York) by the jobs runner and on "Back up now" in
 * Settings. Every run is recorded in `backups` (time, size, outcome); the newest BACKUP_KEEP
 * folders are kept.
 */
export const BACKUP_JOB = "backups.daily";

export interface BackupOptions {
  trigger: BackupRow["trigger"];
  sqlite: SQLite.Database;
  backupDir: string;
  dataDir: string;
  keep: number;
  now?: Date;
}

export type BackupOutcome =
  | { ok: true; id: number; folder: string; sizeBytes: number; pruned: string[] }
  | { ok: false; id: number; error: string };

/** One backup, recorded from start to end. Never throws for a failed backup: the outcome says it. */
export async function runBackup(database: DB, options: BackupOptions): Promise<BackupOutcome> {
  const now = options.now ?? new Date();
  const { id } = await database
    .insertInto("backups")
    .values({ trigger: options.trigger, status: "running", started_at: nowIso(now) })
    .returning("id")
    .executeTakeFirstOrThrow();
  const expected = path.resolve(options.backupDir, `backup-${backupStamp(now)}`);
  const existedBefore = existsSync(expected);
  try {
    const { folder } = await backupDatabase(options.sqlite, {
      outDir: options.backupDir,
      dataDir: options.dataDir,
      now,
    });
    const sizeBytes = folderSize(folder);
    const pruned = pruneBackups(options.backupDir, options.keep);
    await database
      .updateTable("backups")
      .set({
        status: "succeeded",
        folder: path.basename(folder),
        size_bytes: sizeBytes,
        finished_at: nowIso(),
      })
      .where("id", "=", id)
      .execute();
    await queueOffsiteCopy(database, folder);
    return { ok: true, id, folder, sizeBytes, pruned };
  } catch (error) {
    // A half-written folder is not a backup: remove it so restore never offers it.
    if (!existedBefore) {
      try {
        rmSync(expected, { recursive: true, force: true });
      } catch {
        // Nothing was written (the backup folder itself could not be made).
      }
    }
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    await database
      .updateTable("backups")
      .set({ status: "failed", error: message, finished_at: nowIso() })
      .where("id", "=", id)
      .execute();
    return { ok: false, id, error: message };
  }
}

/** A backup of the app's own database with the environment's folder and retention. */
export function backUpNow(trigger: BackupRow["trigger"], database: DB = db(), now = new Date()) {
  const env = getEnv();
  return runBackup(database, {
    trigger,
    sqlite: sqliteHandle(),
    backupDir: env.BACKUP_DIR,
    dataDir: env.DATA_DIR,
    keep: env.BACKUP_KEEP,
    now,
  });
}

/** The newest recorded backup run, whatever its outcome. */
export function lastBackup(database: DB = db()) {
  return database.selectFrom("backups").selectAll().orderBy("id", "desc").limit(1).executeTakeFirst();
}

/** The newest successful backup run. */
export function lastSuccessfulBackup(database: DB = db()) {
  return database
    .selectFrom("backups")
    .selectAll()
    .where("status", "=", "succeeded")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The newest backup folder on disk (the download), or undefined. */
export function newestBackupFolder(backupDir = getEnv().BACKUP_DIR) {
  const name = listBackupFolders(backupDir)[0];
  return name ? { name, path: path.join(backupDir, name) } : undefined;
}

/**
 * The daily job: backs up, then queues the next run at the next BACKUP_AT. A failed backup is
 * recorded (the admin banner shows it) and the job fails, so the log says so too.
 */
export function dailyBackupJob(
  runner: JobsRunner,
  now: () => Date = () => new Date(),
): JobDefinition<Record<string, never>> {
  return {
    maxAttempts: 1,
    handler: async () => {
      try {
        const outcome = await backUpNow("scheduled", db(), now());
        if (!outcome.ok) throw new Error(`backup failed: ${outcome.error}`);
      } finally {
        await runner.enqueue(BACKUP_JOB, {}, { runAt: nextBusinessTime(getEnv().BACKUP_AT, now()) });
      }
    },
  };
}

/**
 * At start: exactly one queued daily backup, at the next BACKUP_AT (a changed BACKUP_AT takes
 * effect at the next start).
 */
export async function scheduleDailyBackup(runner: JobsRunner, database: DB = db(), now = new Date()) {
  await database.deleteFrom("jobs").where("type", "=", BACKUP_JOB).where("status", "=", "queued").execute();
  return runner.enqueue(BACKUP_JOB, {}, { runAt: nextBusinessTime(getEnv().BACKUP_AT, now) });
}
