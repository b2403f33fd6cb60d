import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPublicPagesChanged } from "~/lib/page-cache-events.server";
import {
  allPublishedPosts,
  blogPostInputSchema,
  findRedirectedPost,
  listPublishedPosts,
  postPath,
  publishedPostSlugs,
} from "~/models/blog-posts.server";
import { createBlogPost, updateBlogPost } from "~/models/blog-post-writes.server";
import { createTestDatabase } from "../support/test-db";

/** A post's language (decision 043): chosen in the dialog, validated by the same schema, kept on edit. */

let t: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

const input = (title: string, language?: string) =>
  blogPostInputSchema.parse({ title, content: "<p>Cuerpo del artículo</p>", published: "on", language });

describe("a blog post's language", () => {
  it("is English unless Spanish is chosen; anything else is refused by the schema", () => {
    expect(blogPostInputSchema.parse({ title: "A", content: "<p>x</p>" }).language).toBeUndefined();
    expect(input("B", "es").language).toBe("es");
    const bad = blogPostInputSchema.safeParse({ title: "C", content: "<p>x</p>", language: "fr" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(["language"]);
  });

  it("puts each post in its language's list, feed, sitemap path and cache invalidation", async () => {
    const changed: string[][] = [];
    const stop = onPublicPagesChanged((paths) => changed.push([...paths]));
    const spanish = await createBlogPost(t.db, input("Guía de pago sin contacto", "es"));
    const english = await createBlogPost(t.db, input("Contactless payment guide"));
    stop();
    expect([spanish.language, english.language]).toEqual(["es", "en"]);
    expect(changed[0]).toEqual(
      expect.arrayContaining(["/es/blog", "/es/blog/rss.xml", `/es/blog/${spanish.slug}`, "/blog"]),
    );

    const es = await listPublishedPosts(t.db, { page: 1, pageSize: 10 }, "es");
    const en = await listPublishedPosts(t.db, { page: 1, pageSize: 10 }, "en");
    expect(es.items.map((p) => p.slug)).toEqual([spanish.slug]);
    expect(en.items.map((p) => p.slug)).toEqual([english.slug]);
    expect((await allPublishedPosts(t.db, "published", "es")).map((p) => p.slug)).toEqual([spanish.slug]);
    expect((await allPublishedPosts(t.db)).length).toBe(2);
    expect((await publishedPostSlugs(t.db)).map(postPath).sort()).toEqual(
      [`/blog/${english.slug}`, `/es/blog/${spanish.slug}`].sort(),
    );
  });

  it("keeps its language when an edit leaves it out, and its old slug redirects into its language", async () => {
    const post = await createBlogPost(t.db, input("Micromercados en Doral", "es"));
    const edited = await updateBlogPost(
      t.db,
      post.id,
      blogPostInputSchema.parse({
        title: "Micromercados en Doral y Hialeah",
        content: "<p>x</p>",
        published: true,
      }),
    );
    expect(edited?.language).toBe("es");
    expect(await findRedirectedPost(t.db, post.slug)).toEqual({ slug: edited!.slug, language: "es" });
    const english = await updateBlogPost(t.db, post.id, { ...input("Micromarkets in Doral", "en") });
    expect(english?.language).toBe("en");
    expect(postPath(english!)).toBe(`/blog/${english!.slug}`);
  });
});
