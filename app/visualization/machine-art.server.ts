import { machineByType, type MachineType } from "~/content/machines";
import { mix, type BrandPalette } from "./palette";

/**
 * Vector illustrations of the 11 machine types of product §3, drawn in code so they can be wrapped
 * in any brand's colours and carry its logo on the header. Units are millimetres / 5 (a 1 m wide
 * cabinet is 200 units), so every type keeps its real proportions; the renderer scales them.
 *
 * Lighting is the same for every machine: a soft key light from the upper left (a lighter left
 * edge, a darker right side, a highlight along the glass), so a row of machines reads as one scene.
 */
export interface MachineArtOptions {
  palette: BrandPalette;
  /** A PNG/JPEG data URI for the header; the business name is lettered when absent. */
  logoDataUri?: string | null;
  /** Aspect ratio (width / height) of the logo, to size its plate. */
  logoAspect?: number;
  businessName?: string | null;
  /** Unique prefix for gradient ids (several machines share one SVG document). */
  idPrefix?: string;
}

export function machineSize(type: MachineType) {
  const entry = machineByType(type)!;
  return { width: entry.widthCm * 2, height: entry.heightCm * 2 };
}

const PRODUCT_COLORS = [
  "#d62828",
  "#f77f00",
  "#fcbf49",
  "#2a9d8f",
  "#264653",
  "#e76f51",
  "#8338ec",
  "#3a86ff",
  "#06d6a0",
  "#ef476f",
  "#118ab2",
  "#ffd166",
];

function pick(i: number) {
  return PRODUCT_COLORS[(i * 7 + 3) % PRODUCT_COLORS.length]!;
}

export function escapeXml(text: string) {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/** The machine's drawing (defs + shapes) in its own units, to nest in a larger SVG. */
export function machineMarkup(type: MachineType, options: MachineArtOptions) {
  const { width: W, height: H } = machineSize(type);
  const id = options.idPrefix ?? `m${Math.random().toString(36).slice(2, 8)}`;
  const p = options.palette;
  return { width: W, height: H, inner: commonDefs(id, p) + DRAW[type]({ W, H, id, p, options }) };
}

/** A standalone `<svg>` of the machine (width/height = its units), e.g. for the catalogue. */
export function machineSvg(type: MachineType, options: MachineArtOptions): string {
  const { width, height, inner } = machineMarkup(type, options);
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${inner}</svg>`;
}

interface DrawArgs {
  W: number;
  H: number;
  id: string;
  p: BrandPalette;
  options: MachineArtOptions;
}

function commonDefs(id: string, p: BrandPalette) {
  const dark = mix(p.primary, "#000000", 0.35);
  return `<defs>
<linearGradient id="${id}-side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.12" stop-color="#fff" stop-opacity="0.06"/><stop offset="0.7" stop-color="#000" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.32"/></linearGradient>
<linearGradient id="${id}-top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.35" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>
<linearGradient id="${id}-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d2733"/><stop offset="1" stop-color="#0b1017"/></linearGradient>
<linearGradient id="${id}-lit" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f8fb"/><stop offset="1" stop-color="#cfd9e2"/></linearGradient>
<linearGradient id="${id}-frost" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9f4fb"/><stop offset="1" stop-color="#b9d6ea"/></linearGradient>
<linearGradient id="${id}-shine" x1="0" y1="0" x2="1" y2="0.35"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.6" stop-color="#fff" stop-opacity="0.08"/><stop offset="0.66" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="${id}-brand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(p.primary, "#ffffff", 0.08)}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<linearGradient id="${id}-steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d7dbe0"/><stop offset="0.5" stop-color="#f3f5f7"/><stop offset="1" stop-color="#a9b0b8"/></linearGradient>
<linearGradient id="${id}-wood" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#9a6a42"/><stop offset="0.5" stop-color="#b9875a"/><stop offset="1" stop-color="#7c5232"/></linearGradient>
</defs>`;
}

/** The brand header: a band in the secondary colour with the logo on a white plate (or the name). */
function header(a: DrawArgs, x: number, y: number, w: number, h: number) {
  const { p, options } = a;
  const parts = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${p.secondary}"/>`];
  parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="url(#${a.id}-top)"/>`);
  if (options.logoDataUri) {
    const aspect = Math.max(0.5, Math.min(5, options.logoAspect ?? 2));
    const plateH = h * 0.78;
    const plateW = Math.min(w * 0.86, plateH * aspect + plateH * 0.3);
    const px = x + (w - plateW) / 2;
    const py = y + (h - plateH) / 2;
    parts.push(
      `<rect x="${px}" y="${py}" width="${plateW}" height="${plateH}" rx="${plateH * 0.18}" fill="#ffffff"/>`,
    );
    parts.push(
      `<image x="${px + plateH * 0.12}" y="${py + plateH * 0.1}" width="${plateW - plateH * 0.24}" height="${plateH * 0.8}" preserveAspectRatio="xMidYMid meet" xlink:href="${options.logoDataUri}" href="${options.logoDataUri}"/>`,
    );
  } else {
    const name = (options.businessName ?? "").trim() || "Refreshments";
    const size = Math.min(h * 0.5, (w * 0.9) / Math.max(4, name.length * 0.62));
    parts.push(
      `<text x="${x + w / 2}" y="${y + h / 2 + size * 0.36}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${size.toFixed(1)}" fill="${p.onSecondary}">${escapeXml(name.slice(0, 28))}</text>`,
    );
  }
  return parts.join("");
}

/** Cabinet: body in the brand colour with the common lighting; plinth at the bottom. */
function cabinet(a: DrawArgs, fill = `url(#${a.id}-brand)`) {
  const { W, H, id } = a;
  return `<rect x="0" y="0" width="${W}" height="${H - 10}" rx="8" fill="${fill}"/>
<rect x="0" y="0" width="${W}" height="${H - 10}" rx="8" fill="url(#${id}-side)"/>
<rect x="6" y="${H - 12}" width="${W - 12}" height="12" rx="2" fill="#1a1a1a"/>
<rect x="2" y="2" width="${W - 4}" height="${H - 14}" rx="7" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>`;
}

function glass(a: DrawArgs, x: number, y: number, w: number, h: number, lit = true) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="url(#${a.id}-${lit ? "lit" : "glass"})"/>`;
}

function shine(a: DrawArgs, x: number, y: number, w: number, h: number) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="url(#${a.id}-shine)"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="none" stroke="#0d0d0d" stroke-opacity="0.55" stroke-width="3"/>`;
}

