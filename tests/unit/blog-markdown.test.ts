import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMark } from "~/components/blog/markdown-toolbar";
import { JobsRunner } from "~/lib/jobs-runner.server";
import { markdownToHtml, postImageMarkdown } from "~/models/blog-post-markdown.server";
import { addPostImage, previewOf } from "~/models/blog-post-drafts.server";
import {
  BlogPostInputError,
  blogPostInputSchema,
  findPublishedPostBySlug,
  postHtml,
} from "~/models/blog-posts.server";
import { createBlogPost, updateBlogPost } from "~/models/blog-post-writes.server";
import { generateVariants, registerPhotoJobs, variantAudience } from "~/models/photos.server";
import { normalizeUpload } from "~/lib/images.server";
import { createTestDatabase } from "../support/test-db";

/** Blog posts in Markdown (docs/decisions/081-blog-markdown-and-fresh-proxy.md). */
let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.cleanup();
});

const markdown = (title: string, content: string, extra: object = {}) =>
  blogPostInputSchema.parse({ title, content, published: true, format: "markdown", ...extra });

describe("Markdown to the post's HTML", () => {
  it("renders headings, emphasis, lists, links and tables, through the sanitizer", () => {
    const html = postHtml(
      "# Big\n\n## Why a micromarket\n\n**Fresh** food, _every_ day.\n\n- one\n- two\n\n[Call us](/)\n\n| a | b |\n|---|---|\n| 1 | 2 |",
      "markdown",
    );
    expect(html).toContain("<h2>Big</h2>"); // the title is the page's h1
    expect(html).toContain("<h2>Why a micromarket</h2>");
    expect(html).toContain("<strong>Fresh</strong>");
    expect(html).toContain("<em>every</em>");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toContain('<a href="/#contact">Call us</a>');
    expect(html).toContain("<table>");
  });

  it("lets no script, handler or javascript: link through (Markdown passes raw HTML on)", () => {
    const html = postHtml(
      '<script>alert(1)</script>\n\n<img src="/x.webp" onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<iframe src="/"></iframe> text',
      "markdown",
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    expect(html).toContain("text");
  });

  it("turns an uploaded post image into a <picture> with its AVIF and WebP sizes", () => {
    const hash = "0123456789abcdef0123";
    const source = postImageMarkdown("A kiosk [new]", hash, 1440);
    expect(source).toBe(`![A kiosk \\[new\\]](/media/photos/${hash}-1440.webp)`);
    const html = postHtml(source, "markdown");
    expect(html).toContain(
      `<source type="image/avif" srcset="/media/photos/${hash}-480.avif 480w, /media/photos/${hash}-960.avif 960w, /media/photos/${hash}-1440.avif 1440w"`,
    );
    expect(html).toMatch(
      /<img src="\/media\/photos\/0123456789abcdef0123-1440\.webp" srcset="[^"]+-480\.webp 480w/,
    );
    expect(html).toContain('alt="A kiosk [new]"');
    expect(html).toContain('loading="lazy"');
    // A smaller original: its own width is the largest size.
    expect(postHtml(postImageMarkdown("Small", hash, 700), "markdown")).toContain(
      `srcset="/media/photos/${hash}-480.webp 480w, /media/photos/${hash}-700.webp 700w"`,
    );
    // Any other image stays a plain <img>.
    expect(markdownToHtml("![Logo](/images/logo.webp)")).toContain(
      '<img src="/images/logo.webp" alt="Logo">',
    );
  });
});

