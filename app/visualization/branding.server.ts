import { Parser } from "htmlparser2";
import sharp from "sharp";
import { getEnv } from "~/lib/env.server";
import { MAX_INPUT_PIXELS, dimensionsProblem, sniffImageType } from "~/lib/images.server";
import { withoutUserInfo } from "~/models/website-url";
import {
  FetchRefusedError,
  loopbackAllowlist,
  safeFetch,
  type SafeFetchOptions,
} from "~/lib/safe-fetch.server";
import {
  NEUTRAL_PALETTE,
  hexToRgb,
  paletteFromCandidates,
  parseCssColor,
  type BrandPalette,
  type Rgb,
} from "./palette";

/**
 * Branding for a mockup: the business name, its colours and a logo, read from the visitor's
 * website through the guarded fetch, and from an uploaded logo (which wins). A refused or failed
 * fetch is not an error for the visitor: the mockup then uses the logo (if any) and a neutral
 * palette, and the reason is recorded for the admin.
 */
export interface PageBranding {
  siteName: string | null;
  title: string | null;
  themeColor: string | null;
  icons: { href: string; rel: string; size: number }[];
  ogImage: string | null;
  logoImages: string[];
  /** Colours mentioned in inline styles and <style>, with counts. */
  cssColors: { color: string; count: number }[];
}

export interface Branding {
  businessName: string | null;
  palette: BrandPalette;
  paletteSource: "logo" | "website" | "neutral";
  logoSource: "upload" | "website" | null;
  themeColor: string | null;
  websiteRead: boolean;
  websiteError: string | null;
}

/** Parses a page's HTML for branding hints (pure; unit tested). */
export function parseBrandingHtml(html: string, baseUrl: string): PageBranding {
  const out: PageBranding = {
    siteName: null,
    title: null,
    themeColor: null,
    icons: [],
    ogImage: null,
    logoImages: [],
    cssColors: [],
  };
  const colors = new Map<string, number>();
  const countColors = (text: string) => {
    for (const match of text.matchAll(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b|rgba?\([^)]{5,40}\)/gi)) {
      const hex = parseCssColor(match[0]);
      if (hex) colors.set(hex, (colors.get(hex) ?? 0) + 1);
    }
  };
  const abs = (href: string | undefined) => {
    if (!href) return null;
    try {
      const url = new URL(href, baseUrl);
      return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
    } catch {
      return null;
    }
  };
  let inTitle = false;
  let inStyle = false;
  let title = "";
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "title") inTitle = true;
        if (name === "style") inStyle = true;
        if (attrs.style) countColors(attrs.style);
        if (name === "meta") {
          const key = (attrs.property ?? attrs.name ?? "").toLowerCase();
          const content = attrs.content?.trim();
          if (!content) return;
          if (key === "og:site_name" || key === "application-name") out.siteName ??= content.slice(0, 80);
          if (key === "theme-color" || key === "msapplication-tilecolor")
            out.themeColor ??= parseCssColor(content);
          if (key === "og:image" || key === "og:image:url" || key === "twitter:image")
            out.ogImage ??= abs(content);
        }
        if (name === "link") {
          const rel = (attrs.rel ?? "").toLowerCase();
          if (/\b(icon|apple-touch-icon|apple-touch-icon-precomposed)\b/.test(rel)) {
            const href = abs(attrs.href);
            const size =
              Number.parseInt((attrs.sizes ?? "").split("x")[0] ?? "", 10) ||
              (rel.includes("apple") ? 180 : 32);
            if (href) out.icons.push({ href, rel, size });
          }
        }
        if (name === "img") {
          const hint =
            `${attrs.class ?? ""} ${attrs.id ?? ""} ${attrs.alt ?? ""} ${attrs.src ?? ""}`.toLowerCase();
          const src = abs(attrs.src);
          if (src && hint.includes("logo") && out.logoImages.length < 5) out.logoImages.push(src);
        }
      },
      ontext(text) {
        if (inTitle) title += text;
        if (inStyle) countColors(text);
      },
      onclosetag(name) {
        if (name === "title") inTitle = false;
        if (name === "style") inStyle = false;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  out.title = title.replace(/\s+/g, " ").trim().slice(0, 120) || null;
  out.cssColors = [...colors.entries()]
    .map(([color, count]) => ({ color, count }))
    .sort((a, b) => b.count - a.count)
    .slice(0, 24);
  return out;
}