/** Spiral snack rows: bags in varied colours behind each coil, price rails. */
function snackRows(x: number, y: number, w: number, h: number, rows: number, cols: number, seed = 0) {
  const out: string[] = [];
  const rowH = h / rows;
  const colW = w / cols;
  for (let r = 0; r < rows; r++) {
    const ry = y + r * rowH;
    for (let c = 0; c < cols; c++) {
      const i = seed + r * cols + c;
      const cx = x + c * colW;
      const color = pick(i);
      const bagW = colW * 0.78;
      const bagH = rowH * 0.7;
      out.push(
        `<rect x="${cx + (colW - bagW) / 2}" y="${ry + rowH * 0.1}" width="${bagW}" height="${bagH}" rx="${bagW * 0.12}" fill="${color}"/>`,
      );
      out.push(
        `<rect x="${cx + (colW - bagW) / 2 + bagW * 0.15}" y="${ry + rowH * 0.24}" width="${bagW * 0.7}" height="${bagH * 0.28}" rx="3" fill="#fff" fill-opacity="0.8"/>`,
      );
      out.push(
        `<rect x="${cx + (colW - bagW) / 2}" y="${ry + rowH * 0.1}" width="${bagW * 0.22}" height="${bagH}" rx="${bagW * 0.1}" fill="#fff" fill-opacity="0.18"/>`,
      );
      // coil
      out.push(
        `<path d="M${cx + colW * 0.12} ${ry + rowH * 0.86} q${colW * 0.1} -${rowH * 0.08} ${colW * 0.2} 0 t${colW * 0.2} 0 t${colW * 0.2} 0 t${colW * 0.2} 0" fill="none" stroke="#c9ced4" stroke-width="2.2"/>`,
      );
    }
    out.push(`<rect x="${x}" y="${ry + rowH * 0.88}" width="${w}" height="${rowH * 0.1}" fill="#2f3640"/>`);
    for (let c = 0; c < cols; c++)
      out.push(
        `<rect x="${x + c * colW + colW * 0.3}" y="${ry + rowH * 0.9}" width="${colW * 0.4}" height="${rowH * 0.06}" rx="1" fill="#e8eef3"/>`,
      );
  }
  return out.join("");
}

