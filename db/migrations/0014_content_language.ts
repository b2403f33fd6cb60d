import { sql, type Kysely } from "kysely";

/**
 * The Spanish site (issue 18, decisions 040 and 042):
 * - `contact_requests.language`: the language of the page a consultation request came from
 *   ('en' or 'es'); every existing lead is English. The admin shows a "Spanish-speaking lead"
 *   badge, the CSV a Language column, the e-mail and webhook carry it.
 * - `blog_posts.language`: the language a post is written in ('en' or 'es'); every existing post
 *   is English. /blog lists English posts, /es/blog Spanish ones; the index serves both lists.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("contact_requests")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en").check(sql`language in ('en', 'es')`))
    .execute();
  await db.schema
    .alterTable("blog_posts")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en").check(sql`language in ('en', 'es')`))
    .execute();
  await sql`create index blog_posts_language_published on blog_posts (language, published, published_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists blog_posts_language_published`.execute(db);
  await db.schema.alterTable("blog_posts").dropColumn("language").execute();
  await db.schema.alterTable("contact_requests").dropColumn("language").execute();
}
