import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { BACKUP_DATABASE, BACKUP_MANIFEST, DATA_FOLDERS } from "#db/backup";
import { getEnv } from "~/lib/env.server";
import { findBackup, newestBackupFolder } from "~/models/backups.server";
import { requireUser } from "~/server/auth.server";
import type { Route } from "./+types/admin.settings.backup";

/**
 * GET /admin/settings/backup.tar[?backup=backup-<stamp>]: a complete backup (the newest, or the
 * listed one named) as a tar archive, streamed as it is made (the system `tar`, present on every
 * Debian image; docs/decisions/048 and 068). Only listed backups: one still being written has a
 * temporary name until it is complete. Admins only.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const dir = getEnv().BACKUP_DIR;
  const asked = new URL(request.url).searchParams.get("backup");
  const name = asked ? findBackup(asked, dir)?.name : newestBackupFolder(dir)?.name;
  if (!name)
    throw new Response(asked ? "There is no such backup." : "No backup has been made yet.", { status: 404 });
  // The folder entry first, then what a backup holds: its database, its description, the data folders.
  const members = [BACKUP_DATABASE, BACKUP_MANIFEST, ...DATA_FOLDERS]
    .filter((member) => existsSync(path.join(dir, name, member)))
    .map((member) => `${name}/${member}`);
  const tar = spawn("tar", ["-cf", "-", "-C", dir, "--no-recursion", name, "--recursion", ...members], {
    stdio: ["ignore", "pipe", "pipe"],
  });
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
      "Content-Disposition": `attachment; filename="${name}.tar"`,
      "Cache-Control": "private, no-store",
    },
  });
}
