// `npm run db:restore -- --from <backup folder or .tar>`: replaces DATA_DIR's database and data
// folders (uploads, generated images, space visualizations: DATA_FOLDERS in db/backup.ts) with a
// backup. Stop the server first: the restore refuses while a live process holds
// DATA_DIR/server.lock (whatever port it listens on), and holds the folder itself while it works.
// The backup is checked before anything is touched (db/restore.ts, the same checks as Settings →
// Restore): what is not a complete backup of this site's database is refused with one line. What
// it replaces is kept in DATA_DIR/before-restore-<stamp>/ (restorable the same way).
import path from "node:path";
import { listBackupFolders } from "#db/backup";
import { restoreBackup, restoreFromTar, RestoreRefused } from "#db/restore";
import { appEnv, args, fail } from "./lib";

const { from } = args({ from: { type: "string" } });
const env = appEnv();
if (!from) {
  const found = listBackupFolders(env.BACKUP_DIR).map((name) => `  ${path.join(env.BACKUP_DIR, name)}`);
  fail(
    `Usage: npm run db:restore -- --from <backup folder or .tar>\n${found.length ? `Backups in ${env.BACKUP_DIR}, newest first:\n${found.join("\n")}` : `No backups in ${env.BACKUP_DIR}.`}`,
  );
}

try {
  const log = (line: string) => console.error(line);
  const result = from.endsWith(".tar")
    ? await restoreFromTar(path.resolve(from), env.DATA_DIR, { log })
    : await restoreBackup({ from, dataDir: env.DATA_DIR, log });
  if (result.kept) console.log(`What the restore replaced is kept in ${result.kept}`);
  console.log(
    `Restored ${result.checked.folder} into ${path.resolve(env.DATA_DIR)}. Start the server again.`,
  );
} catch (error) {
  if (error instanceof RestoreRefused) fail(`Not restored: ${error.message}`);
  fail(`Not restored: ${error instanceof Error ? error.message : String(error)}`);
}
