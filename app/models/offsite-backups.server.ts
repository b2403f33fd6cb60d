import { existsSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import { newestBackupsFirst } from "#db/backup";
import type { DB } from "#db/index";
import { db, nowIso } from "~/lib/db.server";
import { jobs, PermanentJobError, type JobContext, type JobDefinition } from "~/lib/jobs-runner.server";
import { describeS3Error, listObjects, deleteObjects, s3Client, uploadStream } from "~/lib/s3.server";
import { tarBackup, TarError } from "#db/tar";
import { type OffsiteCopyAlert, type OffsiteCopyView } from "./offsite-copy";
import { offsiteSettingsView, offsiteTarget, readOffsiteSettings } from "./offsite-settings.server";

/**
 * A copy off the machine (docs/decisions/069-offsite-copy.md). Each completed
 * backup is queued (`queueOffsiteCopy`, called by the backup run) as a job of its own that streams
 * the backup folder as a tar (the same archive as the Settings download) to the owner's
 * S3-compatible bucket, retried with backoff, then keeps the newest N backups there. Each copy's
 * outcome is a row of `offsite_copies`: Settings shows the last one beside the last backup, and a
 * failed one raises the admin banner.
 */

export const OFFSITE_COPY_JOB = "backups.offsite-copy";
/** Tries: the first and five retries, 2, 4, 8, 16 and 32 minutes apart (about an hour in all). */
export const OFFSITE_MAX_ATTEMPTS = 6;
/** The object a backup folder becomes in the bucket. */
export function offsiteObjectKey(prefix: string, backupFolder: string) {
  return `${prefix}${backupFolder}.tar`;
}

/**
 * Called by the backup run once a backup folder is complete: queues its copy to the bucket when
 * the off-site copy is on. Never throws: the backup itself has succeeded whatever happens here.
 */
export async function queueOffsiteCopy(
  database: DB,
  folder: string,
  runner: { enqueue: ReturnType<typeof jobs>["enqueue"] } = jobs(),
): Promise<number | undefined> {
  try {
    const settings = await readOffsiteSettings(database);
    if (!settings?.enabled || !settings.bucket) return undefined;
    const name = path.basename(folder);
    return await database.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("offsite_copies")
        .values({
          backup_folder: name,
          folder_path: path.resolve(folder),
          bucket: settings.bucket,
          object_key: offsiteObjectKey(settings.prefix, name),
          status: "queued",
          queued_at: nowIso(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const jobId = await runner.enqueue(
        OFFSITE_COPY_JOB,
        { copyId: id },
        { db: trx, maxAttempts: OFFSITE_MAX_ATTEMPTS },
      );
      await trx.updateTable("offsite_copies").set({ job_id: jobId }).where("id", "=", id).execute();
      return id;
    });
  } catch (error) {
    console.error(
      `offsite: could not queue the copy of ${folder}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

/** Keeps the newest `keep` backups under `prefix` in the bucket; returns the keys it deleted. */
export async function pruneBucket(
  client: ReturnType<typeof s3Client>,
  bucket: string,
  prefix: string,
  keep: number,
) {
  // Newest first by the backup's own name (backup-<stamp>-2 is newer than backup-<stamp>).
  const names = (await listObjects(client, bucket, `${prefix}backup-`))
    .map((o) => o.key)
    .filter((key) => key.startsWith(prefix) && key.endsWith(".tar"))
    .map((key) => key.slice(prefix.length, -".tar".length));
  const keys = newestBackupsFirst(names).map((name) => `${prefix}${name}.tar`);
  const old = keys.slice(Math.max(1, keep));
  await deleteObjects(client, bucket, old);
  return old;
}

export interface OffsiteCopyJobOptions {
  /** The database the job reads and writes (default: the app's). */
  database?: () => DB;
  /** Multipart part size (default 16 MiB; tests lower it). */
  partSize?: number;
  /** Called as parts are sent, with the bytes sent so far (tests cut the connection here). */
  onPart?: (loadedBytes: number) => void;
}

/** The job that copies one backup (payload: its `offsite_copies` id). */
export function offsiteCopyJob(options: OffsiteCopyJobOptions = {}): JobDefinition<{ copyId: number }> {
  return {
    maxAttempts: OFFSITE_MAX_ATTEMPTS,
    backoffBaseMs: 2 * 60_000,
    backoffMaxMs: 60 * 60_000,
    handler: (payload, context) => copyOffsite((options.database ?? db)(), payload.copyId, context, options),
  };
}

async function copyOffsite(
  database: DB,
  copyId: number,
  context: JobContext,
  options: OffsiteCopyJobOptions,
) {
  const copy = await database
    .selectFrom("offsite_copies")
    .selectAll()
    .where("id", "=", copyId)
    .executeTakeFirst();
  if (!copy || copy.status === "succeeded" || copy.status === "skipped") return;
  const settings = await readOffsiteSettings(database);
  if (!settings?.enabled || !settings.bucket) {
    await database
      .updateTable("offsite_copies")
      .set({
        status: "skipped",
        error: "The off-site copy was turned off before this backup was copied.",
        finished_at: nowIso(),
      })
      .where("id", "=", copyId)
      .execute();
    return;
  }
  const key = offsiteObjectKey(settings.prefix, copy.backup_folder);
  await database
    .updateTable("offsite_copies")
    .set({
      status: "uploading",
      attempts: context.attempt,
      bucket: settings.bucket,
      object_key: key,
      started_at: nowIso(),
    })
    .where("id", "=", copyId)
    .execute();

  const resolved = offsiteTarget(settings);
  const where = { endpoint: settings.endpoint, bucket: settings.bucket };
  try {
    if (!resolved.ok) throw new PermanentJobError(resolved.reason);
    if (!existsSync(path.join(copy.folder_path, "app.sqlite")))
      throw new PermanentJobError(
        `The backup ${copy.backup_folder} is no longer on the disk (removed by the retention before it could be copied).`,
      );
    const { target, prefix, keep } = resolved;
    const client = s3Client(target);
    let sizeBytes = 0;
    try {
      sizeBytes = await uploadFolder(client, target.bucket, key, copy.folder_path, context.signal, options);
      const pruned = await pruneBucket(client, target.bucket, prefix, keep).catch((error: unknown) => {
        // The copy is there; the clean-up runs again after the next backup.
        console.error(`offsite: could not remove old backups from ${target.bucket}: ${String(error)}`);
        return [];
      });
      if (pruned.length) console.log(`offsite: removed ${pruned.length} old backup(s) from ${target.bucket}`);
    } finally {
      client.destroy();
    }
    await database
      .updateTable("offsite_copies")
      .set({ status: "succeeded", error: null, size_bytes: sizeBytes, finished_at: nowIso() })
      .where("id", "=", copyId)
      .execute();
    console.log(`offsite: copied ${copy.backup_folder} to ${settings.bucket} as ${key} (${sizeBytes} bytes)`);
  } catch (error) {
    const permanent = error instanceof PermanentJobError;
    const final = permanent || context.attempt >= context.job.max_attempts;
    const reason = permanent
      ? error.message
      : context.signal.aborted
        ? "The server stopped during the upload; the copy starts again after the restart."
        : error instanceof TarError
          ? "The backup could not be read from the disk to be uploaded (the server log has the details)."
          : describeS3Error(error, where);
    await database
      .updateTable("offsite_copies")
      .set({ status: final ? "failed" : "retrying", error: reason, finished_at: nowIso() })
      .where("id", "=", copyId)
      .execute();
    console.error(
      `offsite: copy of ${copy.backup_folder} to ${settings.bucket} failed (attempt ${context.attempt}): ${error instanceof Error ? error.message : String(error)}`,
    );
    throw error;
  }
}

/** Streams `tar` of the folder into the bucket; returns the bytes uploaded (checked against the bucket). */
async function uploadFolder(
  client: ReturnType<typeof s3Client>,
  bucket: string,
  key: string,
  folder: string,
  signal: AbortSignal,
  options: OffsiteCopyJobOptions,
) {
  const tar = tarBackup(path.dirname(folder), path.basename(folder));
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  const packed = pipeline(tar.stream, counter);
  try {
    const [uploaded] = await Promise.all([
      uploadStream(client, {
        bucket,
        key,
        body: counter,
        contentType: "application/x-tar",
        partSize: options.partSize,
        signal,
        onPart: options.onPart,
      }),
      tar.finished,
      packed,
    ]);
    if (uploaded.size !== bytes)
      throw new Error(`the bucket holds ${uploaded.size} bytes of the ${bytes} uploaded`);
    return bytes;
  } finally {
    tar.kill();
    packed.catch(() => undefined);
  }
}

/** The newest copy (whatever its outcome), with when it runs again if it is retrying. */
export async function lastOffsiteCopy(database: DB): Promise<OffsiteCopyView | null> {
  const row = await database
    .selectFrom("offsite_copies")
    .leftJoin("jobs", (join) =>
      join.onRef("jobs.id", "=", "offsite_copies.job_id").on("jobs.status", "=", "queued"),
    )
    .select([
      "offsite_copies.backup_folder",
      "offsite_copies.bucket",
      "offsite_copies.status",
      "offsite_copies.error",
      "offsite_copies.size_bytes",
      "offsite_copies.attempts",
      "offsite_copies.queued_at",
      "offsite_copies.finished_at",
      "jobs.run_at",
    ])
    .orderBy("offsite_copies.id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    backupFolder: row.backup_folder,
    bucket: row.bucket,
    status: row.status,
    error: row.error,
    sizeBytes: row.size_bytes,
    attempts: row.attempts,
    queuedAt: row.queued_at,
    finishedAt: row.finished_at,
    nextAttemptAt: row.status === "retrying" ? (row.run_at ?? null) : null,
  };
}

/**
 * For the banner of every admin page: the newest copy, when it failed (for good, or retrying after
 * a failure) and the off-site copy is still on. Otherwise null.
 */
export async function offsiteCopyAlert(database: DB): Promise<OffsiteCopyAlert | null> {
  const settings = await readOffsiteSettings(database);
  if (!settings?.enabled || !settings.bucket) return null;
  const copy = await lastOffsiteCopy(database);
  if (!copy || (copy.status !== "failed" && copy.status !== "retrying")) return null;
  return {
    bucket: copy.bucket,
    backupFolder: copy.backupFolder,
    at: copy.finishedAt ?? copy.queuedAt,
    reason: copy.error ?? "The copy failed.",
    nextAttemptAt: copy.nextAttemptAt,
  };
}

/** What Settings shows: the saved settings (never the secret) and the newest copy's outcome. */
export async function offsitePanel(database: DB) {
  const [settings, lastCopy] = await Promise.all([offsiteSettingsView(database), lastOffsiteCopy(database)]);
  return { settings, lastCopy };
}
