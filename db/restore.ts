import SQLite from "better-sqlite3";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  copyFileSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
} from "node:fs";
import { cp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  BACKUP_DATABASE,
  BACKUP_UNFINISHED,
  backupFolderDate,
  backupStamp,
  countFiles,
  DATA_FOLDERS,
  makeOwnerOnlyDir,
  readManifest,
  restrictToOwner,
  sha256File,
  TEMP_BACKUP_PREFIX,
  type BackupManifest,
} from "./backup";
import { databaseFile } from "./index";
import { lockDataDir } from "./lock";
import { migrations } from "./migrations";
import { DamagedArchiveError, extractTar, UnsafeArchiveError } from "./tar";

/**
 * Restoring a backup (docs/decisions/068): one library for `npm run db:restore` and the admin's
 * Settings → Backups → Restore, so the same checks apply everywhere.
 *
 * - checkBackup: refuses what is not a complete backup of this site's database, with one line that
 *   says why, before anything in DATA_DIR is touched. The database is checked in a private copy
 *   (a journal beside the backup's file is never replayed into it).
 * - restoreBackup: keeps what it replaces in DATA_DIR/before-restore-<stamp>/ (a folder laid out
 *   like a backup, so it can be restored the same way), then puts the backup's database and data
 *   folders in place. With `live` (the running server) the database is written into the open one
 *   through SQLite's backup API, in one transaction, so every handle stays valid.
 * - unpackBackupTar / restoreFromTar: a .tar of a backup (the Settings download), unpacked into a
 *   fresh folder by db/tar.ts's extractTar, which checks each entry before writing it (no absolute
 *   paths, no "..", no links or special files).
 */

/** A refusal: `message` is the one line shown to the operator (no stack trace). */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefused";
  }
}

const SQLITE_HEADER = "SQLite format 3\0";

export interface CheckedBackup {
  folder: string;
  name: string;
  manifest: BackupManifest | undefined;
  /** When the backup was made: backup.json, else the folder name's stamp. */
  createdAt: Date | undefined;
  /** Database and files. */
  sizeBytes: number;
  leads: number;
  /** The checked database: a private copy, the one the restore puts in place. */
  database: string;
  /** Removes the private copy. */
  dispose(): void;
}

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function sqliteProblem(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "SQLITE_NOTADB") return "is not a SQLite database";
  if (typeof code === "string" && code.startsWith("SQLITE_CORRUPT"))
    return "is damaged (cut short or corrupt)";
  const message = error instanceof Error ? error.message : String(error);
  return `cannot be read (${message.replace(/\s+/g, " ")})`;
}

/**
 * Checks a backup folder without changing it or DATA_DIR. Throws RestoreRefused with one line.
 * `workDir` holds the private copy of the database (DATA_DIR for a restore: same disk, so the copy
 * is moved into place).
 */
