import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";

/** Test images for the visualization specs, generated (no binary fixtures in git). */
export async function roomPhoto(width = 2400, height = 1600) {
  // A plain office corner: a warm wall, a darker floor, a window; tagged as a camera JPEG with GPS.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9e4da"/><stop offset="1" stop-color="#d6cfc2"/></linearGradient>
    <linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8d8a86"/><stop offset="1" stop-color="#5f5c58"/></linearGradient></defs>
    <rect width="100%" height="72%" fill="url(#w)"/><rect y="72%" width="100%" height="28%" fill="url(#f)"/>
    <rect x="8%" y="14%" width="22%" height="38%" fill="#bcd9ec" stroke="#fff" stroke-width="18"/>
    <rect x="0" y="71.5%" width="100%" height="1%" fill="#f4f1ea"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Visualizer" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "26/1 21/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "80/1 5/1 0/1",
      },
    })
    .toBuffer();
}

export async function logoPng(color = "#0f766e", text = "HARBOR") {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160"><rect x="8" y="8" width="144" height="144" rx="32" fill="${color}"/>
    <circle cx="80" cy="80" r="40" fill="#fbbf24"/><text x="176" y="104" font-family="DejaVu Sans" font-weight="700" font-size="64" fill="${color}">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Saves a generated image under tests/artifacts/ (gitignored) for a human to look at. */
export function saveArtifact(name: string, bytes: Buffer) {
  const dir = path.resolve(import.meta.dirname, "../artifacts");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), bytes);
}

/**
 * A valid 1-bit greyscale PNG of `width` x `height` pixels, all black, written by hand (IHDR, one
 * compressed IDAT, IEND): 50,000,000 x 1 is about 6 KB on disk, within the 50 MP pixel limit, and
 * expensive to decode.
 */
export function stripPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + zero bits, per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
