import { machineByType, type MachineSelection, type MachineType } from "~/content/machines";

/**
 * Where each machine stands in a mockup: on the floor line, side by side in one row (up to 6),
 * or in two rows (7 to 20) where the back row stands higher and smaller (perspective), centred.
 * Pure and unit tested for 1 to 20 machines.
 */
export interface Placement {
  type: MachineType;
  /** Left, top, width and height in output pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** 0 = front row, 1 = back row. */
  row: 0 | 1;
  /** Floor contact line (y of the machine's base). */
  floorY: number;
}

export interface LayoutOptions {
  width: number;
  height: number;
  /** Front row floor line as a fraction of the height. */
  floor?: number;
}

const GAP_CM = 6;

export function expandSelections(selections: readonly MachineSelection[]): MachineType[] {
  const out: MachineType[] = [];
  for (const s of selections) for (let i = 0; i < s.quantity; i++) out.push(s.type);
  return out;
}

export function layoutMachines(types: readonly MachineType[], options: LayoutOptions): Placement[] {
  const { width: W, height: H } = options;
  const n = types.length;
  if (n === 0) return [];
  const floor = H * (options.floor ?? 0.9);
  const twoRows = n > 6;
  // Back row gets the larger half so the front row does not hide it entirely.
  const backCount = twoRows ? Math.ceil(n / 2) : 0;
  const back = types.slice(0, backCount);
  const front = types.slice(backCount);

  const tallest = Math.max(...types.map((t) => machineByType(t)!.heightCm));
  // The tallest machine takes at most ~62% of the frame height in one row (less in two rows).
  const heightBudget = (twoRows ? 0.5 : 0.62) * H;
  // In two rows the front machines stand apart so the back row shows between them.
  const frontGap = twoRows ? (front.length <= 5 ? 45 : 22) : GAP_CM;
  const rowWidthCm = (row: readonly MachineType[], gap = GAP_CM) =>
    row.reduce((s, t) => s + machineByType(t)!.widthCm, 0) + gap * Math.max(0, row.length - 1);
  const usable = W * 0.9;
  const backScale = 0.8;
  let pxPerCm = heightBudget / tallest;
  pxPerCm = Math.min(
    pxPerCm,
    usable / rowWidthCm(front, frontGap),
    back.length ? usable / (rowWidthCm(back) * backScale) : Infinity,
  );

  const placements: Placement[] = [];
  const place = (
    row: readonly MachineType[],
    scale: number,
    floorY: number,
    rowIndex: 0 | 1,
    offset: number,
    gap = GAP_CM,
  ) => {
    const ppc = pxPerCm * scale;
    const total = rowWidthCm(row, gap) * ppc;
    let x = (W - total) / 2 + offset;
    for (const t of row) {
      const m = machineByType(t)!;
      const w = m.widthCm * ppc;
      const h = m.heightCm * ppc;
      placements.push({ type: t, x, y: floorY - h, width: w, height: h, row: rowIndex, floorY });
      x += w + gap * ppc;
    }
  };
  if (back.length) {
    // Further back = higher in the frame; the back row's headers show above the front row.
    const backFloor = floor - tallest * pxPerCm * 0.34;
    place(back, backScale, backFloor, 1, 0);
  }
  place(front, 1, floor, 0, 0, frontGap);
  return placements;
}
