import { db } from "~/lib/db.server";
import { allCitySlugs } from "~/content/cities";
import { postPath, publishedPostSlugs } from "~/models/blog-posts.server";
import { htmlLang, LANGS, pageAlternates } from "~/lib/i18n";
import { renderSitemap, type SitemapEntry } from "~/lib/sitemap.server";

/** Served from the page cache (app/server/page-cache.server.ts): the same for every visitor. */
export const handle = { pageCache: true };

/** Both language versions of a page, each listing the other (and x-default, the English). */
function bilingual(enPath: string): SitemapEntry[] {
  const paths = pageAlternates(enPath);
  if (!paths) return [{ path: enPath }];
  const alternates = [
    ...LANGS.map((lang) => ({ hreflang: htmlLang[lang], path: paths[lang] })),
    { hreflang: "x-default", path: paths.en },
  ];
  return LANGS.map((lang) => ({ path: paths[lang], alternates }));
}

const staticPages = ["/", "/classic-vending", "/smart-machines", "/micromarkets", "/blog", "/contact"];

export async function loader() {
  const entries: SitemapEntry[] = [
    ...staticPages.flatMap(bilingual),
    ...allCitySlugs.flatMap((slug) => bilingual(`/locations/${slug}`)),
    ...bilingual("/prize"),
    ...bilingual("/space-visualization"),
    // A post in its language's path only (a post has one language: no alternates).
    ...(await publishedPostSlugs(db())).map((post) => ({ path: postPath(post), lastmod: post.updatedAt })),
  ];
  return new Response(renderSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