/**
 * Items standing on shelves: `rows` shelves of `perRow` slots; `item` draws the product of one slot
 * (centre x, shelf line, slot size) and pushes its shapes; each shelf gets a rail in `shelf`.
 */
function shelfRows(
  x: number,
  y: number,
  w: number,
  h: number,
  rows: number,
  perRow: number,
  shelf: string,
  item: (
    out: string[],
    slot: { r: number; c: number; cx: number; base: number; colW: number; rowH: number },
  ) => void,
) {
  const out: string[] = [];
  const rowH = h / rows;
  const colW = w / perRow;
  for (let r = 0; r < rows; r++) {
    const base = y + (r + 1) * rowH - rowH * 0.06;
    for (let c = 0; c < perRow; c++) item(out, { r, c, cx: x + c * colW + colW / 2, base, colW, rowH });
    out.push(`<rect x="${x}" y="${base}" width="${w}" height="${rowH * 0.06}" fill="${shelf}"/>`);
  }
  return out.join("");
}

/** Rows of bottles and cans standing on shelves. */
function drinkRows(
  x: number,
  y: number,
  w: number,
  h: number,
  rows: number,
  perRow: number,
  seed = 0,
  shelf = "#9aa5b1",
) {
  return shelfRows(x, y, w, h, rows, perRow, shelf, (out, { r, c, cx, base, colW, rowH }) => {
    const i = seed + r * perRow + c;
    const color = pick(i + r);
    if ((r + c) % 3 === 0) {
      // can
      const cw = colW * 0.7,
        ch = rowH * 0.5;
      out.push(
        `<rect x="${cx - cw / 2}" y="${base - ch}" width="${cw}" height="${ch}" rx="${cw * 0.15}" fill="${color}"/>`,
      );
      out.push(
        `<rect x="${cx - cw / 2}" y="${base - ch}" width="${cw}" height="${ch * 0.12}" rx="${cw * 0.1}" fill="#d8dde2"/>`,
      );
      out.push(
        `<rect x="${cx - cw / 2 + cw * 0.12}" y="${base - ch * 0.85}" width="${cw * 0.18}" height="${ch * 0.75}" fill="#fff" fill-opacity="0.3"/>`,
      );
    } else {
      // bottle
      const bw = colW * 0.66,
        bh = rowH * 0.78;
      const neck = bw * 0.36;
      out.push(
        `<path d="M${cx - neck / 2} ${base - bh} h${neck} v${bh * 0.16} q${(bw - neck) / 2} ${bh * 0.06} ${(bw - neck) / 2} ${bh * 0.2} v${bh * 0.64} h-${bw} v-${bh * 0.64} q0 -${bh * 0.14} ${(bw - neck) / 2} -${bh * 0.2} z" fill="${r % 2 ? mix(color, "#ffffff", 0.35) : color}" fill-opacity="0.92"/>`,
      );
      out.push(
        `<rect x="${cx - neck / 2}" y="${base - bh - bh * 0.05}" width="${neck}" height="${bh * 0.07}" rx="1" fill="${mix(color, "#000000", 0.4)}"/>`,
      );
      out.push(
        `<rect x="${cx - bw / 2}" y="${base - bh * 0.52}" width="${bw}" height="${bh * 0.24}" fill="#fff" fill-opacity="0.85"/>`,
      );
      out.push(
        `<rect x="${cx - bw / 2 + bw * 0.12}" y="${base - bh * 0.8}" width="${bw * 0.14}" height="${bh * 0.7}" fill="#fff" fill-opacity="0.35"/>`,
      );
    }
  });
}

