import { machineByType, type MachineType } from "~/content/machines";
import type { Placement } from "./layout";
import type { RoomGeometry } from "./room";

/**
 * Places the machines as an installer would (docs/decisions/084): standing on the floor line
 * against the back wall, side by side with real gaps, at true scale (the wall is taken as 270 cm
 * from floor to ceiling, so a 183 cm machine is about two thirds of it), in the longest free
 * stretch of wall nearest the requested position, each machine scaled by the wall's height where
 * it stands (perspective). Pure and unit tested on synthetic rooms.
 */
export interface Adjustment {
  /** Group centre offset, fraction of the width (-0.5..0.5). */
  shift: number;
  /** Floor line offset, fraction of the height (-0.2..0.2; positive = lower). */
  floor: number;
  /** Closer (> 1) or farther (< 1) than against the wall (0.7..1.4). */
  depth: number;
  /** The visitor placed the group: it stands where asked, even in front of a window. */
  manual: boolean;
}

export const NO_ADJUSTMENT: Adjustment = { shift: 0, floor: 0, depth: 1, manual: false };

export function clampAdjustment(a: Partial<Adjustment>): Adjustment {
  const num = (v: unknown, d: number) => (typeof v === "number" && Number.isFinite(v) ? v : d);
  return {
    shift: Math.max(-0.5, Math.min(0.5, num(a.shift, 0))),
    floor: Math.max(-0.2, Math.min(0.2, num(a.floor, 0))),
    depth: Math.max(0.7, Math.min(1.4, num(a.depth, 1))),
    manual: a.manual === true,
  };
}

export interface RoomPlacement extends Placement {
  /** Bottom of the front face, a little below the wall's floor line (the machine's depth). */
  frontY: number;
  /** Where the side panel's back edge meets the wall, as a fraction toward the vanishing point. */
  depthFraction: number;
}

export const CEILING_CM = 270;
const GAP_CM = 8;
const DEPTH_CM = 80;

export function placeInRoom(
  types: readonly MachineType[],
  room: RoomGeometry,
  size: { width: number; height: number },
  adjustment: Adjustment = NO_ADJUSTMENT,
): RoomPlacement[] {
  const { width: W, height: H } = size;
  if (types.length === 0) return [];
  const adj = clampAdjustment(adjustment);
  const floorAt = (x: number) =>
    H * (room.floorLeft + (room.floorRight - room.floorLeft) * (x / W) + adj.floor);
  // Without a visible ceiling it lies above the frame: take the wall as a little taller than
  // the floor line's height in the photo.
  const ceilingAt = (x: number) =>
    room.ceilingLeft !== null && room.ceilingRight !== null
      ? H * (room.ceilingLeft + (room.ceilingRight - room.ceilingLeft) * (x / W))
      : Math.min(0, floorAt(x) - floorAt(x) * 1.08);
  const pxPerCmAt = (x: number) => ((floorAt(x) - ceilingAt(x)) / CEILING_CM) * adj.depth;

  const machines = types.map((t) => machineByType(t)!);
  const cmWidth = machines.reduce((s, m) => s + m.widthCm, 0) + GAP_CM * (machines.length - 1);
  const tallest = Math.max(...machines.map((m) => m.heightCm));
  // True scale, unless the group would not fit the frame (then as large as fits).
  let fit = Math.min(1, (W * 0.96) / (cmWidth * pxPerCmAt(W / 2)));
  // The tallest machine's top stays inside the frame and under the ceiling.
  const headroom =
    (floorAt(W / 2) - Math.max(H * 0.02, ceilingAt(W / 2) + H * 0.01)) / (tallest * pxPerCmAt(W / 2));
  fit = Math.max(0.05, Math.min(fit, headroom));
  const groupPx = cmWidth * pxPerCmAt(W / 2) * fit;

  const wanted = W / 2 + adj.shift * W;
  const left = adj.manual
    ? Math.max(W * 0.01, Math.min(W * 0.99 - groupPx, wanted - groupPx / 2))
    : chooseLeft(groupPx, wanted, room.blocked, W);

  const vpY = Math.min(room.vanishingY * H, floorAt(W / 2) - H * 0.05);
  const out: RoomPlacement[] = [];
  let x = left;
  for (const m of machines) {
    const ppc = pxPerCmAt(x + (m.widthCm * pxPerCmAt(x) * fit) / 2) * fit;
    const w = m.widthCm * ppc;
    const h = m.heightCm * ppc;
    // Closer or farther: the base moves away from or toward the horizon with the scale.
    const wallY = vpY + (floorAt(x + w / 2) - vpY) * adj.depth;
    // The front face stands DEPTH_CM in front of the wall: a little lower in the frame, by the
    // floor's foreshortening toward the vanishing point (capped for a camera near the floor).
    const tilt = Math.max(0.1, Math.min(1, (wallY - vpY) / (H * 0.5)));
    const drop = Math.min(H * 0.04, DEPTH_CM * ppc * 0.22 * tilt);
    const frontY = wallY + drop;
    const depthFraction = Math.max(0, Math.min(0.4, drop / Math.max(1, frontY - vpY)));
    out.push({
      type: m.type,
      x,
      y: frontY - h,
      width: w,
      height: h,
      row: 0,
      floorY: frontY,
      frontY,
      depthFraction,
    });
    x += w + GAP_CM * ppc;
  }
  return out;
}

/** The group's left edge: in a free stretch of wall, as near the wanted centre as it can be. */
export function chooseLeft(groupPx: number, wanted: number, blocked: Array<[number, number]>, W: number) {
  const margin = W * 0.02;
  const free: Array<[number, number]> = [];
  let start = margin;
  for (const [a, b] of [...blocked].sort((p, q) => p[0] - q[0])) {
    const from = a * W;
    const to = b * W;
    if (from > start) free.push([start, Math.min(from, W - margin)]);
    start = Math.max(start, to);
  }
  if (start < W - margin) free.push([start, W - margin]);
  let bestLeft: number | null = null;
  let bestCost = Infinity;
  for (const [a, b] of free) {
    if (b - a < groupPx) continue;
    const left = Math.max(a, Math.min(b - groupPx, wanted - groupPx / 2));
    const cost = Math.abs(left + groupPx / 2 - wanted);
    if (cost < bestCost) {
      bestCost = cost;
      bestLeft = left;
    }
  }
  if (bestLeft !== null) return bestLeft;
  // No stretch is wide enough: the position that covers the least blocked wall.
  let least = Infinity;
  let leastLeft = Math.max(margin, Math.min(W - margin - groupPx, wanted - groupPx / 2));
  for (let k = 0; k <= 64; k++) {
    const left = margin + ((W - 2 * margin - groupPx) * k) / 64;
    let covered = 0;
    for (const [a, b] of blocked)
      covered += Math.max(0, Math.min(b * W, left + groupPx) - Math.max(a * W, left));
    const cost = covered + Math.abs(left + groupPx / 2 - wanted) * 0.05;
    if (cost < least) {
      least = cost;
      leastLeft = left;
    }
  }
  return leastLeft;
}
