import { db } from "~/lib/db.server";
import { business } from "~/content/business";
import { getEnv } from "~/lib/env.server";
import { uiStrings } from "~/content/ui";
import { fill, langFromPath, localizedPath } from "~/lib/i18n";
import { allPublishedPosts, postPath } from "~/models/blog-posts.server";
import type { Route } from "./+types/blog.rss.xml";

/** Served from the page cache (app/server/page-cache.server.ts): the same for every visitor. */
export const handle = { pageCache: true };

/** How many posts the feed carries (newest first); older ones stay on /blog and in the sitemap. */
const FEED_SIZE = 50;

const escapeXml = (value: string) =>
  value
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/**
 * RSS 2.0 of the published posts, newest publication first; full content in content:encoded.
 * Registered twice: /blog/rss.xml (English posts) and /es/blog/rss.xml (Spanish posts, decision 043).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const ui = uiStrings[lang].blog;
  const site = getEnv().PUBLIC_SITE_URL;
  const blogPath = localizedPath("/blog", lang);
  const posts = (await allPublishedPosts(db(), "published", lang)).slice(0, FEED_SIZE);
  const items = posts
    .map((post) => {
      const url = `${site}${postPath(post)}`;
      const description = post.excerpt ?? "";
      return [
        "    <item>",
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="false">${escapeXml(`urn:gold-coast-vending:blog-post:${post.id}`)}</guid>`,
        `      <pubDate>${new Date(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
        `      <description>${escapeXml(description)}</description>`,
        `      <content:encoded>${escapeXml(post.content)}</content:encoded>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const lastBuild = posts.reduce((latest, p) => (p.updatedAt > latest ? p.updatedAt : latest), "");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(fill(ui.feedTitle, { businessName: business.name }))}</title>
    <link>${escapeXml(`${site}${blogPath}`)}</link>
    <atom:link href="${escapeXml(`${site}${blogPath}/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(ui.feedDescription)}</description>
    <language>${lang === "es" ? "es-us" : "en-us"}</language>
${lastBuild ? `    <lastBuildDate>${new Date(lastBuild).toUTCString()}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
