/**
 * Our own illustrations, drawn as SVG in one consistent style: flat shapes, soft gradients, night
 * navy, champagne gold and ivory, warm woods and a bright product palette. Every public image is
 * generated here and rasterised by build.ts; nothing is downloaded or copied.
 */

export const C = {
  night: "#0f1b2d",
  night2: "#16263d",
  night3: "#22354f",
  gold: "#d9b15c",
  gold2: "#eed9a0",
  goldDeep: "#b7862f",
  ivory: "#faf7f0",
  cream: "#f3ead7",
  wood: "#b98554",
  woodDark: "#8a5d36",
  woodLight: "#d9ad7c",
  glass: "#c9e3ee",
  steel: "#cfd4da",
  stone: "#e7e2d8",
  plant: "#3f7d5a",
  plant2: "#5b9c6f",
};

const PRODUCT = ["#e4572e", "#17a398", "#f3b61f", "#3d7dd8", "#d7263d", "#59a96a", "#7b5ea7", "#f28482", "#ffffff", "#2b9eb3", "#ff9f1c"];

/** A deterministic pseudo-random generator (mulberry32) seeded from a string. */
export function rng(seed: string) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T,>(r: () => number, list: T[]) => list[Math.floor(r() * list.length)]!;

export function svg(width: number, height: number, body: string, defs = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="glassShine" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.05"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="cabinet" x1="0" x2="1"><stop offset="0" stop-color="${C.night3}"/><stop offset="1" stop-color="${C.night}"/></linearGradient>
<linearGradient id="woodGrad" x1="0" x2="1"><stop offset="0" stop-color="${C.woodLight}"/><stop offset="1" stop-color="${C.wood}"/></linearGradient>
<linearGradient id="goldGrad" x1="0" x2="1"><stop offset="0" stop-color="${C.gold2}"/><stop offset="1" stop-color="${C.goldDeep}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe7b0" stop-opacity="0.9"/><stop offset="1" stop-color="#ffe7b0" stop-opacity="0"/></radialGradient>
<linearGradient id="floorShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
${defs}
</defs>
${body}
</svg>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;

/* ---------------------------------------------------------------- products ---- */

function bottle(x: number, y: number, w: number, h: number, color: string) {
  const neck = w * 0.38;
  return `<g><rect x="${x + (w - neck) / 2}" y="${y}" width="${neck}" height="${h * 0.22}" rx="${neck / 3}" fill="${color}" opacity="0.85"/>
<rect x="${x}" y="${y + h * 0.18}" width="${w}" height="${h * 0.82}" rx="${w * 0.3}" fill="${color}"/>
<rect x="${x}" y="${y + h * 0.45}" width="${w}" height="${h * 0.2}" fill="#fff" opacity="0.55"/></g>`;
}

function can(x: number, y: number, w: number, h: number, color: string) {
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.18}" fill="${color}"/><rect x="${x}" y="${y + h * 0.1}" width="${w}" height="${h * 0.12}" fill="#fff" opacity="0.35"/></g>`;
}

function bag(x: number, y: number, w: number, h: number, color: string) {
  return `<g><path d="M${x} ${y + h * 0.08} L${x + w} ${y} L${x + w} ${y + h} L${x} ${y + h * 0.94} Z" fill="${color}"/><circle cx="${x + w / 2}" cy="${y + h * 0.5}" r="${w * 0.22}" fill="#fff" opacity="0.6"/></g>`;
}

