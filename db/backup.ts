import type SQLite from "better-sqlite3";
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
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
        cpSync(from, path.join(folder, sub), { recursive: true });
        copied.push(sub);
      }
    }
  }
  return { folder, file, copied };
}
