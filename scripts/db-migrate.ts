// `npm run db:migrate`: applies pending migrations to DATA_DIR's database (the server also does
// this at start).
import { closeDatabase, getDatabase, migrateToLatest } from "#db/index";
import { getEnv } from "~/lib/env.server";
import { fail } from "./lib";

try {
  const env = getEnv();
  const { db, file } = getDatabase(env.DATA_DIR);
  const result = await migrateToLatest(db);
  const applied = result.results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s) to ${file}: ${applied.join(", ")}`
      : `${file} is up to date.`,
  );
  await closeDatabase();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