function box(x: number, y: number, w: number, h: number, color: string) {
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="2" fill="${color}"/><rect x="${x + w * 0.15}" y="${y + h * 0.3}" width="${w * 0.7}" height="${h * 0.25}" rx="1" fill="#fff" opacity="0.55"/></g>`;
}

function meal(x: number, y: number, w: number, h: number, r: () => number) {
  const top = pick(r, ["#7cb342", "#f4a261", "#e76f51", "#ffd166"]);
  return `<g><rect x="${x}" y="${y + h * 0.3}" width="${w}" height="${h * 0.7}" rx="4" fill="#eef6f3" stroke="#fff" stroke-width="1"/><ellipse cx="${x + w / 2}" cy="${y + h * 0.55}" rx="${w * 0.4}" ry="${h * 0.22}" fill="${top}"/><rect x="${x}" y="${y + h * 0.25}" width="${w}" height="${h * 0.12}" rx="3" fill="#fff" opacity="0.8"/></g>`;
}

/** A shelf row of products, filling width w from x at baseline y. */
function productRow(r: () => number, x: number, y: number, w: number, h: number, kind: "bottles" | "cans" | "snacks" | "meals" | "mixed") {
  let out = "";
  let cx = x + 3;
  for (;;) {
    const k = kind === "mixed" ? pick(r, ["bottles", "cans", "snacks"] as const) : kind;
    const color = pick(r, PRODUCT);
    const bw = k === "bottles" ? h * 0.34 : k === "cans" ? h * 0.5 : k === "snacks" ? h * 0.62 : h * 1.1;
    if (cx + bw > x + w - 2) break;
    if (k === "bottles") out += bottle(cx, y - h, bw, h, color);
    else if (k === "cans") out += can(cx, y - h * 0.7, bw, h * 0.7, color);
    else if (k === "snacks") out += r() < 0.6 ? bag(cx, y - h * 0.85, bw, h * 0.85, color) : box(cx, y - h * 0.7, bw, h * 0.7, color);
    else out += meal(cx, y - h * 0.8, bw, h * 0.8, r);
    cx += bw + (k === "meals" ? 4 : 3);
  }
  return out;
}

/* ---------------------------------------------------------------- machines ---- */

/** A classic machine: cabinet, glass window with shelves, keypad column with card reader, tray. */
export function classicMachine(r: () => number, x: number, y: number, w: number, h: number, kind: "combo" | "snack" | "beverage") {
  const pad = w * 0.06;
  const panelW = w * 0.24;
  const winW = w - pad * 3 - panelW;
  const winH = h * 0.7;
  let shelves = "";
  const rows = kind === "beverage" ? 5 : 6;
  for (let i = 0; i < rows; i++) {
    const sy = y + pad + ((i + 1) * winH) / rows;
    const rowKind = kind === "beverage" ? (i % 2 ? "cans" : "bottles") : kind === "snack" ? "snacks" : i < 3 ? "snacks" : i === 3 ? "cans" : "bottles";
    shelves += productRow(r, x + pad, sy - 3, winW, winH / rows - 8, rowKind);
    shelves += rect(x + pad, sy - 3, winW, 3, "#9aa7b5");
  }
  const px = x + pad * 2 + winW;
  return `<g>
<rect x="${x + 6}" y="${y + h - 6}" width="${w}" height="14" rx="7" fill="#000" opacity="0.18"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.05}" fill="url(#cabinet)"/>
<rect x="${x}" y="${y}" width="${w}" height="${h * 0.025}" rx="${w * 0.03}" fill="${C.gold}" opacity="0.9"/>
<rect x="${x + pad}" y="${y + pad}" width="${winW}" height="${winH}" rx="6" fill="#e9f4f8"/>
<rect x="${x + pad}" y="${y + pad}" width="${winW}" height="6" fill="#fff8dc"/>
${shelves}
<rect x="${x + pad}" y="${y + pad}" width="${winW}" height="${winH}" rx="6" fill="url(#glassShine)"/>
<rect x="${px}" y="${y + pad}" width="${panelW}" height="${winH}" rx="6" fill="${C.night2}"/>
<rect x="${px + panelW * 0.12}" y="${y + pad + winH * 0.05}" width="${panelW * 0.76}" height="${winH * 0.16}" rx="4" fill="#5fd3c4" opacity="0.85"/>
${Array.from({ length: 12 }, (_, i) => `<rect x="${px + panelW * 0.14 + (i % 3) * panelW * 0.25}" y="${y + pad + winH * 0.27 + Math.floor(i / 3) * winH * 0.075}" width="${panelW * 0.2}" height="${winH * 0.055}" rx="2" fill="${C.steel}" opacity="0.8"/>`).join("")}
<rect x="${px + panelW * 0.18}" y="${y + pad + winH * 0.62}" width="${panelW * 0.64}" height="${winH * 0.2}" rx="5" fill="#0b1320"/>
<rect x="${px + panelW * 0.28}" y="${y + pad + winH * 0.66}" width="${panelW * 0.44}" height="${winH * 0.07}" rx="2" fill="${C.gold}"/>
<path d="M${px + panelW * 0.38} ${y + pad + winH * 0.77} q${panelW * 0.12} -6 ${panelW * 0.24} 0" stroke="${C.gold2}" stroke-width="2" fill="none"/>
<rect x="${x + pad}" y="${y + pad * 2 + winH}" width="${w - pad * 2}" height="${h - winH - pad * 4}" rx="6" fill="${C.night2}"/>
<rect x="${x + pad * 2}" y="${y + pad * 2.6 + winH}" width="${w * 0.5}" height="${(h - winH - pad * 4) * 0.45}" rx="4" fill="#0b1320"/>
<text x="${x + w - pad * 2}" y="${y + pad * 2 + winH + (h - winH - pad * 4) * 0.62}" text-anchor="end" font-family="DejaVu Serif, serif" font-size="${w * 0.06}" fill="${C.gold2}" letter-spacing="2">GCV</text>
</g>`;
}

/** A smart cooler: glass door, lit shelves, a tap-to-unlock reader; optional wood shell or LED header. */
export function smartCooler(r: () => number, x: number, y: number, w: number, h: number, style: "combo" | "furniture" | "double-led") {
  const doors = style === "double-led" ? 2 : 1;
  const frame = style === "furniture" ? "url(#woodGrad)" : "url(#cabinet)";
  const header = style === "double-led" ? h * 0.14 : h * 0.07;
  const pad = w * 0.05;
  let out = `<g><rect x="${x + 8}" y="${y + h - 6}" width="${w}" height="14" rx="7" fill="#000" opacity="0.18"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.04}" fill="${frame}"/>`;
  if (style === "furniture") {
    out += `<rect x="${x - w * 0.03}" y="${y - h * 0.02}" width="${w * 1.06}" height="${h * 0.035}" rx="3" fill="${C.woodDark}"/>`;
  }
  if (style === "double-led") {
    out += `<rect x="${x + pad}" y="${y + pad * 0.8}" width="${w - pad * 2}" height="${header - pad}" rx="5" fill="#0b1320"/>
<rect x="${x + pad * 1.5}" y="${y + pad * 1.2}" width="${w - pad * 3}" height="${header - pad * 1.8}" rx="3" fill="url(#goldGrad)" opacity="0.9"/>
<text x="${x + w / 2}" y="${y + pad * 1.2 + (header - pad * 1.8) * 0.68}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${header * 0.32}" fill="${C.night}">TAP · OPEN · GO</text>`;
  } else {
    out += `<rect x="${x + w * 0.3}" y="${y + header * 0.3}" width="${w * 0.4}" height="${header * 0.4}" rx="3" fill="${C.gold}" opacity="0.9"/>`;
  }
  const doorW = (w - pad * (doors + 1)) / doors;
  const doorY = y + header + pad * 0.5;
  const doorH = h - header - pad * 2.5;
  for (let d = 0; d < doors; d++) {
    const dx = x + pad + d * (doorW + pad);
    out += `<rect x="${dx}" y="${doorY}" width="${doorW}" height="${doorH}" rx="6" fill="#eaf6fa"/>
<rect x="${dx}" y="${doorY}" width="${doorW}" height="5" fill="#fff6d8"/>`;
    const rows = 5;
    for (let i = 0; i < rows; i++) {
      const sy = doorY + ((i + 1) * doorH) / rows;
      const kind = i < 2 ? "bottles" : i === 2 ? "cans" : i === 3 ? "meals" : "snacks";
      out += productRow(r, dx + 2, sy - 3, doorW - 4, doorH / rows - 9, kind) + rect(dx, sy - 3, doorW, 3, "#aebccb");
    }
    out += `<rect x="${dx}" y="${doorY}" width="${doorW}" height="${doorH}" rx="6" fill="url(#glassShine)"/>
<rect x="${d === 0 && doors === 2 ? dx + doorW - 7 : dx + doorW - 9}" y="${doorY + doorH * 0.35}" width="4" height="${doorH * 0.3}" rx="2" fill="${C.steel}"/>`;
  }
  // card reader
  out += `<rect x="${x + w * 0.38}" y="${y + h - pad * 1.9}" width="${w * 0.24}" height="${pad * 1.3}" rx="3" fill="#0b1320"/><circle cx="${x + w * 0.5}" cy="${y + h - pad * 1.25}" r="${pad * 0.35}" fill="#5fd3c4"/></g>`;
  return out;
}

