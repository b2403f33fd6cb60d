import { sql } from "kysely";
import type { Lang } from "~/lib/i18n";
import type { DB } from "#db/index";
import type { BlogPostRow } from "#db/schema";
import { getEnv } from "~/lib/env.server";
import type { ListQuery, Page } from "~/lib/list-query";
import { likePattern, pageOf } from "~/lib/list-query";
import { readingTimeMinutes } from "~/lib/reading-time";
import { markdownToHtml } from "~/models/blog-post-markdown.server";
import { sanitizePostHtml } from "~/lib/sanitize-html.server";
import { isSlugShaped } from "~/lib/slug";
import {
  blogPostInputSchema,
  postPath,
  type BlogPostInput,
  type PostFormat,
} from "~/models/blog-post-schema";

/**
 * Blog posts (product §3): the schema shared by the admin form and the JSON API, stored unique slugs,
 * publish rules and the queries of the public pages, feeds and the admin tab.
 *
 * Rules:
 * - Only published posts are ever read by public code (every public query filters on it).
 * - The slug follows the product's rule and is unique: a second "Hello" becomes "hello-2". A title change
 *   gives a new slug; if the post was ever published its old slug is kept in blog_slug_redirects and
 *   answered with a 301. A slug a post gave up is never handed to another post (old links must not
 *   start showing different content); a post that gets its old title back reclaims its own slug.
 * - publishedAt is set the first time a post is published and never changed afterwards.
 * - Content is stored in its format (docs/decisions/081-blog-markdown-and-fresh-proxy.md): HTML is
 *   sanitized before it is stored (and again when served, see sanitize-html.server.ts); Markdown is
 *   stored as written and turned into sanitized HTML when served.
 */

export { postPath };

export { blogPostInputSchema, type BlogPostInput };

export type BlogSortKey = "title" | "updated";
export const BLOG_SORT_KEYS = ["title", "updated"] as const satisfies readonly BlogSortKey[];

/** A post as the site and the API see it (camelCase, booleans). */
export interface BlogPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** "en" or "es" (decision 043). */
  language: Lang;
  /** What `content` is written in: "markdown" or "html" (decision 081). */
  format: PostFormat;
}

/** A card of the public list: no content, but its reading time. */
export interface BlogPostSummary {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  updatedAt: string;
  publishedAt: string | null;
  readingMinutes: number;
}

/** Input rejected by a rule the schema cannot see (e.g. content that is only unsafe markup). */
export class BlogPostInputError extends Error {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super("Please check the highlighted fields.");
    this.name = "BlogPostInputError";
  }
}

export function siteOrigin() {
  return getEnv().PUBLIC_SITE_URL;
}

/** The stored content run through the allowlist again (render-time sanitizing). */
export function safeContent(html: string) {
  return sanitizePostHtml(html, { siteOrigin: siteOrigin() });
}

/** A post body as the HTML a page shows: Markdown rendered first, then the allowlist either way. */
export function postHtml(content: string, format: PostFormat) {
  return safeContent(format === "markdown" ? markdownToHtml(content) : content);
}

/**
 * Render-time sanitizing and reading time, remembered per stored content: a busy post is cleaned
 * once per edit instead of once per request. In memory and bounded; a restart (or a new sanitizer
 * rule in a new release) starts it empty.
 */
const RENDER_CACHE_MAX = 200;
const renderCache = new Map<string, { content: string; readingMinutes: number }>();
export function renderedPost(row: { content: string; content_format: PostFormat }) {
  const key = `${row.content_format}:${row.content}`;
  let hit = renderCache.get(key);
  if (!hit) {
    const content = postHtml(row.content, row.content_format);
    hit = { content, readingMinutes: readingTimeMinutes(content) };
    if (renderCache.size >= RENDER_CACHE_MAX) renderCache.delete(renderCache.keys().next().value!);
    renderCache.set(key, hit);
  }
  return hit;
}

export function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    published: row.published === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    language: row.language,
    format: row.content_format,
  };
}

// --- Public reads -----------------------------------------------------------------------------

export async function listPublishedPosts(
  database: DB,
  query: { page: number; pageSize: number },
  language: Lang = "en",
): Promise<Page<BlogPostSummary>> {
  const [rows, count] = await Promise.all([
    database
      .selectFrom("blog_posts")
      .select(["id", "title", "slug", "excerpt", "content", "content_format", "updated_at", "published_at"])
      .where("published", "=", 1)
      .where("language", "=", language)
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    database
      .selectFrom("blog_posts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("published", "=", 1)
      .where("language", "=", language)
      .executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    readingMinutes: renderedPost(row).readingMinutes,
  }));
  return pageOf(items, Number(count.n), query);
}

