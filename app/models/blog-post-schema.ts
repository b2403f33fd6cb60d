import { LANGS } from "~/lib/i18n";
import { z } from "~/lib/zod";

/**
 * The blog post payload of product §3/§7 (title, content, excerpt, published), shared by the admin
 * form (Conform, in the browser and in the action) and the JSON API. Browser-safe on purpose: the
 * form validates with it on blur; the server model (blog-posts.server.ts) validates with it again.
 */
export const TITLE_MAX = 200;
export const EXCERPT_MAX = 500;
export const CONTENT_MAX = 100_000;
/**
 * The largest post body the admin form or the JSON API reads: 100,000 characters of HTML can take
 * up to 9 bytes each once URL-encoded (a non-ASCII character as %XX%XX%XX).
 */
export const BLOG_BODY_LIMIT_BYTES = 1024 * 1024;

/** The formats a post body can be written in (migration 0028). */
export const POST_FORMATS = ["markdown", "html"] as const;
export type PostFormat = (typeof POST_FORMATS)[number];

export const blogPostInputSchema = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
  excerpt: z
    .string({ error: "Excerpt must be text" })
    .trim()
    .max(EXCERPT_MAX, `Excerpt must be at most ${EXCERPT_MAX} characters`)
    .nullish()
    .transform((value) => (value ? value : null)),
  content: z
    .string({ error: "Content is required" })
    .trim()
    .min(1, "Content is required")
    .max(CONTENT_MAX, `Content must be at most ${CONTENT_MAX.toLocaleString("en-US")} characters`),
  /** A checkbox sends "on" (or nothing); the API sends a boolean. Missing means a draft. */
  published: z
    .union([z.boolean(), z.enum(["on", "true", "false"])], { error: "Published must be true or false" })
    .optional()
    .transform((value) => value === true || value === "on" || value === "true"),
  /**
   * The language the post is written in (decision 043): "en" (default) or "es". Left out, a new
   * post is English and an edited one keeps its language.
   */
  language: z.enum(LANGS, { error: 'Language must be "en" (English) or "es" (Spanish)' }).optional(),
  /**
   * What `content` is written in (docs/decisions/081-blog-markdown-and-fresh-proxy.md): "markdown"
   * (the admin's editor) or "html". Left out, a new post is HTML (what API clients have always
   * sent) and an edited one keeps its format.
   */
  format: z.enum(POST_FORMATS, { error: 'Format must be "markdown" or "html"' }).optional(),
});

/** The admin's names of the two languages. */
export const POST_LANGUAGE_LABELS = { en: "English", es: "Spanish" } as const;

export { postPath } from "./blog-post";

export type BlogPostInput = z.output<typeof blogPostInputSchema>;

/**
 * The editor's "Preview" and "Upload image" steps (decision 081): no field is required, since
 * nothing is saved; the form's values come back as typed.
 */
export const draftSchema = z.object({ content: z.string().optional() });