/** Open market shelving (wood frame, product rows). */
export function marketShelf(r: () => number, x: number, y: number, w: number, h: number) {
  let out = `<g><rect x="${x + 6}" y="${y + h - 4}" width="${w}" height="10" rx="5" fill="#000" opacity="0.15"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="url(#woodGrad)"/>
<rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" rx="3" fill="${C.cream}"/>`;
  const rows = 4;
  for (let i = 0; i < rows; i++) {
    const sy = y + 8 + ((i + 1) * (h - 16)) / rows;
    out += productRow(r, x + 10, sy - 4, w - 20, (h - 16) / rows - 12, i === 0 ? "snacks" : "mixed") + rect(x + 8, sy - 4, w - 16, 4, C.woodDark);
  }
  return out + "</g>";
}

/** A self-checkout kiosk on a stand. */
export function kiosk(x: number, y: number, w: number, h: number) {
  return `<g>
<ellipse cx="${x + w / 2}" cy="${y + h}" rx="${w * 0.55}" ry="8" fill="#000" opacity="0.18"/>
<rect x="${x + w * 0.42}" y="${y + h * 0.45}" width="${w * 0.16}" height="${h * 0.55}" fill="${C.night2}"/>
<rect x="${x + w * 0.2}" y="${y + h * 0.96}" width="${w * 0.6}" height="${h * 0.04}" rx="3" fill="${C.night}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h * 0.5}" rx="${w * 0.08}" fill="url(#cabinet)"/>
<rect x="${x + w * 0.08}" y="${y + h * 0.03}" width="${w * 0.84}" height="${h * 0.32}" rx="${w * 0.04}" fill="#5fd3c4"/>
<rect x="${x + w * 0.16}" y="${y + h * 0.07}" width="${w * 0.5}" height="${h * 0.03}" rx="2" fill="#fff" opacity="0.85"/>
<rect x="${x + w * 0.16}" y="${y + h * 0.13}" width="${w * 0.68}" height="${h * 0.02}" rx="2" fill="#fff" opacity="0.5"/>
<rect x="${x + w * 0.16}" y="${y + h * 0.17}" width="${w * 0.6}" height="${h * 0.02}" rx="2" fill="#fff" opacity="0.5"/>
<rect x="${x + w * 0.5}" y="${y + h * 0.24}" width="${w * 0.34}" height="${h * 0.07}" rx="${h * 0.035}" fill="${C.gold}"/>
<rect x="${x + w * 0.2}" y="${y + h * 0.39}" width="${w * 0.6}" height="${h * 0.06}" rx="4" fill="#0b1320"/>
<circle cx="${x + w * 0.5}" cy="${y + h * 0.42}" r="${w * 0.05}" fill="#ff6b6b" opacity="0.85"/>
</g>`;
}

