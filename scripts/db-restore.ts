// `npm run db:restore -- --from <backup folder>`: replaces DATA_DIR's database (and uploads,
// generated images) with a backup. Stop the server first: the restore refuses while a live
// process holds DATA_DIR/server.lock (whatever port it listens on), and holds the folder itself
// while it works. The backup is checked before anything is replaced, and the current database is
// kept (checkpointed first, so its WAL is in it) as app.sqlite.before-restore-<stamp>.
import SQLite from "better-sqlite3";
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { backupStamp, listBackupFolders } from "#db/backup";
import { databaseFile } from "#db/index";
import { lockDataDir } from "#db/lock";
import { getEnv } from "~/lib/env.server";
import { args, fail } from "./lib";

const { from } = args({ from: { type: "string" } });
if (!from) {
  const backupDir = getEnv().BACKUP_DIR;
  const found = listBackupFolders(backupDir).map((name) => `  ${path.join(backupDir, name)}`);
  fail(
    `Usage: npm run db:restore -- --from <backup folder>\n${found.length ? `Backups in ${backupDir}, newest first:\n${found.join("\n")}` : `No backups in ${backupDir}.`}`,
  );
}

const source = path.join(path.resolve(from), "app.sqlite");
if (!existsSync(source)) fail(`No app.sqlite in ${from}`);
const check = new SQLite(source, { readonly: true });
const integrity = check.pragma("integrity_check", { simple: true });
check.close();
if (integrity !== "ok") fail(`The backup failed its integrity check: ${integrity}`);

const dataDir = getEnv().DATA_DIR;
const target = databaseFile(dataDir);
mkdirSync(dataDir, { recursive: true }); // a fresh data folder (a new machine) is fine
let release: () => void;
try {
  release = lockDataDir(dataDir);
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}: stop the server before restoring.`);
}
if (existsSync(target)) {
  // Committed writes may still be only in app.sqlite-wal: fold them into the file before keeping it.
  try {
    const current = new SQLite(target);
    current.pragma("wal_checkpoint(TRUNCATE)");
    current.close();
  } catch (error) {
    console.error(
      `Could not checkpoint ${target} (${error instanceof Error ? error.message : error}); keeping its -wal next to it`,
    );
  }
  const kept = `${target}.before-restore-${backupStamp()}`;
  renameSync(target, kept);
  for (const suffix of ["-wal", "-shm"])
    if (existsSync(target + suffix)) renameSync(target + suffix, kept + suffix);
  console.log(`Current database kept as ${kept}`);
}
for (const suffix of ["-wal", "-shm"]) rmSync(target + suffix, { force: true });
cpSync(source, target);
for (const sub of ["uploads", "generated"]) {
  const dir = path.join(path.resolve(from), sub);
  if (existsSync(dir)) {
    rmSync(path.join(dataDir, sub), { recursive: true, force: true });
    cpSync(dir, path.join(dataDir, sub), { recursive: true });
  }
}
release();
console.log(`Restored ${source} -> ${target}. Start the server again.`);
