import SQLite from "better-sqlite3";
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import {
  Kysely,
  Migrator,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type MigrationResultSet,
} from "kysely";
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

/**
 * How long a statement waits for another connection's write lock. better-sqlite3 is synchronous,
 * so the wait blocks every request of the process: kept short, and a lock that lasts longer
 * answers 503 + Retry-After (see `isDatabaseUnavailable`) instead of freezing the server.
 */
export const BUSY_TIMEOUT_MS = 200;

/**
 * SQLite errors that mean "the database cannot take this write right now" (disk full, locked by
 * another process, an I/O error), not "this request is wrong": answered 503 with Retry-After.
 */
const UNAVAILABLE_CODES = /^SQLITE_(FULL|BUSY|LOCKED|IOERR|CANTOPEN|READONLY)(_|$)/;

export function isDatabaseUnavailable(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === "string" && UNAVAILABLE_CODES.test(code);
}

/**
 * Kysely's SQLite driver, except that ROLLBACK is only sent when a transaction is still open.
 * SQLite rolls a transaction back by itself on some errors (SQLITE_FULL, SQLITE_IOERR, ...);
 * Kysely's ROLLBACK then throws "cannot rollback - no transaction is active", and that error
 * replaced the real one. Every `transaction().execute()` goes through here.
 */
class SafeRollbackSqliteDriver extends SqliteDriver {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.sqlite.inTransaction) return;
    await super.rollbackTransaction(connection);
  }
}

class AppSqliteDialect extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createDriver() {
    return new SafeRollbackSqliteDriver(this.sqlite);
  }
}

/** Opens (creating when needed) a SQLite file with the pragmas this app relies on. */
export function openDatabase(file: string, options: { busyTimeoutMs?: number } = {}): OpenDatabase {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // Every lead is in it: owner-only, whatever the umask (SQLite gives its -wal and -shm the same mode).
  for (const suffix of ["", "-wal", "-shm"]) {
    try {
      if (existsSync(file + suffix)) chmodSync(file + suffix, 0o600);
    } catch {
      // Not ours to change (another owner, a read-only mount): left as it is.
    }
  }
  sqlite.pragma(`busy_timeout = ${options.busyTimeoutMs ?? BUSY_TIMEOUT_MS}`);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL"); // safe with WAL: a commit survives a process crash
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new AppSqliteDialect(sqlite) });
  return { db, sqlite, file };
}

/**
 * Reads and writes the database the way a request would: a row of `jobs` is read, one is inserted
 * in a transaction that is then rolled back (nothing is kept). Returns what failed, or undefined.
 */
export async function checkDatabase(db: Kysely<Database>): Promise<string | undefined> {
  const rolledBack = new Error("healthz: rolled back");
  try {
    await db.selectFrom("jobs").select("id").orderBy("id", "desc").limit(1).execute();
    // Through Kysely, so the check waits for (and never interleaves with) a transaction in flight.
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("jobs")
        .values({
          type: "healthz",
          payload: "null",
          max_attempts: 0,
          run_at: "",
          created_at: "",
          updated_at: "",
        })
        .execute();
      throw rolledBack;
    });
    return "the check transaction was not rolled back";
  } catch (error) {
    if (error === rolledBack) return undefined;
    const code = (error as { code?: unknown }).code;
    return `${typeof code === "string" ? `${code}: ` : ""}${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * `PRAGMA quick_check` of the file (pages, indexes, free list; not the slow full integrity check).
 * Throws one line naming the file when it fails or the file is not a database.
 */
export function assertDatabaseIntact(open: OpenDatabase) {
  let problems: string[];
  try {
    const rows = open.sqlite.pragma("quick_check(20)") as { quick_check: string }[];
    problems = rows
      .flatMap((row) => row.quick_check.split("\n"))
      .filter((line) => line.trim() && line !== "ok" && !line.startsWith("*** in database"));
  } catch (error) {
    problems = [error instanceof Error ? error.message : String(error)];
  }
  if (problems.length) {
    throw new Error(
      `The database ${open.file} failed PRAGMA quick_check: ${problems[0]!.replace(/\s+/g, " ")}${problems.length > 1 ? ` (and more)` : ""}`,
    );
  }
}

/** Applies every pending migration; throws with the failing migration's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> (record 027)
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