/* ---------------------------------------------------------------- decor ---- */

export function palm(x: number, y: number, s: number, color = "#1f4d3a") {
  const trunk = `<path d="M${x} ${y} C${x + 6 * s} ${y - 40 * s} ${x + 2 * s} ${y - 80 * s} ${x + 10 * s} ${y - 120 * s}" stroke="${C.woodDark}" stroke-width="${5 * s}" fill="none" stroke-linecap="round"/>`;
  const tx = x + 10 * s;
  const ty = y - 120 * s;
  const leaves = [-160, -125, -90, -55, -20, 15]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      const ex = tx + Math.cos(rad) * 55 * s;
      const ey = ty + Math.sin(rad) * 30 * s + 18 * s;
      const cx = tx + Math.cos(rad) * 30 * s;
      const cy = ty + Math.sin(rad) * 40 * s - 6 * s;
      return `<path d="M${tx} ${ty} Q${cx} ${cy} ${ex} ${ey} Q${(cx + tx) / 2} ${cy + 10 * s} ${tx} ${ty}" fill="${color}"/>`;
    })
    .join("");
  return `<g>${trunk}${leaves}</g>`;
}

export function plant(x: number, y: number, s: number) {
  return `<g><path d="M${x - 18 * s} ${y - 34 * s} h${36 * s} l-${5 * s} ${34 * s} h-${26 * s} z" fill="${C.ivory}" stroke="${C.stone}"/>
${[-40, -15, 10, 35]
  .map((a, i) => `<path d="M${x} ${y - 34 * s} q${a * s * 0.6} -${(50 + i * 8) * s} ${a * s * 1.1} -${(70 + (i % 2) * 20) * s} q-${a * s * 0.2} ${30 * s} -${a * s * 1.1} ${(70 + (i % 2) * 20) * s}" fill="${i % 2 ? C.plant : C.plant2}"/>`)
  .join("")}</g>`;
}

export function pendant(x: number, y: number, s: number) {
  return `<g><line x1="${x}" y1="0" x2="${x}" y2="${y}" stroke="${C.night3}" stroke-width="1.5"/>
<circle cx="${x}" cy="${y + 30 * s}" r="${70 * s}" fill="url(#glow)" opacity="0.55"/>
<path d="M${x - 22 * s} ${y + 24 * s} Q${x} ${y - 6 * s} ${x + 22 * s} ${y + 24 * s} Z" fill="url(#goldGrad)"/>
<ellipse cx="${x}" cy="${y + 25 * s}" rx="${9 * s}" ry="${3 * s}" fill="#fff4cc"/></g>`;
}

/** A window onto a sunset coast with palms. */
export function coastWindow(x: number, y: number, w: number, h: number, id: string, tone: "dusk" | "day" = "dusk") {
  const sky = tone === "dusk" ? ["#f6c28b", "#e98a6f", "#5b4b7a"] : ["#bfe3f2", "#8fc9e6", "#5fa8d3"];
  return `<defs><linearGradient id="sky-${id}" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.5" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>
<clipPath id="clip-${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8"/></clipPath></defs>
<g clip-path="url(#clip-${id})">
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky-${id})"/>
<circle cx="${x + w * 0.68}" cy="${y + h * 0.62}" r="${h * 0.13}" fill="#ffe3a3" opacity="0.95"/>
<rect x="${x}" y="${y + h * 0.7}" width="${w}" height="${h * 0.3}" fill="${tone === "dusk" ? "#3b5a7a" : "#2f7fa8"}"/>
<rect x="${x}" y="${y + h * 0.7}" width="${w}" height="3" fill="#fff" opacity="0.4"/>
${[0.1, 0.3, 0.5, 0.78].map((p) => `<rect x="${x + w * p}" y="${y + h * (0.5 + p * 0.12)}" width="${w * 0.05}" height="${h * (0.2 - p * 0.1)}" fill="#2b3a55" opacity="0.55"/>`).join("")}
${palm(x + w * 0.12, y + h * 1.02, h / 170, "#24433a")}
${palm(x + w * 0.9, y + h * 1.04, h / 150, "#1f3a33")}
</g>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="none" stroke="${C.ivory}" stroke-width="10"/>
<line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="${C.ivory}" stroke-width="6"/>`;
}

