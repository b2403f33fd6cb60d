/**
 * Finds the room in a space photo with classical computer vision (docs/decisions/084): the line
 * where the back wall meets the floor, the ceiling line where it shows, the floor's vanishing point
 * and the stretches of wall a machine must not cover (windows, doors, furniture). Pure: it works
 * on a small RGB copy of the photo (about 512 px wide) that the renderer makes with sharp.
 *
 * Lines come from a Hough transform restricted to near-horizontal directions, voted by pixels
 * whose gradient is near vertical; each candidate is scored by how much of the width it spans and
 * how different the colours above and below it are. The vanishing point is the least-squares
 * meeting point of the slanted edges below the floor line (plank joints, side-wall skirting).
 */
export interface RoomGeometry {
  /** Floor line (wall meets floor) as fractions of the height at the left and right edges. */
  floorLeft: number;
  floorRight: number;
  /** Ceiling line as fractions of the height at the left and right edges; null when not in frame. */
  ceilingLeft: number | null;
  ceilingRight: number | null;
  /** The floor's vanishing point as fractions of the width and height (may lie outside 0..1). */
  vanishingX: number;
  vanishingY: number;
  /** Stretches of wall not to cover, as [from, to] fractions of the width. */
  blocked: Array<[number, number]>;
  /** A smooth, bright floor: the renderer adds a faint reflection. */
  glossyFloor: boolean;
  /** 0..1; below DETECTION_THRESHOLD the default geometry is used. */
  confidence: number;
  detected: boolean;
}

export const DETECTION_THRESHOLD = 0.3;

/** What the renderer assumes when the photo gives no confident answer (the visitor can adjust). */
export function defaultRoom(confidence = 0): RoomGeometry {
  return {
    floorLeft: 0.76,
    floorRight: 0.76,
    ceilingLeft: null,
    ceilingRight: null,
    vanishingX: 0.5,
    vanishingY: 0.45,
    blocked: [],
    glossyFloor: false,
    confidence,
    detected: false,
  };
}

interface Line {
  /** y at x = 0 and x = w - 1, in pixels of the small copy. */
  y0: number;
  y1: number;
  coverage: number;
  contrast: number;
  score: number;
}

const MAX_TILT_DEG = 18;

/** `rgb` is 3 bytes per pixel, `w` x `h` (a downscaled copy of the photo). */
export function analyzeRoom(rgb: Uint8Array, w: number, h: number): RoomGeometry {
  const n = w * h;
  const luma = new Float32Array(n);
  for (let i = 0, j = 0; i < n; i++, j += 3)
    luma[i] = 0.299 * rgb[j]! + 0.587 * rgb[j + 1]! + 0.114 * rgb[j + 2]!;
  const gx = new Float32Array(n);
  const gy = new Float32Array(n);
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      // Sobel.
      gx[i] =
        luma[i - w + 1]! +
        2 * luma[i + 1]! +
        luma[i + w + 1]! -
        luma[i - w - 1]! -
        2 * luma[i - 1]! -
        luma[i + w - 1]!;
      gy[i] =
        luma[i + w - 1]! +
        2 * luma[i + w]! +
        luma[i + w + 1]! -
        luma[i - w - 1]! -
        2 * luma[i - w]! -
        luma[i - w + 1]!;
    }

  const lines = horizontalLines(gx, gy, w, h);
  const withContrast = lines.map((l) => scoreLine(l, rgb, w, h));
  // The floor line: in the lower part of the frame, long, with a clear change of colour.
  const floorCandidates = withContrast.filter((l) => mid(l) > 0.3 * h && mid(l) < 0.97 * h);
  const floor = best(floorCandidates, (l) => l.score * (0.6 + 0.4 * (mid(l) / h)));
  if (!floor || floor.score < DETECTION_THRESHOLD) return defaultRoom(floor ? floor.score : 0);

  const floorAt = (x: number) => floor.y0 + ((floor.y1 - floor.y0) * x) / (w - 1);
  // The ceiling line: above the floor line, long (a window's top edge is short).
  const ceiling = best(
    withContrast.filter(
      (l) => mid(l) < 0.45 * h && mid(l) < mid(floor) - 0.2 * h && l.coverage > 0.55 && l.contrast > 0.35,
    ),
    (l) => l.score,
  );

  const vp = vanishingPoint(gx, gy, w, h, floorAt);
  const wallTop = ceiling ? mid(ceiling) : 0;
  const blocked = blockedStretches(rgb, gx, gy, w, h, floorAt, wallTop);
  return {
    floorLeft: floor.y0 / h,
    floorRight: floor.y1 / h,
    ceilingLeft: ceiling ? ceiling.y0 / h : null,
    ceilingRight: ceiling ? ceiling.y1 / h : null,
    vanishingX: vp.x / w,
    vanishingY: Math.min(vp.y, mid(floor) - 0.05 * h) / h,
    blocked,
    glossyFloor: glossy(luma, gx, gy, w, h, floorAt),
    confidence: Math.min(1, floor.score),
    detected: true,
  };
}

