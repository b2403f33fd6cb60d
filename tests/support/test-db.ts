import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrateToLatest, openDatabase } from "#db/index";

/** A real, migrated SQLite file in a fresh temporary folder. */
export async function createTestDatabase() {
  const dir = mkdtempSync(path.join(tmpdir(), "vending-db-"));
  const open = openDatabase(path.join(dir, "app.sqlite"));
  await migrateToLatest(open.db);
  return {
    ...open,
    dir,
    async cleanup() {
      await open.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
