import type SQLite from "better-sqlite3";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { cp } from "node:fs/promises";
import path from "node:path";

/** A filesystem-safe UTC timestamp, e.g. 20261122-075301. */
export function backupStamp(date = new Date()) {
  return date.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

/**
 * A consistent online copy of the database, plus the uploads and generated images of DATA_DIR,
 * into `<outDir>/backup-<stamp>/`. The copy is `VACUUM INTO`: one read transaction over a snapshot,
 * so it finishes in bounded time while the server keeps writing (SQLite's backup API starts over
 * on every write from another connection and never finished under ~10 writes/s).
 */
export async function backupDatabase(
  sqlite: SQLite.Database,
  options: { outDir: string; dataDir?: string; now?: Date },
) {
  const folder = path.resolve(options.outDir, `backup-${backupStamp(options.now)}`);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, "app.sqlite");
  rmSync(file, { force: true }); // VACUUM INTO refuses an existing file
  sqlite.prepare("VACUUM INTO ?").run(file);
  const copied: string[] = [];
  if (options.dataDir) {
    for (const sub of ["uploads", "generated"]) {
      const from = path.join(options.dataDir, sub);
      if (existsSync(from)) {
        // Asynchronous: the server keeps answering while the uploads are copied.
        await cp(from, path.join(folder, sub), { recursive: true });
        copied.push(sub);
      }
    }
  }
  return { folder, file, copied };
}

/** Total bytes of the files under `dir` (a backup folder). */
export function folderSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += folderSize(full);
    else if (entry.isFile()) total += statSync(full).size;
  }
  return total;
}

const BACKUP_FOLDER = /^backup-\d{8}-\d{6}$/;

/** The backup folders in `outDir` (backup-<stamp>, each with an app.sqlite), newest first. */
export function listBackupFolders(outDir: string): string[] {
  if (!existsSync(outDir)) return [];
  return readdirSync(outDir, { withFileTypes: true })
    .filter(
      (e) =>
        e.isDirectory() && BACKUP_FOLDER.test(e.name) && existsSync(path.join(outDir, e.name, "app.sqlite")),
    )
    .map((e) => e.name)
    .sort()
    .reverse();
}

/** Retention: keeps the newest `keep` backup folders of `outDir`, deletes the others. Returns the deleted names. */
export function pruneBackups(outDir: string, keep: number): string[] {
  const removed = listBackupFolders(outDir).slice(Math.max(1, keep));
  for (const name of removed) rmSync(path.join(outDir, name), { recursive: true, force: true });
  return removed;
}