const mid = (l: { y0: number; y1: number }) => (l.y0 + l.y1) / 2;

function best<T>(items: T[], key: (t: T) => number): T | null {
  let out: T | null = null;
  let top = -Infinity;
  for (const t of items) {
    const k = key(t);
    if (k > top) {
      top = k;
      out = t;
    }
  }
  return out;
}

/** Hough transform over near-horizontal directions; returns the strongest distinct lines. */
function horizontalLines(gx: Float32Array, gy: Float32Array, w: number, h: number): Line[] {
  const angles: number[] = [];
  for (let d = -MAX_TILT_DEG; d <= MAX_TILT_DEG; d += 1) angles.push((d * Math.PI) / 180);
  // A line y = y0 + x * tan(a): vote in (angle, y0) with y0 = y - x * tan(a), one bin per pixel.
  const pad = Math.ceil(w * Math.tan((MAX_TILT_DEG * Math.PI) / 180));
  const rows = h + 2 * pad;
  const votes = new Float32Array(angles.length * rows);
  const tans = angles.map(Math.tan);
  const minMag = 40;
  for (let y = 2; y < h - 2; y++)
    for (let x = 2; x < w - 2; x++) {
      const i = y * w + x;
      const ax = Math.abs(gx[i]!);
      const ay = Math.abs(gy[i]!);
      if (ay < minMag || ax > ay * 0.6) continue;
      // The edge's own slope, to vote only for directions near it.
      const slope = -gx[i]! / gy[i]!;
      for (let a = 0; a < angles.length; a++) {
        if (Math.abs(tans[a]! - slope) > 0.12) continue;
        const y0 = Math.round(y - x * tans[a]!) + pad;
        if (y0 >= 0 && y0 < rows) votes[a * rows + y0]! += 1;
      }
    }
  // Peaks: non-maximum suppression over a window of neighbouring bins.
  const found: Line[] = [];
  for (let k = 0; k < 12; k++) {
    let top = 0;
    let at = -1;
    for (let i = 0; i < votes.length; i++)
      if (votes[i]! > top) {
        top = votes[i]!;
        at = i;
      }
    if (at < 0 || top < w * 0.12) break;
    const a = Math.floor(at / rows);
    const y0 = (at % rows) - pad;
    found.push({ y0, y1: y0 + (w - 1) * tans[a]!, coverage: top / w, contrast: 0, score: 0 });
    for (let da = -4; da <= 4; da++)
      for (let dy = -5; dy <= 5; dy++) {
        const aa = a + da;
        const yy = (at % rows) + dy;
        if (aa >= 0 && aa < angles.length && yy >= 0 && yy < rows) votes[aa * rows + yy] = 0;
      }
  }
  return found;
}

/** Colour difference across the line (0..1, 1 at 40 levels) times its coverage. */
function scoreLine(line: Line, rgb: Uint8Array, w: number, h: number): Line {
  const band = Math.max(3, Math.round(h * 0.025));
  const above = [0, 0, 0];
  const below = [0, 0, 0];
  let count = 0;
  for (let x = 0; x < w; x += 2) {
    const y = Math.round(line.y0 + ((line.y1 - line.y0) * x) / (w - 1));
    const ya = y - band;
    const yb = y + band;
    if (ya < 0 || yb >= h) continue;
    for (let c = 0; c < 3; c++) {
      above[c]! += rgb[(ya * w + x) * 3 + c]!;
      below[c]! += rgb[(yb * w + x) * 3 + c]!;
    }
    count++;
  }
  if (count < w * 0.2) return { ...line, contrast: 0, score: 0 };
  const diff = Math.hypot(...above.map((v, c) => (v - below[c]!) / count));
  const contrast = Math.min(1, diff / 40);
  const coverage = Math.min(1, line.coverage);
  return { ...line, coverage, contrast, score: Math.min(1, coverage * 1.25) * (0.3 + 0.7 * contrast) };
}

