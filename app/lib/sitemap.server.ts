import { getEnv } from "./env.server";

export interface SitemapEntry {
  path: string;
  lastmod?: string;
  /** The same page in each language (hreflang -> path), for pages that exist in both. */
  alternates?: Array<{ hreflang: string; path: string }>;
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** Renders a sitemap of absolute URLs under PUBLIC_SITE_URL. */
export function renderSitemap(entries: SitemapEntry[]) {
  const site = getEnv().PUBLIC_SITE_URL;
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${escapeXml(site + e.path)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ""}${(
          e.alternates ?? []
        )
          .map(
            (a) =>
              `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(site + a.path)}"/>`,
          )
          .join("")}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
