import { allCitySlugs } from "~/content/cities";
import { publishedPostSlugs } from "~/models/blog-posts.server";
import { renderSitemap, type SitemapEntry } from "~/lib/sitemap.server";

/** Served from the page cache (app/server/page-cache.server.ts): the same for every visitor. */
export const handle = { pageCache: true };

const staticPages = [
  "/",
  "/classic-vending",
  "/smart-machines",
  "/micromarkets",
  "/blog",
  "/space-visualization",
  "/contact",
];

export async function loader() {
  const entries: SitemapEntry[] = [
    ...staticPages.map((path) => ({ path })),
    ...allCitySlugs.map((slug) => ({ path: `/locations/${slug}` })),
    ...(await publishedPostSlugs()).map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt })),
  ];
  return new Response(renderSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
