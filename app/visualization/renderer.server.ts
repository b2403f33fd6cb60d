import sharp from "sharp";
import type { MachineSelection } from "~/content/machines";
import { MAX_INPUT_PIXELS } from "~/lib/images.server";
import type { OutlineView } from "~/models/visualization-versions.server";
import { expandSelections, layoutMachines } from "./layout";
import { NEUTRAL_LIGHT, measureLight } from "./light";
import { escapeXml } from "./machine-art.server";
import { NEUTRAL_PALETTE, type BrandPalette } from "./palette";
import { clampAdjustment, placeInRoom, type Adjustment, type RoomPlacement } from "./placement";
import { analyzeRoom, defaultRoom, type RoomGeometry } from "./room";
import { machineLayer, shadowLayer } from "./room-art.server";
import { breakroomSvgContent } from "./scene.server";

/**
 * The embedded mockup renderer: the visitor's space photo (EXIF orientation applied) or the
 * default breakroom, with each selected machine drawn in the brand's colours, logo on its header,
 * placed in the room found in the photo (room.ts, placement.ts, docs/decisions/084) with its
 * shadows, colour-matched to the photo's light, and a discreet caption. Two SVG layers (shadows
 * under, machines over) are rasterised and composited; the result is encoded as WebP and JPEG.
 *
 * Memory: the photo is decoded with shrink-on-load (JPEG) and sequential reads, so a 12-megapixel
 * photo never sits in memory at full size more than once.
 */
export const OUTPUT_WIDTH = 1600;
const DETECT_WIDTH = 512;

export interface RenderInput {
  machines: readonly MachineSelection[];
  palette?: BrandPalette | null;
  /** Space photo bytes (any format sharp reads); the default scene when absent. */
  photo?: Buffer | null;
  /** Logo bytes (PNG or JPEG); lettered business name when absent. */
  logo?: Buffer | null;
  businessName?: string | null;
  /** The visitor's adjustment of the automatic placement (docs/decisions/084). */
  adjustment?: Partial<Adjustment> | null;
}

export interface RenderOutput {
  webp: Buffer;
  jpeg: Buffer;
  width: number;
  height: number;
  /** What was found in the photo (the default scene's known geometry without one). */
  room: RoomGeometry;
  adjustment: Adjustment;
  /** The adjusted floor line and the machines' outline, for the page's drag controls. */
  outline: OutlineView;
}

/** The default breakroom's geometry (scene.server.ts): floor line at 70 %, window and counter. */
const DEFAULT_SCENE_ROOM: RoomGeometry = {
  ...defaultRoom(1),
  floorLeft: 0.7,
  floorRight: 0.7,
  vanishingY: 0.4,
  blocked: [
    [0.03, 0.29],
    [0.7, 1],
  ],
  detected: true,
};

export async function renderMockup(input: RenderInput): Promise<RenderOutput> {
  const palette = input.palette ?? NEUTRAL_PALETTE;
  const adjustment = clampAdjustment(input.adjustment ?? {});
  const W = OUTPUT_WIDTH;
  let H = 1000;
  let background: Buffer | null = null;
  let room = DEFAULT_SCENE_ROOM;
  let light = NEUTRAL_LIGHT;
  if (input.photo) {
    const meta = await sharp(input.photo, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const rotated = (meta.orientation ?? 1) >= 5;
    const w = (rotated ? meta.height : meta.width) ?? W;
    const h = (rotated ? meta.width : meta.height) ?? H;
    H = Math.round(Math.min(1200, Math.max(900, (W * h) / w)));
    const { data } = await sharp(input.photo, {
      limitInputPixels: MAX_INPUT_PIXELS,
      sequentialRead: true,
    })
      .rotate()
      .resize(W, H, { fit: "cover", position: "centre", fastShrinkOnLoad: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    background = data;
    // Detection on a 512 px wide copy: plenty for lines, and fast.
    const small = await sharp(data, { raw: { width: W, height: H, channels: 3 } })
      .resize(DETECT_WIDTH)
      .raw()
      .toBuffer({ resolveWithObject: true });
    room = analyzeRoom(small.data, small.info.width, small.info.height);
    light = measureLight(small.data, small.info.width, small.info.height, room);
  }

  const logo = input.logo ? await logoForHeader(input.logo) : null;
  const types = expandSelections(input.machines);
  const placements: RoomPlacement[] =
    types.length > 6
      ? // Seven or more: the two-row layout, standing on the room's floor line.
        layoutMachines(types, {
          width: W,
          height: H,
          floor: Math.min(0.97, (room.floorLeft + room.floorRight) / 2 + adjustment.floor + 0.03),
        }).map((p) => ({ ...p, frontY: p.floorY, depthFraction: 0 }))
      : placeInRoom(types, room, { width: W, height: H }, adjustment);
  const scene = {
    placements,
    vanishing: { x: room.vanishingX * W, y: room.vanishingY * H },
    palette,
    art: { logoDataUri: logo?.dataUri, logoAspect: logo?.aspect, businessName: input.businessName },
    glossyFloor: room.glossyFloor,
  };
  const svg = (content: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${content}</svg>`,
    );
  // Machines are drawn for a neutral, bright room; matched to the photo's light in one pass.
  const machines = await sharp(svg(machineLayer(scene)))
    .linear(light.multiply, light.add)
    .raw()
    .toBuffer();
  const under = (background ? "" : breakroomSvgContent(W, H)) + shadowLayer(scene);

  const base = background
    ? sharp(background, { raw: { width: W, height: H, channels: 3 } })
    : sharp({ create: { width: W, height: H, channels: 3, background: "#ffffff" } });
  const composed = await base
    .composite([
      { input: svg(under), top: 0, left: 0 },
      { input: machines, top: 0, left: 0, raw: { width: W, height: H, channels: 4 } },
      { input: svg(caption(W, H, input.businessName)), top: 0, left: 0 },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  const raw = { raw: { width: W, height: H, channels: 3 as const } };
  const [webp, jpeg] = await Promise.all([
    sharp(composed, raw).webp({ quality: 82, effort: 2 }).toBuffer(),
    sharp(composed, raw).jpeg({ quality: 86, progressive: true }).toBuffer(),
  ]);
  const outline: OutlineView = {
    floorLeft: room.floorLeft + adjustment.floor,
    floorRight: room.floorRight + adjustment.floor,
    group: {
      x0: Math.min(...placements.map((p) => p.x)) / W,
      y0: Math.min(...placements.map((p) => p.y)) / H,
      x1: Math.max(...placements.map((p) => p.x + p.width)) / W,
      y1: Math.max(...placements.map((p) => p.frontY)) / H,
    },
    detected: room.detected,
  };
  return { webp, jpeg, width: W, height: H, room, adjustment, outline };
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
