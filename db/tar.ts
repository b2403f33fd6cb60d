import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { BACKUP_DATABASE, BACKUP_MANIFEST, DATA_FOLDERS } from "./backup";

/**
 * Tar archives of backups: the one way to make one (the Settings download, the off-site copy) and
 * the one way to unpack one (`npm run db:restore -- --from x.tar`, Settings → Restore's upload,
 * `npm run db:fetch-offsite`). Writing uses the system `tar`; reading is done here, entry by entry
 * as the bytes stream in, so that nothing in an archive can write outside the target folder:
 * absolute paths, `..`, links and device files are refused before anything is written.
 */

/** tar could not run or failed while packing a folder. */
export class TarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TarError";
  }
}

/**
 * `tar -cf - -C <parentDir> <name>` as a stream; with `members` (paths inside `name`), the folder's
 * entry and those members only. `finished` resolves when tar exits 0 and rejects when it cannot run
 * or fails (a stream that merely ended is not proof of a complete archive); the stream then ends
 * with that error. `kill` stops tar (a client that went away).
 */
export function tarFolder(parentDir: string, name: string, members?: string[]) {
  const args = members
    ? ["--no-recursion", name, "--recursion", ...members.map((member) => `${name}/${member}`)]
    : [name];
  const tar = spawn("tar", ["-cf", "-", "-C", parentDir, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  tar.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  // tar's output goes through `stream`, which ends only once tar has exited 0: a failed tar (it
  // still writes an archive's end) ends the stream with an error, so the reader never takes a cut
  // archive for a whole one.
  const stream = new PassThrough();
  tar.stdout.pipe(stream, { end: false });
  // Readers see the error through their own listeners (pipeline, Readable.toWeb); without one it
  // must not stop the process.
  stream.on("error", () => undefined);
  const finished = new Promise<void>((resolve, reject) => {
    tar.once("error", (error) => {
      const failure = new TarError(`tar could not run: ${error.message}`);
      stream.destroy(failure);
      reject(failure);
    });
    tar.once("close", (code, signal) => {
      if (code === 0) {
        stream.end();
        resolve();
      } else {
        const error = new TarError(
          `tar failed (${signal ?? `exit ${code}`}): ${stderr.trim().slice(0, 500)}`,
        );
        stream.destroy(error);
        reject(error);
      }
    });
  });
  // The caller reports the failure through `finished`; it must not go unhandled when it does not.
  finished.catch(() => undefined);
  return { stream, finished, kill: () => tar.kill("SIGKILL") };
}

/**
 * A complete backup folder `<backupDir>/<name>` as a tar stream (one `<name>/` folder): what a
 * backup holds (its database, its backup.json, the data folders), nothing else left beside them.
 */
export function tarBackup(backupDir: string, name: string) {
  const members = [BACKUP_DATABASE, BACKUP_MANIFEST, ...DATA_FOLDERS].filter((member) =>
    existsSync(path.join(backupDir, name, member)),
  );
  return tarFolder(backupDir, name, members);
}

/** An entry that could write outside the target folder, or is not a plain file or folder. */
export class UnsafeArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnsafeArchiveError";
  }
}

/** Not a tar archive, or one cut short or damaged. */
export class DamagedArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DamagedArchiveError";
  }
}

const NOT_AN_ARCHIVE = "The file is not a backup archive (a .tar downloaded from Settings).";

const BLOCK = 512;

/** Reads exact byte counts from a stream without holding more than one chunk beyond them. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly iterator: AsyncIterator<Buffer>;
  private done = false;

  constructor(stream: Readable) {
    this.iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  private async fill(): Promise<boolean> {
    if (this.done) return false;
    const next = await this.iterator.next();
    if (next.done) {
      this.done = true;
      return false;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    this.buffered.push(chunk);
    this.length += chunk.length;
    return true;
  }

  private take(n: number): Buffer {
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    this.buffered = all.length > n ? [all.subarray(n)] : [];
    this.length = all.length - n;
    return all.subarray(0, n);
  }

  /** Exactly `n` bytes, or fewer at the end of the stream. */
  async read(n: number): Promise<Buffer> {
    while (this.length < n) if (!(await this.fill())) break;
    return this.take(Math.min(n, this.length));
  }

  /** Hands the next `n` bytes to `sink` chunk by chunk. Returns how many there were. */
  async forward(n: number, sink: (chunk: Buffer) => Promise<void>): Promise<number> {
    let left = n;
    while (left > 0) {
      if (this.length === 0 && !(await this.fill())) break;
      const chunk = this.take(Math.min(left, this.length));
      left -= chunk.length;
      await sink(chunk);
    }
    return n - left;
  }

  async close() {
    await this.iterator.return?.();
  }
}

function text(block: Buffer, start: number, length: number) {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString("utf8");
}

/** An octal number field, or GNU's base-256 form for sizes over 8 GB. */
function number(block: Buffer, start: number, length: number) {
  const field = block.subarray(start, start + length);
  if (field[0]! & 0x80) {
    let value = field[0]! & 0x7f;
    for (let i = 1; i < field.length; i++) value = value * 256 + field[i]!;
    return value;
  }
  const digits = text(block, start, length).trim();
  return digits ? parseInt(digits, 8) : 0;
}

function checksumOk(block: Buffer) {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  return sum === number(block, 148, 8);
}