describe("posts stored in their format", () => {
  it("keeps the Markdown as written and serves it as sanitized HTML", async () => {
    const post = await createBlogPost(test.db, markdown("Markdown post", "Hello **owner**.\n\n- a\n- b"));
    expect(post.format).toBe("markdown");
    expect(post.content).toBe("Hello **owner**.\n\n- a\n- b");
    const served = await findPublishedPostBySlug(test.db, post.slug);
    expect(served?.content).toContain("<p>Hello <strong>owner</strong>.</p>");
    expect(served?.readingMinutes).toBe(1);
  });

  it("keeps HTML when the API sends no format, and an edit without a format keeps the post's", async () => {
    const html = await createBlogPost(
      test.db,
      blogPostInputSchema.parse({ title: "HTML post", content: "<p>Old <b>HTML</b></p>", published: true }),
    );
    expect(html.format).toBe("html");
    const edited = await updateBlogPost(
      test.db,
      html.id,
      blogPostInputSchema.parse({ title: "HTML post", content: "<p>Still <b>HTML</b> **not bold**</p>" }),
    );
    expect(edited?.format).toBe("html");
    expect(edited?.content).toBe("<p>Still <b>HTML</b> **not bold**</p>");

    const md = await createBlogPost(test.db, markdown("Stays Markdown", "first"));
    const again = await updateBlogPost(
      test.db,
      md.id,
      blogPostInputSchema.parse({ title: "Stays Markdown", content: "**second**", published: true }),
    );
    expect(again?.format).toBe("markdown");
    expect((await findPublishedPostBySlug(test.db, md.slug))?.content).toContain("<strong>second</strong>");
  });

  it("refuses Markdown that is only unsafe markup, or shows an image from another site", async () => {
    const empty = await createBlogPost(test.db, markdown("Only script", "<script>x()</script>")).catch(
      (e) => e,
    );
    expect(empty).toBeInstanceOf(BlogPostInputError);
    const external = await createBlogPost(
      test.db,
      markdown("External", "Look: ![x](https://evil.example/x.png)"),
    ).catch((e) => e);
    expect(external).toBeInstanceOf(BlogPostInputError);
    expect((external as BlogPostInputError).fieldErrors.content![0]).toContain("https://evil.example/x.png");
  });
});

describe("the editor's preview and image upload", () => {
  it("previews the body as the post page will show it, and says when there is nothing", () => {
    const form = new FormData();
    form.set("format", "markdown");
    form.set("content", "## Hi\n\n<script>x</script>");
    expect(previewOf(form)).toBe("<h2>Hi</h2>\n");
    form.set("content", "   ");
    expect(previewOf(form)).toBeNull();
  });

  it("needs alt text and a file; a good upload goes through the photo pipeline and lands in the body", async () => {
    const runner = new JobsRunner(test.db, { log: () => {} });
    registerPhotoJobs(() => test.db, runner);
    const form = new FormData();
    form.set("format", "markdown");
    form.set("content", "Intro.");
    form.set("alt", "  ");
    const refused = await addPostImage(test.db, runner, form, null, null);
    expect(refused.errors.alt).toMatch(/alt text is required/);
    expect(refused.errors.photo).toBe("Choose an image to upload.");
    expect(form.get("content")).toBe("Intro.");

    const bytes = await sharp({ create: { width: 1000, height: 600, channels: 3, background: "#3a7" } })
      .jpeg()
      .toBuffer();
    const image = await normalizeUpload(bytes, "photo", "photo");
    form.set("alt", "A micromarket in a break room");
    const added = await addPostImage(test.db, runner, form, image, null);
    expect(added.errors).toEqual({});
    expect(added.inserted).toMatch(
      /^!\[A micromarket in a break room\]\(\/media\/photos\/[a-f0-9]{20}-1000\.webp\)$/,
    );
    expect(form.get("content")).toBe(`Intro.\n\n${added.inserted}\n`);
    const photo = await test.db
      .selectFrom("site_photos")
      .selectAll()
      .where("placement", "=", "blog")
      .executeTakeFirstOrThrow();
    expect(photo.alt_en).toBe("A micromarket in a break room");
    await generateVariants(test.db, photo.id);
    // Public once ready (a post's image is not hidden like a gallery photo can be).
    expect(await variantAudience(test.db, photo.hash, 1000)).toBe("public");
    expect(await variantAudience(test.db, photo.hash, 480)).toBe("public");

    // An older HTML post gets the same image as HTML.
    const htmlForm = new FormData();
    htmlForm.set("format", "html");
    htmlForm.set("content", "<p>Old</p>");
    htmlForm.set("alt", "Kiosk");
    const asHtml = await addPostImage(test.db, runner, htmlForm, image, null);
    expect(asHtml.inserted).toMatch(/^<p><picture><source type="image\/avif"/);
  });
});

describe("the toolbar's marks", () => {
  it("wraps the selection or inserts a placeholder, and prefixes every selected line", () => {
    expect(applyMark("say hi", 4, 6, "bold")).toEqual({ value: "say **hi**", start: 6, end: 8 });
    expect(applyMark("", 0, 0, "italic").value).toBe("_italic text_");
    const link = applyMark("our site", 4, 8, "link");
    expect(link.value).toBe("our [site](https://)");
    expect(link.value.slice(link.start, link.end)).toBe("https://");
    expect(applyMark("a\nb\nc", 0, 3, "list").value).toBe("- a\n- b\nc");
    expect(applyMark("a\nb", 0, 3, "numbered").value).toBe("1. a\n2. b");
    expect(applyMark("- a", 0, 0, "quote").value).toBe("> a");
    expect(applyMark("Title", 2, 2, "heading").value).toBe("## Title");
  });
});