/** Fresh food: salad bowls, wrapped sandwiches, fruit cups. */
function freshRows(x: number, y: number, w: number, h: number, rows: number, perRow: number) {
  return shelfRows(x, y, w, h, rows, perRow, "#a8b3bd", (out, { r, c, cx, base, colW, rowH }) => {
    const kind = (r + c) % 3;
    if (kind === 0) {
      out.push(
        `<path d="M${cx - colW * 0.42} ${base - rowH * 0.4} h${colW * 0.84} l-${colW * 0.08} ${rowH * 0.4} h-${colW * 0.68} z" fill="#f4f4f0" stroke="#cfd5da"/>`,
      );
      out.push(
        `<ellipse cx="${cx}" cy="${base - rowH * 0.42}" rx="${colW * 0.38}" ry="${rowH * 0.1}" fill="#5aa832"/>`,
      );
      out.push(
        `<circle cx="${cx - colW * 0.14}" cy="${base - rowH * 0.46}" r="${colW * 0.07}" fill="#e63946"/><circle cx="${cx + colW * 0.12}" cy="${base - rowH * 0.45}" r="${colW * 0.06}" fill="#f4a261"/>`,
      );
    } else if (kind === 1) {
      out.push(
        `<path d="M${cx - colW * 0.42} ${base} L${cx} ${base - rowH * 0.62} L${cx + colW * 0.42} ${base} z" fill="#e9c46a" stroke="#fff" stroke-opacity="0.8" stroke-width="2"/>`,
      );
      out.push(
        `<path d="M${cx - colW * 0.3} ${base - rowH * 0.12} L${cx} ${base - rowH * 0.5} L${cx + colW * 0.3} ${base - rowH * 0.12} z" fill="#7fb069" fill-opacity="0.8"/>`,
      );
      out.push(
        `<rect x="${cx - colW * 0.25}" y="${base - rowH * 0.18}" width="${colW * 0.5}" height="${rowH * 0.1}" fill="#fff"/>`,
      );
    } else {
      out.push(
        `<rect x="${cx - colW * 0.32}" y="${base - rowH * 0.5}" width="${colW * 0.64}" height="${rowH * 0.5}" rx="4" fill="#fff" fill-opacity="0.9" stroke="#cfd5da"/>`,
      );
      out.push(
        `<circle cx="${cx - colW * 0.1}" cy="${base - rowH * 0.28}" r="${colW * 0.11}" fill="#f77f00"/><circle cx="${cx + colW * 0.12}" cy="${base - rowH * 0.22}" r="${colW * 0.1}" fill="#8338ec"/><circle cx="${cx + colW * 0.02}" cy="${base - rowH * 0.12}" r="${colW * 0.09}" fill="#e63946"/>`,
      );
    }
  });
}

/** Frozen treats: tubs and boxes, frosty blue light. */
function frozenRows(x: number, y: number, w: number, h: number, rows: number, perRow: number) {
  return shelfRows(x, y, w, h, rows, perRow, "#b8c7d4", (out, { r, c, cx, base, colW, rowH }) => {
    const color = pick(r * 5 + c + 2);
    if ((r + c) % 2 === 0) {
      out.push(
        `<path d="M${cx - colW * 0.4} ${base - rowH * 0.5} h${colW * 0.8} l-${colW * 0.06} ${rowH * 0.5} h-${colW * 0.68} z" fill="${color}"/>`,
      );
      out.push(
        `<rect x="${cx - colW * 0.43}" y="${base - rowH * 0.58}" width="${colW * 0.86}" height="${rowH * 0.1}" rx="3" fill="#f1f5f9"/>`,
      );
      out.push(
        `<circle cx="${cx}" cy="${base - rowH * 0.28}" r="${colW * 0.16}" fill="#fff" fill-opacity="0.85"/>`,
      );
    } else {
      out.push(
        `<rect x="${cx - colW * 0.42}" y="${base - rowH * 0.42}" width="${colW * 0.84}" height="${rowH * 0.42}" rx="3" fill="${mix(color, "#ffffff", 0.2)}"/>`,
      );
      out.push(
        `<rect x="${cx - colW * 0.3}" y="${base - rowH * 0.3}" width="${colW * 0.6}" height="${rowH * 0.12}" rx="2" fill="#fff" fill-opacity="0.85"/>`,
      );
    }
  });
}