/** The pax header records (`<len> key=value\n`) that matter here. */
function paxRecords(data: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    if (space === -1) break;
    const length = parseInt(data.subarray(at, space).toString("utf8"), 10);
    if (!length || length < 0) break;
    const record = data.subarray(space + 1, at + length - 1).toString("utf8");
    const eq = record.indexOf("=");
    if (eq > 0) records[record.slice(0, eq)] = record.slice(eq + 1);
    at += length;
  }
  return records;
}

/** The archive path made safe, or an UnsafeArchiveError naming the entry. */
function safeRelative(name: string, root: string | undefined): string {
  const trimmed = name.replace(/^(\.\/)+/, "");
  if (!trimmed || trimmed.includes("\0"))
    throw new UnsafeArchiveError(`An entry has an empty or invalid name.`);
  if (trimmed.startsWith("/") || /^[A-Za-z]:/.test(trimmed) || trimmed.includes("\\"))
    throw new UnsafeArchiveError(`The archive holds an absolute path (${name}): refused.`);
  const parts = trimmed.split("/").filter((p) => p !== "" && p !== ".");
  if (parts.includes(".."))
    throw new UnsafeArchiveError(`The archive holds a path with ".." (${name}): refused.`);
  if (root !== undefined && parts[0] !== root)
    throw new UnsafeArchiveError(`The archive holds ${name}, outside the folder ${root}/: refused.`);
  return parts.join("/");
}

/**
 * Extracts a tar stream into `outDir`: regular files and folders only, every path checked before
 * anything is written (and, with `root`, required to sit inside that one top folder). Folders are
 * made 0700 and files 0600: a backup is readable by its owner only. Throws UnsafeArchiveError for
 * an entry that could write elsewhere (or a link, a special file, a name given twice), and
 * DamagedArchiveError for what is not a tar or is damaged or truncated.
 */
export async function extractTar(stream: Readable, outDir: string, options: { root?: string } = {}) {
  const reader = new ByteReader(stream);
  const target = path.resolve(outDir);
  mkdirSync(target, { recursive: true, mode: 0o700 });
  let longName: string | undefined;
  let pax: Record<string, string> = {};
  let files = 0;
  let bytes = 0;
  let sawEnd = false;
  let headers = 0;
  try {
    for (;;) {
      const header = await reader.read(BLOCK);
      const first = headers === 0;
      headers += 1;
      if (header.length === 0) break;
      // A compressed file or anything else that is not a tar (tar's own magic is "ustar").
      if (first && (header.length < BLOCK || header.subarray(257, 262).toString("latin1") !== "ustar"))
        throw new DamagedArchiveError(NOT_AN_ARCHIVE);
      if (header.length < BLOCK)
        throw new DamagedArchiveError("The archive is truncated (a partial header).");
      if (header.every((b) => b === 0)) {
        sawEnd = true;
        break;
      }
      if (!checksumOk(header))
        throw new DamagedArchiveError("The archive is damaged (a header checksum does not match).");
      const type = String.fromCharCode(header[156]!) || "0";
      let size = number(header, 124, 12);

      if (type === "L" || type === "x" || type === "g" || type === "K") {
        if (size > 1024 * 1024)
          throw new DamagedArchiveError("The archive is damaged (an oversized extended header).");
        const padded = Math.ceil(size / BLOCK) * BLOCK;
        const data = await reader.read(padded);
        if (data.length < padded) throw new DamagedArchiveError("The archive is truncated.");
        if (type === "L") longName = text(data, 0, size);
        else if (type === "x") pax = paxRecords(data.subarray(0, size));
        continue;
      }

      const magic = header.subarray(257, 263).toString("latin1");
      const prefix = magic === "ustar\0" ? text(header, 345, 155) : "";
      const rawName =
        pax.path ?? longName ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
      if (pax.size !== undefined) size = Number(pax.size);
      if (!Number.isSafeInteger(size) || size < 0)
        throw new DamagedArchiveError("The archive is damaged (an entry's size).");
      const padded = Math.ceil(size / BLOCK) * BLOCK;
      longName = undefined;
      pax = {};

      if (type !== "0" && type !== "\0" && type !== "5" && type !== "7")
        throw new UnsafeArchiveError(
          `The archive holds ${rawName}, which is a ${type === "1" ? "hard link" : type === "2" ? "symbolic link" : "special file"}: refused (a backup holds only files and folders).`,
        );
      const relative = safeRelative(rawName, options.root);
      const destination = path.resolve(target, relative);
      if (destination !== target && !destination.startsWith(target + path.sep))
        throw new UnsafeArchiveError(`The archive holds ${rawName}, outside the target folder: refused.`);

      if (type === "5") {
        mkdirSync(destination, { recursive: true, mode: 0o700 });
        continue;
      }
      mkdirSync(path.dirname(destination), { recursive: true, mode: 0o700 });
      if (existsSync(destination))
        throw new UnsafeArchiveError(`The archive holds ${rawName} twice: refused.`);
      const out = createWriteStream(destination, { mode: 0o600, flags: "wx" });
      await once(out, "open");
      const written = await reader.forward(size, async (chunk) => {
        if (!out.write(chunk)) await once(out, "drain");
      });
      out.end();
      await once(out, "close");
      if (written < size) throw new DamagedArchiveError(`The archive is truncated (in ${rawName}).`);
      const rest = padded - size;
      if (rest && (await reader.read(rest)).length < rest)
        throw new DamagedArchiveError("The archive is truncated.");
      files += 1;
      bytes += size;
    }
  } finally {
    await reader.close();
  }
  if (!sawEnd)
    throw new DamagedArchiveError(files === 0 ? NOT_AN_ARCHIVE : "The archive is truncated (it has no end).");
  return { files, bytes };
}