const GENERIC_TITLE_PARTS = /^(home|homepage|home page|welcome|official site|official website|index)$/i;

/**
 * The business name as the website writes it: og:site_name, else the part of the title that is the
 * host name's label (so "brickellfit.com" titled "BrickellFit | Gym" gives "BrickellFit"), else
 * the meaningful part of the title, else the host name's label (its words capitalised).
 */
export function businessNameFrom(
  page: Pick<PageBranding, "siteName" | "title"> | null,
  websiteUrl: string | null,
): string | null {
  if (page?.siteName) return page.siteName;
  const label = hostLabel(websiteUrl);
  if (page?.title) {
    const written = label ? writtenAs(page.title, label) : null;
    if (written) return written;
    const parts = page.title
      .split(/\s+[|\-–—:·•]\s+/)
      .map((p) => p.trim())
      .filter((p) => p && !GENERIC_TITLE_PARTS.test(p));
    const best = parts.length > 1 ? parts[parts.length - 1]! : parts[0];
    if (best && best.length <= 48) return best;
    if (parts[0]) return parts[0].slice(0, 48);
  }
  if (label) return label.replace(/[-_]+/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
  return null;
}

function hostLabel(websiteUrl: string | null) {
  if (!websiteUrl) return null;
  try {
    const host = new URL(websiteUrl).hostname.replace(/^www\./, "");
    const label = host.split(".")[0] ?? host;
    return label && !/^\d+$/.test(label) ? label : null;
  } catch {
    return null;
  }
}

/** The run of one to four words of `text` that spells `label` (ignoring case, spaces, dashes). */
function writtenAs(text: string, label: string) {
  const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  const target = squash(label);
  if (target.length < 3) return null;
  const words = text.split(/\s+/).filter(Boolean);
  for (let n = 1; n <= 4; n++)
    for (let i = 0; i + n <= words.length; i++) {
      const run = words
        .slice(i, i + n)
        .join(" ")
        .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
      if (squash(run) === target) return run;
    }
  return null;
}

/** Dominant colours of an image's opaque pixels as a palette (sharp; unit tested). */
export async function paletteFromImage(bytes: Buffer): Promise<BrandPalette | null> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize(64, 64, { fit: "inside" })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const buckets = new Map<number, { sum: [number, number, number]; count: number }>();
    for (let i = 0; i < data.length; i += info.channels) {
      if (data[i + 3]! < 128) continue;
      const r = data[i]!,
        g = data[i + 1]!,
        b = data[i + 2]!;
      const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
      const bucket = buckets.get(key) ?? { sum: [0, 0, 0], count: 0 };
      bucket.sum[0] += r;
      bucket.sum[1] += g;
      bucket.sum[2] += b;
      bucket.count++;
      buckets.set(key, bucket);
    }
    if (buckets.size === 0) return null;
    const candidates = [...buckets.values()].map((b) => ({
      color: b.sum.map((v) => v / b.count) as Rgb,
      weight: b.count,
    }));
    const palette = paletteFromCandidates(candidates, NEUTRAL_PALETTE);
    return palette === NEUTRAL_PALETTE ? null : palette;
  } catch {
    return null;
  }
}

