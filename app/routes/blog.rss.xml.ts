import { business } from "~/content/business";
import { getEnv } from "~/lib/env.server";
import { allPublishedPosts } from "~/models/blog-posts.server";

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

/** RSS 2.0 of the published posts, newest publication first; full content in content:encoded. */
export async function loader() {
  const site = getEnv().PUBLIC_SITE_URL;
  const posts = (await allPublishedPosts(undefined, "published")).slice(0, FEED_SIZE);
  const items = posts
    .map((post) => {
      const url = `${site}/blog/${post.slug}`;
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
    <title>${escapeXml(`${business.name} Blog`)}</title>
    <link>${escapeXml(`${site}/blog`)}</link>
    <atom:link href="${escapeXml(`${site}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>Guides for South Florida workplaces on vending machines, smart machines and micromarkets.</description>
    <language>en-us</language>
${lastBuild ? `    <lastBuildDate>${new Date(lastBuild).toUTCString()}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