export async function checkBackup(
  folderPath: string,
  options: { workDir?: string } = {},
): Promise<CheckedBackup> {
  const folder = path.resolve(folderPath);
  const name = path.basename(folder);
  if (!existsSync(folder)) throw new RestoreRefused(`There is no backup at ${folder}.`);
  if (!statSync(folder).isDirectory()) throw new RestoreRefused(`${folder} is a file, not a backup folder.`);
  if (name.startsWith(TEMP_BACKUP_PREFIX))
    throw new RestoreRefused(
      `${name} is a backup that was never finished (it is still being written, or its run was stopped).`,
    );
  if (existsSync(path.join(folder, BACKUP_UNFINISHED)))
    throw new RestoreRefused(
      `${name} is a copy of a backup that was not finished yet (it still holds the ${BACKUP_UNFINISHED} mark).`,
    );
  const file = path.join(folder, BACKUP_DATABASE);
  if (!existsSync(file))
    throw new RestoreRefused(`There is no ${BACKUP_DATABASE} in ${folder}: not a backup.`);
  for (const journal of ["-journal", "-wal"]) {
    if (existsSync(file + journal))
      throw new RestoreRefused(
        `The backup's database was left half-written: ${BACKUP_DATABASE}${journal} lies beside it in ${folder}.`,
      );
  }
  const bytes = statSync(file).size;
  if (bytes === 0)
    throw new RestoreRefused(
      `The backup's database (${file}) is empty (0 bytes): the backup was not finished.`,
    );

  let manifest: BackupManifest | undefined;
  try {
    manifest = readManifest(folder);
  } catch {
    throw new RestoreRefused(`The backup's description (backup.json in ${folder}) cannot be read.`);
  }
  if (manifest) {
    if (manifest.database?.bytes !== bytes)
      throw new RestoreRefused(
        `The backup's database is ${bytes} bytes but its backup.json says ${manifest.database?.bytes}: the backup is incomplete.`,
      );
    let files = 0;
    let fileBytes = 0;
    for (const sub of manifest.folders ?? []) {
      if (!existsSync(path.join(folder, sub)))
        throw new RestoreRefused(`The backup's ${sub} folder is missing: the backup is incomplete.`);
      const counted = countFiles(path.join(folder, sub));
      files += counted.files;
      fileBytes += counted.bytes;
    }
    if (files !== manifest.files || fileBytes !== manifest.bytes)
      throw new RestoreRefused(
        `The backup holds ${plural(files, "file")} (${fileBytes} bytes) but its backup.json lists ${plural(manifest.files, "file")} (${manifest.bytes} bytes): the backup is incomplete.`,
      );
  }

  const work = mkdtempSync(path.join(options.workDir ?? tmpdir(), ".restore-check-"));
  chmodSync(work, 0o700);
  const dispose = () => rmSync(work, { recursive: true, force: true });
  try {
    // Only the main file is copied: a journal beside it is never replayed into the backup.
    const database = path.join(work, BACKUP_DATABASE);
    copyFileSync(file, database);
    chmodSync(database, 0o600);
    const header = Buffer.alloc(16);
    const fd = openSync(database, "r");
    try {
      readSync(fd, header, 0, 16, 0);
    } finally {
      closeSync(fd);
    }
    if (header.toString("latin1") !== SQLITE_HEADER)
      throw new RestoreRefused(`The backup's database (${file}) is not a SQLite database.`);
    if (manifest && (await sha256File(database)) !== manifest.database.sha256)
      throw new RestoreRefused(
        `The backup's database does not match the checksum in its backup.json: it is damaged.`,
      );

    let leads = 0;
    let check: SQLite.Database | undefined;
    try {
      check = new SQLite(database, { readonly: true, fileMustExist: true });
      const rows = check.pragma("integrity_check(5)") as { integrity_check: string }[];
      const problems = rows.map((r) => r.integrity_check).filter((line) => line !== "ok");
      if (problems.length)
        throw new RestoreRefused(
          `The backup's database failed its integrity check: ${problems[0]!.replace(/\s+/g, " ")}.`,
        );
      const hasMigrations = check
        .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
        .get();
      if (!hasMigrations)
        throw new RestoreRefused(
          `The backup's database is a SQLite file but not this site's (it has no migrations table).`,
        );
      const applied = check
        .prepare("select name from kysely_migration order by name")
        .pluck()
        .all() as string[];
      const unknown = applied.filter((migration) => !(migration in migrations));
      if (unknown.length)
        throw new RestoreRefused(
          `The backup was made by a newer version of the site (its database has migration ${unknown[0]}, unknown to this one): update the site first, then restore.`,
        );
      if (applied.length === 0)
        throw new RestoreRefused(`The backup's database is empty: it has no table of this site.`);
      const hasLeads = check
        .prepare("select 1 from sqlite_master where type = 'table' and name = 'contact_requests'")
        .get();
      if (hasLeads) leads = check.prepare("select count(*) from contact_requests").pluck().get() as number;
    } catch (error) {
      if (error instanceof RestoreRefused) throw error;
      throw new RestoreRefused(`The backup's database (${file}) ${sqliteProblem(error)}.`);
    } finally {
      check?.close();
    }
    return {
      folder,
      name,
      manifest,
      createdAt: manifest ? new Date(manifest.createdAt) : backupFolderDate(name),
      sizeBytes: bytes + (manifest?.bytes ?? countFiles(folder).bytes - bytes),
      leads,
      database,
      dispose,
    };
  } catch (error) {
    dispose();
    throw error;
  }
}

/** A name in `dir` not yet taken: `base`, else base-2, base-3 ... */
/**
 * `base`, or `base-N` after the highest N already in `dir`: never a name freed by pruning, which
 * would sort as the oldest of its second and be pruned at once (pruneKept orders by name).
 */
function freeName(dir: string, base: string) {
  let highest = 0;
  for (const name of readdirSync(dir)) {
    if (name === base) highest = Math.max(highest, 1);
    else if (name.startsWith(`${base}-`) && /^\d+$/.test(name.slice(base.length + 1)))
      highest = Math.max(highest, Number(name.slice(base.length + 1)));
  }
  return highest === 0 ? base : `${base}-${highest + 1}`;
}