/** The right-hand service panel of a classic vending machine: display, keypad, card reader, coin-free. */
function servicePanel(a: DrawArgs, x: number, y: number, w: number, h: number) {
  const { p } = a;
  const out = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${mix(p.primary, "#000000", 0.25)}"/>`,
  ];
  out.push(
    `<rect x="${x + w * 0.12}" y="${y + h * 0.06}" width="${w * 0.76}" height="${h * 0.08}" rx="3" fill="#0c1a12"/>`,
  );
  out.push(
    `<text x="${x + w / 2}" y="${y + h * 0.115}" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="${(w * 0.13).toFixed(1)}" fill="#4ade80">TAP TO PAY</text>`,
  );
  const kx = x + w * 0.18,
    ky = y + h * 0.19,
    kw = w * 0.64;
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 3; c++)
      out.push(
        `<rect x="${kx + c * (kw / 3) + 2}" y="${ky + r * (kw / 3) * 0.8}" width="${kw / 3 - 4}" height="${(kw / 3) * 0.8 - 4}" rx="3" fill="#e5e7eb"/>`,
      );
  // card reader with the contactless mark
  const ry = y + h * 0.5;
  out.push(
    `<rect x="${x + w * 0.16}" y="${ry}" width="${w * 0.68}" height="${h * 0.17}" rx="6" fill="#111827"/>`,
  );
  out.push(
    `<rect x="${x + w * 0.24}" y="${ry + h * 0.02}" width="${w * 0.52}" height="${h * 0.07}" rx="3" fill="#1f2937"/>`,
  );
  const cx = x + w / 2,
    cy = ry + h * 0.13;
  for (const r of [5, 9, 13])
    out.push(
      `<path d="M${cx - 6 + r * 0.2} ${cy - r} a${r} ${r} 0 0 1 0 ${r * 2}" fill="none" stroke="#93c5fd" stroke-width="2" transform="translate(${r * 0.4} ${-r + 2}) scale(1 0.5) translate(0 ${r})"/>`,
    );
  // delivery slot for change / QR code sticker
  out.push(
    `<rect x="${x + w * 0.3}" y="${y + h * 0.74}" width="${w * 0.4}" height="${w * 0.4}" fill="#fff"/>`,
  );
  for (let i = 0; i < 16; i++) {
    if ((i * 37) % 5 < 3)
      out.push(
        `<rect x="${x + w * 0.33 + (i % 4) * w * 0.085}" y="${y + h * 0.74 + w * 0.03 + Math.floor(i / 4) * w * 0.085}" width="${w * 0.07}" height="${w * 0.07}" fill="#111"/>`,
      );
  }
  out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="url(#${a.id}-side)"/>`);
  return out.join("");
}

function deliveryBin(x: number, y: number, w: number, h: number) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="5" fill="#111"/><rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" rx="3" fill="#2b2b2b"/><text x="${x + w / 2}" y="${y + h / 2 + 5}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${Math.min(14, h * 0.35)}" fill="#9ca3af">PUSH</text>`;
}

function handle(x: number, y: number, h: number) {
  return `<rect x="${x}" y="${y}" width="7" height="${h}" rx="3.5" fill="#cfd4da"/><rect x="${x + 1}" y="${y + 2}" width="2" height="${h - 4}" fill="#fff" fill-opacity="0.7"/>`;
}

/** A small tap-to-open card reader on a smart cooler, with a status light. */
function tapReader(x: number, y: number, s: number) {
  return `<rect x="${x}" y="${y}" width="${s}" height="${s * 1.5}" rx="${s * 0.15}" fill="#111827"/><rect x="${x + s * 0.15}" y="${y + s * 0.15}" width="${s * 0.7}" height="${s * 0.55}" rx="${s * 0.08}" fill="#1e3a5f"/><circle cx="${x + s / 2}" cy="${y + s * 1.15}" r="${s * 0.12}" fill="#22c55e"/>`;
}

function classic(a: DrawArgs, interior: (x: number, y: number, w: number, h: number) => string) {
  const { W, H } = a;
  const headerH = 46;
  const gx = 12,
    gy = headerH + 18,
    gw = W * 0.68,
    gh = H - gy - 78;
  const px = gx + gw + 10,
    pw = W - px - 12;
  return [
    cabinet(a),
    header(a, 10, 10, W - 20, headerH),
    glass(a, gx, gy, gw, gh),
    interior(gx + 6, gy + 6, gw - 12, gh - 12),
    `<rect x="${gx}" y="${gy}" width="${gw}" height="${gh}" rx="4" fill="#9fd8ff" fill-opacity="0.06"/>`,
    shine(a, gx, gy, gw, gh),
    servicePanel(a, px, gy, pw, gh * 0.9),
    deliveryBin(gx + gw * 0.12, H - 70, gw * 0.76, 46),
    `<rect x="${px}" y="${H - 70}" width="${pw}" height="46" rx="4" fill="${mix(a.p.primary, "#000000", 0.3)}"/>`,
  ].join("");
}

