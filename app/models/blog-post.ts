/**
 * The browser-safe helpers of a blog post that need no schema (zod stays off the public pages:
 * the post page imports this, the admin form imports blog-post-schema.ts).
 */

/** A post's public path in its language (decision 043): /blog/{slug} or /es/blog/{slug}. */
export function postPath(post: { slug: string; language: "en" | "es" }) {
  return `${post.language === "es" ? "/es" : ""}/blog/${post.slug}`;
}
