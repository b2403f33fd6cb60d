import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../support/test-db";
import {
  BlogPostInputError,
  blogPostInputSchema,
  blogStats,
  findPublishedPostBySlug,
  findRedirectedSlug,
  listAdminPosts,
  listPublishedPosts,
} from "~/models/blog-posts.server";
import { createBlogPost, deleteBlogPost, updateBlogPost } from "~/models/blog-post-writes.server";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.cleanup();
});

const input = (title: string, published = true, content = "<p>Body text</p>") =>
  blogPostInputSchema.parse({ title, content, published });

describe("blogPostInputSchema", () => {
  it("needs a title and content; excerpt optional; checkbox and boolean both work", () => {
    const bad = blogPostInputSchema.safeParse({ title: "  ", content: "" });
    expect(bad.success).toBe(false);
    const fields = bad.error!.issues.map((i) => i.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["title", "content"]));
    expect(blogPostInputSchema.parse({ title: "T", content: "C", published: "on" })).toMatchObject({
      published: true,
      excerpt: null,
    });
    expect(
      blogPostInputSchema.parse({ title: "T", content: "C", published: false, excerpt: "" }),
    ).toMatchObject({ published: false, excerpt: null });
    expect(blogPostInputSchema.safeParse({ title: "T", content: "C", published: "yes" }).success).toBe(false);
  });
});