/** Copies kept by earlier restores: the newest KEEP_BEFORE_RESTORE stay. */
const KEEP_BEFORE_RESTORE = 2;
const KEPT_FOLDER = /^before-restore-(\d{8}-\d{6})(?:-(\d+))?$/;

function pruneKept(dataDir: string, log: (line: string) => void) {
  const key = (name: string) => {
    const match = KEPT_FOLDER.exec(name)!;
    return `${match[1]}-${(match[2] ?? "1").padStart(6, "0")}`;
  };
  const kept = readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && KEPT_FOLDER.test(entry.name))
    .map((entry) => entry.name)
    .sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
  for (const name of kept.slice(KEEP_BEFORE_RESTORE)) {
    rmSync(path.join(dataDir, name), { recursive: true, force: true });
    log(`Removed ${name} (only the newest ${KEEP_BEFORE_RESTORE} copies kept by a restore stay)`);
  }
}

export interface RestoreResult {
  checked: CheckedBackup;
  /** DATA_DIR/before-restore-<stamp>: what the restore replaced; undefined when there was nothing. */
  kept: string | undefined;
}

/**
 * Puts a checked backup in DATA_DIR. Without `live` (the command, server stopped) it takes
 * DATA_DIR's lock and replaces the files; with `live` (the running server's connection, its jobs
 * paused) it writes the backup into the open database. Either way what is replaced is kept in
 * DATA_DIR/before-restore-<stamp>/ first. Throws RestoreRefused for anything it refuses.
 */
export async function restoreBackup(options: {
  from: string;
  dataDir: string;
  live?: SQLite.Database;
  now?: Date;
  log?: (line: string) => void;
}): Promise<RestoreResult> {
  const dataDir = path.resolve(options.dataDir);
  const log = options.log ?? (() => undefined);
  makeOwnerOnlyDir(dataDir);
  const checked = await checkBackup(options.from, { workDir: dataDir });
  let release: (() => void) | undefined;
  const stage = path.join(dataDir, `.restore-${randomBytes(4).toString("hex")}`);
  try {
    if (!options.live) {
      try {
        release = lockDataDir(dataDir);
      } catch (error) {
        throw new RestoreRefused(
          `${error instanceof Error ? error.message : String(error)}: stop the server before restoring.`,
        );
      }
    }
    // Left by a restore that was killed mid-way (this one's own check copy excepted).
    for (const entry of readdirSync(dataDir)) {
      if (entry.startsWith(".restore-") && path.join(dataDir, entry) !== path.dirname(checked.database))
        rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    }
    // The backup's folders are copied beside DATA_DIR's first (the slow part), then swapped by renames.
    mkdirSync(stage, { mode: 0o700 });
    const folders = DATA_FOLDERS.filter((sub) => existsSync(path.join(checked.folder, sub)));
    for (const sub of folders)
      await cp(path.join(checked.folder, sub), path.join(stage, sub), { recursive: true });
    restrictToOwner(stage);

    const kept = path.join(dataDir, freeName(dataDir, `before-restore-${backupStamp(options.now)}`));
    mkdirSync(kept, { mode: 0o700 });
    chmodSync(kept, 0o700);
    const target = databaseFile(dataDir);
    const keptDb = path.join(kept, BACKUP_DATABASE);

    if (options.live) {
      const live = options.live;
      try {
        live.prepare("VACUUM INTO ?").run(keptDb);
      } catch (error) {
        // A database too damaged to copy row by row is kept as it is on disk.
        log(
          `Could not copy the current database cleanly (${sqliteProblem(error)}); keeping its file as it is`,
        );
        rmSync(keptDb, { force: true });
        live.pragma("wal_checkpoint(TRUNCATE)");
        copyFileSync(target, keptDb);
      }
      chmodSync(keptDb, 0o600);
      const source = new SQLite(checked.database, { readonly: true });
      try {
        // All pages in one step: one write transaction on the live database, so a reader sees the
        // old database or the restored one, never a mix; open handles stay valid.
        await source.backup(target, { progress: () => 0x7fffffff });
      } catch (error) {
        rmSync(kept, { recursive: true, force: true });
        throw new RestoreRefused(
          `The backup could not be written into the database (${error instanceof Error ? error.message : String(error)}).`,
        );
      } finally {
        source.close();
      }
    } else {
      if (existsSync(target)) {
        // Committed writes may still be only in app.sqlite-wal: fold them in before keeping it.
        try {
          const current = new SQLite(target);
          current.pragma("wal_checkpoint(TRUNCATE)");
          current.close();
        } catch (error) {
          log(`Could not checkpoint ${target} (${sqliteProblem(error)}); keeping its -wal next to it`);
        }
        renameSync(target, keptDb);
        for (const suffix of ["-wal", "-shm"])
          if (existsSync(target + suffix)) renameSync(target + suffix, keptDb + suffix);
        restrictToOwner(kept);
      }
      for (const suffix of ["-wal", "-shm", "-journal"]) rmSync(target + suffix, { force: true });
      renameSync(checked.database, target);
      chmodSync(target, 0o600);
    }

    markOwnRun(options.live ?? target, checked.name);
    // Sessions ended since the backup (sign-outs, removed admins, changed passwords) must not come
    // back. In the running server, settleRestoredDatabase keeps only the restoring admin's own.
    if (!options.live) endSessions(target);

    for (const sub of folders) {
      const current = path.join(dataDir, sub);
      if (existsSync(current)) renameSync(current, path.join(kept, sub));
      renameSync(path.join(stage, sub), current);
    }
    let keptPath: string | undefined = kept;
    if (readdirSync(kept).length === 0) {
      rmdirSync(kept);
      keptPath = undefined;
    }
    pruneKept(dataDir, log);
    return { checked, kept: keptPath };
  } finally {
    rmSync(stage, { recursive: true, force: true });
    checked.dispose();
    release?.();
  }
}

