import { spawn } from "node:child_process";
import { once } from "node:events";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { backupDatabase, DATA_FOLDERS, listBackupFolders, newestBackupsFirst } from "#db/backup";
import { checkBackup, RestoreRefused } from "#db/restore";
import { openDatabase } from "#db/index";
import { createTestDatabase } from "../support/test-db";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("backup", () => {
  it("produces a database that opens and holds the same rows, while the source stays open", async () => {
    const test = await createTestDatabase();
    const now = new Date().toISOString();
    for (let i = 0; i < 50; i++) {
      await test.db
        .insertInto("contact_requests")
        .values({ full_name: `Lead ${i}`, email: `lead${i}@example.com`, created_at: now })
        .execute();
    }
    mkdirSync(path.join(test.dir, "uploads"));
    writeFileSync(path.join(test.dir, "uploads", "photo.webp"), "image-bytes");

    const out = mkdtempSync(path.join(tmpdir(), "vending-backup-"));
    dirs.push(out);
    const result = await backupDatabase(test.sqlite, {
      outDir: out,
      dataDir: test.dir,
      now: new Date("2026-11-22T07:53:01Z"),
    });
    expect(path.basename(result.folder)).toBe("backup-20261122-075301");
    // Every data folder, also those DATA_DIR does not have yet (empty in the backup).
    expect(result.copied).toEqual(["uploads", "generated", "visualizations"]);
    expect(readFileSync(path.join(result.folder, "uploads", "photo.webp"), "utf8")).toBe("image-bytes");

    // The source keeps working after the backup.
    await test.db
      .insertInto("contact_requests")
      .values({ full_name: "After", email: "after@example.com", created_at: now })
      .execute();

    const copy = openDatabase(result.file);
    const rows = await copy.db.selectFrom("contact_requests").select(["full_name"]).orderBy("id").execute();
    expect(rows).toHaveLength(50);
    expect(rows[49]!.full_name).toBe("Lead 49");
    expect(copy.sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
    await copy.db.destroy();
    await test.cleanup();
  });

  it("finishes while another process writes 200 leads a second, and the copy passes integrity_check", async () => {
    const test = await createTestDatabase();
    // Several MB, so that a page-by-page copy takes many steps (each restarted by a write).
    const insert = test.sqlite.prepare(
      "insert into contact_requests (full_name, email, message, created_at) values (?, ?, ?, ?)",
    );
    test.sqlite.transaction(() => {
      for (let i = 0; i < 3000; i++)
        insert.run(`Lead ${i}`, `lead${i}@example.com`, "m".repeat(1500), new Date().toISOString());
    })();
    const writer = spawn(
      process.execPath,
      [path.resolve("scripts/faults/lead-writer.mjs"), test.file, "200"],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    writer.stdout!.on("data", (chunk) => (output += chunk));
    // And a second connection of this process that writes on every turn of the event loop, so a
    // copy that yields between steps (SQLite's backup API) is restarted every time: it never ends.
    const other = new SQLite(test.file);
    const write = other.prepare(
      "insert into contact_requests (full_name, email, created_at) values ('Turn', 'turn@example.com', '')",
    );
    let writing = true;
    const loop = () => {
      if (!writing) return;
      write.run();
      setImmediate(loop);
    };
    try {
      await new Promise<void>((resolve) =>
        writer.stdout!.on("data", () => output.includes("ready") && resolve()),
      );
      setImmediate(loop);
      const out = mkdtempSync(path.join(tmpdir(), "vending-backup-"));
      dirs.push(out);
      const result = await backupDatabase(test.sqlite, { outDir: out });
      const copy = new SQLite(result.file, { readonly: true });
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(
        (copy.prepare("select count(*) as n from contact_requests").get() as { n: number }).n,
      ).toBeGreaterThanOrEqual(3000);
      copy.close();
    } finally {
      writing = false;
      other.close();
      writer.kill("SIGTERM");
      await once(writer, "exit");
      await test.cleanup();
    }
    expect(Number(/written (\d+)/.exec(output)?.[1])).toBeGreaterThan(0);
  }, 20_000);

  it("never lists a backup being written: every listed backup is complete, with all its files", async () => {
    const test = await createTestDatabase();
    const files = 300;
    for (const sub of ["uploads", "visualizations"]) {
      mkdirSync(path.join(test.dir, sub, "x"), { recursive: true });
      for (let i = 0; i < files / 2; i++)
        writeFileSync(path.join(test.dir, sub, "x", `f${i}`), "y".repeat(5000));
    }
    const out = mkdtempSync(path.join(tmpdir(), "vending-backup-"));
    dirs.push(out);
    let done = false;
    const seen: { name: string; files: number; checked: string }[] = [];
    const running = backupDatabase(test.sqlite, { outDir: out, dataDir: test.dir }).finally(
      () => (done = true),
    );
    // What Settings, the download and a restore would see, on every turn while the copy runs.
    while (!done) {
      for (const name of listBackupFolders(out)) {
        const folder = path.join(out, name);
        const count = (sub: string) =>
          existsSync(path.join(folder, sub, "x")) ? readdirSync(path.join(folder, sub, "x")).length : 0;
        const checked = await checkBackup(folder).then(
          (ok) => (ok.dispose(), "ok"),
          (error: unknown) => String(error),
        );
        seen.push({ name, files: count("uploads") + count("visualizations"), checked });
      }
      // Every candidate folder, listed or not, is refused unless complete.
      for (const name of readdirSync(out).filter((n) => !listBackupFolders(out).includes(n))) {
        const refused = await checkBackup(path.join(out, name)).then(
          (ok) => (ok.dispose(), false),
          (error: unknown) => error instanceof RestoreRefused,
        );
        expect(refused, name).toBe(true);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    const result = await running;
    expect(listBackupFolders(out)).toEqual([path.basename(result.folder)]);
    expect(seen.every((s) => s.files === files && s.checked === "ok")).toBe(true);
    expect(readdirSync(out)).toEqual([path.basename(result.folder)]);
    await test.cleanup();
  }, 20_000);

  it("refuses a copy of an unfinished backup (an rsync that caught it mid-way), even under a finished name", async () => {
    const test = await createTestDatabase();
    mkdirSync(path.join(test.dir, "visualizations", "v1"), { recursive: true });
    for (const name of ["space.jpg", "logo.png", "mockup.webp"])
      writeFileSync(path.join(test.dir, "visualizations", "v1", name), name.repeat(1000));
    const out = mkdtempSync(path.join(tmpdir(), "vending-backup-"));
    dirs.push(out);
    const copy = path.join(out, "elsewhere", "backup-20261122-075301");
    await backupDatabase(test.sqlite, {
      outDir: path.join(out, "backups"),
      dataDir: test.dir,
      // Called once the database and files are in the unfinished folder: copied from there, as a
      // copy taken a moment earlier would be, with a mockup not copied yet.
      seal: () => {
        const temp = readdirSync(path.join(out, "backups")).find((n) => n.startsWith(".tmp-backup-"))!;
        cpSync(path.join(out, "backups", temp), copy, { recursive: true });
        rmSync(path.join(copy, "visualizations", "v1", "mockup.webp"));
      },
    });
    const refused = await checkBackup(copy).then(
      (ok) => (ok.dispose(), "accepted"),
      (error: unknown) => (error instanceof RestoreRefused ? error.message : String(error)),
    );
    expect(refused).toMatch(/not finished/);
    await test.cleanup();
  });

  it("removes the unfinished folder a killed backup left, at the next backup, and never one still being written", async () => {
    const test = await createTestDatabase();
    const out = mkdtempSync(path.join(tmpdir(), "vending-backup-"));
    dirs.push(out);
    // A process that is gone (a pid that cannot be alive) and this live one.
    const dead = path.join(out, ".tmp-backup-20261122-075301-2147483646-abcd1234");
    const alive = path.join(out, `.tmp-backup-20261122-075301-${process.ppid}-abcd1234`);
    for (const dir of [dead, alive]) {
      mkdirSync(dir);
      writeFileSync(path.join(dir, "app.sqlite"), "");
    }
    expect(listBackupFolders(out)).toEqual([]);
    const result = await backupDatabase(test.sqlite, { outDir: out, dataDir: test.dir });
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(alive)).toBe(true);
    expect(listBackupFolders(out)).toEqual([path.basename(result.folder)]);
    await test.cleanup();
  });

  it("gives two backups made in the same second two folders", async () => {
    const test = await createTestDatabase();
    const out = mkdtempSync(path.join(tmpdir(), "vending-backup-"));
    dirs.push(out);
    const now = new Date("2026-11-22T07:53:01Z");
    const [a, b] = await Promise.all([
      backupDatabase(test.sqlite, { outDir: out, dataDir: test.dir, now }),
      backupDatabase(test.sqlite, { outDir: out, dataDir: test.dir, now }),
    ]);
    const c = await backupDatabase(test.sqlite, { outDir: out, dataDir: test.dir, now });
    expect(new Set([a.folder, b.folder, c.folder]).size).toBe(3);
    expect(listBackupFolders(out)).toEqual([
      "backup-20261122-075301-3",
      "backup-20261122-075301-2",
      "backup-20261122-075301",
    ]);
    await test.cleanup();
  });

  it("orders backup names newest first, a second one in the same second after its first (off-site retention)", () => {
    const names = [
      "backup-20261122-075301",
      "backup-20261122-075301-10",
      "backup-20261121-235959",
      "notes",
      "backup-20261122-075301-2",
    ];
    // Plain string order puts "-2" before the first of that second and "-10" before "-2".
    expect(newestBackupsFirst(names)).toEqual([
      "backup-20261122-075301-10",
      "backup-20261122-075301-2",
      "backup-20261122-075301",
      "backup-20261121-235959",
    ]);
  });

  it("writes the backup, its files and the database readable by the owner only", async () => {
    const test = await createTestDatabase();
    expect(statSync(test.file).mode & 0o777).toBe(0o600);
    mkdirSync(path.join(test.dir, "uploads", "photos"), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(test.dir, "uploads", "photos", "a.jpg"), "x", { mode: 0o644 });
    const parent = mkdtempSync(path.join(tmpdir(), "vending-backup-"));
    dirs.push(parent);
    const out = path.join(parent, "backups", "nested");
    const result = await backupDatabase(test.sqlite, { outDir: out, dataDir: test.dir });
    const modes: string[] = [];
    const walk = (p: string) => {
      const stat = statSync(p);
      modes.push(`${path.relative(parent, p)} ${(stat.mode & 0o777).toString(8)}`);
      if (stat.isDirectory()) for (const entry of readdirSync(p)) walk(path.join(p, entry));
    };
    walk(path.join(parent, "backups"));
    const name = path.basename(result.folder);
    expect(modes.sort()).toEqual(
      [
        "backups 700",
        "backups/nested 700",
        `backups/nested/${name} 700`,
        `backups/nested/${name}/app.sqlite 600`,
        `backups/nested/${name}/backup.json 600`,
        `backups/nested/${name}/generated 700`,
        `backups/nested/${name}/uploads 700`,
        `backups/nested/${name}/uploads/photos 700`,
        `backups/nested/${name}/uploads/photos/a.jpg 600`,
        `backups/nested/${name}/visualizations 700`,
      ].sort(),
    );
    await test.cleanup();
  });

  it("every folder of DATA_DIR the app writes files into is one of DATA_FOLDERS", () => {
    // The app builds its file paths from DATA_FOLDER's names: no folder name written out by hand
    // beside DATA_DIR, so a new kind of file cannot be left out of the backups.
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name)) {
          const text = readFileSync(full, "utf8");
          for (const match of text.matchAll(
            /path\.(?:join|resolve)\(\s*(?:getEnv\(\)\.DATA_DIR|env\.DATA_DIR|dataDir)\s*,\s*"([^"]+)"/g,
          ))
            if (!["app.sqlite", "session-secret", "server.lock", "backups"].includes(match[1]!))
              offenders.push(`${path.relative(".", full)}: "${match[1]}"`);
          for (const match of text.matchAll(/path\.join\(\s*"(uploads|generated|visualizations|photos)"/g))
            offenders.push(`${path.relative(".", full)}: "${match[1]}"`);
        }
      }
    };
    walk("app");
    expect(offenders).toEqual([]);
    expect(DATA_FOLDERS).toEqual(["uploads", "generated", "visualizations"]);
  });
});