function cooler(
  a: DrawArgs,
  interior: (x: number, y: number, w: number, h: number) => string,
  opts: { frost?: boolean; label?: string } = {},
) {
  const { W, H, p } = a;
  const headerH = 54;
  const gx = 12,
    gy = headerH + 18,
    gw = W - 24,
    gh = H - gy - 40;
  return [
    cabinet(a),
    header(a, 8, 8, W - 16, headerH),
    glass(a, gx, gy, gw, gh),
    opts.frost
      ? `<rect x="${gx}" y="${gy}" width="${gw}" height="${gh}" rx="4" fill="url(#${a.id}-frost)"/>`
      : "",
    interior(gx + 8, gy + 8, gw - 16, gh - 16),
    opts.frost
      ? `<rect x="${gx}" y="${gy}" width="${gw}" height="${gh}" rx="4" fill="#dff1ff" fill-opacity="0.22"/>`
      : "",
    // LED strips along the door frame
    `<rect x="${gx + 2}" y="${gy + 2}" width="4" height="${gh - 4}" fill="#ffffff" fill-opacity="0.85"/><rect x="${gx + gw - 6}" y="${gy + 2}" width="4" height="${gh - 4}" fill="#ffffff" fill-opacity="0.85"/>`,
    shine(a, gx, gy, gw, gh),
    handle(gx + gw - 22, gy + gh * 0.3, gh * 0.3),
    opts.label
      ? `<rect x="${gx + gw * 0.1}" y="${H - 34}" width="${gw * 0.8}" height="18" rx="9" fill="${p.secondary}"/><text x="${W / 2}" y="${H - 21}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${Math.min(11, (gw * 0.72) / (opts.label.length * 0.68)).toFixed(1)}" fill="${p.onSecondary}">${escapeXml(opts.label)}</text>`
      : "",
  ].join("");
}

function smartDoor(
  a: DrawArgs,
  x: number,
  y: number,
  w: number,
  h: number,
  seed: number,
  handleLeft: boolean,
) {
  const rows = 5;
  const out = [glass(a, x, y, w, h)];
  const top = h * 0.55;
  out.push(snackRows(x + 8, y + 8, w - 16, top - 8, 3, 4, seed));
  out.push(drinkRows(x + 8, y + top, w - 16, h - top - 8, rows - 3, 6, seed));
  out.push(`<rect x="${x + 3}" y="${y + 3}" width="4" height="${h - 6}" fill="#fff" fill-opacity="0.9"/>`);
  out.push(shine(a, x, y, w, h));
  out.push(handle(handleLeft ? x + 10 : x + w - 17, y + h * 0.32, h * 0.32));
  return out.join("");
}

