import sharp from "sharp";

/**
 * Synthetic room photos with a known geometry, for measuring room detection and placement
 * (docs/decisions/084): a back wall, a floor in perspective (planks or tiles toward a vanishing
 * point), windows, a door, furniture, side walls, at several camera heights and angles, with sensor
 * noise and JPEG compression. All positions are fractions of the width / height.
 */
export interface SyntheticRoom {
  name: string;
  /** Where the back wall meets the floor, at the left and right edges. */
  floorL: number;
  floorR: number;
  /** Ceiling line at the left and right edges; negative = above the frame (not visible). */
  ceilL: number;
  ceilR: number;
  windows: Array<{ x0: number; x1: number }>;
  door?: { x0: number; x1: number };
  furniture?: { x0: number; x1: number; height: number };
  /** Side walls: width of each at the floor line (one-point perspective). */
  sideWalls?: number;
  wall: string;
  floor: string;
  planks?: string;
  vanishingX?: number;
  width?: number;
  height?: number;
}

export const SYNTHETIC_ROOMS: SyntheticRoom[] = [
  {
    name: "office-standing",
    floorL: 0.7,
    floorR: 0.7,
    ceilL: 0.08,
    ceilR: 0.08,
    windows: [{ x0: 0.08, x1: 0.32 }],
    wall: "#e6dfd3",
    floor: "#8d8a86",
  },
  {
    name: "low-camera",
    floorL: 0.6,
    floorR: 0.6,
    ceilL: 0.1,
    ceilR: 0.1,
    windows: [{ x0: 0.62, x1: 0.9 }],
    wall: "#d9e2e6",
    floor: "#a0764e",
    planks: "#6e4b2c",
  },
  {
    name: "high-camera-door",
    floorL: 0.8,
    floorR: 0.8,
    ceilL: -0.12,
    ceilR: -0.12,
    windows: [{ x0: 0.66, x1: 0.86 }],
    door: { x0: 0.04, x1: 0.16 },
    wall: "#efe9dd",
    floor: "#6b6761",
  },
  {
    name: "angled-wall",
    floorL: 0.64,
    floorR: 0.78,
    ceilL: 0.13,
    ceilR: 0.03,
    windows: [{ x0: 0.4, x1: 0.6 }],
    wall: "#e9e1cf",
    floor: "#7f7a72",
    vanishingX: 1.4,
  },
  {
    name: "corridor-side-walls",
    floorL: 0.66,
    floorR: 0.66,
    ceilL: 0.16,
    ceilR: 0.16,
    windows: [],
    door: { x0: 0.68, x1: 0.82 },
    sideWalls: 0.14,
    wall: "#e3e3e0",
    floor: "#b08a62",
    planks: "#7a5638",
  },
  {
    name: "dark-room-two-windows",
    floorL: 0.74,
    floorR: 0.74,
    ceilL: 0.05,
    ceilR: 0.05,
    windows: [
      { x0: 0.04, x1: 0.24 },
      { x0: 0.76, x1: 0.96 },
    ],
    wall: "#6f7a86",
    floor: "#5a4330",
    planks: "#3a2a1c",
  },
  {
    name: "glossy-tile-cabinet",
    floorL: 0.68,
    floorR: 0.68,
    ceilL: -0.05,
    ceilR: -0.05,
    windows: [],
    furniture: { x0: 0.7, x1: 0.97, height: 0.34 },
    wall: "#dfe7dc",
    floor: "#e8e8e6",
  },
  {
    name: "wide-window-left",
    floorL: 0.72,
    floorR: 0.72,
    ceilL: 0.1,
    ceilR: 0.1,
    windows: [{ x0: 0.06, x1: 0.55 }],
    wall: "#f0ebe2",
    floor: "#74706a",
  },
];

export const trueFloorAt = (r: SyntheticRoom, fx: number) => r.floorL + (r.floorR - r.floorL) * fx;
export const trueCeilingAt = (r: SyntheticRoom, fx: number) => r.ceilL + (r.ceilR - r.ceilL) * fx;

