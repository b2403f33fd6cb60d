import SQLite from "better-sqlite3";
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LOCK_FILENAME } from "#db/lock";
import { restoreBackup, restoreFromTar, RestoreRefused } from "#db/restore";
import { runBackup } from "~/models/backups.server";
import { fileChecksums, fillDataFolder, tableRows } from "../support/data-folder";
import { createTestDatabase } from "../support/test-db";

// `npm run db:restore` run as the operator runs it, against a data folder of its own.
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const TSX = path.resolve("node_modules/.bin/tsx");

function restore(dataDir: string, from: string) {
  const run = spawnSync(TSX, ["scripts/db-restore.ts", "--from", from], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The same, without blocking: several refusals are checked side by side. */
async function restoreAsync(dataDir: string, from: string) {
  const child = spawn(TSX, ["scripts/db-restore.ts", "--from", from], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const [status] = (await once(child, "exit")) as [number | null];
  return { status, output };
}

function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A complete backup (as the daily job makes it) of a database holding one lead, "From the backup". */
async function makeBackup(fill = false) {
  const source = await createTestDatabase();
  cleanups.push(source.cleanup);
  await source.db
    .insertInto("contact_requests")
    .values({ full_name: "From the backup", email: "b@example.com", created_at: "" })
    .execute();
  if (fill) await fillDataFolder(source.db, source.dir);
  const out = tempDir("vending-restore-");
  const outcome = await runBackup(source.db, {
    trigger: "command",
    sqlite: source.sqlite,
    backupDir: out,
    dataDir: source.dir,
    keep: 14,
  });
  if (!outcome.ok) throw new Error(outcome.error);
  return {
    folder: outcome.folder,
    file: path.join(outcome.folder, "app.sqlite"),
    out,
    source,
    id: outcome.id,
  };
}

/** A data folder with its own leads. */
async function liveFolder(leads: string[]) {
  const live = await createTestDatabase();
  for (const name of leads)
    await live.db
      .insertInto("contact_requests")
      .values({ full_name: name, email: "l@example.com", created_at: "" })
      .execute();
  return live;
}

const names = (file: string) => {
  const db = new SQLite(file, { readonly: true });
  const rows = db.prepare("select full_name from contact_requests order by id").pluck().all();
  db.close();
  return rows;
};

describe("db:restore", () => {
  it("refuses while a live process holds the data folder, whatever port it listens on", async () => {
    const { folder } = await makeBackup();
    const live = await liveFolder(["Acknowledged lead"]);
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
    expect(readdirSync(live.dir).some((f) => f.includes("before-restore") || f.startsWith(".restore"))).toBe(
      false,
    );

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
    const { folder } = await makeBackup();
    const live = await liveFolder([]);
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
    const kept = readdirSync(live.dir).find((f) => /^before-restore-\d{8}-\d{6}$/.test(f));
    expect(kept).toBeDefined();
    expect(done.output).toContain(path.join(live.dir, kept!));
    expect(names(path.join(live.dir, kept!, "app.sqlite"))).toHaveLength(20);
    expect(names(live.file)).toEqual(["From the backup"]);
    live.sqlite.close();
  }, 30_000);

  it("ends every session the backup holds: sign-outs and removed admins since then stay out", async () => {
    const backup = await makeBackup();
    backup.source.sqlite
      .prepare(
        "insert into users (username, password_hash, created_at, updated_at) values ('gone', 'x', '', '')",
      )
      .run();
    backup.source.sqlite
      .prepare(
        "insert into sessions (id, user_id, created_at, expires_at, last_seen_at) values ('old-session', (select id from users where username = 'gone'), '', '2999-01-01', '')",
      )
      .run();
    const again = await runBackup(backup.source.db, {
      trigger: "command",
      sqlite: backup.source.sqlite,
      backupDir: backup.out,
      dataDir: backup.source.dir,
      keep: 14,
    });
    if (!again.ok) throw new Error(again.error);
    const copy = new SQLite(path.join(again.folder, "app.sqlite"), { readonly: true });
    expect(copy.prepare("select count(*) from sessions").pluck().get()).toBe(1);
    copy.close();
    const live = await liveFolder([]);
    live.sqlite.close();
    cleanups.push(() => rmSync(live.dir, { recursive: true, force: true }));
    expect(restore(live.dir, again.folder).status).toBe(0);
    const restored = new SQLite(live.file, { readonly: true });
    expect(restored.prepare("select count(*) from sessions").pluck().get()).toBe(0);
    expect(restored.prepare("select count(*) from users where username = 'gone'").pluck().get()).toBe(1);
    restored.close();
  }, 30_000);

  it("brings back every file the database points to (visualizations too), file by file and row by row", async () => {
    const { folder, source, id } = await makeBackup(true);
    const folders = ["uploads", "generated", "visualizations"];
    const original = fileChecksums(source.dir, folders);
    expect(Object.keys(original).filter((f) => f.startsWith("visualizations/"))).toHaveLength(5);
    expect(Object.keys(original).length).toBeGreaterThanOrEqual(10);

    const fresh = path.join(tempDir("vending-fresh-"), "data");
    const done = restore(fresh, folder);
    expect(done.output).toContain("Restored");
    expect(done.status).toBe(0);
    expect(fileChecksums(fresh, folders)).toEqual(original);
    // Every row of every table, as in the original (the backup's own run row apart: below).
    expect(tableRows(path.join(fresh, "app.sqlite"), ["backups"])).toEqual(
      tableRows(source.file, ["backups"]),
    );
    // Every file a row points to is there.
    const restored = new SQLite(path.join(fresh, "app.sqlite"), { readonly: true });
    const pointed = [
      ...(restored
        .prepare("select logo_path, space_photo_path, generated_image_path from visualization_requests")
        .raw()
        .all()
        .flat() as string[]),
      ...(restored.prepare("select original_path from site_photos").pluck().all() as string[]),
    ];
    // The restored database does not show its own backup as still running.
    const run = restored.prepare("select status, folder from backups where id = ?").get(id);
    restored.close();
    expect(pointed.length).toBe(4);
    for (const rel of pointed) expect(existsSync(path.join(fresh, rel))).toBe(true);
    expect(run).toEqual({ status: "succeeded", folder: path.basename(folder) });
    // Owner-only: the restored database and folders.
    expect(statSync(path.join(fresh, "app.sqlite")).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(fresh, "visualizations")).mode & 0o777).toBe(0o700);
  }, 30_000);

  it("refuses what is not a complete backup of this site's database, with one line and no stack trace", async () => {
    const good = await makeBackup();
    const candidates: Record<string, string> = {};
    const candidate = (label: string, make: (file: string) => void) => {
      const dir = path.join(
        tempDir("vending-bad-"),
        `backup-20260101-00000${Object.keys(candidates).length}`,
      );
      mkdirSync(dir);
      make(path.join(dir, "app.sqlite"));
      candidates[label] = dir;
    };
    candidate("empty", (file) => writeFileSync(file, ""));
    candidate("not sqlite", (file) => writeFileSync(file, "hello, this is not a database\n".repeat(50)));
    candidate("another sqlite", (file) => {
      const other = new SQLite(file);
      other.exec("create table notes (x text); insert into notes values ('hi')");
      other.close();
    });
    candidate("newer", (file) => {
      copyFileSync(good.file, file);
      const newer = new SQLite(file);
      newer
        .prepare("insert into kysely_migration (name, timestamp) values ('9999_from_the_future', '')")
        .run();
      newer.close();
    });
    candidate("corrupt", (file) => {
      copyFileSync(good.file, file);
      const db = new SQLite(file);
      const pageSize = db.pragma("page_size", { simple: true }) as number;
      const root = db
        .prepare("select rootpage from sqlite_master where name = 'contact_requests'")
        .pluck()
        .get() as number;
      db.close();
      // Scribble over the leads table's page.
      const fd = openSync(file, "r+");
      writeSync(fd, Buffer.alloc(600, 0xab), 0, 600, (root - 1) * pageSize + 8);
      closeSync(fd);
    });
    candidate("truncated with a hot journal", (file) => {
      copyFileSync(good.file, file);
      // A process killed in the middle of a big transaction leaves app.sqlite-journal beside the file.
      const script = `
        const SQLite = require("better-sqlite3");
        const db = new SQLite(${JSON.stringify(file)});
        db.pragma("journal_mode = DELETE");
        db.pragma("cache_size = 1");
        db.exec("begin");
        const insert = db.prepare("insert into contact_requests (full_name, email, created_at) values (?, 'x@example.com', '')");
        for (let i = 0; i < 3000; i++) insert.run("x".repeat(500));
        process.kill(process.pid, "SIGKILL");`;
      spawnSync(process.execPath, ["-e", script], { cwd: path.resolve(".") });
      expect(existsSync(`${file}-journal`)).toBe(true);
      truncateSync(file, Math.floor(statSync(file).size / 2));
    });

    const live = await liveFolder(["Acknowledged lead"]);
    cleanups.push(live.cleanup);
    // Every case through the library the command and the admin share ...
    const reasons: Record<string, string> = {};
    for (const [label, dir] of Object.entries(candidates)) {
      const error = await restoreBackup({ from: dir, dataDir: live.dir }).then(
        () => new Error(`${label} was restored`),
        (refusal: unknown) => refusal,
      );
      expect(error, label).toBeInstanceOf(RestoreRefused);
      reasons[label] = (error as Error).message;
      expect(reasons[label], label).not.toContain("\n");
    }
    expect(reasons["empty"]).toMatch(/empty \(0 bytes\)/);
    expect(reasons["not sqlite"]).toMatch(/not a SQLite database/);
    expect(reasons["another sqlite"]).toMatch(/not this site's/);
    expect(reasons["newer"]).toMatch(/newer version of the site.*9999_from_the_future/);
    expect(reasons["corrupt"]).toMatch(/integrity check|damaged/);
    expect(reasons["truncated with a hot journal"]).toMatch(/half-written: app\.sqlite-journal/);

    // ... and the two from the issue through the command: exit 1, one line, no stack trace.
    const runs = await Promise.all(
      ["empty", "truncated with a hot journal"].map(async (label) => ({
        label,
        ...(await restoreAsync(live.dir, candidates[label]!)),
      })),
    );
    for (const run of runs) {
      expect(run.status, `${run.label}: ${run.output}`).toBe(1);
      expect(run.output.trim().split("\n"), `${run.label}: ${run.output}`).toEqual([
        `Not restored: ${reasons[run.label]}`,
      ]);
    }
    // Nothing in the data folder was touched.
    expect(names(live.file)).toEqual(["Acknowledged lead"]);
    expect(readdirSync(live.dir).filter((f) => f.includes("restore"))).toEqual([]);
  }, 60_000);

  it("restores a .tar of a backup (as Settings downloads it) and refuses archives that reach outside", async () => {
    const { folder, out } = await makeBackup(true);
    const tar = path.join(out, "download.tar");
    spawnSync("tar", ["-cf", tar, "-C", out, path.basename(folder)]);
    const fresh = path.join(tempDir("vending-fresh-"), "data");
    const done = restore(fresh, tar);
    expect(done.output).toContain("Restored");
    expect(done.status).toBe(0);
    expect(names(path.join(fresh, "app.sqlite"))).toContain("From the backup");
    expect(readdirSync(path.join(fresh, "visualizations"))).toHaveLength(1);
    expect(readdirSync(fresh).filter((f) => f.startsWith("."))).toEqual([]);

    const evil = tempDir("vending-evil-");
    const victim = path.join(evil, "victim");
    mkdirSync(path.join(evil, "backup-x"));
    copyFileSync(path.join(folder, "app.sqlite"), path.join(evil, "backup-x", "app.sqlite"));
    symlinkSync("/etc", path.join(evil, "backup-x", "uploads"));
    const archives = {
      link: ["-cf", path.join(evil, "link.tar"), "-C", evil, "backup-x"],
      parent: [
        "-cPf",
        path.join(evil, "parent.tar"),
        "-C",
        path.join(evil, "backup-x"),
        "../backup-x/app.sqlite",
      ],
      absolute: ["-cPf", path.join(evil, "absolute.tar"), path.join(evil, "backup-x", "app.sqlite")],
    };
    writeFileSync(path.join(evil, "junk.tar"), "not an archive ".repeat(100));
    const refusals: Record<string, string> = {};
    for (const [label, tarArgs] of [
      ...Object.entries(archives),
      ["junk", ["", path.join(evil, "junk.tar")]] as const,
    ]) {
      if (label !== "junk") expect(spawnSync("tar", tarArgs).status, label).toBe(0);
      const error = await restoreFromTar(tarArgs[1]!, victim).then(
        () => new Error(`${label} was restored`),
        (refusal: unknown) => refusal,
      );
      expect(error, label).toBeInstanceOf(RestoreRefused);
      refusals[label] = (error as Error).message;
    }
    // The same checks as every other unpacking of a backup (db/tar.ts; tests/unit/tar-extract.test.ts).
    expect(refusals).toMatchObject({
      link: expect.stringMatching(/symbolic link: refused \(a backup holds only files and folders\)/),
      parent: expect.stringMatching(/a path with "\.\."/),
      absolute: expect.stringMatching(/absolute path/),
      junk: expect.stringMatching(/not a backup archive/),
    });
    expect(existsSync(path.join(victim, "app.sqlite"))).toBe(false);
    expect(readdirSync(victim)).toEqual([]);
  }, 60_000);
});
