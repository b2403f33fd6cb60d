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
import { afterEach, describe, expect, it } from "vitest";
import { extractTar, tarFolder, UnsafeArchiveError } from "~/lib/tar.server";
import { tarArchive } from "../support/tar-archive";

// Unpacking a backup fetched from the bucket (issue 28 item 7): nothing in the archive may write
// outside the target folder.
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
    await expect(extractTar(chunked(Buffer.from("not a tar at all")), tempDir())).rejects.toThrow(
      /truncated/,
    );
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
});
