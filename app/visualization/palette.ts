/** Brand colours used to wrap the machines in a mockup. Pure helpers (no sharp), unit tested. */
export interface BrandPalette {
  /** The dominant brand colour: cabinet wrap. */
  primary: string;
  /** A second brand colour: header band and trims. */
  secondary: string;
  /** Text colour readable on `primary`. */
  onPrimary: string;
  /** Text colour readable on `secondary`. */
  onSecondary: string;
}

/** Used when no logo or website gives colours (a refused fetch, no logo): charcoal and gold. */
export const NEUTRAL_PALETTE: BrandPalette = {
  primary: "#22272e",
  secondary: "#b7862f",
  onPrimary: "#ffffff",
  onSecondary: "#111111",
};

export type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  let h = m[1]!;
  if (h.length === 3)
    h = h
      .split("")
      .map((c) => c + c)
      .join("");
  return [
    Number.parseInt(h.slice(0, 2), 16),
    Number.parseInt(h.slice(2, 4), 16),
    Number.parseInt(h.slice(4, 6), 16),
  ];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

export function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const rn = r / 255,
    gn = g / 255,
    bn = b / 255;
  const max = Math.max(rn, gn, bn),
    min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  h /= 6;
  return [h * 360, s, l];
}

/** WCAG relative luminance. */
export function luminance([r, g, b]: Rgb) {
  const c = [r, g, b].map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
}

export function contrastRatio(a: Rgb, b: Rgb) {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

export function readableOn(hex: string) {
  const rgb = hexToRgb(hex) ?? [0, 0, 0];
  return contrastRatio(rgb, [255, 255, 255]) >= contrastRatio(rgb, [17, 17, 17]) ? "#ffffff" : "#111111";
}

export function colorDistance(a: Rgb, b: Rgb) {
  // "Redmean" weighted distance: cheap and closer to perception than plain RGB.
  const rm = (a[0] + b[0]) / 2;
  const dr = a[0] - b[0],
    dg = a[1] - b[1],
    db = a[2] - b[2];
  return Math.sqrt((2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db);
}

export function mix(a: string, b: string, t: number) {
  const x = hexToRgb(a) ?? [0, 0, 0];
  const y = hexToRgb(b) ?? [0, 0, 0];
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/**
 * Picks a palette from weighted colour candidates (pixel counts of a logo, or colour mentions in
 * a site's CSS): the primary is the most common colour that is not near-white or near-grey; the
 * secondary the next one far enough from it, else a darker or lighter shade of the primary.
 */
export function paletteFromCandidates(
  candidates: ReadonlyArray<{ color: Rgb; weight: number }>,
  fallback: BrandPalette = NEUTRAL_PALETTE,
): BrandPalette {
  const scored = candidates
    .filter((c) => c.weight > 0)
    .map((c) => {
      const [, s, l] = rgbToHsl(c.color);
      const chromatic = s > 0.18 && l > 0.12 && l < 0.9;
      const nearWhite = l >= 0.92;
      // Strong colours lead; dark neutrals are acceptable brand colours (a black logo), near-white is not.
      const score = nearWhite ? 0 : c.weight * (chromatic ? 1 + s : l < 0.3 ? 0.35 : 0.15);
      return { ...c, score };
    })
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score);
  const first = scored[0];
  if (!first) return fallback;
  const second = scored.find((c) => colorDistance(c.color, first.color) > 150);
  const primary = rgbToHex(first.color);
  const [, , l] = rgbToHsl(first.color);
  const secondary = second
    ? rgbToHex(second.color)
    : l > 0.45
      ? mix(primary, "#000000", 0.45)
      : mix(primary, "#ffffff", 0.55);
  return { primary, secondary, onPrimary: readableOn(primary), onSecondary: readableOn(secondary) };
}

/** Normalises a CSS colour token (#rgb, #rrggbb, rgb()) to #rrggbb, or null. */
export function parseCssColor(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})(?:[0-9a-f]{2})?$/.exec(v);
  if (hex) return rgbToHex(hexToRgb(`#${hex[1]}`)!);
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(v);
  if (rgb) return rgbToHex([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])]);
  return null;
}
