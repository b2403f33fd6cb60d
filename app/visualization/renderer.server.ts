import sharp from "sharp";
import type { MachineSelection } from "~/content/machines";
import { MAX_INPUT_PIXELS } from "~/lib/images.server";
import { expandSelections, layoutMachines } from "./layout";
import { escapeXml, machineMarkup } from "./machine-art.server";
import { NEUTRAL_PALETTE, type BrandPalette } from "./palette";
import { breakroomSvgContent } from "./scene.server";

/**
 * The embedded mockup renderer: the visitor's space photo (EXIF orientation applied) or the
 * default breakroom, with each selected machine drawn in the brand's colours, logo on its header,
 * standing on the floor line with contact shadows, and a discreet caption. One SVG overlay is
 * rasterised once and composited over the background; the result is encoded as WebP and JPEG.
 *
 * Memory: the photo is decoded with shrink-on-load (JPEG) and sequential reads, so a 12-megapixel
 * photo never sits in memory at full size more than once.
 */
export const OUTPUT_WIDTH = 1600;

export interface RenderInput {
  machines: readonly MachineSelection[];
  palette?: BrandPalette | null;
  /** Space photo bytes (any format sharp reads); the default scene when absent. */
  photo?: Buffer | null;
  /** Logo bytes (PNG or JPEG); lettered business name when absent. */
  logo?: Buffer | null;
  businessName?: string | null;
}

export interface RenderOutput {
  webp: Buffer;
  jpeg: Buffer;
  width: number;
  height: number;
}

export async function renderMockup(input: RenderInput): Promise<RenderOutput> {
  const palette = input.palette ?? NEUTRAL_PALETTE;
  const W = OUTPUT_WIDTH;
  let H = 1000;
  let background: Buffer | null = null;
  let brightness = 0.6;
  if (input.photo) {
    const meta = await sharp(input.photo, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const rotated = (meta.orientation ?? 1) >= 5;
    const w = (rotated ? meta.height : meta.width) ?? W;
    const h = (rotated ? meta.width : meta.height) ?? H;
    H = Math.round(Math.min(1200, Math.max(900, (W * h) / w)));
    const { data, info } = await sharp(input.photo, {
      limitInputPixels: MAX_INPUT_PIXELS,
      sequentialRead: true,
    })
      .rotate()
      .resize(W, H, { fit: "cover", position: "centre", fastShrinkOnLoad: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    background = data;
    brightness = meanBrightness(data, info.channels);
  }

  const logo = input.logo ? await logoForHeader(input.logo) : null;
  const placements = layoutMachines(expandSelections(input.machines), {
    width: W,
    height: H,
    floor: input.photo ? 0.93 : 0.9,
  });
  // Darken the machines to sit in a dim photo (the default scene is bright).
  const dim = Math.max(0, Math.min(0.35, (0.55 - brightness) * 0.7));

  const parts: string[] = [];
  if (!background) parts.push(breakroomSvgContent(W, H));
  // Soft shadows as radial gradients (SVG blur filters cost several times more to rasterise).
  parts.push(
    `<defs><radialGradient id="soft"><stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="0.55" stop-color="#000" stop-opacity="0.24"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
      `<radialGradient id="contact"><stop offset="0" stop-color="#000" stop-opacity="0.7"/><stop offset="0.7" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>`,
  );
  // Shadows first (all of them), back row first, so no shadow falls over a machine.
  const ordered = [...placements].sort((a, b) => b.row - a.row || a.x - b.x);
  for (const p of ordered) {
    const cx = p.x + p.width / 2;
    // Cast shadow to the right (key light from the upper left) and a tight contact shadow.
    parts.push(
      `<ellipse cx="${(cx + p.width * 0.16).toFixed(1)}" cy="${(p.floorY - 1).toFixed(1)}" rx="${(p.width * 0.8).toFixed(1)}" ry="${Math.max(8, p.width * 0.1).toFixed(1)}" fill="url(#soft)"/>`,
    );
  }
  ordered.forEach((p, i) => {
    const art = machineMarkup(p.type, {
      palette,
      logoDataUri: logo?.dataUri,
      logoAspect: logo?.aspect,
      businessName: input.businessName,
      idPrefix: `m${i}`,
    });
    parts.push(
      `<ellipse cx="${(p.x + p.width / 2).toFixed(1)}" cy="${p.floorY.toFixed(1)}" rx="${(p.width * 0.56).toFixed(1)}" ry="${Math.max(4, p.width * 0.035).toFixed(1)}" fill="url(#contact)"/>`,
    );
    parts.push(
      `<svg x="${p.x.toFixed(1)}" y="${p.y.toFixed(1)}" width="${p.width.toFixed(1)}" height="${p.height.toFixed(1)}" viewBox="0 0 ${art.width} ${art.height}" preserveAspectRatio="none">${art.inner}</svg>`,
    );
    if (p.row === 1)
      parts.push(
        `<rect x="${p.x.toFixed(1)}" y="${p.y.toFixed(1)}" width="${p.width.toFixed(1)}" height="${p.height.toFixed(1)}" fill="#1b1d22" fill-opacity="0.1"/>`,
      );
    if (dim > 0.01)
      parts.push(
        `<rect x="${p.x.toFixed(1)}" y="${p.y.toFixed(1)}" width="${p.width.toFixed(1)}" height="${p.height.toFixed(1)}" rx="4" fill="#000" fill-opacity="${dim.toFixed(2)}"/>`,
      );
  });
  parts.push(caption(W, H, input.businessName));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join("")}</svg>`;
  const overlay = Buffer.from(svg);

  const base = background
    ? sharp(background, { raw: { width: W, height: H, channels: 3 } })
    : sharp({ create: { width: W, height: H, channels: 3, background: "#ffffff" } });
  const composed = await base
    .composite([{ input: overlay, top: 0, left: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const raw = { raw: { width: W, height: H, channels: 3 as const } };
  const [webp, jpeg] = await Promise.all([
    sharp(composed, raw).webp({ quality: 82, effort: 2 }).toBuffer(),
    sharp(composed, raw).jpeg({ quality: 86, progressive: true }).toBuffer(),
  ]);
  return { webp, jpeg, width: W, height: H };
}

function caption(W: number, H: number, businessName: string | null | undefined) {
  const name = (businessName ?? "").trim();
  const text = name
    ? `${name} · concept mockup by Gold Coast Vending`
    : "Concept mockup by Gold Coast Vending";
  const size = 19;
  const width = Math.min(W - 40, text.length * size * 0.56 + 36);
  return `<rect x="${W - width - 20}" y="${H - 52}" width="${width.toFixed(1)}" height="34" rx="17" fill="#0f1b2d" fill-opacity="0.62"/><text x="${W - 20 - width / 2}" y="${H - 29}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${size}" fill="#ffffff">${escapeXml(text.slice(0, 90))}</text>`;
}

async function logoForHeader(logo: Buffer) {
  try {
    const { data, info } = await sharp(logo, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize(360, 160, { fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return {
      dataUri: `data:image/png;base64,${data.toString("base64")}`,
      aspect: info.width / Math.max(1, info.height),
    };
  } catch {
    return null;
  }
}

function meanBrightness(data: Buffer, channels: number) {
  let sum = 0;
  let count = 0;
  // Every 97th pixel is plenty for a mean.
  for (let i = 0; i < data.length; i += channels * 97) {
    sum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
    count++;
  }
  return count ? sum / count / 255 : 0.6;
}