/** Wall, floor and skirting of an interior. */
export function room(width: number, height: number, floorY: number, wall: string, floor: string, floorLines = true) {
  let lines = "";
  if (floorLines) for (let i = -10; i < 30; i++) lines += `<line x1="${width / 2 + i * 90 - 900}" y1="${height}" x2="${width / 2 + (i - 10) * 18}" y2="${floorY}" stroke="#000" stroke-opacity="0.06" stroke-width="2"/>`;
  return `${rect(0, 0, width, floorY, wall)}${rect(0, floorY, width, height - floorY, floor)}${lines}
${rect(0, floorY, width, height - floorY, "url(#floorShade)")}${rect(0, floorY - 10, width, 10, "#000", 'opacity="0.08"')}`;
}

export function wallPanels(width: number, floorY: number, color: string) {
  let out = "";
  for (let x = 0; x < width; x += 120) out += rect(x + 4, floorY * 0.42, 112, floorY * 0.55, color, 'rx="4" opacity="0.5"');
  return out;
}

export function sofa(x: number, y: number, w: number, color: string) {
  return `<g><ellipse cx="${x + w / 2}" cy="${y + 2}" rx="${w / 2 + 20}" ry="8" fill="#000" opacity="0.15"/>
<rect x="${x}" y="${y - 120}" width="${w}" height="80" rx="22" fill="${color}"/>
<rect x="${x - 6}" y="${y - 62}" width="${w + 12}" height="46" rx="16" fill="${color}"/>
<rect x="${x + 10}" y="${y - 108}" width="${w / 2 - 16}" height="52" rx="16" fill="#fff" opacity="0.12"/>
<rect x="${x + w / 2 + 6}" y="${y - 108}" width="${w / 2 - 16}" height="52" rx="16" fill="#fff" opacity="0.12"/>
<rect x="${x - 22}" y="${y - 86}" width="34" height="72" rx="14" fill="${color}"/><rect x="${x + w - 12}" y="${y - 86}" width="34" height="72" rx="14" fill="${color}"/>
<rect x="${x + 14}" y="${y - 16}" width="8" height="16" fill="${C.woodDark}"/><rect x="${x + w - 22}" y="${y - 16}" width="8" height="16" fill="${C.woodDark}"/></g>`;
}

export function table(x: number, y: number, w: number) {
  return `<g><ellipse cx="${x + w / 2}" cy="${y - 52}" rx="${w / 2}" ry="9" fill="${C.ivory}" stroke="${C.stone}"/><rect x="${x + w / 2 - 4}" y="${y - 50}" width="8" height="48" fill="${C.gold}"/><ellipse cx="${x + w / 2}" cy="${y - 2}" rx="${w / 4}" ry="4" fill="${C.gold}"/></g>`;
}

export function dumbbellRack(x: number, y: number) {
  let out = `<g><rect x="${x}" y="${y - 90}" width="220" height="8" rx="3" fill="${C.night3}"/><rect x="${x}" y="${y - 45}" width="220" height="8" rx="3" fill="${C.night3}"/><rect x="${x + 6}" y="${y - 95}" width="8" height="95" fill="${C.night3}"/><rect x="${x + 206}" y="${y - 95}" width="8" height="95" fill="${C.night3}"/>`;
  for (let i = 0; i < 5; i++) {
    out += `<g><rect x="${x + 22 + i * 40}" y="${y - 108}" width="8" height="18" rx="2" fill="#30343a"/><rect x="${x + 42 + i * 40 - 12}" y="${y - 101}" width="14" height="4" fill="#9aa0a6"/><rect x="${x + 44 + i * 40 - 8}" y="${y - 108}" width="8" height="18" rx="2" fill="#30343a"/></g>`;
    out += `<g><rect x="${x + 22 + i * 40}" y="${y - 63}" width="9" height="20" rx="2" fill="#30343a"/><rect x="${x + 44 + i * 40 - 12}" y="${y - 55}" width="14" height="4" fill="#9aa0a6"/><rect x="${x + 44 + i * 40 - 8}" y="${y - 63}" width="9" height="20" rx="2" fill="#30343a"/></g>`;
  }
  return out + "</g>";
}

export function arch(x: number, y: number, w: number, h: number, fill: string) {
  return `<path d="M${x} ${y + h} V${y + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} V${y + h} Z" fill="${fill}"/>`;
}

export function signage(x: number, y: number, text: string, size = 22) {
  return `<g><rect x="${x - text.length * size * 0.46}" y="${y - size * 1.3}" width="${text.length * size * 0.92}" height="${size * 1.9}" rx="6" fill="${C.night}"/><text x="${x}" y="${y}" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="${size}" fill="${C.gold2}" letter-spacing="3">${text.replace(/&/g, "&amp;")}</text></g>`;
}

/* ---------------------------------------------------------------- scenes ---- */

