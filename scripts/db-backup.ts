// `npm run db:backup -- --out /path/to/backups`: a consistent online copy of the database (the
// server may keep running) plus uploads and generated images, into a timestamped folder.
import { backupDatabase } from "#db/backup";
import { closeDatabase } from "#db/index";
import { getEnv } from "~/lib/env.server";
import { args, fail, openAppDatabase } from "./lib";

const { out } = args({ out: { type: "string", short: "o" } });
if (!out) fail("Usage: npm run db:backup -- --out <folder>");

const { sqlite } = await openAppDatabase();
const result = await backupDatabase(sqlite, { outDir: out, dataDir: getEnv().DATA_DIR });
console.log(
  `Backup written to ${result.folder}${result.copied.length ? ` (with ${result.copied.join(", ")})` : ""}`,
);
await closeDatabase();