export function paletteFromPage(page: PageBranding): BrandPalette | null {
  const candidates: { color: Rgb; weight: number }[] = [];
  if (page.themeColor) candidates.push({ color: hexToRgb(page.themeColor)!, weight: 50 });
  for (const c of page.cssColors) candidates.push({ color: hexToRgb(c.color)!, weight: c.count });
  if (!candidates.length) return null;
  const palette = paletteFromCandidates(candidates, NEUTRAL_PALETTE);
  return palette === NEUTRAL_PALETTE ? null : palette;
}

function fetchOptions(): SafeFetchOptions {
  return { allowLoopback: loopbackAllowlist(getEnv().UNSAFE_TEST_FETCH_ALLOW_LOOPBACK) };
}

/** Fetches a raster image (PNG, JPEG, WebP, AVIF) through the guard; null when it is anything else. */
async function fetchRasterImage(url: string): Promise<Buffer | null> {
  try {
    const res = await safeFetch(url, {
      ...fetchOptions(),
      accept: "image/png,image/jpeg,image/webp,image/avif,image/*;q=0.5",
      timeoutMs: 5000,
    });
    if (res.status !== 200) return null;
    const kind = sniffImageType(res.body);
    if (!kind || kind === "heic") return null; // SVG and ICO are not rasterised (untrusted SVG stays out of librsvg)
    const meta = await sharp(res.body, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if ((meta.width ?? 0) < 32 || (meta.height ?? 0) < 32) return null;
    if (dimensionsProblem(meta.width!, meta.height!, "image")) return null; // not decoded: see images.server.ts
    return res.body;
  } catch {
    return null;
  }
}

/**
 * Reads the branding of a request. `uploadedLogo` (already re-encoded PNG) wins over a fetched
 * logo; its pixels give the palette. Never throws for a website problem.
 */
export async function readBranding(
  websiteUrl: string | null,
  uploadedLogo: Buffer | null,
): Promise<{ branding: Branding; logo: Buffer | null }> {
  let page: PageBranding | null = null;
  let websiteError: string | null = null;
  if (websiteUrl) {
    try {
      const res = await safeFetch(withoutUserInfo(websiteUrl), fetchOptions());
      if (res.status >= 200 && res.status < 300 && /html|xml|^$/i.test(res.contentType)) {
        page = parseBrandingHtml(res.body.toString("utf8"), res.url);
      } else {
        websiteError = `the website answered ${res.status} ${res.contentType}`.trim();
      }
    } catch (error) {
      websiteError =
        error instanceof FetchRefusedError
          ? `refused: ${error.message}`
          : error instanceof Error
            ? error.message
            : String(error);
    }
  }

  let logo = uploadedLogo;
  let logoSource: Branding["logoSource"] = uploadedLogo ? "upload" : null;
  if (!logo && page) {
    const candidates = [
      ...page.icons.filter((i) => i.rel.includes("apple")).map((i) => i.href),
      ...page.logoImages,
      ...page.icons
        .filter((i) => !i.rel.includes("apple") && i.size >= 64)
        .sort((a, b) => b.size - a.size)
        .map((i) => i.href),
    ];
    for (const url of [...new Set(candidates)].slice(0, 4)) {
      const image = await fetchRasterImage(url);
      if (image) {
        logo = await sharp(image)
          .resize(800, 800, { fit: "inside", withoutEnlargement: true })
          .png()
          .toBuffer();
        logoSource = "website";
        break;
      }
    }
  }

  let palette: BrandPalette | null = null;
  let paletteSource: Branding["paletteSource"] = "neutral";
  if (logo) {
    palette = await paletteFromImage(logo);
    if (palette) paletteSource = "logo";
  }
  if (!palette && page) {
    palette = paletteFromPage(page);
    if (palette) paletteSource = "website";
  }
  return {
    branding: {
      businessName: businessNameFrom(page, websiteUrl),
      palette: palette ?? NEUTRAL_PALETTE,
      paletteSource,
      logoSource,
      themeColor: page?.themeColor ?? null,
      websiteRead: Boolean(page),
      websiteError,
    },
    logo,
  };
}
