// `npx tsx scripts/faults/backup-under-writes.ts [--rate 200] [--leads 20000] [--api]`: builds a
// database of N leads in a temporary folder, starts another process writing leads at RATE/s
// (scripts/faults/lead-writer.mjs), runs the same backup as `npm run db:backup` and prints how long
// it took. `--api` uses SQLite's online backup API instead (the old way, for comparison; it starts
// over on every write and is given up after 60 s).
import SQLite from "better-sqlite3";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { backupDatabase } from "#db/backup";
import { migrateToLatest, openDatabase } from "#db/index";
import { args } from "../lib";

const options = args({
  rate: { type: "string", default: "200" },
  leads: { type: "string", default: "20000" },
  api: { type: "boolean", default: false },
});
const rate = Number(options.rate);
const dir = mkdtempSync(path.join(tmpdir(), "vending-fault-backup-"));
const open = openDatabase(path.join(dir, "app.sqlite"));
await migrateToLatest(open.db);
const insert = open.sqlite.prepare(
  "insert into contact_requests (full_name, email, message, created_at) values (?, ?, ?, ?)",
);
open.sqlite.transaction(() => {
  for (let i = 0; i < Number(options.leads); i++)
    insert.run(`Lead ${i}`, `lead${i}@example.com`, "m".repeat(1500), new Date().toISOString());
})();
const pages = open.sqlite.pragma("page_count", { simple: true }) as number;
console.log(
  `database: ${options.leads} leads, ${((pages * 4096) / 1e6).toFixed(1)} MB; writer at ${rate} leads/s`,
);

const writer = spawn(
  process.execPath,
  [path.resolve(import.meta.dirname, "lead-writer.mjs"), open.file, String(rate)],
  { stdio: ["ignore", "pipe", "inherit"] },
);
let output = "";
writer.stdout!.on("data", (chunk) => (output += chunk));
await new Promise<void>((resolve) => writer.stdout!.on("data", () => output.includes("ready") && resolve()));

const started = performance.now();
let outcome: string;
if (options.api) {
  const target = path.join(dir, "api-copy.sqlite");
  const giveUp = new Promise<string>((resolve) =>
    setTimeout(() => resolve("did NOT finish within 60 s"), 60_000).unref(),
  );
  outcome = await Promise.race([open.sqlite.backup(target).then(() => "finished"), giveUp]);
} else {
  const result = await backupDatabase(open.sqlite, { outDir: path.join(dir, "backups") });
  const copy = new SQLite(result.file, { readonly: true });
  outcome = `finished, copy integrity_check: ${String(copy.pragma("integrity_check", { simple: true }))}`;
  copy.close();
}
const seconds = (performance.now() - started) / 1000;
writer.kill("SIGTERM");
await once(writer, "exit");
console.log(
  `${options.api ? "backup API" : "VACUUM INTO (npm run db:backup)"}: ${outcome} in ${seconds.toFixed(2)} s; ${output.match(/written \d+/)?.[0] ?? "?"} leads by the writer`,
);
await open.db.destroy();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