const DRAW: Record<MachineType, (a: DrawArgs) => string> = {
  snack: (a) => classic(a, (x, y, w, h) => snackRows(x, y, w, h, 6, 5, 1)),
  combo: (a) =>
    classic(
      a,
      (x, y, w, h) =>
        snackRows(x, y, w, h * 0.62, 4, 5, 4) + drinkRows(x, y + h * 0.64, w, h * 0.36, 2, 7, 2, "#2f3640"),
    ),
  drink: (a) => classic(a, (x, y, w, h) => drinkRows(x, y, w, h, 6, 6, 5, "#2f3640")),
  "single-combo": (a) => {
    const { W, H } = a;
    const headerH = 56;
    return [
      cabinet(a),
      header(a, 8, 8, W - 16, headerH),
      smartDoor(a, 12, headerH + 18, W - 24, H - headerH - 60, 3, false),
      tapReader(W / 2 - 14, H - 40, 22),
    ].join("");
  },
  "double-furniture": (a) => {
    const { W, H, id, p } = a;
    const headerH = 50;
    const out = [
      `<rect x="0" y="0" width="${W}" height="${H - 10}" rx="6" fill="url(#${id}-wood)"/>`,
      // wood grain
      ...Array.from(
        { length: 9 },
        (_, i) =>
          `<path d="M${10 + i * (W / 9)} 0 q8 ${H * 0.3} -4 ${H * 0.6} t6 ${H * 0.4}" fill="none" stroke="#5d3a1f" stroke-opacity="0.18" stroke-width="2"/>`,
      ),
      `<rect x="0" y="0" width="${W}" height="${H - 10}" rx="6" fill="url(#${id}-side)"/>`,
      `<rect x="6" y="${H - 12}" width="${W - 12}" height="12" rx="2" fill="#1a1a1a"/>`,
      `<rect x="10" y="10" width="${W - 20}" height="${headerH}" rx="6" fill="${p.primary}"/>`,
      header(a, 20, 14, W - 40, headerH - 8),
    ];
    const gw = (W - 40) / 2;
    out.push(smartDoor(a, 14, headerH + 22, gw, H - headerH - 66, 6, false));
    out.push(smartDoor(a, 26 + gw, headerH + 22, gw, H - headerH - 66, 9, true));
    out.push(
      `<rect x="${W / 2 - 2}" y="${headerH + 22}" width="4" height="${H - headerH - 66}" fill="#5d3a1f"/>`,
    );
    out.push(tapReader(W / 2 - 13, H - 42, 20));
    out.push(`<rect x="0" y="${H - 28}" width="${W}" height="4" fill="${p.primary}"/>`);
    return out.join("");
  },
  "double-led": (a) => {
    const { W, H, p, id } = a;
    const screenH = 92;
    const out = [cabinet(a)];
    // LED screen with a brand slide
    out.push(`<rect x="10" y="10" width="${W - 20}" height="${screenH}" rx="6" fill="#05070a"/>`);
    out.push(`<rect x="16" y="16" width="${W - 32}" height="${screenH - 12}" rx="3" fill="${p.secondary}"/>`);
    out.push(
      `<rect x="16" y="16" width="${W - 32}" height="${screenH - 12}" rx="3" fill="url(#${id}-top)"/>`,
    );
    out.push(header(a, 24, 22, (W - 48) * 0.55, screenH - 24));
    const tx = 24 + (W - 48) * 0.58;
    out.push(
      `<text x="${tx}" y="${screenH * 0.5}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="17" fill="${p.onSecondary}">Tap · Open</text>`,
    );
    out.push(
      `<text x="${tx}" y="${screenH * 0.5 + 22}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="17" fill="${p.onSecondary}">Take · Go</text>`,
    );
    out.push(
      `<rect x="16" y="16" width="${W - 32}" height="${(screenH - 12) / 2}" rx="3" fill="#fff" fill-opacity="0.07"/>`,
    );
    const gw = (W - 36) / 2;
    const gy = screenH + 22;
    out.push(smartDoor(a, 12, gy, gw, H - gy - 44, 11, false));
    out.push(smartDoor(a, 24 + gw, gy, gw, H - gy - 44, 14, true));
    out.push(tapReader(W / 2 - 13, H - 38, 18));
    return out.join("");
  },
  "drink-cooler": (a) => cooler(a, (x, y, w, h) => drinkRows(x, y, w, h, 6, 5, 7), { label: "COLD DRINKS" }),
  "fresh-food": (a) => cooler(a, (x, y, w, h) => freshRows(x, y, w, h, 5, 3), { label: "FRESH FOOD" }),
  freezer: (a) => cooler(a, (x, y, w, h) => frozenRows(x, y, w, h, 6, 3), { frost: true, label: "FROZEN" }),
  "snack-shelving": (a) => {
    const { W, H, p, id } = a;
    const headerH = 44;
    const out: string[] = [];
    // gondola: back panel, side uprights, shelves with products
    out.push(
      `<rect x="10" y="${headerH + 6}" width="${W - 20}" height="${H - headerH - 16}" fill="${mix(p.primary, "#ffffff", 0.82)}"/>`,
    );
    for (let i = 0; i < 14; i++)
      out.push(
        `<circle cx="${20 + (i % 7) * ((W - 40) / 6)}" cy="${headerH + 20 + Math.floor(i / 7) * 10}" r="1.5" fill="#9aa3ab"/>`,
      );
    out.push(
      `<rect x="0" y="${headerH}" width="12" height="${H - headerH - 4}" fill="url(#${id}-brand)"/><rect x="${W - 12}" y="${headerH}" width="12" height="${H - headerH - 4}" fill="url(#${id}-brand)"/>`,
    );
    out.push(header(a, 0, 0, W, headerH));
    const rows = 4;
    const top = headerH + 20;
    const rowH = (H - top - 34) / rows;
    for (let r = 0; r < rows; r++) {
      const base = top + (r + 1) * rowH;
      const n = 6;
      const cw = (W - 40) / n;
      for (let c = 0; c < n; c++) {
        const cx = 20 + c * cw;
        const color = pick(r * 6 + c + 1);
        const h = rowH * (0.55 + ((r + c) % 3) * 0.1);
        out.push(
          `<rect x="${cx + cw * 0.08}" y="${base - h - 6}" width="${cw * 0.84}" height="${h}" rx="4" fill="${color}"/>`,
        );
        out.push(
          `<rect x="${cx + cw * 0.2}" y="${base - h * 0.7 - 6}" width="${cw * 0.6}" height="${h * 0.25}" rx="2" fill="#fff" fill-opacity="0.8"/>`,
        );
        out.push(
          `<rect x="${cx + cw * 0.08}" y="${base - h - 6}" width="${cw * 0.16}" height="${h}" rx="2" fill="#fff" fill-opacity="0.2"/>`,
        );
      }
      out.push(
        `<rect x="10" y="${base - 6}" width="${W - 20}" height="8" fill="#d8dde2"/><rect x="10" y="${base}" width="${W - 20}" height="4" fill="${p.secondary}"/>`,
      );
    }
    out.push(`<rect x="6" y="${H - 30}" width="${W - 12}" height="30" rx="2" fill="url(#${id}-brand)"/>`);
    out.push(`<rect x="0" y="0" width="${W}" height="${H}" fill="url(#${id}-side)"/>`);
    return out.join("");
  },
  "checkout-shelving": (a) => {
    const { W, H, p, id } = a;
    const out: string[] = [];
    // Impulse shelf unit on the left, kiosk pedestal on the right.
    const sw = W * 0.42;
    const sTop = H * 0.38;
    out.push(`<rect x="0" y="${sTop}" width="${sw}" height="${H - sTop}" rx="4" fill="url(#${id}-brand)"/>`);
    for (let r = 0; r < 4; r++) {
      const base = sTop + 20 + (r + 1) * ((H - sTop - 40) / 4);
      for (let c = 0; c < 3; c++) {
        const color = pick(r * 3 + c + 5);
        out.push(
          `<rect x="${10 + c * ((sw - 20) / 3) + 3}" y="${base - 34}" width="${(sw - 20) / 3 - 6}" height="30" rx="3" fill="${color}"/>`,
        );
      }
      out.push(`<rect x="6" y="${base - 4}" width="${sw - 12}" height="6" fill="#e5e7eb"/>`);
    }
    out.push(`<rect x="0" y="${sTop}" width="${sw}" height="${H - sTop}" rx="4" fill="url(#${id}-side)"/>`);
    // kiosk: pedestal, tablet with a brand-coloured checkout screen, card reader, scanner
    const kx = sw + 20,
      kw = W - kx - 6;
    out.push(
      `<rect x="${kx + kw * 0.32}" y="${H * 0.42}" width="${kw * 0.36}" height="${H * 0.58 - 12}" fill="url(#${id}-steel)"/>`,
    );
    out.push(
      `<rect x="${kx + kw * 0.1}" y="${H - 14}" width="${kw * 0.8}" height="14" rx="4" fill="#1f2937"/>`,
    );
    out.push(`<rect x="${kx}" y="${H * 0.06}" width="${kw}" height="${H * 0.38}" rx="10" fill="#111827"/>`);
    out.push(
      `<rect x="${kx + 8}" y="${H * 0.06 + 8}" width="${kw - 16}" height="${H * 0.38 - 16}" rx="4" fill="#f8fafc"/>`,
    );
    out.push(header(a, kx + 12, H * 0.06 + 12, kw - 24, H * 0.08));
    for (let i = 0; i < 3; i++) {
      out.push(
        `<rect x="${kx + 14}" y="${H * 0.17 + i * H * 0.045}" width="${kw - 28}" height="${H * 0.035}" rx="3" fill="#e2e8f0"/>`,
      );
      out.push(
        `<rect x="${kx + 18}" y="${H * 0.177 + i * H * 0.045}" width="${(kw - 28) * 0.5}" height="${H * 0.02}" rx="2" fill="#94a3b8"/>`,
      );
    }
    out.push(
      `<rect x="${kx + 14}" y="${H * 0.32}" width="${kw - 28}" height="${H * 0.07}" rx="6" fill="${p.primary}"/>`,
    );
    out.push(
      `<text x="${kx + kw / 2}" y="${H * 0.365}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="13" fill="${p.onPrimary}">PAY</text>`,
    );
    out.push(tapReader(kx + kw / 2 - 13, H * 0.47, 26));
    out.push(
      `<rect x="${kx + kw * 0.2}" y="${H * 0.6}" width="${kw * 0.6}" height="10" rx="3" fill="#ef4444" fill-opacity="0.75"/>`,
    );
    return out.join("");
  },
};
