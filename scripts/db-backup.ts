// `npm run db:backup [-- --out /path/to/backups]`: a consistent online copy of the database (the
// server may keep running) plus every data folder (DATA_FOLDERS in db/backup.ts), into a timestamped
// folder that appears only once complete. The same
// backup as the daily job and "Back up now" (app/models/backups.server.ts, db/backup.ts), recorded
// in the database so Settings shows it. Without --out it writes into BACKUP_DIR and keeps the
// newest BACKUP_KEEP backups there; a folder given with --out is never pruned.
import { closeDatabase } from "#db/index";
import { getEnv } from "~/lib/env.server";
import { formatBytes } from "~/lib/bytes";
import { runBackup } from "~/models/backups.server";
import { args, fail, openAppDatabase } from "./lib";

const { out } = args({ out: { type: "string", short: "o" } });

const { db, sqlite } = await openAppDatabase();
const env = getEnv();
const outcome = await runBackup(db, {
  trigger: "command",
  sqlite,
  backupDir: out ?? env.BACKUP_DIR,
  dataDir: env.DATA_DIR,
  keep: out ? Number.POSITIVE_INFINITY : env.BACKUP_KEEP,
});
await closeDatabase();
if (!outcome.ok) fail(`Backup failed: ${outcome.error}`);
console.log(
  `Backup written to ${outcome.folder} (${formatBytes(outcome.sizeBytes)})${outcome.pruned.length ? `; removed older ${outcome.pruned.join(", ")}` : ""}`,
);
