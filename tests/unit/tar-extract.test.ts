import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { DamagedArchiveError, extractTar, tarBackup, tarFolder, UnsafeArchiveError } from "#db/tar";
import { tarArchive } from "../support/tar-archive";

// The one way a backup .tar is made and unpacked (db/tar.ts): the Settings download, the off-site
// copy, `npm run db:restore -- --from x.tar`, the admin's upload and `npm run db:fetch-offsite`.
// Nothing in an archive may write outside the target folder.
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "vending-tar-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A stream that hands the archive over in small uneven pieces, as a download does. */
function chunked(bytes: Buffer, size = 700) {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return Readable.from(pieces);
}

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("extractTar", () => {
  it("unpacks what the system tar packed, byte for byte, owner-only", async () => {
    const source = tempDir();
    const folder = path.join(source, "backup-20261127-080000");
    mkdirSync(path.join(folder, "uploads", "nested"), { recursive: true });
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    writeFileSync(path.join(folder, "app.sqlite"), big);
    writeFileSync(path.join(folder, "uploads", "nested", `${"long-name-".repeat(12)}.webp`), "image");
    writeFileSync(path.join(folder, "uploads", "empty"), "");
    const packed = tarFolder(source, "backup-20261127-080000");
    const out = tempDir();
    const [result] = await Promise.all([
      extractTar(packed.stream, out, { root: "backup-20261127-080000" }),
      packed.finished,
    ]);
    expect(result.files).toBe(3);
    const copy = path.join(out, "backup-20261127-080000");
    expect(sha(readFileSync(path.join(copy, "app.sqlite")))).toBe(sha(big));
    expect(
      readFileSync(path.join(copy, "uploads", "nested", `${"long-name-".repeat(12)}.webp`), "utf8"),
    ).toBe("image");
    expect(readFileSync(path.join(copy, "uploads", "empty"), "utf8")).toBe("");
    expect(statSync(path.join(copy, "app.sqlite")).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(copy, "uploads")).mode & 0o777).toBe(0o700);
  });

  it.each([
    ["an absolute path", [{ name: "/tmp/evil.txt", body: "x" }], /absolute path/],
    ["a path with ..", [{ name: "backup-x/../../evil.txt", body: "x" }], /"\.\."/],
    [
      "a symbolic link",
      [
        { name: "backup-x/", type: "5" as const },
        { name: "backup-x/link", type: "2" as const, linkname: "/etc" },
      ],
      /symbolic link/,
    ],
    ["a hard link", [{ name: "backup-x/hard", type: "1" as const, linkname: "/etc/passwd" }], /hard link/],
    ["an entry outside the backup's folder", [{ name: "other/app.sqlite", body: "x" }], /outside the folder/],
  ])("refuses %s and writes nothing outside the target", async (_what, entries, message) => {
    const parent = tempDir();
    const out = path.join(parent, "out");
    const archive = tarArchive([{ name: "backup-x/app.sqlite", body: "db" }, ...entries]);
    const error = await extractTar(chunked(archive), out, { root: "backup-x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsafeArchiveError);
    expect((error as Error).message).toMatch(message);
    expect(readdirSync(parent)).toEqual(["out"]);
    expect(existsSync("/tmp/evil.txt")).toBe(false);
  });

  it("refuses a truncated or damaged archive", async () => {
    const archive = tarArchive([{ name: "backup-x/app.sqlite", body: Buffer.alloc(5000, 1) }]);
    await expect(extractTar(chunked(archive.subarray(0, 2048)), tempDir())).rejects.toThrow(/truncated/);
    const damaged = Buffer.from(archive);
    damaged[10] = 0x41;
    await expect(extractTar(chunked(damaged), tempDir())).rejects.toThrow(/checksum/);
    for (const junk of [
      Buffer.from("not a tar at all"),
      Buffer.from("not an archive ".repeat(100)),
      gzipSync(archive),
      Buffer.alloc(0),
    ])
      await expect(extractTar(chunked(junk), tempDir())).rejects.toThrow(
        new DamagedArchiveError("The file is not a backup archive (a .tar downloaded from Settings)."),
      );
  });

  it.each([
    ["a character device", "3"],
    ["a block device", "4"],
    ["a named pipe", "6"],
  ] as const)("refuses %s", async (_what, type) => {
    const out = tempDir();
    const archive = tarArchive([
      { name: "backup-x/app.sqlite", body: "db" },
      { name: "backup-x/dev", type },
    ]);
    await expect(extractTar(chunked(archive), out, { root: "backup-x" })).rejects.toThrow(
      /special file: refused/,
    );
  });

  it("refuses an entry given twice rather than overwrite the first", async () => {
    const archive = tarArchive([
      { name: "backup-x/app.sqlite", body: "db" },
      { name: "backup-x/app.sqlite", body: "other" },
    ]);
    const out = tempDir();
    await expect(extractTar(chunked(archive), out)).rejects.toThrow(UnsafeArchiveError);
    expect(readFileSync(path.join(out, "backup-x", "app.sqlite"), "utf8")).toBe("db");
  });

  it("tar -t agrees with the hand-made archives the refusals are tested with", () => {
    const dir = tempDir();
    const file = path.join(dir, "a.tar");
    writeFileSync(
      file,
      tarArchive([
        { name: "backup-x/app.sqlite", body: "db" },
        { name: "../evil.txt", body: "x" },
      ]),
    );
    const listed = spawnSync("tar", ["-tf", file], { encoding: "utf8" });
    expect(listed.stdout.split("\n").filter(Boolean)).toEqual(["backup-x/app.sqlite", "../evil.txt"]);
  });

  it("tarBackup packs what a backup holds and nothing left beside it", async () => {
    const source = tempDir();
    const folder = path.join(source, "backup-20261127-080000");
    mkdirSync(path.join(folder, "visualizations", "7"), { recursive: true });
    writeFileSync(path.join(folder, "app.sqlite"), "db");
    writeFileSync(path.join(folder, "backup.json"), "{}");
    writeFileSync(path.join(folder, "visualizations", "7", "photo.webp"), "photo");
    writeFileSync(path.join(folder, "stray.txt"), "not part of a backup");
    const packed = tarBackup(source, "backup-20261127-080000");
    const out = tempDir();
    await Promise.all([extractTar(packed.stream, out, { root: "backup-20261127-080000" }), packed.finished]);
    expect(readdirSync(path.join(out, "backup-20261127-080000")).sort()).toEqual([
      "app.sqlite",
      "backup.json",
      "visualizations",
    ]);
  });

  it("a failed tar ends the stream with an error and rejects finished", async () => {
    // tar still writes an archive's end blocks here: the stream must not simply end.
    const packed = tarFolder(tempDir(), "no-such-folder");
    const read = (async () => {
      for await (const chunk of packed.stream) void chunk;
    })();
    await expect(packed.finished).rejects.toThrow(/tar failed/);
    await expect(read).rejects.toThrow(/tar failed/);
  });
});
