/**
 * The image catalogue: every picture of the public site, its aspect ratio and the widths it is
 * rasterised to. One source of truth for the <Picture> component (width/height, srcset) and for
 * the build script (scripts/images/build.ts) that writes public/images/{name}-{width}.{avif,webp}.
 *
 * Replacing an image: drop a photo named after the entry (e.g. `install-gym.jpg`, `city-miami.png`)
 * into `images/replacements/` at the repository root and run `npx tsx scripts/images/build.ts`.
 * The photo is cropped to the same aspect ratio and replaces the drawn illustration.
 */
import { allCitySlugs } from "./cities";

export interface ImageSpec {
  /** Intrinsic aspect, as width and height of the largest rendition. */
  width: number;
  height: number;
  /** Widths written to public/images (ascending). */
  widths: number[];
}

/**
 * Pictures a full column wide on a phone: the service and city heroes, the market kiosk. 680 is
 * for phones of middling density: a 412 px screen at 1.75× needs 663 pixels and would otherwise
 * get the 800. It is up to a tenth lighter, and on slow 4G that can save the hero a round trip
 * while the page's lazy images share the line (decision 066).
 */
const card = { width: 800, height: 600, widths: [400, 680, 800] };
const tall = { width: 600, height: 800, widths: [300, 600] };
const photo = { width: 1440, height: 1080, widths: [480, 960, 1440] };

export const imageCatalogue = {
  "hero-lounge": { width: 1200, height: 960, widths: [480, 800, 1200] },
  "service-classic": card,
  "service-smart": card,
  "service-market": card,
  "install-office": photo,
  "install-gym": photo,
  "install-hotel": photo,
  "install-residence": photo,
  "machine-combo": tall,
  "machine-beverage": tall,
  "machine-snack": tall,
  "smart-combo": tall,
  "smart-furniture": tall,
  "smart-double-led": tall,
  "market-kiosk": card,
  "video-smart-poster": { width: 1280, height: 720, widths: [640, 1280] },
  "video-market-poster": { width: 1280, height: 720, widths: [640, 1280] },
  ...Object.fromEntries(allCitySlugs.map((slug) => [`city-${slug}`, card])),
} as Record<string, ImageSpec>;

export type ImageName = keyof typeof imageCatalogue & string;

/** The 1200×630 social preview (a JPEG: every crawler reads it). */
export const ogImagePath = "/images/og-default.jpg";
