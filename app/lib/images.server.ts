import sharp from "sharp";

/**
 * Uploaded images: recognised by their content (magic bytes), never by file name or declared
 * type; decoded with a pixel limit (a small file that expands to billions of pixels is refused)
 * and limits on each side and the aspect ratio, read from the header before decoding;
 * stored re-encoded, which drops every metadata block (EXIF with GPS, XMP, ICC comments) after
 * applying the EXIF orientation to the pixels.
 *
 * HEIC/HEIF: sharp's prebuilt libvips here decodes AVIF but not HEVC-coded HEIC (checked with
 * `sharp.format.heif`), so HEIC is recognised and refused with a message asking for JPEG.
 */
export type ImageKind = "jpeg" | "png" | "webp" | "avif" | "heic";

/** The most pixels an upload may decode to (about a 50-megapixel photo). */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Limits on the shape, checked on the header before anything is decoded: a 6 KB PNG of
 * 50,000,000 x 1 pixels is within the pixel limit but costs seconds of CPU to decode and resize.
 */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_ASPECT_RATIO = 20;

/** Why an image's size in pixels is refused, or null when it is within the limits. */
export function dimensionsProblem(width: number, height: number, label: string): string | null {
  const size = `${width} x ${height} pixels`;
  if (Math.max(width, height) > MAX_IMAGE_SIDE) {
    return `The ${label} is ${size}; each side may be at most ${MAX_IMAGE_SIDE.toLocaleString("en-US")} pixels.`;
  }
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) {
    return `The ${label} is ${size}; its long side may be at most ${MAX_ASPECT_RATIO} times its short side.`;
  }
  return null;
}

export function sniffImageType(bytes: Uint8Array): ImageKind | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  )
    return "png";
  if (b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") return "webp";
  if (b.length >= 12 && ascii(b, 4, 4) === "ftyp") {
    // ISO-BMFF: the major brand, then compatible brands, tell AVIF from HEIC.
    const boxSize = Math.min(b.length, (b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!, 64);
    const brands: string[] = [ascii(b, 8, 4)];
    for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(ascii(b, i, 4));
    if (brands.some((x) => x === "avif" || x === "avis")) return "avif";
    if (brands.some((x) => ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"].includes(x)))
      return "heic";
  }
  return null;
}

function ascii(b: Uint8Array, start: number, length: number) {
  return String.fromCharCode(...b.subarray(start, start + length));
}

export class ImageRejectedError extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
    /** "dimensions": refused for its size in pixels (the wizard's form names the limits). */
    readonly reason: "type" | "size" | "dimensions" = status === 413 ? "size" : "type",
  ) {
    super(message);
    this.name = "ImageRejectedError";
  }
}

export interface StoredImage {
  data: Buffer;
  width: number;
  height: number;
  format: "jpeg" | "png";
}

/**
 * Checks an upload and re-encodes it: a space photo becomes a JPEG at most `maxEdge` px on its
 * long side, a logo a PNG (transparency kept). Throws ImageRejectedError (415/413).
 */
export async function normalizeUpload(
  bytes: Uint8Array,
  purpose: "photo" | "logo",
  label: string,
): Promise<StoredImage> {
  const kind = sniffImageType(bytes);
  if (!kind)
    throw new ImageRejectedError(
      415,
      `The ${label} is not an image we can read. Please upload a JPEG, PNG, WebP or AVIF file.`,
    );
  if (kind === "heic")
    throw new ImageRejectedError(
      415,
      `HEIC images are not supported yet for the ${label}. Please upload a JPEG or PNG (on iPhone: Settings > Camera > Formats > Most Compatible).`,
    );
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new ImageRejectedError(415, `The ${label} could not be read as an image. Please try another file.`);
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!meta.width || !meta.height)
    throw new ImageRejectedError(415, `The ${label} could not be read as an image. Please try another file.`);
  const shape = dimensionsProblem(meta.width, meta.height, label);
  if (shape) throw new ImageRejectedError(413, shape, "dimensions");
  if (pixels > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError(
      413,
      `The ${label} is too large (${Math.round(pixels / 1e6)} megapixels); the limit is ${MAX_INPUT_PIXELS / 1e6} megapixels.`,
      "dimensions",
    );
  }
  const maxEdge = purpose === "photo" ? 3200 : 800;
  try {
    const pipeline = sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      sequentialRead: true,
      failOn: "error",
    })
      .rotate() // applies the EXIF orientation; metadata is not copied (no withMetadata()).
      .resize(maxEdge, maxEdge, { fit: "inside", withoutEnlargement: true });
    const { data, info } =
      purpose === "photo"
        ? await pipeline
            .flatten({ background: "#ffffff" })
            .jpeg({ quality: 88 })
            .toBuffer({ resolveWithObject: true })
        : await pipeline.png({ compressionLevel: 8 }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, format: purpose === "photo" ? "jpeg" : "png" };
  } catch {
    throw new ImageRejectedError(415, `The ${label} could not be read as an image. Please try another file.`);
  }
}
