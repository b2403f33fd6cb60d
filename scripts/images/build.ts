/**
 * Rasterises the site's illustrations (scripts/images/art.ts) into public/images as responsive
 * AVIF + WebP at the widths of app/content/images.ts, plus the social preview, the favicons and
 * the web manifest icons. Run: `npx tsx scripts/images/build.ts [name-prefix]` (a prefix limits
 * the run, e.g. `city-`).
 *
 * Replacing an image with a real photo: put `<name>.jpg|jpeg|png|webp|avif` (e.g.
 * `install-gym.jpg`) in `images/replacements/` at the repository root and run the script again;
 * the photo is cropped to the same aspect ratio (centre) and used instead of the drawing.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { allCitySlugs } from "../../app/content/cities";
import { imageCatalogue } from "../../app/content/images";
import * as art from "./art";

const root = path.resolve(import.meta.dirname, "../..");
const outDir = path.join(root, "public/images");
const replacementsDir = path.join(root, "images/replacements");
mkdirSync(outDir, { recursive: true });

const coastal = new Set([
  "miami", "fort-lauderdale", "hollywood", "boca-raton", "palm-beach", "lake-worth", "boynton-beach", "delray-beach",
  "deerfield-beach", "lighthouse-point", "pompano-beach", "dania-beach", "aventura", "north-miami", "bal-harbour",
  "surfside", "miami-beach", "wynwood", "coral-gables",
]);
const density: Record<string, number> = {
  miami: 1.7, "fort-lauderdale": 1.35, aventura: 1.35, "miami-beach": 1.1, "north-miami": 0.9, wynwood: 1.1,
  "coral-gables": 1.0, "boca-raton": 1.0, hollywood: 0.95, "palm-beach": 0.6, "bal-harbour": 1.0, surfside: 0.7,
};

function drawing(name: string): string {
  switch (name) {
    case "hero-lounge":
      return art.heroLounge();
    case "service-classic":
      return art.serviceScene("classic");
    case "service-smart":
      return art.serviceScene("smart");
    case "service-market":
      return art.serviceScene("market");
    case "install-office":
    case "install-gym":
    case "install-hotel":
    case "install-residence":
      return art.installScene(name.slice("install-".length) as "office");
    case "machine-combo":
    case "machine-beverage":
    case "machine-snack":
    case "smart-combo":
    case "smart-furniture":
    case "smart-double-led":
      return art.machinePortrait(name);
    case "market-kiosk":
      return art.kioskScene();
    case "video-smart-poster":
      return art.videoPoster("smart");
    case "video-market-poster":
      return art.videoPoster("market");
  }
  if (name.startsWith("city-")) {
    const slug = name.slice(5);
    if ((allCitySlugs as string[]).includes(slug)) return art.cityScene(slug, { coastal: coastal.has(slug), dense: density[slug] ?? 0.8 });
  }
  throw new Error(`No drawing for ${name}`);
}

function replacement(name: string) {
  for (const ext of ["jpg", "jpeg", "png", "webp", "avif"]) {
    const file = path.join(replacementsDir, `${name}.${ext}`);
    if (existsSync(file)) return file;
  }
  return null;
}

async function master(name: string, width: number, height: number): Promise<Buffer> {
  const photo = replacement(name);
  if (photo) return sharp(photo).rotate().resize(width, height, { fit: "cover", position: "attention" }).png().toBuffer();
  return sharp(Buffer.from(drawing(name))).resize(width, height).png().toBuffer();
}

/**
 * AVIF at libaom's slowest, most thorough effort: at quality 50 it matches or beats the fidelity
 * (PSNR against the master) that quality 52 at effort 3 gave, in 16–21 % fewer bytes. It decodes
 * more slowly with libaom; decision 066 weighs the two.
 */
const AVIF = { quality: 50, effort: 9 } as const;

const only = process.argv[2];
let bytes = 0;
for (const [name, spec] of Object.entries(imageCatalogue)) {
  if (only && !name.startsWith(only)) continue;
  const full = await master(name, spec.width, spec.height);
  for (const w of spec.widths) {
    const h = Math.round((spec.height * w) / spec.width);
    const base = sharp(full).resize(w, h);
    const avif = await base.clone().avif(AVIF).toBuffer();
    const webp = await base.clone().webp({ quality: 76, effort: 4 }).toBuffer();
    writeFileSync(path.join(outDir, `${name}-${w}.avif`), avif);
    writeFileSync(path.join(outDir, `${name}-${w}.webp`), webp);
    bytes += avif.length + webp.length;
  }
  console.log(`${name}: ${spec.widths.join(", ")} px`);
}

const APP_ICON_PNG = { palette: true, quality: 90, effort: 10, compressionLevel: 9 } as const;

if (!only) {
  const og = replacement("og-default") ?? Buffer.from(art.ogImage());
  await sharp(og).resize(1200, 630, { fit: "cover" }).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(outDir, "og-default.jpg"));
  const pub = path.join(root, "public");
  // The app icons as palette PNGs (a quarter of the bytes; the browser fetches icon-192 with the
  // manifest while the page is still loading).
  const icon = (svg: string, file: string) =>
    sharp(Buffer.from(svg))
      .png(APP_ICON_PNG)
      .toFile(path.join(pub, file));
  await icon(art.appIcon(180, true), "apple-touch-icon.png");
  await icon(art.appIcon(192), "icon-192.png");
  await icon(art.appIcon(512), "icon-512.png");
  await icon(art.appIcon(512, true), "icon-maskable-512.png");
  // favicon.ico: one 32×32 PNG inside an ICO container.
  const png32 = await sharp(Buffer.from(art.appIcon(32))).png().toBuffer();
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(32, 6);
  header.writeUInt8(32, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png32.length, 14);
  header.writeUInt32LE(22, 18);
  writeFileSync(path.join(pub, "favicon.ico"), Buffer.concat([header, png32]));
  writeFileSync(path.join(pub, "favicon.svg"), art.appIcon(40));
  console.log("og-default.jpg, favicons, app icons");
}
console.log(`AVIF + WebP written: ${(bytes / 1024).toFixed(0)} KB`);
