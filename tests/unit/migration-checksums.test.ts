import { mkdtempSync, readFileSync, writeFileSync, copyFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, migrationChecksums, recordedChecksums } from "#db/checksums";
import { migrations } from "#db/migrations/index";

describe("landed migrations are frozen", () => {
  it("every migration file has a recorded checksum and matches it (edit nothing landed: add a migration)", () => {
    const recorded = recordedChecksums();
    const current = migrationChecksums();
    for (const [name, sum] of Object.entries(current)) {
      expect(recorded[name], `${name} has no checksum: run npm run db:checksums`).toBeDefined();
      expect(sum, `${name} changed after it landed`).toBe(recorded[name]);
    }
  });

  it("no recorded migration was deleted or renamed", () => {
    const current = migrationChecksums();
    for (const name of Object.keys(recordedChecksums()))
      expect(current[name], `${name} is gone`).toBeDefined();
  });

  it("the migration list runs exactly the files on disk", () => {
    const files = Object.keys(migrationChecksums()).map((name) => name.replace(/\.ts$/, ""));
    expect(Object.keys(migrations)).toEqual(files);
  });

  it("notices a one-byte change", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
    for (const name of readdirSync(MIGRATIONS_DIR))
      copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
    const before = migrationChecksums(dir);
    const file = path.join(dir, "0001_initial.ts");
    writeFileSync(file, readFileSync(file, "utf8").replace("create", "create "));
    const after = migrationChecksums(dir);
    expect(after["0001_initial.ts"]).not.toBe(before["0001_initial.ts"]);
    expect(after["0004_lead_notification_channels.ts"]).toBe(before["0004_lead_notification_channels.ts"]);
  });
});