/** Deletes every session of a restored database (the command: everyone signs in again). */
function endSessions(file: string) {
  const sqlite = new SQLite(file);
  try {
    const table = sqlite
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'sessions'")
      .get();
    if (table) sqlite.prepare("delete from sessions").run();
  } finally {
    sqlite.close();
  }
}

/**
 * A backup made before decision 068 holds its own run as "running" (the snapshot was taken while it
 * ran): marked succeeded, with its folder, so Settings does not show it running or interrupted.
 */
function markOwnRun(database: SQLite.Database | string, name: string) {
  const stamp = /^backup-(\d{8}-\d{6})/.exec(name)?.[1];
  if (!stamp) return;
  const sqlite = typeof database === "string" ? new SQLite(database) : database;
  try {
    const table = sqlite
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'backups'")
      .get();
    if (!table) return;
    const running = sqlite.prepare("select id, started_at from backups where status = 'running'").all() as {
      id: number;
      started_at: string;
    }[];
    const own = running.find((row) => {
      const time = Date.parse(row.started_at);
      return Number.isFinite(time) && backupStamp(new Date(time)) === stamp;
    });
    if (own)
      sqlite
        .prepare("update backups set status = 'succeeded', folder = ?, finished_at = started_at where id = ?")
        .run(name, own.id);
  } finally {
    if (typeof database === "string") sqlite.close();
  }
}

/**
 * Unpacks a backup's .tar (as Settings downloads it: one backup-<stamp>/ folder; or the backup's
 * files at the top) into a fresh folder inside `parentDir`, through extractTar (db/tar.ts): each
 * entry is checked before it is written (plain files and folders only, no absolute path, no "..").
 * Returns the backup folder inside it and a `dispose` that removes it all. Throws RestoreRefused.
 */
export async function unpackBackupTar(tarFile: string, parentDir: string) {
  makeOwnerOnlyDir(parentDir);
  const dir = mkdtempSync(path.join(parentDir, ".tmp-unpack-"));
  chmodSync(dir, 0o700);
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  try {
    try {
      await extractTar(createReadStream(tarFile), dir);
    } catch (error) {
      if (error instanceof UnsafeArchiveError || error instanceof DamagedArchiveError)
        throw new RestoreRefused(error.message);
      throw error;
    }
    const top = readdirSync(dir);
    const folder =
      top.length === 1 && top[0] !== BACKUP_DATABASE && statSync(path.join(dir, top[0]!)).isDirectory()
        ? path.join(dir, top[0]!)
        : dir;
    if (!existsSync(path.join(folder, BACKUP_DATABASE)))
      throw new RestoreRefused(`The archive holds no ${BACKUP_DATABASE}: it is not a backup.`);
    return { folder, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

/** Unpacks a backup's .tar (a download, or a copy from off-site storage) and restores it into `dataDir`. */
export async function restoreFromTar(
  tarFile: string,
  dataDir: string,
  options: { live?: SQLite.Database; now?: Date; log?: (line: string) => void } = {},
): Promise<RestoreResult> {
  makeOwnerOnlyDir(dataDir);
  const unpacked = await unpackBackupTar(tarFile, dataDir);
  try {
    return await restoreBackup({ ...options, from: unpacked.folder, dataDir });
  } finally {
    unpacked.dispose();
  }
}
