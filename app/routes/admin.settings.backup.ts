import { spawn } from "node:child_process";
import { Readable } from "node:stream";
import { getEnv } from "~/lib/env.server";
import { newestBackupFolder } from "~/models/backups.server";
import { requireUser } from "~/server/auth.server";
import type { Route } from "./+types/admin.settings.backup";

/**
 * GET /admin/settings/backup.tar: the newest backup folder as a tar archive, streamed as it is
 * made (the system `tar`, present on every Debian image; docs/decisions/048-backups.md). Admins only.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const dir = getEnv().BACKUP_DIR;
  const newest = newestBackupFolder(dir);
  if (!newest) throw new Response("No backup has been made yet.", { status: 404 });
  const tar = spawn("tar", ["-cf", "-", "-C", dir, newest.name], { stdio: ["ignore", "pipe", "pipe"] });
  tar.stderr.on("data", (chunk: Buffer) => console.error(`backup download: tar: ${chunk.toString().trim()}`));
  request.signal.addEventListener("abort", () => tar.kill());
  // A missing `tar` or a failed archive ends the download with an error (the browser reports a
  // failed download), never an unhandled 'error' event that would stop the server.
  tar.on("error", (error) => {
    console.error(`backup download: tar could not run: ${error.message}`);
    tar.stdout.destroy(error);
  });
  tar.on("exit", (code) => {
    if (code) tar.stdout.destroy(new Error(`tar exited with ${code}`));
  });
  return new Response(Readable.toWeb(tar.stdout) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/x-tar",
      "Content-Disposition": `attachment; filename="${newest.name}.tar"`,
      "Cache-Control": "private, no-store",
    },
  });
}
