import { Readable } from "node:stream";
import { tarBackup } from "#db/tar";
import { getEnv } from "~/lib/env.server";
import { findBackup, newestBackupFolder } from "~/models/backups.server";
import { requireUser } from "~/server/auth.server";
import type { Route } from "./+types/admin.settings.backup";

/**
 * GET /admin/settings/backup.tar[?backup=backup-<stamp>]: a complete backup (the newest, or the
 * listed one named) as a tar archive, streamed as it is made (db/tar.ts's tarBackup: the system
 * `tar`, present on every Debian image; docs/decisions/048 and 068). Only listed backups: one still being written has a
 * temporary name until it is complete. Admins only.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const dir = getEnv().BACKUP_DIR;
  const asked = new URL(request.url).searchParams.get("backup");
  const name = asked ? findBackup(asked, dir)?.name : newestBackupFolder(dir)?.name;
  if (!name)
    throw new Response(asked ? "There is no such backup." : "No backup has been made yet.", { status: 404 });
  // What a backup holds, streamed as tar writes it (db/tar.ts, as the off-site copy makes it).
  const tar = tarBackup(dir, name);
  request.signal.addEventListener("abort", () => tar.kill());
  // A missing `tar` or a failed archive ends the download with an error (the browser reports a
  // failed download), never an unhandled 'error' event that would stop the server.
  tar.finished.catch((error: unknown) => {
    if (!request.signal.aborted)
      console.error(`backup download: ${error instanceof Error ? error.message : String(error)}`);
  });
  return new Response(Readable.toWeb(tar.stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/x-tar",
      "Content-Disposition": `attachment; filename="${name}.tar"`,
      "Cache-Control": "private, no-store",
    },
  });
}
