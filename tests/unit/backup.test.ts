import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { backupDatabase } from "#db/backup";
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
    expect(result.copied).toEqual(["uploads"]);
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
});
