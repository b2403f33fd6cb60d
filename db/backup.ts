import SQLite from "better-sqlite3";
import { createHash, randomBytes } from "node:crypto";
import {
  chmodSync,
  createReadStream,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { cp } from "node:fs/promises";
import path from "node:path";
import { processAlive } from "./lock";

/**
 * The folders of DATA_DIR that hold files the database points to. The one list: the backup copies
 * these, the .tar download packs these, a restore puts these back, and the app builds its file
 * paths from these names (photos, generated images, space visualizations). A new kind of file gets
 * its folder here, and so is in every backup (docs/decisions/068).
 */
export const DATA_FOLDER = {
  /** Uploaded originals (DATA_FOLDER.uploads/photos/…). */
  uploads: "uploads",
  /** Images made from them (DATA_FOLDER.generated/photos/…). */
  generated: "generated",
  /** Each space visualization's photo, logo and mockups (DATA_FOLDER.visualizations/<id>/…). */
  visualizations: "visualizations",
} as const;
export type DataFolder = (typeof DATA_FOLDER)[keyof typeof DATA_FOLDER];
export const DATA_FOLDERS: readonly DataFolder[] = Object.values(DATA_FOLDER);

/** The backup's database file and its description, inside every backup folder. */
export const BACKUP_DATABASE = "app.sqlite";
export const BACKUP_MANIFEST = "backup.json";

/** A backup being written: renamed to backup-<stamp> only once complete (docs/decisions/068). */
export const TEMP_BACKUP_PREFIX = ".tmp-backup-";
/**
 * Written first into a backup being written and removed last, just before the rename: a copy of an
 * unfinished folder (an rsync that caught it mid-way) carries it, so a restore refuses the copy.
 */
export const BACKUP_UNFINISHED = ".unfinished";

/** backup-<UTC stamp>, with -2, -3 ... when a second backup is made in the same second. */
const BACKUP_FOLDER = /^backup-(\d{8}-\d{6})(?:-(\d+))?$/;

/** A filesystem-safe UTC timestamp, e.g. 20261122-075301. */
export function backupStamp(date = new Date()) {
  return date.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

/** The UTC time a backup folder's name carries, or undefined for another name. */
export function backupFolderDate(name: string): Date | undefined {
  const match = BACKUP_FOLDER.exec(name);
  if (!match) return undefined;
  const s = match[1]!;
  return new Date(
    `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`,
  );
}

export function isBackupFolderName(name: string) {
  return BACKUP_FOLDER.test(name);
}

/** What a complete backup holds, written last into its folder (backup.json). */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: { file: typeof BACKUP_DATABASE; bytes: number; sha256: string };
  /** The data folders copied (every one of DATA_FOLDERS; empty when DATA_DIR had none). */
  folders: string[];
  /** Count and total size of the files under those folders. */
  files: number;
  bytes: number;
}

/** Owner-only: folders 0700, files 0600, the whole tree (backups hold every lead). */
export function restrictToOwner(target: string) {
  const stat = lstatSync(target);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    chmodSync(target, 0o700);
    for (const entry of readdirSync(target)) restrictToOwner(path.join(target, entry));
  } else {
    chmodSync(target, 0o600);
  }
}

/** Makes `dir` (and missing parents) owner-only; an existing folder keeps its mode. */
export function makeOwnerOnlyDir(dir: string) {
  if (existsSync(dir)) return;
  const created = mkdirSync(dir, { recursive: true, mode: 0o700 });
  // mkdir's mode passes through the umask; the first folder it made and those below it are ours.
  if (created) {
    let current = path.resolve(dir);
    const top = path.resolve(created);
    for (;;) {
      chmodSync(current, 0o700);
      if (current === top || path.dirname(current) === current) break;
      current = path.dirname(current);
    }
  }
}

export async function sha256File(file: string) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Number and total bytes of the regular files under `dir`. */
export function countFiles(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!existsSync(dir)) return { files, bytes };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = countFiles(full);
      files += inner.files;
      bytes += inner.bytes;
    } else if (entry.isFile()) {
      files += 1;
      bytes += statSync(full).size;
    }
  }
  return { files, bytes };
}

