/**
 * Writing blog posts (product §3): create, update and delete, with the slug rules of
 * blog-posts.server.ts (unique slugs, old slugs kept as redirects) and the sanitized content.
 * Every write tells the page cache which public URLs changed.
 */
import type { DB } from "#db/index";
import { nowIso } from "~/lib/db.server";
import { publicPagesChanged } from "~/lib/page-cache-events.server";
import { markdownToHtml } from "~/models/blog-post-markdown.server";
import { externalImageSources, externalImagesMessage, plainTextOf } from "~/lib/sanitize-html.server";
import { firstFreeSlug, slugify } from "~/lib/slug";
import type { BlogPostInput, PostFormat } from "~/models/blog-post-schema";
import { BlogPostInputError, safeContent, siteOrigin, toBlogPost, type BlogPost } from "./blog-posts.server";

/** The public URLs a post's change touches (its own, the list, the feed, the sitemap). */
function announce(...slugs: string[]) {
  // Both languages' lists and paths: a post that changed language leaves one list for the other.
  publicPagesChanged([
    "/blog",
    "/blog/rss.xml",
    "/es/blog",
    "/es/blog/rss.xml",
    "/sitemap.xml",
    ...slugs.flatMap((slug) => [`/blog/${slug}`, `/es/blog/${slug}`]),
  ]);
}

/**
 * Validated input with its content ready to store in `format`: HTML sanitized, Markdown as written
 * (it is rendered and sanitized when served). Refused either way: content that is only unsafe
 * markup, and images from other sites (the CSP would block them on every page that shows the post).
 */
function cleanInput(input: BlogPostInput, format: PostFormat): BlogPostInput & { format: PostFormat } {
  const unsafe = format === "markdown" ? markdownToHtml(input.content) : input.content;
  const external = externalImageSources(unsafe, siteOrigin());
  if (external.length) throw new BlogPostInputError({ content: [externalImagesMessage(external)] });
  const html = safeContent(unsafe).trim();
  if (!plainTextOf(html) && !/<img\s/i.test(html)) {
    throw new BlogPostInputError({
      content: ["Content has no text left after removing unsafe HTML (scripts, frames, styles)."],
    });
  }
  return { ...input, format, content: format === "markdown" ? input.content : html };
}

/** The format an edited post keeps when the input does not say (decision 081). */
async function currentFormat(database: DB, id: number): Promise<PostFormat | null> {
  const row = await database
    .selectFrom("blog_posts")
    .select("content_format")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.content_format ?? null;
}

async function slugTaken(database: DB, slug: string, postId: number | null) {
  const post = await database
    .selectFrom("blog_posts")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (post && post.id !== postId) return true;
  const redirect = await database
    .selectFrom("blog_slug_redirects")
    .select("post_id")
    .where("slug", "=", slug)
    .executeTakeFirst();
  return Boolean(redirect && redirect.post_id !== postId);
}

function isUniqueViolation(error: unknown) {
  return (
    error instanceof Error &&
    "code" in error &&
    String((error as { code: unknown }).code).startsWith("SQLITE_CONSTRAINT")
  );
}

/** Runs a write that picks a slug; a concurrent writer taking the same slug gets a retry. */
async function withSlugRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

export async function createBlogPost(database: DB, raw: BlogPostInput, now = new Date()): Promise<BlogPost> {
  const input = cleanInput(raw, raw.format ?? "html");
  const post = await withSlugRetry(() =>
    database.transaction().execute(async (trx) => {
      const slug = await firstFreeSlug(slugify(input.title), (s) => slugTaken(trx, s, null));
      const at = nowIso(now);
      const row = await trx
        .insertInto("blog_posts")
        .values({
          title: input.title,
          slug,
          excerpt: input.excerpt,
          content: input.content,
          published: input.published ? 1 : 0,
          created_at: at,
          updated_at: at,
          published_at: input.published ? at : null,
          language: input.language ?? "en",
          content_format: input.format,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toBlogPost(row);
    }),
  );
  announce(post.slug);
  return post;
}

/** Updates a post; null when there is no post with this id. */
export async function updateBlogPost(
  database: DB,
  id: number,
  raw: BlogPostInput,
  now = new Date(),
): Promise<BlogPost | null> {
  const input = cleanInput(raw, raw.format ?? (await currentFormat(database, id)) ?? "html");
  const before: { slug?: string } = {};
  const post = await withSlugRetry(() =>
    database.transaction().execute(async (trx) => {
      const current = await trx.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
      if (!current) return null;
      before.slug = current.slug;
      const at = nowIso(now);
      let slug = current.slug;
      if (input.title !== current.title) {
        const wanted = slugify(input.title);
        if (wanted !== current.slug) {
          slug = await firstFreeSlug(wanted, (s) => slugTaken(trx, s, id));
          // Reclaiming one of its own old slugs: that URL is the post's own again.
          await trx
            .deleteFrom("blog_slug_redirects")
            .where("slug", "=", slug)
            .where("post_id", "=", id)
            .execute();
          // A post that has been public keeps its old URL as a permanent redirect.
          if (current.published_at) {
            await trx
              .insertInto("blog_slug_redirects")
              .values({ slug: current.slug, post_id: id, created_at: at })
              .onConflict((oc) => oc.column("slug").doUpdateSet({ post_id: id, created_at: at }))
              .execute();
          }
        }
      }
      const row = await trx
        .updateTable("blog_posts")
        .set({
          title: input.title,
          slug,
          excerpt: input.excerpt,
          content: input.content,
          published: input.published ? 1 : 0,
          updated_at: at,
          published_at: current.published_at ?? (input.published ? at : null),
          language: input.language ?? current.language,
          content_format: input.format,
        })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toBlogPost(row);
    }),
  );
  if (post) announce(...new Set([before.slug ?? post.slug, post.slug]));
  return post;
}

/** Deletes a post (its old-slug redirects go with it); false when there was none. */
export async function deleteBlogPost(database: DB, id: number): Promise<boolean> {
  const deleted = await database
    .deleteFrom("blog_posts")
    .where("id", "=", id)
    .returning("slug")
    .executeTakeFirst();
  if (deleted) announce(deleted.slug);
  return deleted !== undefined;
}