export function heroLounge() {
  const r = rng("hero");
  const W = 1200;
  const H = 960;
  const floorY = 700;
  return svg(
    W,
    H,
    `${room(W, H, floorY, "#efe6d6", "#c9a57c")}
${wallPanels(W, floorY, "#e6d9c2")}
${coastWindow(60, 90, 380, 420, "hero")}
${pendant(560, 80, 1)}${pendant(760, 60, 1)}${pendant(960, 90, 1)}
${signage(840, 230, "MARKET", 30)}
${marketShelf(r, 470, 330, 250, 380)}
${smartCooler(r, 740, 290, 200, 420, "furniture")}
${kiosk(980, 420, 130, 290)}
${plant(110, 720, 1.4)}
${sofa(170, 860, 300, "#22354f")}
${table(520, 880, 130)}
<rect x="0" y="${H - 6}" width="${W}" height="6" fill="${C.gold}" opacity="0.6"/>`,
  );
}

export function serviceScene(kind: "classic" | "smart" | "market") {
  const r = rng(`service-${kind}`);
  const W = 800;
  const H = 600;
  const floorY = 470;
  const wall = kind === "classic" ? "#e9eef2" : kind === "smart" ? "#eee7dc" : "#f0e6d4";
  let body = room(W, H, floorY, wall, kind === "classic" ? "#b8c2cc" : "#c7a47b") + wallPanels(W, floorY, kind === "classic" ? "#dde5eb" : "#e3d5bd");
  if (kind === "classic") {
    body += coastWindow(40, 70, 220, 250, "svc-c", "day");
    body += classicMachine(r, 300, 90, 210, 400, "combo") + classicMachine(r, 530, 110, 190, 380, "beverage");
    body += plant(130, 490, 1);
  } else if (kind === "smart") {
    body += pendant(400, 40, 0.9) + smartCooler(r, 160, 110, 200, 380, "combo") + smartCooler(r, 400, 100, 250, 390, "double-led");
    body += plant(720, 490, 1.1);
  } else {
    body += pendant(250, 30, 0.8) + pendant(560, 30, 0.8) + signage(400, 110, "MARKET", 26);
    body += marketShelf(r, 60, 170, 230, 310) + smartCooler(r, 310, 150, 170, 330, "combo") + kiosk(520, 250, 110, 230) + marketShelf(r, 650, 200, 130, 280);
  }
  return svg(W, H, body);
}

export function installScene(kind: "office" | "gym" | "hotel" | "residence") {
  const r = rng(`install-${kind}`);
  const W = 1440;
  const H = 1080;
  const floorY = 800;
  let body = "";
  if (kind === "office") {
    body += room(W, H, floorY, "#ece7df", "#bfa585") + wallPanels(W, floorY, "#e1d8ca");
    body += coastWindow(70, 120, 420, 460, "office", "day");
    body += pendant(700, 60, 1.1) + pendant(1050, 60, 1.1) + signage(880, 200, "CAFÉ MARKET", 32);
    body += marketShelf(r, 560, 330, 300, 470) + smartCooler(r, 880, 300, 240, 500, "combo") + kiosk(1160, 500, 160, 320);
    body += table(200, 1000, 200) + plant(1380, 840, 1.5);
  } else if (kind === "gym") {
    body += room(W, H, floorY, "#2a3342", "#3a3f47", false) + rect(0, floorY, W, 10, C.gold, 'opacity="0.6"');
    for (let x = 0; x < W; x += 160) body += rect(x, floorY + 60, 150, 4, "#4b525c");
    body += `<text x="140" y="220" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="70" fill="#3b4656" letter-spacing="10">TRAIN · RECOVER</text>`;
    body += `<g transform="translate(60 0) scale(1.9) translate(0 -379)">${dumbbellRack(0, 800)}</g>`;
    body += `<rect x="40" y="${floorY}" width="600" height="180" rx="6" fill="#4a3b5c" opacity="0.55"/>`;
    body += smartCooler(r, 720, 290, 260, 510, "double-led") + smartCooler(r, 1010, 320, 200, 480, "combo");
    body += `<rect x="1240" y="560" width="170" height="240" rx="10" fill="${C.night}"/><rect x="1250" y="540" width="150" height="30" rx="8" fill="${C.gold}"/>`;
  } else if (kind === "hotel") {
    body += room(W, H, floorY, "#efe3cf", "#e9e4da") ;
    for (let x = 0; x < W; x += 180) body += `<path d="M${x} ${floorY} L${x + 90} ${H} M${x + 180} ${floorY} L${x + 90} ${H}" stroke="#cfc6b6" stroke-width="2"/>`;
    body += arch(90, 120, 360, 600, "#e3d3b8") + arch(120, 150, 300, 560, "#f6efe2");
    body += coastWindow(150, 300, 240, 380, "hotel");
    body += pendant(760, 40, 1.4) + signage(900, 230, "GRAB & GO", 30);
    body += smartCooler(r, 560, 300, 250, 500, "furniture") + marketShelf(r, 830, 360, 260, 440) + kiosk(1120, 500, 150, 300);
    body += plant(1360, 840, 1.6) + plant(500, 840, 1.2);
  } else {
    body += room(W, H, floorY, "#e4ebe6", "#b99b77") + wallPanels(W, floorY, "#d7e1da");
    body += coastWindow(840, 110, 520, 420, "res", "day");
    body += pendant(400, 40, 1.1);
    body += classicMachine(r, 170, 260, 250, 540, "combo") + classicMachine(r, 450, 290, 230, 510, "beverage");
    body += sofa(880, 930, 360, "#3f7d5a") + table(740, 960, 120) + plant(1360, 860, 1.3);
  }
  return svg(W, H, body);
}

