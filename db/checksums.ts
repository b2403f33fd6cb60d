import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A landed migration is never edited (databases in the field already ran it): a change is a new
 * migration. db/migrations/checksums.json holds the SHA-256 of every landed migration file, and a
 * unit test fails when one of them differs (docs/decisions/027-migration-checksums.md).
 */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
export const CHECKSUMS_FILE = path.join(MIGRATIONS_DIR, "checksums.json");

/** Every migration file (0001_name.ts ...) with the SHA-256 of its bytes, in name order. */
export function migrationChecksums(dir = MIGRATIONS_DIR): Record<string, string> {
  const files = readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.ts$/.test(name))
    .sort();
  return Object.fromEntries(
    files.map((name) => [
      name,
      createHash("sha256")
        .update(readFileSync(path.join(dir, name)))
        .digest("hex"),
    ]),
  );
}

export function recordedChecksums(file = CHECKSUMS_FILE): Record<string, string> {
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
}