/** Total bytes of the files under `dir` (a backup folder). */
export function folderSize(dir: string): number {
  return countFiles(dir).bytes;
}

export interface BackupOptions {
  outDir: string;
  dataDir?: string;
  now?: Date;
  /**
   * Called with the copy's database open for writing, once everything is copied and before the
   * folder gets its final name: the run marks its own row there (it is "running" in the snapshot).
   */
  seal?: (copy: SQLite.Database, info: { folder: string; sizeBytes: number }) => void;
}

/** This process's temporary backup folders still being written (never taken for leftovers). */
const inProgress = new Set<string>();

/**
 * A consistent online copy of the database and of every data folder, into
 * `<outDir>/backup-<stamp>/` (docs/decisions/048 and 068). Written under a temporary name
 * (.tmp-backup-<stamp>-<pid>-<random>) and renamed only once complete: the database (`VACUUM INTO`,
 * one read transaction over a snapshot, so it finishes while the server keeps writing), the
 * folders, and last backup.json (what a complete backup holds). A second backup in the same second
 * gets -2, -3 ... The folder and its files are owner-only. A failure leaves nothing behind.
 */
export async function backupDatabase(sqlite: SQLite.Database, options: BackupOptions) {
  const outDir = path.resolve(options.outDir);
  makeOwnerOnlyDir(outDir);
  removeStaleTempFolders(outDir);
  const now = options.now ?? new Date();
  const stamp = backupStamp(now);
  const tempName = `${TEMP_BACKUP_PREFIX}${stamp}-${process.pid}-${randomBytes(4).toString("hex")}`;
  const temp = path.join(outDir, tempName);
  inProgress.add(tempName);
  mkdirSync(temp, { mode: 0o700 });
  try {
    chmodSync(temp, 0o700);
    const unfinished = path.join(temp, BACKUP_UNFINISHED);
    writeFileSync(unfinished, "This backup is being written; it is complete once this file is gone.\n", {
      mode: 0o600,
    });
    const file = path.join(temp, BACKUP_DATABASE);
    sqlite.prepare("VACUUM INTO ?").run(file);
    chmodSync(file, 0o600);
    const copied: DataFolder[] = [];
    for (const sub of DATA_FOLDERS) {
      const from = options.dataDir ? path.join(options.dataDir, sub) : undefined;
      const to = path.join(temp, sub);
      // Asynchronous: the server keeps answering while the files are copied.
      if (from && existsSync(from)) await cp(from, to, { recursive: true });
      else mkdirSync(to);
      copied.push(sub);
    }
    restrictToOwner(temp);
    let files = 0;
    let bytes = 0;
    for (const sub of copied) {
      const counted = countFiles(path.join(temp, sub));
      files += counted.files;
      bytes += counted.bytes;
    }

    for (let suffix = 1; ; suffix++) {
      const name = `backup-${stamp}${suffix > 1 ? `-${suffix}` : ""}`;
      if (existsSync(path.join(outDir, name))) continue;
      if (options.seal) {
        const copy = new SQLite(file);
        try {
          options.seal(copy, { folder: name, sizeBytes: statSync(file).size + bytes });
        } finally {
          copy.close();
        }
      }
      const manifest: BackupManifest = {
        format: 1,
        createdAt: now.toISOString(),
        database: { file: BACKUP_DATABASE, bytes: statSync(file).size, sha256: await sha256File(file) },
        folders: copied,
        files,
        bytes,
      };
      const manifestFile = path.join(temp, BACKUP_MANIFEST);
      writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
      chmodSync(manifestFile, 0o600);
      rmSync(unfinished, { force: true });
      const folder = path.join(outDir, name);
      try {
        // Atomic: the folder appears complete or not at all. A name taken meanwhile (another
        // process's backup in the same second) is a non-empty folder, so the rename refuses.
        renameSync(temp, folder);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOTEMPTY" || code === "EEXIST") continue;
        throw error;
      }
      return { folder, file: path.join(folder, BACKUP_DATABASE), copied, sizeBytes: folderSize(folder) };
    }
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  } finally {
    inProgress.delete(tempName);
  }
}