export function machinePortrait(kind: "machine-combo" | "machine-beverage" | "machine-snack" | "smart-combo" | "smart-furniture" | "smart-double-led") {
  const r = rng(kind);
  const W = 600;
  const H = 800;
  const bg = `<defs><radialGradient id="halo" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${C.cream}"/></radialGradient></defs>${rect(0, 0, W, H, "url(#halo)")}<ellipse cx="300" cy="742" rx="230" ry="26" fill="#000" opacity="0.08"/>`;
  let m = "";
  if (kind === "machine-combo") m = classicMachine(r, 130, 60, 340, 680, "combo");
  if (kind === "machine-beverage") m = classicMachine(r, 130, 60, 340, 680, "beverage");
  if (kind === "machine-snack") m = classicMachine(r, 130, 60, 340, 680, "snack");
  if (kind === "smart-combo") m = smartCooler(r, 150, 60, 300, 680, "combo");
  if (kind === "smart-furniture") m = smartCooler(r, 150, 70, 300, 670, "furniture");
  if (kind === "smart-double-led") m = smartCooler(r, 90, 60, 420, 680, "double-led");
  return svg(W, H, bg + m);
}

export function kioskScene() {
  const W = 800;
  const H = 600;
  const r = rng("kiosk");
  return svg(W, H, `${room(W, H, 470, "#f1e9da", "#c7a47b")}${wallPanels(W, 470, "#e6d8bf")}${pendant(400, 20, 0.9)}${marketShelf(r, 40, 170, 230, 310)}${kiosk(320, 150, 170, 330)}${marketShelf(r, 540, 170, 230, 310)}`);
}

/** A city card: sky by time of day, sea or lake, skyline, palms; seeded from the slug. */
export function cityScene(slug: string, opts: { coastal: boolean; dense: number }) {
  const r = rng(slug);
  const W = 800;
  const H = 600;
  const palettes = [
    ["#fbd3a5", "#f08a6c", "#4d3f74"],
    ["#ffe8c2", "#f4b36c", "#7a5c8f"],
    ["#d3ecf6", "#8fc8e8", "#4f8fc0"],
    ["#ffd9b8", "#e7a1b0", "#6a6aa8"],
    ["#fde3b4", "#e9a46a", "#2f4a74"],
  ];
  const sky = pick(r, palettes);
  const horizon = 380 + r() * 30;
  let body = `<defs><linearGradient id="sky" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.55" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a6d93"/><stop offset="1" stop-color="#1b3853"/></linearGradient></defs>
${rect(0, 0, W, H, "url(#sky)")}
<circle cx="${150 + r() * 500}" cy="${horizon - 60 - r() * 120}" r="${40 + r() * 30}" fill="#fff1c9" opacity="0.9"/>`;
  for (let i = 0; i < 4; i++) body += `<ellipse cx="${r() * W}" cy="${60 + r() * 180}" rx="${50 + r() * 70}" ry="${8 + r() * 8}" fill="#fff" opacity="${0.25 + r() * 0.25}"/>`;
  // skyline
  let x = -10;
  const far = pick(r, ["#7d6f93", "#6a7fa0", "#8a7a8f"]);
  while (x < W) {
    const bw = 30 + r() * 50;
    const bh = (40 + r() * 140) * opts.dense;
    body += rect(x, horizon - bh, bw, bh, far, 'opacity="0.55"');
    x += bw + r() * 8;
  }
  x = -20;
  while (x < W) {
    const bw = 40 + r() * 70;
    const bh = (30 + r() * 200) * opts.dense;
    const col = pick(r, ["#2b3a55", "#33405e", "#24324a", "#3b4a66"]);
    body += rect(x, horizon - bh, bw, bh, col);
    if (r() < 0.3) body += `<path d="M${x} ${horizon - bh} L${x + bw / 2} ${horizon - bh - 20 - r() * 30} L${x + bw} ${horizon - bh} Z" fill="${col}"/>`;
    for (let wy = horizon - bh + 12; wy < horizon - 10; wy += 16)
      for (let wx = x + 8; wx < x + bw - 10; wx += 14) if (r() < 0.35) body += rect(wx, wy, 6, 8, "#ffd98a", 'opacity="0.85"');
    x += bw + 6 + r() * 30;
  }
  if (opts.coastal) {
    body += rect(0, horizon, W, H - horizon, "url(#sea)");
    for (let i = 0; i < 14; i++) body += rect(r() * W, horizon + 10 + r() * (H - horizon - 20), 30 + r() * 90, 2.5, "#fff", `opacity="${0.2 + r() * 0.3}"`);
    body += `<path d="M0 ${H - 40} Q${W / 2} ${H - 80} ${W} ${H - 50} V${H} H0 Z" fill="#e9cf9b"/>`;
  } else {
    body += rect(0, horizon, W, H - horizon, "#3e6b56");
    body += `<path d="M0 ${horizon + 60} Q${W * 0.3} ${horizon + 30} ${W * 0.6} ${horizon + 70} T${W} ${horizon + 50} V${H} H0 Z" fill="#2f5746"/>`;
    body += `<ellipse cx="${W * (0.3 + r() * 0.4)}" cy="${H - 70}" rx="${180 + r() * 80}" ry="28" fill="#4f86a8" opacity="0.85"/>`;
  }
  body += palm(60 + r() * 60, H + 10, 1.6 + r() * 0.5, "#173329") + palm(W - 80 - r() * 60, H + 20, 1.4 + r() * 0.6, "#1a3a2f");
  if (r() < 0.6) body += palm(W * (0.35 + r() * 0.3), H + 30, 1.1, "#1d3d31");
  return svg(W, H, body);
}