/** Every published post, newest first by publication (API, RSS, sitemap), content sanitized. */
export async function allPublishedPosts(
  database: DB,
  order:
    | "updated"
    | "published" = "updated" /** One language only (the feeds); every post when left out (the JSON API). */,
  language?: Lang,
): Promise<BlogPost[]> {
  let q = database.selectFrom("blog_posts").selectAll().where("published", "=", 1);
  if (language) q = q.where("language", "=", language);
  q =
    order === "published"
      ? q.orderBy(sql`coalesce(published_at, updated_at)`, "desc")
      : q.orderBy("updated_at", "desc");
  const rows = await q.orderBy("id", "desc").execute();
  return rows.map((row) => ({ ...toBlogPost(row), content: renderedPost(row).content }));
}

/** A published post by its slug (content sanitized), or null for a missing or draft one. */
export async function findPublishedPostBySlug(
  database: DB,
  slug: string,
): Promise<(BlogPost & { readingMinutes: number }) | null> {
  if (!isSlugShaped(slug)) return null;
  const row = await database
    .selectFrom("blog_posts")
    .selectAll()
    .where("slug", "=", slug)
    .where("published", "=", 1)
    .executeTakeFirst();
  if (!row) return null;
  const rendered = renderedPost(row);
  return { ...toBlogPost(row), content: rendered.content, readingMinutes: rendered.readingMinutes };
}

/** The current slug of the published post that used to live at `oldSlug`, if any. */
export async function findRedirectedSlug(database: DB, oldSlug: string): Promise<string | null> {
  return (await findRedirectedPost(database, oldSlug))?.slug ?? null;
}

/** The published post that used to live at `oldSlug` (its current slug and language), if any. */
export async function findRedirectedPost(
  database: DB,
  oldSlug: string,
): Promise<{ slug: string; language: Lang } | null> {
  if (!isSlugShaped(oldSlug)) return null;
  const row = await database
    .selectFrom("blog_slug_redirects")
    .innerJoin("blog_posts", "blog_posts.id", "blog_slug_redirects.post_id")
    .select(["blog_posts.slug", "blog_posts.language"])
    .where("blog_slug_redirects.slug", "=", oldSlug)
    .where("blog_posts.published", "=", 1)
    .executeTakeFirst();
  return row && row.slug !== oldSlug ? row : null;
}

// --- Admin reads ------------------------------------------------------------------------------

export interface BlogStats {
  total: number;
  published: number;
  drafts: number;
}

export async function blogStats(database: DB): Promise<BlogStats> {
  const row = await database
    .selectFrom("blog_posts")
    .select((eb) => [eb.fn.countAll<number>().as("total"), eb.fn.sum<number>("published").as("published")])
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  const published = Number(row.published ?? 0);
  return { total, published, drafts: total - published };
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
/** Search (title and excerpt), sort and paging of the admin tab, in the database. */
export async function listAdminPosts(database: DB, query: ListQuery<BlogSortKey>): Promise<Page<BlogPost>> {
  let base = database.selectFrom("blog_posts");
  if (query.q) {
    const pattern = likePattern(query.q);
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`title like ${pattern} escape '\\'`,
        sql<boolean>`coalesce(excerpt, '') like ${pattern} escape '\\'`,
      ]),
    );
  }
  let rowsQuery = base.selectAll();
  rowsQuery =
    query.sort === "title"
      ? rowsQuery.orderBy(sql`title collate nocase`, query.dir).orderBy("id", query.dir)
      : rowsQuery.orderBy("updated_at", query.dir).orderBy("id", query.dir);
  const [rows, count] = await Promise.all([
    rowsQuery
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toBlogPost), Number(count.n), query);
}

/** Every post for GET /api/admin/blog-posts (product §7 answers an array), newest update first. */
export async function allPostsForAdmin(database: DB): Promise<BlogPost[]> {
  const rows = await database
    .selectFrom("blog_posts")
    .selectAll()
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toBlogPost);
}

export async function findPostById(database: DB, id: number): Promise<BlogPost | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const row = await database.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toBlogPost(row) : null;
}

/** "12" → 12; anything that is not a positive integer id → null. */
export function parsePostId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** The fields of product §7's public answer. */
export function publicPostJson(post: BlogPost) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    updatedAt: post.updatedAt,
  };
}

/** Slugs and update times of the published posts, for the sitemap. */
export async function publishedPostSlugs(
  database: DB,
): Promise<Array<{ slug: string; updatedAt: string; language: Lang }>> {
  const rows = await database
    .selectFrom("blog_posts")
    .select(["slug", "updated_at", "language"])
    .where("published", "=", 1)
    .orderBy("updated_at", "desc")
    .execute();
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at, language: row.language }));
}
