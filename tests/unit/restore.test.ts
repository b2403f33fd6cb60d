import SQLite from "better-sqlite3";
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { backupDatabase } from "#db/backup";
import { LOCK_FILENAME } from "#db/lock";
import { createTestDatabase } from "../support/test-db";

// `npm run db:restore` run as the operator runs it, against a data folder of its own.
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function restore(dataDir: string, from: string) {
  const run = spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/db-restore.ts", "--from", from], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A backup folder holding one lead named "From the backup", and a data folder with `leads` leads. */
async function setUp(leads: string[]) {
  const backupSource = await createTestDatabase();
  await backupSource.db
    .insertInto("contact_requests")
    .values({ full_name: "From the backup", email: "b@example.com", created_at: "" })
    .execute();
  const out = mkdtempSync(path.join(tmpdir(), "vending-restore-"));
  const { folder } = await backupDatabase(backupSource.sqlite, { outDir: out });
  await backupSource.cleanup();
  const live = await createTestDatabase();
  for (const name of leads)
    await live.db
      .insertInto("contact_requests")
      .values({ full_name: name, email: "l@example.com", created_at: "" })
      .execute();
  cleanups.push(() => rmSync(out, { recursive: true, force: true }));
  return { folder, live };
}

const names = (file: string) => {
  const db = new SQLite(file, { readonly: true });
  const rows = db.prepare("select full_name from contact_requests order by id").pluck().all();
  db.close();
  return rows;
};

describe("db:restore", () => {
  it("refuses while a live process holds the data folder, whatever port it listens on", async () => {
    const { folder, live } = await setUp(["Acknowledged lead"]);
    cleanups.push(live.cleanup);
    const holder = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    const exited = once(holder, "exit");
    cleanups.push(async () => {
      holder.kill("SIGKILL");
      await exited;
    });
    writeFileSync(path.join(live.dir, LOCK_FILENAME), `${holder.pid}\n`);

    const refused = restore(live.dir, folder);
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain(`pid ${holder.pid}`);
    expect(refused.output).toContain(live.dir);
    expect(names(live.file)).toEqual(["Acknowledged lead"]);
    expect(readdirSync(live.dir).some((f) => f.includes("before-restore"))).toBe(false);

    // Once that process is gone its lock file is stale: the restore goes ahead.
    holder.kill("SIGKILL");
    await exited;
    await live.db.destroy();
    const done = restore(live.dir, folder);
    expect(done.output).toContain("Restored");
    expect(done.status).toBe(0);
    expect(names(live.file)).toEqual(["From the backup"]);
  }, 60_000);

  it("keeps the replaced database with the writes that were still only in its WAL", async () => {
    const { folder, live } = await setUp([]);
    cleanups.push(() => rmSync(live.dir, { recursive: true, force: true }));
    // As a crashed server leaves it: committed leads in app.sqlite-wal, not yet in app.sqlite.
    live.sqlite.pragma("wal_autocheckpoint = 0");
    for (let i = 0; i < 20; i++)
      await live.db
        .insertInto("contact_requests")
        .values({ full_name: `In the WAL ${i}`, email: "w@example.com", created_at: "" })
        .execute();

    const done = restore(live.dir, folder);
    expect(done.status).toBe(0);
    const kept = readdirSync(live.dir).find((f) => /^app\.sqlite\.before-restore-\d{8}-\d{6}$/.test(f));
    expect(kept).toBeDefined();
    expect(names(path.join(live.dir, kept!))).toHaveLength(20);
    expect(names(live.file)).toEqual(["From the backup"]);
    live.sqlite.close();
  }, 30_000);
});