export function videoPoster(kind: "smart" | "market") {
  const r = rng(`video-${kind}`);
  const W = 1280;
  const H = 720;
  const floorY = 560;
  let body = room(W, H, floorY, "#efe6d6", "#c9a57c") + wallPanels(W, floorY, "#e6d9c2");
  if (kind === "smart") {
    body += coastWindow(70, 80, 330, 380, "vs");
    body += pendant(760, 30, 1) + smartCooler(r, 480, 100, 260, 470, "double-led") + smartCooler(r, 800, 120, 200, 450, "furniture") + plant(1120, 580, 1.3);
  } else {
    body += signage(640, 120, "CAFÉ MARKET", 30) + pendant(300, 20, 0.9) + pendant(980, 20, 0.9);
    body += marketShelf(r, 80, 180, 300, 390) + smartCooler(r, 400, 160, 210, 410, "combo") + marketShelf(r, 630, 190, 300, 380) + kiosk(960, 290, 150, 280) + plant(1190, 590, 1.2);
  }
  body += `<rect width="${W}" height="${H}" fill="${C.night}" opacity="0.25"/>`;
  body += `<circle cx="${W / 2}" cy="${H / 2}" r="62" fill="${C.night}" opacity="0.85"/><circle cx="${W / 2}" cy="${H / 2}" r="62" fill="none" stroke="${C.gold}" stroke-width="3"/><path d="M${W / 2 - 18} ${H / 2 - 28} L${W / 2 + 30} ${H / 2} L${W / 2 - 18} ${H / 2 + 28} Z" fill="${C.gold2}"/>`;
  return svg(W, H, body);
}

export function ogImage() {
  const W = 1200;
  const H = 630;
  const r = rng("og");
  return svg(
    W,
    H,
    `${rect(0, 0, W, H, C.night)}
<circle cx="1000" cy="120" r="420" fill="url(#glow)" opacity="0.35"/>
${smartCooler(r, 800, 150, 170, 400, "furniture")}${kiosk(990, 300, 110, 250)}
<text x="80" y="170" font-family="DejaVu Sans, sans-serif" font-size="22" fill="${C.gold}" letter-spacing="6">GOLD COAST VENDING</text>
<text x="80" y="270" font-family="DejaVu Serif, serif" font-size="62" fill="#fff">Luxury Amenities</text>
<text x="80" y="345" font-family="DejaVu Serif, serif" font-size="62" fill="#fff">for the Modern Age</text>
<rect x="80" y="390" width="120" height="3" fill="${C.gold}"/>
<text x="80" y="450" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#d6d3d1">Micromarkets · Smart machines · Vending</text>
<text x="80" y="495" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#d6d3d1">Free placement, Palm Beach to Miami</text>`,
  );
}

export function appIcon(size: number, padded = false) {
  const s = size / 40;
  const inset = padded ? size * 0.1 : 0;
  const k = (size - inset * 2) / 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${padded ? 0 : 10 * s}" fill="${C.night}"/>
<g transform="translate(${inset} ${inset}) scale(${k})">
<rect x="9" y="7" width="22" height="26" rx="3" fill="none" stroke="${C.gold}" stroke-width="2"/>
<path d="M13 23a7 7 0 0 1 14 0" fill="none" stroke="${C.gold}" stroke-width="2" stroke-linecap="round"/>
<path d="M12 27.5c2.6-1.6 5.4-1.6 8 0s5.4 1.6 8 0" fill="none" stroke="${C.gold2}" stroke-width="1.6" stroke-linecap="round"/>
<circle cx="20" cy="13" r="1.6" fill="${C.gold}"/></g></svg>`;
}
