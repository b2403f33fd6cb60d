import {
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { randomBytes } from "node:crypto";
import { createWriteStream, rmSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { makeOwnerOnlyDir } from "#db/backup";
import { formatBytes } from "~/lib/bytes";
import { isClientAbort } from "~/lib/client-abort.server";
import { getEnv } from "~/lib/env.server";
import { discardBody } from "~/visualization/uploads.server";

/**
 * Reads Settings → Restore's upload form (multipart, one `backup` file: a .tar downloaded from
 * Settings earlier) into a temporary file in BACKUP_DIR, at most BACKUP_UPLOAD_MAX_BYTES.
 */
export type BackupUpload =
  { ok: true; file: string; dispose: () => void } | { ok: false; status: 400 | 413; error: string };

export async function readBackupUpload(request: Request): Promise<BackupUpload> {
  const { BACKUP_UPLOAD_MAX_BYTES: limit, BACKUP_DIR } = getEnv();
  const tooLarge = {
    ok: false,
    status: 413,
    error: `The file is too large: an upload may be at most ${formatBytes(limit)}. Restore a larger backup with npm run db:restore (see the README).`,
  } as const;
  if (Number(request.headers.get("content-length") ?? "0") > limit + 64 * 1024) {
    await discardBody(request);
    return tooLarge;
  }
  makeOwnerOnlyDir(BACKUP_DIR);
  const file = path.join(BACKUP_DIR, `.tmp-upload-${randomBytes(6).toString("hex")}.tar`);
  const dispose = () => rmSync(file, { force: true });
  let received = 0;
  try {
    await parseFormData(
      request,
      { maxFileSize: limit, maxTotalSize: limit + 64 * 1024, maxParts: 4, maxFiles: 1 },
      async (upload: FileUpload) => {
        if (upload.fieldName !== "backup") return null;
        received = upload.size;
        if (received === 0) return null;
        await pipeline(
          Readable.fromWeb(upload.stream() as import("node:stream/web").ReadableStream),
          createWriteStream(file, { mode: 0o600 }),
        );
        return null;
      },
    );
  } catch (error) {
    dispose();
    if (isClientAbort(error, request)) throw error;
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      await discardBody(request);
      return tooLarge;
    }
    if (error instanceof MaxPartsExceededError || error instanceof MaxFilesExceededError) {
      await discardBody(request);
      return { ok: false, status: 413, error: "Send one backup file at a time." };
    }
    throw error;
  }
  if (received === 0) return { ok: false, status: 400, error: "Choose a backup file (.tar) to upload." };
  return { ok: true, file, dispose };
}
