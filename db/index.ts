import SQLite from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, Migrator, SqliteDialect, type MigrationResultSet } from "kysely";
import { migrations } from "./migrations";
import type { Database } from "./schema";

export type DB = Kysely<Database>;

export interface OpenDatabase {
  db: DB;
  /** The raw better-sqlite3 handle (backups, pragmas, tests). */
  sqlite: SQLite.Database;
  file: string;
}

export const DATABASE_FILENAME = "app.sqlite";

/** The SQLite file inside a data folder. */
export function databaseFile(dataDir: string) {
  return path.resolve(dataDir, DATABASE_FILENAME);
}

/** Opens (creating when needed) a SQLite file with the pragmas this app relies on. */
export function openDatabase(file: string): OpenDatabase {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL"); // safe with WAL: a commit survives a process crash
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite, file };
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Migrations from parallel branches may land in any order on a developer's database.
    allowUnorderedMigrations: true,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error");
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${reason}`);
  }
  return result;
}

let current: OpenDatabase | undefined;

/** The process-wide database (opened on first use from DATA_DIR). */
export function getDatabase(dataDir: string): OpenDatabase {
  current ??= openDatabase(databaseFile(dataDir));
  return current;
}

/** Closes the process-wide database, if open. */
export async function closeDatabase() {
  const open = current;
  current = undefined;
  if (open) await open.db.destroy();
}
