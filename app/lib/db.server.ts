import { getDatabase, type DB } from "#db/index";
import { getEnv } from "./env.server";

/** The app's Kysely instance over DATA_DIR's SQLite file. */
export function db(): DB {
  return getDatabase(getEnv().DATA_DIR).db;
}

/** The current time as an ISO-8601 UTC string, the format every timestamp column uses. */
export function nowIso(date: Date = new Date()) {
  return date.toISOString();
}

/** The raw better-sqlite3 handle of the app's database (the online backup's `VACUUM INTO`). */
export function sqliteHandle() {
  return getDatabase(getEnv().DATA_DIR).sqlite;
}