export function syntheticRoomSvg(r: SyntheticRoom) {
  const W = r.width ?? 2400;
  const H = r.height ?? 1600;
  const fy = (fx: number) => trueFloorAt(r, fx) * H;
  const cy = (fx: number) => trueCeilingAt(r, fx) * H;
  const at = (fx: number, frac: number) => fy(fx) - (fy(fx) - cy(fx)) * frac; // frac of wall height
  const vpX = (r.vanishingX ?? 0.5) * W;
  const vpY = Math.min(fy(0.5) - H * 0.25, H * 0.45);
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="#f7f7f5"/>`];
  parts.push(`<path d="M0 ${cy(0)} L${W} ${cy(1)} L${W} ${fy(1)} L0 ${fy(0)} Z" fill="${r.wall}"/>`);
  parts.push(`<path d="M0 ${fy(0)} L${W} ${fy(1)} L${W} ${H} L0 ${H} Z" fill="${r.floor}"/>`);
  if (r.planks)
    for (let k = -12; k <= 24; k++) {
      const bx = (k * W) / 12;
      const t = (fy(0.5) - vpY) / (H - vpY);
      const tx = vpX + (bx - vpX) * t;
      parts.push(
        `<line x1="${tx}" y1="${fy(tx / W)}" x2="${bx}" y2="${H}" stroke="${r.planks}" stroke-width="3" stroke-opacity="0.7"/>`,
      );
    }
  // Skirting board along the floor line.
  parts.push(
    `<path d="M0 ${fy(0) - H * 0.012} L${W} ${fy(1) - H * 0.012} L${W} ${fy(1)} L0 ${fy(0)} Z" fill="#f8f6f1"/>`,
  );
  for (const w of r.windows) {
    const [a, b] = [w.x0, w.x1];
    parts.push(
      `<path d="M${a * W} ${at(a, 0.85)} L${b * W} ${at(b, 0.85)} L${b * W} ${at(b, 0.33)} L${a * W} ${at(a, 0.33)} Z" fill="#bcd9ec" stroke="#ffffff" stroke-width="16"/>`,
    );
    const m = (a + b) / 2;
    parts.push(
      `<line x1="${m * W}" y1="${at(m, 0.85)}" x2="${m * W}" y2="${at(m, 0.33)}" stroke="#ffffff" stroke-width="10"/>`,
    );
  }
  if (r.door) {
    const { x0: a, x1: b } = r.door;
    const top = 203 / 270;
    parts.push(
      `<path d="M${a * W} ${at(a, top)} L${b * W} ${at(b, top)} L${b * W} ${fy(b)} L${a * W} ${fy(a)} Z" fill="#8b5a2b" stroke="#f4f1ea" stroke-width="14"/>`,
    );
    parts.push(`<circle cx="${(b - 0.015) * W}" cy="${at(b, 0.38)}" r="${W * 0.005}" fill="#d4b26a"/>`);
  }
  if (r.furniture) {
    const { x0: a, x1: b, height } = r.furniture;
    parts.push(
      `<path d="M${a * W} ${at(a, height)} L${b * W} ${at(b, height)} L${b * W} ${fy(b) + H * 0.02} L${a * W} ${fy(a) + H * 0.02} Z" fill="#5b6770"/>`,
    );
    for (let k = 0; k < 3; k++) {
      const x = a + ((b - a) * (k + 0.5)) / 3;
      parts.push(`<rect x="${x * W - 20}" y="${at(x, height * 0.8)}" width="40" height="8" fill="#d1d5db"/>`);
    }
  }
  if (r.sideWalls) {
    const s = r.sideWalls;
    parts.push(
      `<path d="M0 ${cy(0) - H * 0.12} L${s * W} ${cy(s)} L${s * W} ${fy(s)} L0 ${fy(0) + H * 0.2} Z" fill="#c9c7c0"/>`,
    );
    parts.push(
      `<path d="M${W} ${cy(1) - H * 0.12} L${(1 - s) * W} ${cy(1 - s)} L${(1 - s) * W} ${fy(1 - s)} L${W} ${fy(1) + H * 0.2} Z" fill="#d2d0c9"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join("")}</svg>`;
}

/** The room as a camera-like JPEG (gaussian sensor noise, quality 85). */
export async function syntheticRoomPhoto(r: SyntheticRoom) {
  const W = r.width ?? 2400;
  const H = r.height ?? 1600;
  const noise = await sharp({
    create: {
      width: W,
      height: H,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 8 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(syntheticRoomSvg(r)))
    .composite([{ input: noise, blend: "soft-light" }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

export interface PlacementCheck {
  /** Worst base offset from the true floor line, fraction of the height (+ = below). */
  baseError: number;
  /** Lowest and highest machine height / wall height where it stands. */
  minHeightRatio: number;
  maxHeightRatio: number;
  /** Machine top above the ceiling line (or the frame's top), fraction of the height; <= 0 is fine. */
  overCeiling: number;
  /** Fraction of a window's or door's width covered by machines. */
  windowCovered: number;
}

export function checkPlacement(
  r: SyntheticRoom,
  placements: ReadonlyArray<{ x: number; y: number; width: number; height: number; floorY: number }>,
  W: number,
  H: number,
): PlacementCheck {
  let baseError = 0;
  let minHeightRatio = Infinity;
  let maxHeightRatio = 0;
  let overCeiling = -Infinity;
  let covered = 0;
  let openings = 0;
  for (const p of placements) {
    const fx = (p.x + p.width / 2) / W;
    const floor = trueFloorAt(r, fx) * H;
    const ceiling = trueCeilingAt(r, fx) * H;
    const e = (p.floorY - floor) / H;
    if (Math.abs(e) > Math.abs(baseError)) baseError = e;
    const ratio = p.height / (floor - ceiling);
    minHeightRatio = Math.min(minHeightRatio, ratio);
    maxHeightRatio = Math.max(maxHeightRatio, ratio);
    overCeiling = Math.max(overCeiling, (Math.max(0, ceiling) - p.y) / H);
  }
  for (const o of [...r.windows, ...(r.door ? [r.door] : [])]) {
    openings += o.x1 - o.x0;
    for (const p of placements)
      covered += Math.max(0, Math.min(o.x1 * W, p.x + p.width) - Math.max(o.x0 * W, p.x)) / W;
  }
  return {
    baseError,
    minHeightRatio,
    maxHeightRatio,
    overCeiling,
    windowCovered: openings ? covered / openings : 0,
  };
}
