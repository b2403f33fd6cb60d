// `npx tsx scripts/faults/backup-race.ts [--runs 8] [--files 3000] [--kills 3] [--leads 20000]` (`npm run build` first):
//
// 1. Backups against readers. The built server runs on a data folder holding leads and thousands
//    of image files; `npm run db:backup` runs RUNS times against it (another process, as an
//    operator or cron runs it) while this script, as fast as it can, (a) lists the backups the way
//    Settings → Restore does, (b) downloads /admin/settings/backup.tar and unpacks it, and (c) offers
//    every folder in BACKUP_DIR, finished or not, to the restore's checks (db/restore.ts, the code
//    `npm run db:restore` and the admin use). Each one is judged by an independent oracle: a
//    complete backup holds the database (integrity ok, every lead) and every data file. Counted:
//    incomplete backups listed, served, or accepted (all must be 0).
// 2. The daily backup after a crash. KILLS times: the daily job is made due, the server is killed
//    with SIGKILL while the backup is being written, restarted on the same folder, and the daily
//    backup jobs waiting to run are counted (must be 1); the next backup must clean up the
//    unfinished folder the kill left.
import SQLite from "better-sqlite3";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { cp } from "node:fs/promises";
import path from "node:path";
import { countFiles, DATA_FOLDERS, TEMP_BACKUP_PREFIX } from "#db/backup";
import { migrateToLatest, openDatabase } from "#db/index";
import { checkBackup, RestoreRefused, unpackBackupTar } from "#db/restore";
import { makeDataDir, TEST_ADMIN } from "../../tests/support/app-server";
import { args } from "../lib";
import { startAppServer, type AppServer } from "./lib";

const options = args({
  runs: { type: "string", default: "8" },
  files: { type: "string", default: "3000" },
  kills: { type: "string", default: "3" },
  leads: { type: "string", default: "20000" },
});
const RUNS = Number(options.runs);
const FILES = Number(options.files);
const LEADS = Number(options.leads);