describe("blog posts model", () => {
  it("stores distinct slugs for posts with the same title", async () => {
    const a = await createBlogPost(test.db, input("Same Title"));
    const b = await createBlogPost(test.db, input("Same Title"));
    expect(a.slug).toBe("same-title");
    expect(b.slug).toBe("same-title-2");
  });

  it("sanitizes content on save and refuses content that is only unsafe markup", async () => {
    const post = await createBlogPost(
      test.db,
      input("Sanitized", true, '<p onclick="x()">Hi</p><script>alert(1)</script>'),
    );
    expect(post.content).toBe("<p>Hi</p>");
    await expect(
      createBlogPost(test.db, input("Only script", true, "<script>alert(1)</script>")),
    ).rejects.toBeInstanceOf(BlogPostInputError);
  });

  it("refuses images from other sites on create and update, naming them; site images are kept", async () => {
    const external = '<p>Look:</p><img src="https://cdn.example/machine.jpg" alt="A machine">';
    const error = await createBlogPost(test.db, input("External image", true, external)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BlogPostInputError);
    expect((error as BlogPostInputError).fieldErrors.content).toEqual([
      expect.stringContaining("https://cdn.example/machine.jpg"),
    ]);
    expect((error as BlogPostInputError).fieldErrors.content![0]).toContain("security policy");
    expect(
      await listAdminPosts(test.db, {
        q: "External image",
        sort: "updated",
        dir: "desc",
        page: 1,
        pageSize: 10,
      }),
    ).toMatchObject({ total: 0 });

    const post = await createBlogPost(
      test.db,
      input("Site image", true, '<p>Look:</p><img src="/images/hero-lounge-800.webp" alt="Lounge">'),
    );
    expect(post.content).toContain('src="/images/hero-lounge-800.webp"');
    await expect(
      updateBlogPost(test.db, post.id, input("Site image", true, external)),
    ).rejects.toBeInstanceOf(BlogPostInputError);
    expect((await findPublishedPostBySlug(test.db, post.slug))!.content).not.toContain("cdn.example");
  });

  it("sets publishedAt the first time a post is published and keeps it", async () => {
    const draft = await createBlogPost(
      test.db,
      input("Draft first", false),
      new Date("2026-01-01T10:00:00Z"),
    );
    expect(draft.publishedAt).toBeNull();
    const published = await updateBlogPost(
      test.db,
      draft.id,
      input("Draft first", true),
      new Date("2026-01-02T10:00:00Z"),
    );
    expect(published!.publishedAt).toBe("2026-01-02T10:00:00.000Z");
    const unpublished = await updateBlogPost(
      test.db,
      draft.id,
      input("Draft first", false),
      new Date("2026-01-03T10:00:00Z"),
    );
    expect(unpublished!.publishedAt).toBe("2026-01-02T10:00:00.000Z");
    const again = await updateBlogPost(
      test.db,
      draft.id,
      input("Draft first", true),
      new Date("2026-01-04T10:00:00Z"),
    );
    expect(again!.publishedAt).toBe("2026-01-02T10:00:00.000Z");
    expect(again!.updatedAt).toBe("2026-01-04T10:00:00.000Z");
  });

  it("keeps a renamed published post's old slug as a redirect, and never gives it to another post", async () => {
    const post = await createBlogPost(test.db, input("Old Name"));
    const renamed = await updateBlogPost(test.db, post.id, input("New Name"));
    expect(renamed!.slug).toBe("new-name");
    expect(await findRedirectedSlug(test.db, "old-name")).toBe("new-name");
    expect(await findPublishedPostBySlug(test.db, "old-name")).toBeNull();
    const other = await createBlogPost(test.db, input("Old Name"));
    expect(other.slug).toBe("old-name-2");
    // Renamed back: the post reclaims its own old slug and the redirect goes away.
    const back = await updateBlogPost(test.db, post.id, input("Old Name"));
    expect(back!.slug).toBe("old-name");
    expect(await findRedirectedSlug(test.db, "new-name")).toBe("old-name");
    expect(await findRedirectedSlug(test.db, "old-name")).toBeNull();
  });

  it("does not keep redirects for drafts that were never public", async () => {
    const draft = await createBlogPost(test.db, input("Secret Draft", false));
    await updateBlogPost(test.db, draft.id, input("Secret Draft Renamed", false));
    expect(await findRedirectedSlug(test.db, "secret-draft")).toBeNull();
  });

  it("never shows drafts publicly, even by slug or redirect", async () => {
    const post = await createBlogPost(test.db, input("Soon Hidden"));
    await updateBlogPost(test.db, post.id, input("Soon Hidden Renamed", false));
    expect(await findPublishedPostBySlug(test.db, "soon-hidden-renamed")).toBeNull();
    expect(await findRedirectedSlug(test.db, "soon-hidden")).toBeNull();
    const list = await listPublishedPosts(test.db, { page: 1, pageSize: 100 });
    expect(list.items.map((p) => p.slug)).not.toContain("soon-hidden-renamed");
  });

  it("searches, sorts and counts in the database", async () => {
    await createBlogPost(test.db, input("Zebra 50% off"));
    await createBlogPost(test.db, input("alpha breakroom", false));
    const byTitle = await listAdminPosts(test.db, {
      q: "",
      sort: "title",
      dir: "asc",
      page: 1,
      pageSize: 100,
    });
    expect(byTitle.items[0]!.title).toBe("alpha breakroom");
    const search = await listAdminPosts(test.db, {
      q: "50%",
      sort: "updated",
      dir: "desc",
      page: 1,
      pageSize: 100,
    });
    expect(search.items.map((p) => p.title)).toEqual(["Zebra 50% off"]);
    const underscore = await listAdminPosts(test.db, {
      q: "_",
      sort: "updated",
      dir: "desc",
      page: 1,
      pageSize: 100,
    });
    expect(underscore.total).toBe(0);
    const stats = await blogStats(test.db);
    expect(stats.total).toBe(stats.published + stats.drafts);
    expect(stats.drafts).toBeGreaterThan(0);
  });

  it("deletes a post with its redirects", async () => {
    const post = await createBlogPost(test.db, input("Delete Me"));
    await updateBlogPost(test.db, post.id, input("Delete Me Renamed"));
    expect(await deleteBlogPost(test.db, post.id)).toBe(true);
    expect(await deleteBlogPost(test.db, post.id)).toBe(false);
    expect(await findRedirectedSlug(test.db, "delete-me")).toBeNull();
  });
});
