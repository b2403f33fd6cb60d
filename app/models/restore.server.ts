import SQLite from "better-sqlite3";
import { renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BACKUP_UPLOADED, backupFolderDate, backupStamp, isBackupFolderName } from "#db/backup";
import { migrateToLatest, type DB } from "#db/index";
import type { Session } from "#db/schema";
import { checkBackup, restoreBackup, RestoreRefused, unpackBackupTar } from "#db/restore";
import { db, sqliteHandle } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { jobs, type JobsRunner } from "~/lib/jobs-runner.server";
import { allPublicPagesChanged } from "~/lib/page-cache-events.server";
import { closeWriteGate, WRITE_GATE_DRAIN_MS } from "~/lib/write-gate.server";
import {
  findBackup,
  oneAtATime,
  scheduleDailyBackup,
  serialQueue,
  type ListedBackup,
} from "./backups.server";
import { forgetBusinessFacts } from "./business-facts.server";
import { OFFSITE_COPY_JOB } from "./offsite-backups.server";

/**
 * Restore from the admin (Settings → Backups → Restore, docs/decisions/068): the same checks and
 * the same library as `npm run db:restore` (db/restore.ts), run inside the server. The jobs runner
 * is paused (the jobs in flight finish first), the current database and files are kept in
 * DATA_DIR/before-restore-<stamp>/, the backup is written into the open database in one
 * transaction, the migrations run, and what lives in memory (business facts, cached pages) is
 * dropped. The runner then starts again with one daily backup queued.
 */

/** How long a restore waits for the jobs in flight (a mockup, a notification, a backup). */
export const RESTORE_WAIT_FOR_JOBS_MS = 30_000;

export type RestoreOutcome =
  | {
      ok: true;
      name: string;
      kept: string | undefined;
      /** False when the admin who restored has no account in the restored database. */
      stillSignedIn: boolean;
    }
  | { ok: false; error: string };

export interface BackupDetails extends ListedBackup {
  /** Leads in the backup, or null when its database cannot be read. */
  leads: number | null;
}

/** A listed backup with its number of leads, for the confirm step. */
export function describeBackup(name: string, backupDir = getEnv().BACKUP_DIR): BackupDetails | undefined {
  const backup = findBackup(name, backupDir);
  if (!backup) return undefined;
  let leads: number | null = null;
  try {
    const copy = new SQLite(path.join(backupDir, name, "app.sqlite"), {
      readonly: true,
      fileMustExist: true,
    });
    try {
      leads = copy.prepare("select count(*) from contact_requests").pluck().get() as number;
    } finally {
      copy.close();
    }
  } catch {
    leads = null;
  }
  return { ...backup, leads };
}

/**
 * After the restored database is in place: jobs it recorded as running were interrupted (nothing
 * runs during a restore), so they are queued again; every session in it is ended except the admin
 * who restored's own, kept when the restored database has the same account.
 */
async function settleRestoredDatabase(
  database: DB,
  session: { id: string; userId: number; username: string; row?: Session },
) {
  await database
    .updateTable("jobs")
    .set({ status: "queued", locked_at: null, locked_by: null })
    .where("status", "=", "running")
    .execute();
  // Sessions ended since the backup (sign-outs, removed admins, changed passwords) stay ended.
  await database.deleteFrom("sessions").where("id", "!=", session.id).execute();
  if (!session.row) return false;
  const user = await database
    .selectFrom("users")
    .select("id")
    .where("id", "=", session.userId)
    .where("username", "=", session.username)
    .executeTakeFirst();
  if (!user) {
    await database.deleteFrom("sessions").where("id", "=", session.id).execute();
    return false;
  }
  const { id: _id, ...rest } = session.row;
  await database
    .insertInto("sessions")
    .values(session.row)
    .onConflict((oc) => oc.column("id").doUpdateSet(rest))
    .execute();
  return true;
}

/**
 * Restores the listed backup `name` into the running site. Never throws for a refused backup or a
 * busy runner: the outcome says why, in one line.
 */
