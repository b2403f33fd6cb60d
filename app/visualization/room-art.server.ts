import { machineMarkup, type MachineArtOptions } from "./machine-art.server";
import { mix, type BrandPalette } from "./palette";
import type { RoomPlacement } from "./placement";

/**
 * The parts of a mockup that make machines sit in the room (docs/decisions/084): the side panel
 * in perspective toward the floor's vanishing point, a glass sheen, the occlusion shadow on the
 * wall and the soft contact shadow on the floor, and a faint reflection on a polished floor.
 * Two layers: `shadowLayer` goes under the machines (not colour-matched: it darkens the photo),
 * `machineLayer` is colour-matched to the photo by the renderer before compositing.
 */
export interface SceneArt {
  placements: readonly RoomPlacement[];
  vanishing: { x: number; y: number };
  palette: BrandPalette;
  art: Omit<MachineArtOptions, "palette" | "idPrefix">;
  glossyFloor: boolean;
}

const f = (n: number) => n.toFixed(1);

/** Farthest from the vanishing point first, so a nearer machine hides its neighbour's side panel. */
function drawOrder(s: SceneArt) {
  return s.placements
    .map((p, i) => ({ p, i }))
    .sort(
      (a, b) =>
        Math.abs(b.p.x + b.p.width / 2 - s.vanishing.x) - Math.abs(a.p.x + a.p.width / 2 - s.vanishing.x),
    );
}

function sideEdge(p: RoomPlacement, vpX: number) {
  if (vpX < p.x) return p.x;
  if (vpX > p.x + p.width) return p.x + p.width;
  return null;
}

export function shadowLayer(s: SceneArt): string {
  const parts: string[] = [
    `<defs><linearGradient id="occ" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.2"/><stop offset="0.8" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
      `<radialGradient id="contact"><stop offset="0" stop-color="#000" stop-opacity="0.62"/><stop offset="0.6" stop-color="#000" stop-opacity="0.38"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
      `<radialGradient id="soft"><stop offset="0" stop-color="#000" stop-opacity="0.32"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>`,
  ];
  for (const p of s.placements) {
    const wallY = p.frontY - (p.frontY - s.vanishing.y) * p.depthFraction;
    // Occlusion on the wall: the machine blocks the room's light behind it (key light upper left).
    const ox = p.x + p.width * 0.06;
    parts.push(
      `<rect x="${f(ox)}" y="${f(p.y + p.height * 0.04)}" width="${f(p.width * 1.1)}" height="${f(wallY - p.y - p.height * 0.04)}" fill="url(#occ)"/>`,
    );
    // Soft shadow on the floor, cast to the right and back, then the tight contact shadow.
    parts.push(
      `<ellipse cx="${f(p.x + p.width * 0.62)}" cy="${f((wallY + p.frontY) / 2)}" rx="${f(p.width * 0.78)}" ry="${f(Math.max(6, (p.frontY - wallY) * 0.9 + p.width * 0.04))}" fill="url(#soft)"/>`,
    );
    parts.push(
      `<ellipse cx="${f(p.x + p.width / 2)}" cy="${f(p.frontY)}" rx="${f(p.width * 0.55)}" ry="${f(Math.max(3, p.width * 0.03))}" fill="url(#contact)"/>`,
    );
  }
  return parts.join("");
}

export function machineLayer(s: SceneArt): string {
  const parts: string[] = [];
  const sideFill = mix(s.palette.primary, "#000000", 0.5);
  const sideLight = mix(s.palette.primary, "#000000", 0.3);
  parts.push(
    `<defs><linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.38" stop-color="#fff" stop-opacity="0"/><stop offset="0.42" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.04"/><stop offset="0.56" stop-color="#fff" stop-opacity="0.12"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
      `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>`,
  );
  const order = drawOrder(s);
  if (s.glossyFloor) {
    // A faint mirror image under each machine, fading out quickly.
    for (const { p, i } of order) {
      const art = machineMarkup(p.type, { ...s.art, palette: s.palette, idPrefix: `r${i}` });
      const reflH = p.height * 0.35;
      parts.push(
        `<mask id="rm${i}"><rect x="${f(p.x)}" y="${f(p.frontY)}" width="${f(p.width)}" height="${f(reflH)}" fill="url(#fade)"/></mask>` +
          `<g mask="url(#rm${i})" opacity="0.16"><g transform="translate(0 ${f(2 * p.frontY)}) scale(1 -1)"><svg x="${f(p.x)}" y="${f(p.y)}" width="${f(p.width)}" height="${f(p.height)}" viewBox="0 0 ${art.width} ${art.height}" preserveAspectRatio="none">${art.inner}</svg></g></g>`,
      );
    }
  }
  for (const { p, i } of order) {
    const edge = sideEdge(p, s.vanishing.x);
    if (edge !== null && p.depthFraction > 0) {
      const back = (x: number, y: number) => [
        x + (s.vanishing.x - x) * p.depthFraction,
        y + (s.vanishing.y - y) * p.depthFraction,
      ];
      const [bx1, by1] = back(edge, p.y + 4);
      const [bx2, by2] = back(edge, p.frontY);
      const lit = s.vanishing.x < p.x; // the left side faces the key light
      parts.push(
        `<path d="M${f(edge)} ${f(p.y + 4)} L${f(bx1!)} ${f(by1!)} L${f(bx2!)} ${f(by2!)} L${f(edge)} ${f(p.frontY)} Z" fill="${lit ? sideLight : sideFill}"/>` +
          `<path d="M${f(edge)} ${f(p.frontY - p.height * 0.03)} L${f(bx2!)} ${f(by2! - p.height * 0.03)} L${f(bx2!)} ${f(by2!)} L${f(edge)} ${f(p.frontY)} Z" fill="#161616"/>`,
      );
    }
    const art = machineMarkup(p.type, { ...s.art, palette: s.palette, idPrefix: `m${i}` });
    parts.push(
      `<svg x="${f(p.x)}" y="${f(p.y)}" width="${f(p.width)}" height="${f(p.height)}" viewBox="0 0 ${art.width} ${art.height}" preserveAspectRatio="none">${art.inner}</svg>`,
    );
    // Glass sheen: the room's light reflected across the front.
    parts.push(
      `<rect x="${f(p.x + p.width * 0.05)}" y="${f(p.y + p.height * 0.12)}" width="${f(p.width * 0.9)}" height="${f(p.height * 0.62)}" fill="url(#sheen)"/>`,
    );
  }
  return parts.join("");
}
