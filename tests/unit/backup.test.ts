import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
      await test.db.insertInto("contact_requests").values({ full_name: `Lead ${i}`, email: `lead${i}@example.com`, created_at: now }).execute();
    }
    mkdirSync(path.join(test.dir, "uploads"));
    writeFileSync(path.join(test.dir, "uploads", "photo.webp"), "image-bytes");

    const out = mkdtempSync(path.join(tmpdir(), "vending-backup-"));
    dirs.push(out);
    const result = await backupDatabase(test.sqlite, { outDir: out, dataDir: test.dir, now: new Date("2026-11-22T07:53:01Z") });
    expect(path.basename(result.folder)).toBe("backup-20261122-075301");
    expect(result.copied).toEqual(["uploads"]);
    expect(readFileSync(path.join(result.folder, "uploads", "photo.webp"), "utf8")).toBe("image-bytes");

    // The source keeps working after the backup.
    await test.db.insertInto("contact_requests").values({ full_name: "After", email: "after@example.com", created_at: now }).execute();

    const copy = openDatabase(result.file);
    const rows = await copy.db.selectFrom("contact_requests").select(["full_name"]).orderBy("id").execute();
    expect(rows).toHaveLength(50);
    expect(rows[49]!.full_name).toBe("Lead 49");
    expect(copy.sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
    await copy.db.destroy();
    await test.cleanup();
  });
});
