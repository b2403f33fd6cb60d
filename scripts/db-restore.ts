// `npm run db:restore -- --from <backup folder>`: replaces DATA_DIR's database (and uploads,
// generated images) with a backup. Stop the server first; the backup is checked before anything
// is replaced, and the current database is kept as app.sqlite.before-restore-<stamp>.
import SQLite from "better-sqlite3";
import { cpSync, existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { backupStamp } from "#db/backup";
import { databaseFile } from "#db/index";
import { getEnv } from "~/lib/env.server";
import { args, fail } from "./lib";

const { from, force } = args({ from: { type: "string" }, force: { type: "boolean", default: false } });
if (!from) fail("Usage: npm run db:restore -- --from <backup folder> [--force]");

const source = path.join(path.resolve(from), "app.sqlite");
if (!existsSync(source)) fail(`No app.sqlite in ${from}`);
const check = new SQLite(source, { readonly: true });
const integrity = check.pragma("integrity_check", { simple: true });
check.close();
if (integrity !== "ok") fail(`The backup failed its integrity check: ${integrity}`);

const dataDir = getEnv().DATA_DIR;
const target = databaseFile(dataDir);
try {
  const res = await fetch(`http://127.0.0.1:${getEnv().PORT}/healthz`, { signal: AbortSignal.timeout(1000) });
  if (res.ok && !force) fail("The server still answers on PORT: stop it before restoring (or pass --force).");
} catch {
  // not running: good
}
if (existsSync(target)) {
  const kept = `${target}.before-restore-${backupStamp()}`;
  renameSync(target, kept);
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
console.log(`Restored ${source} -> ${target}. Start the server again.`);