export function restoreInServer(
  name: string,
  session: { id: string; userId: number; username: string },
  options: {
    runner?: JobsRunner;
    waitForJobsMs?: number;
    waitForWritesMs?: number;
    log?: (line: string) => void;
  } = {},
): Promise<RestoreOutcome> {
  const env = getEnv();
  const runner = options.runner ?? jobs();
  const log = options.log ?? ((line: string) => console.log(line));
  return oneRestoreAtATime(async () => {
    if (!findBackup(name, env.BACKUP_DIR))
      return { ok: false, error: "That backup is no longer in the list of backups." };
    // The runner is paused before the backups' turn is taken: a daily backup in flight needs that
    // turn to finish.
    // An off-site upload can take minutes: it is aborted (retried later), not waited for.
    const idle = await runner.pause(options.waitForJobsMs ?? RESTORE_WAIT_FOR_JOBS_MS, {
      abort: [OFFSITE_COPY_JOB],
    });
    try {
      if (!idle)
        return {
          ok: false,
          error:
            "A background task (a mockup, a backup or a lead notification) is still running: try again in a minute.",
        };
      return await oneAtATime(() =>
        restoreListed(name, session, log, options.waitForWritesMs ?? WRITE_GATE_DRAIN_MS),
      );
    } finally {
      // After a timeout nothing was restored and a job may still run (a daily backup): it must
      // not be marked interrupted, so the schedule is set again only after a restore.
      if (idle) await scheduleDailyBackup(db(), runner);
      await runner.start();
    }
  });
}

const oneRestoreAtATime = serialQueue();

/** The restore itself, runner paused and no backup running. */
async function restoreListed(
  name: string,
  session: { id: string; userId: number; username: string },
  log: (line: string) => void,
  waitForWritesMs: number,
): Promise<RestoreOutcome> {
  const env = getEnv();
  const database = db();
  // No request may write from before the pre-restore copy until the restored database is migrated:
  // such a write would be acknowledged, then overwritten, and missing from before-restore-*.
  const gate = await closeWriteGate(waitForWritesMs);
  if (!gate.drained)
    return {
      ok: false,
      error: "The site is busy saving visitors' requests: try again in a minute.",
    };
  try {
    const row = await database
      .selectFrom("sessions")
      .selectAll()
      .where("id", "=", session.id)
      .executeTakeFirst();
    const result = await restoreBackup({
      from: path.join(env.BACKUP_DIR, name),
      dataDir: env.DATA_DIR,
      live: sqliteHandle(),
      log,
    });
    await migrateToLatest(database);
    const stillSignedIn = await settleRestoredDatabase(database, { ...session, row });
    forgetBusinessFacts(database);
    allPublicPagesChanged();
    log(
      `restore: ${name} restored by ${session.username}${result.kept ? `; the replaced data is kept in ${result.kept}` : ""}`,
    );
    return { ok: true, name, kept: result.kept, stillSignedIn };
  } catch (error) {
    if (error instanceof RestoreRefused) return { ok: false, error: error.message };
    log(
      `restore: ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return {
      ok: false,
      error: `The restore failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  } finally {
    gate.release();
  }
}

/** How far an uploaded backup's date may be ahead of this clock (another machine's clock). */
const UPLOAD_CLOCK_SKEW_MS = 5 * 60_000;

/**
 * An uploaded backup .tar (one downloaded from Settings earlier): unpacked, checked like any
 * restore, and added to BACKUP_DIR's backups under its own date (backup-<stamp>, -2 when that name
 * is taken), so the owner confirms it like a listed one; retention leaves it for 24 hours. A date
 * later than now is refused. Throws RestoreRefused with one line.
 */
export async function addUploadedBackup(tarFile: string, backupDir = getEnv().BACKUP_DIR): Promise<string> {
  const unpacked = await unpackBackupTar(tarFile, backupDir);
  try {
    const checked = await checkBackup(unpacked.folder);
    checked.dispose();
    const own = path.basename(unpacked.folder);
    const date = (isBackupFolderName(own) ? backupFolderDate(own) : checked.createdAt) ?? new Date();
    // Its name is its date: a later one would sort first and be kept over every real backup.
    if (date.getTime() > Date.now() + UPLOAD_CLOCK_SKEW_MS)
      throw new RestoreRefused(
        `This backup is dated ${date.toISOString().slice(0, 16).replace("T", " ")} UTC, later than now: it was not made by this site's clock.`,
      );
    // Older than the daily backups, it would be the first removed by retention: the mark keeps it
    // for 24 hours (pruneBackups).
    writeFileSync(path.join(unpacked.folder, BACKUP_UPLOADED), "", { mode: 0o600 });
    const base = `backup-${backupStamp(date)}`;
    for (let n = 1; ; n++) {
      const name = n === 1 ? base : `${base}-${n}`;
      try {
        renameSync(unpacked.folder, path.join(backupDir, name));
        return name;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== "ENOTEMPTY" && code !== "EEXIST") throw error;
      }
    }
  } finally {
    unpacked.dispose();
  }
}
