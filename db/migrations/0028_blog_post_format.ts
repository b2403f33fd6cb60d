import { sql, type Kysely } from "kysely";

/**
 * The format a blog post is written in (docs/decisions/081-blog-markdown-and-fresh-proxy.md):
 * `blog_posts.content_format` is 'markdown' (the admin's editor writes Markdown, rendered to HTML
 * and sanitized when served) or 'html' (every post written before, and API clients that send HTML:
 * kept and sanitized as before). Existing posts are 'html'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table blog_posts add column content_format text not null default 'html'
    check (content_format in ('html', 'markdown'))`.execute(db);
}