// --- A data folder worth backing up -------------------------------------------------------------
const dataDir = makeDataDir("vending-fault-race-");
const backupDir = path.join(dataDir, "backups");
{
  const open = openDatabase(path.join(dataDir, "app.sqlite"));
  await migrateToLatest(open.db);
  const insert = open.sqlite.prepare(
    "insert into contact_requests (full_name, email, message, created_at) values (?, ?, ?, ?)",
  );
  open.sqlite.transaction(() => {
    for (let i = 0; i < LEADS; i++)
      insert.run(`Lead ${i}`, `lead${i}@example.com`, "m".repeat(800), new Date().toISOString());
  })();
  await open.db.destroy();
  for (let i = 0; i < FILES; i++) {
    const sub = DATA_FOLDERS[i % DATA_FOLDERS.length]!;
    const dir = path.join(dataDir, sub, `set${i % 40}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `f${i}.bin`), randomBytes(4000));
  }
}
const expectedFiles = DATA_FOLDERS.reduce((n, sub) => n + countFiles(path.join(dataDir, sub)).files, 0);

/** The oracle, independent of the code under test: is this folder a whole backup? */
const judged = new Map<string, boolean>();
function complete(folder: string) {
  // A finished backup never changes once named: judged once.
  const name = path.basename(folder);
  const finished = path.dirname(folder) === backupDir && name.startsWith("backup-");
  if (finished && judged.get(folder)) return true;
  const verdict = judge(folder);
  if (finished) judged.set(folder, verdict);
  return verdict;
}

function judge(folder: string) {
  try {
    const files = DATA_FOLDERS.reduce((n, sub) => n + countFiles(path.join(folder, sub)).files, 0);
    if (files !== expectedFiles) return false;
    const db = new SQLite(path.join(folder, "app.sqlite"), { readonly: true, fileMustExist: true });
    try {
      const ok = db.pragma("integrity_check", { simple: true }) === "ok";
      const leads = db.prepare("select count(*) from contact_requests").pluck().get() as number;
      return ok && leads >= LEADS;
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(server: AppServer) {
  const res = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

function dbBackup() {
  const child = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/db-backup.ts"], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return once(child, "exit").then(([code]) => ({ code: code as number, output }));
}

// --- Part 1: backups against readers -----------------------------------------------------------
const server = await startAppServer({ dataDir, timeoutMs: 60_000 });
const cookie = await signIn(server);
const scratch = makeDataDir("vending-fault-race-scratch-");
const figures = {
  backupRuns: 0,
  backupFailures: 0,
  listings: 0,
  listedSeen: 0,
  listedIncomplete: 0,
  downloads: 0,
  downloadsRefusedByServer: 0,
  downloadsServed: 0,
  servedIncomplete: 0,
  candidates: 0,
  candidatesInProgress: 0,
  acceptedIncomplete: 0,
  refusedComplete: 0,
  snapshots: 0,
  snapshotsAcceptedIncomplete: 0,
};
let writing = true;
const started = performance.now();
const backups = (async () => {
  for (let i = 0; i < RUNS; i++) {
    const result = await dbBackup();
    figures.backupRuns += 1;
    if (result.code !== 0) {
      figures.backupFailures += 1;
      console.error(result.output.trim());
    }
  }
  writing = false;
})();

const lister = (async () => {
  while (writing) {
    const page = await fetch(`${server.url}/admin/settings/restore`, { headers: { Cookie: cookie } });
    const html = await page.text();
    figures.listings += 1;
    for (const [, name] of html.matchAll(/backup\.tar\?backup=(backup-[0-9-]+)"/g)) {
      figures.listedSeen += 1;
      if (!complete(path.join(backupDir, name!))) figures.listedIncomplete += 1;
    }
    await pause(20);
  }
})();

const downloader = (async () => {
  while (writing) {
    const res = await fetch(`${server.url}/admin/settings/backup.tar`, { headers: { Cookie: cookie } });
    figures.downloads += 1;
    if (res.status !== 200) {
      figures.downloadsRefusedByServer += 1;
      await res.arrayBuffer();
      await pause(50);
      continue;
    }
    const tar = path.join(scratch, `download-${figures.downloads}.tar`);
    try {
      writeFileSync(tar, Buffer.from(await res.arrayBuffer()));
    } catch {
      continue; // the stream was cut (tar failed): not a served backup
    }
    figures.downloadsServed += 1;
    try {
      const unpacked = await unpackBackupTar(tar, scratch);
      if (!complete(unpacked.folder)) figures.servedIncomplete += 1;
      unpacked.dispose();
    } catch {
      figures.servedIncomplete += 1;
    }
    rmSync(tar, { force: true });
  }
})();

const candidates = (async () => {
  while (writing) {
    const names = existsSync(backupDir) ? readdirSync(backupDir) : [];
    for (const name of names) {
      const folder = path.join(backupDir, name);
      figures.candidates += 1;
      if (name.startsWith(TEMP_BACKUP_PREFIX)) figures.candidatesInProgress += 1;
      const accepted = await checkBackup(folder).then(
        (checked) => (checked.dispose(), true),
        (error: unknown) => {
          if (!(error instanceof RestoreRefused)) throw error;
          return false;
        },
      );
      // Judged after the check: a folder completed meanwhile may be accepted; one still being
      // written when accepted would be caught here as incomplete only if it is still incomplete.
      const whole = existsSync(folder) && complete(folder);
      if (accepted && !whole && existsSync(folder)) figures.acceptedIncomplete += 1;
      if (!accepted && whole && !name.startsWith(".")) figures.refusedComplete += 1;
      // A copy of a folder still being written, under a finished backup's name: the checks must
      // refuse it by its contents, not only by its name.
      if (name.startsWith(TEMP_BACKUP_PREFIX) && figures.snapshots < 40) {
        const snapshot = path.join(scratch, `backup-20000101-000000-${figures.snapshots + 2}`);
        try {
          await cp(folder, snapshot, { recursive: true });
        } catch {
          rmSync(snapshot, { recursive: true, force: true });
          continue; // renamed while copied: complete meanwhile
        }
        figures.snapshots += 1;
        const snapshotAccepted = await checkBackup(snapshot).then(
          (checked) => (checked.dispose(), true),
          () => false,
        );
        if (snapshotAccepted && !complete(snapshot)) figures.snapshotsAcceptedIncomplete += 1;
        rmSync(snapshot, { recursive: true, force: true });
      }
    }
    await pause(20);
  }
})();

await Promise.all([backups, lister, downloader, candidates]);
const seconds = (performance.now() - started) / 1000;
await server.stop();
console.log(
  `data: ${LEADS} leads, ${expectedFiles} files in ${DATA_FOLDERS.join(", ")}; ${figures.backupRuns} runs of npm run db:backup (${figures.backupFailures} failed) in ${seconds.toFixed(1)} s`,
);
console.log(
  `listings ${figures.listings} (backups listed ${figures.listedSeen}), incomplete listed: ${figures.listedIncomplete}`,
);
console.log(
  `downloads ${figures.downloads} (served ${figures.downloadsServed}, 404 before the first backup ${figures.downloadsRefusedByServer}), incomplete served: ${figures.servedIncomplete}`,
);
console.log(
  `restore candidates checked ${figures.candidates} (${figures.candidatesInProgress} still being written), incomplete accepted: ${figures.acceptedIncomplete}, complete refused: ${figures.refusedComplete}`,
);
console.log(
  `copies of unfinished backups under a finished name: ${figures.snapshots}, incomplete accepted: ${figures.snapshotsAcceptedIncomplete}`,
);

// --- Part 2: kill -9 during the daily backup ---------------------------------------------------
const kills = Number(options.kills);
const dailyAfterRestart: number[] = [];
const interruptedRows: number[] = [];
let leftoversAfterRestart = 0;
let leftoversAfterNextBackup = 0;
let killedMidBackup = 0;
const pending = () => {
  const db = new SQLite(path.join(dataDir, "app.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    return db
      .prepare("select count(*) from jobs where type = 'backups.daily' and status in ('queued', 'running')")
      .pluck()
      .get() as number;
  } finally {
    db.close();
  }
};
for (let k = 0; k < kills; k++) {
  const running = await startAppServer({ dataDir, timeoutMs: 60_000 });
  const db = new SQLite(path.join(dataDir, "app.sqlite"));
  db.pragma("busy_timeout = 5000");
  db.prepare("update jobs set run_at = ? where type = 'backups.daily' and status = 'queued'").run(
    new Date(Date.now() - 1000).toISOString(),
  );
  db.close();
  // Killed as soon as the daily run's unfinished folder appears.
  const deadline = Date.now() + 30_000;
  let caught = false;
  while (Date.now() < deadline) {
    if (readdirSync(backupDir).some((name) => name.startsWith(TEMP_BACKUP_PREFIX))) {
      caught = true;
      break;
    }
    await pause(5);
  }
  await running.kill();
  if (caught) killedMidBackup += 1;
  const restarted = await startAppServer({ dataDir, timeoutMs: 60_000 });
  dailyAfterRestart.push(pending());
  leftoversAfterRestart += readdirSync(backupDir).filter((n) => n.startsWith(TEMP_BACKUP_PREFIX)).length;
  const rows = new SQLite(path.join(dataDir, "app.sqlite"), { readonly: true });
  interruptedRows.push(
    rows.prepare("select count(*) from backups where status = 'interrupted'").pluck().get() as number,
  );
  rows.close();
  await restarted.stop();
}
const next = await dbBackup();
leftoversAfterNextBackup = readdirSync(backupDir).filter((n) => n.startsWith(TEMP_BACKUP_PREFIX)).length;
console.log(
  `kill -9 during the daily backup: ${killedMidBackup} of ${kills} kills landed mid-backup; daily backup jobs waiting after each restart: ${dailyAfterRestart.join(", ")} (must be 1); backup rows marked interrupted: ${interruptedRows.join(", ")}`,
);
console.log(
  `unfinished folders left by the kills: ${leftoversAfterRestart} seen after the restarts, ${leftoversAfterNextBackup} after the next backup (${next.code === 0 ? "succeeded" : "FAILED"})`,
);

rmSync(scratch, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });
const bad =
  figures.listedIncomplete +
  figures.servedIncomplete +
  figures.acceptedIncomplete +
  figures.snapshotsAcceptedIncomplete +
  figures.backupFailures +
  dailyAfterRestart.filter((n) => n !== 1).length +
  leftoversAfterNextBackup +
  (next.code === 0 ? 0 : 1);
process.exit(bad ? 1 : 0);
