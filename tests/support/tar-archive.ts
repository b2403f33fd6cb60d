/**
 * Builds tar archives byte by byte (ustar headers), including the hostile entries a real `tar`
 * would not write: absolute paths, "..", links. For the archive checks of the off-site restore.
 */
export interface TarEntry {
  name: string;
  body?: string | Buffer;
  /** "0" file (default), "5" folder, "1" hard link, "2" symbolic link, "3"/"4" device, "6" pipe. */
  type?: "0" | "5" | "1" | "2" | "3" | "4" | "6";
  linkname?: string;
}

function header(entry: TarEntry, size: number) {
  const block = Buffer.alloc(512);
  const write = (text: string, at: number, length: number) => block.write(text, at, length, "utf8");
  write(entry.name, 0, 100);
  write("0000600\0", 100, 8);
  write("0000000\0", 108, 8);
  write("0000000\0", 116, 8);
  write(`${size.toString(8).padStart(11, "0")}\0`, 124, 12);
  write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, "0")}\0`,
    136,
    12,
  );
  block.fill(0x20, 148, 156);
  write(entry.type ?? "0", 156, 1);
  write(entry.linkname ?? "", 157, 100);
  write("ustar\0", 257, 6);
  write("00", 263, 2);
  let sum = 0;
  for (const byte of block) sum += byte;
  write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8);
  return block;
}

export function tarArchive(entries: TarEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? "");
    parts.push(header(entry, entry.type === "5" ? 0 : body.length));
    if (entry.type !== "5" && body.length) {
      parts.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
    }
  }
  parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}