/** Least-squares meeting point of the slanted edges on the floor (below the floor line). */
function vanishingPoint(
  gx: Float32Array,
  gy: Float32Array,
  w: number,
  h: number,
  floorAt: (x: number) => number,
) {
  let fallback = { x: w / 2, y: Math.max(0, floorAt(w / 2) - h * 0.3) };
  let estimate = fallback;
  for (let iter = 0; iter < 3; iter++) {
    let a11 = 0,
      a12 = 0,
      a22 = 0,
      b1 = 0,
      b2 = 0,
      used = 0;
    for (let y = 2; y < h - 2; y += 1) {
      for (let x = 2; x < w - 2; x += 1) {
        if (y < floorAt(x) + 3) continue;
        const i = y * w + x;
        const mag = Math.hypot(gx[i]!, gy[i]!);
        if (mag < 50) continue;
        // The edge runs perpendicular to the gradient; keep slanted edges (20-80 degrees).
        const nx = gx[i]! / mag;
        const ny = gy[i]! / mag;
        const edgeAngle = Math.abs(Math.atan2(nx, -ny)) % Math.PI;
        const deg = (Math.min(edgeAngle, Math.PI - edgeAngle) * 180) / Math.PI;
        if (deg < 20 || deg > 80) continue;
        const c = nx * x + ny * y;
        // Iteratively reweighted: edges far from the current estimate count less.
        const r = iter === 0 ? 0 : Math.abs(nx * estimate.x + ny * estimate.y - c);
        const wgt = 1 / (1 + (r / (0.05 * w)) ** 2);
        a11 += wgt * nx * nx;
        a12 += wgt * nx * ny;
        a22 += wgt * ny * ny;
        b1 += wgt * nx * c;
        b2 += wgt * ny * c;
        used++;
      }
    }
    const det = a11 * a22 - a12 * a12;
    if (used < 40 || Math.abs(det) < 1e-6 * (a11 + a22) ** 2) return fallback;
    estimate = { x: (b1 * a22 - b2 * a12) / det, y: (a11 * b2 - a12 * b1) / det };
    if (!Number.isFinite(estimate.x) || !Number.isFinite(estimate.y)) return fallback;
    estimate = { x: Math.max(-w, Math.min(2 * w, estimate.x)), y: Math.max(-h, Math.min(h, estimate.y)) };
    fallback = iter === 0 ? fallback : estimate;
  }
  return estimate;
}

/**
 * Columns of the wall band where a machine would stand (from the floor line up to about 72 % of
 * the wall) where many pixels differ from the wall: another colour (a window's glass, a door, a
 * side wall, furniture) or strong edges (frames, shelves). The wall's colour is the band's median.
 */
function blockedStretches(
  rgb: Uint8Array,
  gx: Float32Array,
  gy: Float32Array,
  w: number,
  h: number,
  floorAt: (x: number) => number,
  wallTop: number,
): Array<[number, number]> {
  const bins = 48;
  const band = (x: number) => {
    const fy = floorAt(x);
    const top = Math.max(wallTop + 2, fy - (fy - wallTop) * 0.72, 1);
    return [Math.round(top), Math.min(h - 1, Math.round(fy - h * 0.02))] as const;
  };
  const hist = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)];
  let total = 0;
  for (let x = 0; x < w; x += 2) {
    const [y0, y1] = band(x);
    for (let y = y0; y < y1; y += 2) {
      const i = (y * w + x) * 3;
      for (let c = 0; c < 3; c++) hist[c]![rgb[i + c]!]!++;
      total++;
    }
  }
  if (total < 100) return [];
  const median = (hg: Uint32Array) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) if ((seen += hg[v]!) >= total / 2) return v;
    return 128;
  };
  const [wr, wg, wb] = hist.map(median) as [number, number, number];
  const bad: boolean[] = [];
  for (let k = 0; k < bins; k++) {
    let odd = 0;
    let count = 0;
    for (let x = Math.floor((k * w) / bins); x < Math.floor(((k + 1) * w) / bins); x++) {
      const [y0, y1] = band(x);
      for (let y = y0; y < y1; y += 2) {
        const i = y * w + x;
        const colour = Math.hypot(rgb[i * 3]! - wr, rgb[i * 3 + 1]! - wg, rgb[i * 3 + 2]! - wb);
        if (colour > 26 || Math.abs(gx[i]!) + Math.abs(gy[i]!) > 90) odd++;
        count++;
      }
    }
    bad.push(count === 0 || odd / count > 0.2);
  }
  const out: Array<[number, number]> = [];
  for (let k = 0; k < bins; k++) {
    if (!bad[k]) continue;
    let end = k;
    while (end + 1 < bins && bad[end + 1]) end++;
    // One bin of margin each side.
    out.push([Math.max(0, k - 1) / bins, Math.min(bins, end + 2) / bins]);
    k = end;
  }
  return out;
}

/** A smooth floor brighter than mid-grey reads as polished (tile, vinyl, sealed concrete). */
function glossy(
  luma: Float32Array,
  gx: Float32Array,
  gy: Float32Array,
  w: number,
  h: number,
  floorAt: (x: number) => number,
) {
  let sum = 0,
    tex = 0,
    count = 0;
  for (let y = 2; y < h - 2; y += 2)
    for (let x = 2; x < w - 2; x += 2) {
      if (y < floorAt(x) + h * 0.04) continue;
      const i = y * w + x;
      sum += luma[i]!;
      tex += Math.abs(gx[i]!) + Math.abs(gy[i]!);
      count++;
    }
  if (count < 50) return false;
  return sum / count > 160 && tex / count < 18;
}