/**
 * Temporary folders left by a backup that never finished (its process was killed): removed. A
 * temporary folder of a backup still running in another live process is left alone.
 */
export function removeStaleTempFolders(outDir: string): string[] {
  if (!existsSync(outDir)) return [];
  const removed: string[] = [];
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const entry of readdirSync(outDir, { withFileTypes: true })) {
    // An upload for Settings → Restore that was never finished (.tmp-upload-*, .tmp-unpack-*).
    if (/^\.tmp-(upload|unpack)-/.test(entry.name)) {
      const full = path.join(outDir, entry.name);
      if (statSync(full).mtimeMs < dayAgo) {
        rmSync(full, { recursive: true, force: true });
        removed.push(entry.name);
      }
      continue;
    }
    if (!entry.isDirectory() || !entry.name.startsWith(TEMP_BACKUP_PREFIX)) continue;
    const pid = Number(/^\.tmp-backup-\d{8}-\d{6}-(\d+)-/.exec(entry.name)?.[1]);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) continue;
    if (pid === process.pid && inProgress.has(entry.name)) continue;
    rmSync(path.join(outDir, entry.name), { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}

function sortKey(name: string) {
  const match = BACKUP_FOLDER.exec(name)!;
  return `${match[1]}-${(match[2] ?? "1").padStart(6, "0")}`;
}

/**
 * Backup names (backup-<stamp>, backup-<stamp>-2, …) newest first: a second backup in the same
 * second sorts after its first, which plain string order gets wrong ("-" before ".tar"). Names that
 * are not backup names are left out.
 */
export function newestBackupsFirst(names: string[]): string[] {
  return names
    .filter((name) => BACKUP_FOLDER.test(name))
    .sort((a, b) => (sortKey(a) < sortKey(b) ? 1 : sortKey(a) > sortKey(b) ? -1 : 0));
}

/**
 * The complete backup folders in `outDir` (backup-<stamp>, each with its database), newest first.
 * A backup being written has a temporary name until it is complete, so it is never listed.
 */
export function listBackupFolders(outDir: string): string[] {
  if (!existsSync(outDir)) return [];
  return newestBackupsFirst(
    readdirSync(outDir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(path.join(outDir, e.name, BACKUP_DATABASE)))
      .map((e) => e.name),
  );
}

/** backup.json of a backup folder, or undefined (a backup made before decision 068 has none). */
export function readManifest(folder: string): BackupManifest | undefined {
  const file = path.join(folder, BACKUP_MANIFEST);
  if (!existsSync(file)) return undefined;
  const parsed = JSON.parse(readFileSync(file, "utf8")) as unknown;
  if (typeof parsed !== "object" || parsed === null || (parsed as { format?: unknown }).format !== 1)
    throw new Error(`${file} is not a backup description`);
  return parsed as BackupManifest;
}

/**
 * The mark of a backup uploaded in Settings (it carries its own, older date): retention leaves it
 * alone for UPLOAD_PRUNE_GRACE_MS after the upload, so the owner can restore it first.
 */
export const BACKUP_UPLOADED = ".uploaded";
const UPLOAD_PRUNE_GRACE_MS = 24 * 60 * 60 * 1000;

function recentlyUploaded(folder: string, now: number) {
  try {
    return now - statSync(path.join(folder, BACKUP_UPLOADED)).mtimeMs < UPLOAD_PRUNE_GRACE_MS;
  } catch {
    return false;
  }
}

/**
 * Retention: keeps the newest `keep` backup folders of `outDir` (and those uploaded in the last
 * 24 hours), deletes the others. Returns the deleted names.
 */
export function pruneBackups(outDir: string, keep: number, now = Date.now()): string[] {
  const removed = listBackupFolders(outDir)
    .slice(Math.max(1, keep))
    .filter((name) => !recentlyUploaded(path.join(outDir, name), now));
  for (const name of removed) rmSync(path.join(outDir, name), { recursive: true, force: true });
  return removed;
}
