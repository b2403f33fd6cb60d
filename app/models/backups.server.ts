import type SQLite from "better-sqlite3";
import path from "node:path";
import {
  backupDatabase,
  backupFolderDate,
  folderSize,
  listBackupFolders,
  pruneBackups,
  readManifest,
} from "#db/backup";
import type { DB } from "#db/index";
import type { BackupRow } from "#db/schema";
import { nextBusinessTime } from "~/lib/dates";
import { db, nowIso, sqliteHandle } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { JobDefinition, JobsRunner } from "~/lib/jobs-runner.server";
import { queueOffsiteCopy } from "./offsite-backups.server";

/**
 * Backups that run themselves (docs/decisions/048 and 068): the same online backup as
 * `npm run db:backup` (db/backup.ts: `VACUUM INTO` plus every data folder, one folder per backup,
 * named only once complete), run daily at BACKUP_AT (America/New_York) by the jobs runner and on
 * "Back up now" in Settings. Every run is recorded in `backups` (time, size, outcome); the newest
 * BACKUP_KEEP folders are kept.
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

/** A queue that runs its tasks one after the other, in the order they came. */
export function serialQueue() {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
}

/**
 * Backups and restores of this process run one at a time (a "Back up now" during the daily run
 * waits for it; a restore waits for both).
 */
export const oneAtATime = serialQueue();

/** One backup, recorded from start to end. Never throws for a failed backup: the outcome says it. */
export function runBackup(database: DB, options: BackupOptions): Promise<BackupOutcome> {
  return oneAtATime(() => backUp(database, options));
}

async function backUp(database: DB, options: BackupOptions): Promise<BackupOutcome> {
  const now = options.now ?? new Date();
  const { id } = await database
    .insertInto("backups")
    .values({ trigger: options.trigger, status: "running", started_at: nowIso(now) })
    .returning("id")
    .executeTakeFirstOrThrow();
  try {
    const { folder } = await backupDatabase(options.sqlite, {
      outDir: options.backupDir,
      dataDir: options.dataDir,
      now,
      // In the copy this run is still "running" (the snapshot was taken while it ran): the copy
      // records it as what it is, the backup that made it.
      seal: (copy, info) => {
        copy
          .prepare(
            "update backups set status = 'succeeded', folder = ?, size_bytes = ?, error = null, finished_at = ? where id = ?",
          )
          .run(info.folder, info.sizeBytes, nowIso(), id);
      },
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
    // backupDatabase removed its unfinished folder: nothing half-written is left to list or restore.
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
export function backUpNow(database: DB, trigger: BackupRow["trigger"], now = new Date()) {
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
export function lastBackup(database: DB) {
  return database.selectFrom("backups").selectAll().orderBy("id", "desc").limit(1).executeTakeFirst();
}

/** The newest successful backup run. */
export function lastSuccessfulBackup(database: DB) {
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

/** What a backup row left "running" by a process that stopped says (Settings shows "Interrupted"). */
export const INTERRUPTED_BACKUP = "The site stopped while this backup was being made; it was not kept.";

/**
 * Rows of backups still "running" when nothing runs one (at start, after a restore): their process
 * stopped mid-backup (kill -9, a power cut). Marked "interrupted" so Settings says so.
 */
export function markInterruptedBackups(database: DB) {
  return database
    .updateTable("backups")
    .set({ status: "interrupted", error: INTERRUPTED_BACKUP })
    .where("status", "=", "running")
    .execute();
}

/** Queues the next daily run unless one is queued already (one transaction: never two). */
async function queueNextDailyBackup(runner: JobsRunner, database: DB, now: Date) {
  await database.transaction().execute(async (trx) => {
    const queued = await trx
      .selectFrom("jobs")
      .select("id")
      .where("type", "=", BACKUP_JOB)
      .where("status", "=", "queued")
      .executeTakeFirst();
    if (!queued)
      await runner.enqueue(BACKUP_JOB, {}, { runAt: nextBusinessTime(getEnv().BACKUP_AT, now), db: trx });
  });
}

/**
 * The daily job: backs up, then queues the next run at the next BACKUP_AT (unless one is queued).
 * A failed backup is recorded (the admin banner shows it) and the job fails, so the log says so too.
 */
export function dailyBackupJob(
  runner: JobsRunner,
  now: () => Date = () => new Date(),
): JobDefinition<Record<string, never>> {
  return {
    maxAttempts: 1,
    handler: async () => {
      try {
        const outcome = await backUpNow(db(), "scheduled", now());
        if (!outcome.ok) throw new Error(`backup failed: ${outcome.error}`);
      } finally {
        await queueNextDailyBackup(runner, db(), now());
      }
    },
  };
}

/**
 * At start (and after a restore), before the runner claims anything: exactly one daily backup
 * queued, at the next BACKUP_AT (a changed BACKUP_AT takes effect at the next start), or at once when
 * the queued one was already due (the server was down at BACKUP_AT). A run
 * left "running" by a process that was killed is closed as failed, not run again beside the new
 * one, and its backup row is marked interrupted.
 */
export async function scheduleDailyBackup(database: DB, runner: JobsRunner, now = new Date()) {
  return database.transaction().execute(async (trx) => {
    // A run that was due while the server was down is made up at once: a host that is off at
    // BACKUP_AT must not skip that day's backup. (A run a crash cut short is not re-run at once: the
    // banner shows it as interrupted, with Back up now, and whatever stopped it may stop it again.)
    const missed = await trx
      .selectFrom("jobs")
      .select("id")
      .where("type", "=", BACKUP_JOB)
      .where("status", "=", "queued")
      .where("run_at", "<=", nowIso(now))
      .executeTakeFirst();
    await trx.deleteFrom("jobs").where("type", "=", BACKUP_JOB).where("status", "=", "queued").execute();
    await trx
      .updateTable("jobs")
      .set({
        status: "failed",
        last_error: INTERRUPTED_BACKUP,
        locked_at: null,
        locked_by: null,
        finished_at: nowIso(now),
        updated_at: nowIso(now),
      })
      .where("type", "=", BACKUP_JOB)
      .where("status", "=", "running")
      .execute();
    await markInterruptedBackups(trx);
    const runAt = missed ? now : nextBusinessTime(getEnv().BACKUP_AT, now);
    return runner.enqueue(BACKUP_JOB, {}, { runAt, db: trx });
  });
}

export interface ListedBackup {
  name: string;
  /** When it was made (UTC ISO), from its folder name. */
  createdAt: string | null;
  sizeBytes: number;
}

/** The complete backups in BACKUP_DIR, newest first, with date and size (Settings → Restore). */
export function listBackups(backupDir = getEnv().BACKUP_DIR): ListedBackup[] {
  return listBackupFolders(backupDir).map((name) => {
    const folder = path.join(backupDir, name);
    let sizeBytes: number;
    try {
      const manifest = readManifest(folder);
      sizeBytes = manifest ? manifest.database.bytes + manifest.bytes : folderSize(folder);
    } catch {
      sizeBytes = folderSize(folder);
    }
    return { name, createdAt: backupFolderDate(name)?.toISOString() ?? null, sizeBytes };
  });
}

/** A listed backup by name (nothing else: a name is never a path), or undefined. */
export function findBackup(name: string, backupDir = getEnv().BACKUP_DIR): ListedBackup | undefined {
  return listBackups(backupDir).find((backup) => backup.name === name);
}
