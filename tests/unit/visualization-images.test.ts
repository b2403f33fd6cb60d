import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageRejectedError, MAX_INPUT_PIXELS, normalizeUpload, sniffImageType } from "~/lib/images.server";
import { stripPng } from "../support/visualization-fixtures";

const solid = (format: "jpeg" | "png" | "webp" | "avif") =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } })
    [format]()
    .toBuffer();

function ftyp(major: string, compatible: string[] = []) {
  const brands = [major, "\0\0\0\0", ...compatible].join("");
  const size = 8 + brands.length;
  const head = Buffer.alloc(8);
  head.writeUInt32BE(size, 0);
  head.write("ftyp", 4, "ascii");
  return Buffer.concat([head, Buffer.from(brands, "latin1"), Buffer.alloc(32)]);
}

describe("sniffImageType (by content, never by name)", () => {
  it.each(["jpeg", "png", "webp", "avif"] as const)("recognises %s", async (format) => {
    expect(sniffImageType(await solid(format))).toBe(format);
  });
  it("recognises HEIC brands", () => {
    expect(sniffImageType(ftyp("heic", ["mif1", "heic"]))).toBe("heic");
    expect(sniffImageType(ftyp("mif1", ["heic"]))).toBe("heic");
  });
  it("prefers AVIF when an AVIF brand is listed", () => {
    expect(sniffImageType(ftyp("mif1", ["avif"]))).toBe("avif");
  });
  it.each([
    ["text", Buffer.from("hello, I am a PNG. Trust me.")],
    ["html", Buffer.from("<!doctype html><html></html>")],
    ["svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ["gif", Buffer.from("GIF89a\x01\x00\x01\x00")],
    ["pdf", Buffer.from("%PDF-1.7")],
    ["empty", Buffer.alloc(0)],
    ["truncated png signature", Buffer.from([0x89, 0x50, 0x4e])],
    ["mp4", ftyp("isom", ["mp41"])],
  ])("refuses %s", (_name, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});

describe("normalizeUpload", () => {
  it("re-encodes a photo as JPEG without metadata and applies the EXIF orientation", async () => {
    // 80x40 image tagged orientation 6 (rotate 90° clockwise) with GPS-bearing EXIF.
    const tagged = await sharp({ create: { width: 80, height: 40, channels: 3, background: "#aa3300" } })
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Copyright: "secret", Artist: "someone" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "26/1 21/1 0/1" },
        },
      })
      .jpeg()
      .toBuffer();
    const before = await sharp(tagged).metadata();
    expect(before.exif).toBeDefined();
    const out = await normalizeUpload(tagged, "photo", "space photo");
    const meta = await sharp(out.data).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([40, 80]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(out.data.includes(Buffer.from("secret"))).toBe(false);
  });

  it("keeps a logo as PNG with transparency", async () => {
    const logo = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const out = await normalizeUpload(logo, "logo", "logo");
    const meta = await sharp(out.data).metadata();
    expect(meta.format).toBe("png");
    expect(meta.hasAlpha).toBe(true);
  });

  it("refuses a non-image with 415", async () => {
    await expect(normalizeUpload(Buffer.from("just text"), "logo", "logo")).rejects.toMatchObject({
      status: 415,
    });
  });

  it("refuses HEIC with a helpful 415", async () => {
    await expect(normalizeUpload(ftyp("heic", ["mif1"]), "photo", "space photo")).rejects.toThrow(/HEIC/);
  });

  it("refuses a 50,000,000 x 1 PNG (within the pixel limit) by its side length, before decoding it", async () => {
    const strip = stripPng(50_000_000, 1);
    expect(strip.length).toBeLessThan(10_000);
    const started = performance.now();
    const refused = normalizeUpload(strip, "logo", "logo");
    await expect(refused).rejects.toBeInstanceOf(ImageRejectedError);
    await expect(refused).rejects.toMatchObject({
      status: 413,
      reason: "dimensions",
      message: "The logo is 50000000 x 1 pixels; each side may be at most 12,000 pixels.",
    });
    // Decoding and resizing it took 1.5 s and more; reading the header takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses an image whose long side is more than 20 times its short side, and accepts 20:1", async () => {
    await expect(normalizeUpload(stripPng(4200, 200), "photo", "space photo")).rejects.toMatchObject({
      status: 413,
      message: "The space photo is 4200 x 200 pixels; its long side may be at most 20 times its short side.",
    });
    const wide = await normalizeUpload(stripPng(4000, 200), "logo", "logo");
    expect([wide.width, wide.height]).toEqual([800, 40]);
  });

  it("refuses a decompression bomb (pixel limit) without decoding it", async () => {
    // A PNG header that claims 20000 x 20000 pixels (400 MP) in a few hundred bytes.
    const side = 20000;
    const bomb = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    // Patch the IHDR width/height (bytes 16..23).
    bomb.writeUInt32BE(side, 16);
    bomb.writeUInt32BE(side, 20);
    const error = await normalizeUpload(bomb, "photo", "space photo").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect(side * side).toBeGreaterThan(MAX_INPUT_PIXELS);
  });

  it("shrinks a large photo to at most 3200 px", async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#808080" } })
      .jpeg()
      .toBuffer();
    const out = await normalizeUpload(big, "photo", "space photo");
    expect(Math.max(out.width, out.height)).toBe(3200);
  });
});
