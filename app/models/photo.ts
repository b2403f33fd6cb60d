/**
 * Uploaded photos of the public site (docs/decisions/050-site-photos.md), the
 * browser-safe half: placements, generated widths and the public URL of a generated file. The
 * admin forms' schemas are in photo-schema.ts (zod stays off the public pages); the server half
 * (storage, queries, the variants job) is photos.server.ts.
 */
export const SERVICE_HEROES = [
  { placement: "classic-vending", label: "Classic Vending", path: "/classic-vending" },
  { placement: "smart-machines", label: "Smart Machines", path: "/smart-machines" },
  { placement: "micromarkets", label: "Micromarkets", path: "/micromarkets" },
] as const;
export type HeroPlacement = (typeof SERVICE_HEROES)[number]["placement"];
/** "blog": an image uploaded into a blog post (docs/decisions/081-blog-markdown-and-fresh-proxy.md). */
export type PhotoPlacement = "gallery" | "blog" | HeroPlacement;
export const HERO_PLACEMENTS = SERVICE_HEROES.map((h) => h.placement) as HeroPlacement[];

/**
 * Widths generated for each use, from what the pages show: a gallery tile is up to 300 px wide
 * (50vw on phones) and the dialog up to 1000 px; a service hero up to 560 px (92vw on phones); a
 * blog post image (the gallery's widths) up to 720 px (92vw on phones).
 * A photo narrower than a width is not enlarged: its own width is generated instead.
 */
export const GALLERY_WIDTHS = [480, 960, 1440] as const;
export const HERO_WIDTHS = [400, 800, 1120] as const;
export const PHOTO_FORMATS = ["avif", "webp"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export function widthsFor(placement: PhotoPlacement, originalWidth: number): number[] {
  const wanted = placement === "gallery" || placement === "blog" ? GALLERY_WIDTHS : HERO_WIDTHS;
  const fit = wanted.filter((w) => w <= originalWidth);
  return fit.length === wanted.length ? fit : [...fit, originalWidth];
}

/** The URL of a generated file: content-hashed, so it is cached for a year and never changes. */
export function photoUrl(hash: string, width: number, format: PhotoFormat) {
  return `/media/photos/${hash}-${width}.${format}`;
}

export const ALT_MAX = 250;
export const CAPTION_MAX = 120;

/** What a public page needs to render an uploaded photo. */
export interface PublicPhoto {
  id: number;
  hash: string;
  width: number;
  height: number;
  widths: number[];
  alt: { en: string; es: string | null };
  caption: { en: string; es: string | null };
}

/** The text in the page's language, or the English text marked as English. */
export function localized(text: { en: string; es: string | null }, lang: "en" | "es") {
  if (lang === "es" && text.es) return { text: text.es, lang: undefined };
  return { text: text.en, lang: lang === "en" ? undefined : ("en" as const) };
}
