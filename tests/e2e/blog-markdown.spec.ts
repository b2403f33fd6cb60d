import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "../support/auth";
import { waitForHydration } from "../support/hydration";
import { by, servedHtml } from "../support/served-html";
import { uniqueTag } from "./blog-fixtures";

/**
 * The blog editor in Markdown (docs/decisions/081-blog-markdown-and-fresh-proxy.md), with and
 * without JavaScript: the toolbar (JavaScript only), the server-rendered preview, an image uploaded
 * through the photo pipeline with its alt text required, and the post as the public sees it.
 */

test("write a post in Markdown, preview it, add an image with its alt text and publish it @both", async ({
  page,
}) => {
  test.slow(); // an upload, its AVIF/WebP sizes and a publish in one journey
  const js = test.info().project.use.javaScriptEnabled !== false;
  const tag = uniqueTag();
  const title = `Markdown Guide ${tag}`;
  await signIn(page, undefined, "/admin/blog");
  await page.goto(`/admin/blog?q=${tag}&new=1`);
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "Create New Blog Post" });
  await dialog.getByLabel("Title").fill(title);
  const content = dialog.getByLabel("Content");
  await expect(dialog.getByText(/^Markdown: ## Heading, \*\*bold\*\*/)).toBeVisible();
  const toolbar = dialog.getByRole("toolbar", { name: "Formatting" });
  if (js) {
    await content.fill("Fresh food every day");
    await toolbar.getByRole("button", { name: "Heading" }).click();
    await expect(content).toHaveValue("## Fresh food every day");
    await content.fill(`${await content.inputValue()}\n\nOur micromarkets in ${tag}.`);
    await page.evaluate(() => {
      const area = document.querySelector<HTMLTextAreaElement>("textarea[name=content]")!;
      const start = area.value.indexOf("micromarkets");
      area.setSelectionRange(start, start + "micromarkets".length);
    });
    await toolbar.getByRole("button", { name: "Bold" }).click();
  } else {
    await expect(toolbar).toHaveCount(0); // nothing that needs JavaScript is drawn without it
    await content.fill(`## Fresh food every day\n\nOur **micromarkets** in ${tag}.`);
  }
  await expect(content).toHaveValue(`## Fresh food every day\n\nOur **micromarkets** in ${tag}.`);

  // Preview: rendered by the server, nothing saved, every value kept.
  await dialog.getByRole("button", { name: "Preview" }).click();
  const preview = dialog.getByRole("region", { name: "Preview (not saved yet)" });
  await expect(preview.getByRole("heading", { name: "Fresh food every day" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("micromarkets");
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  const saved = (await (await page.request.get("/api/admin/blog-posts")).json()) as Array<{ title: string }>;
  expect(saved.map((p) => p.title)).not.toContain(title);

  // An image without its description is refused; the text stays.
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2a6" } })
    .jpeg()
    .toBuffer();
  const file = { name: "kiosk.jpg", mimeType: "image/jpeg", buffer: photo };
  await dialog.getByLabel("Image file").setInputFiles(file);
  await dialog.getByRole("button", { name: "Upload image" }).click();
  await expect(dialog.getByText(/alt text is required/)).toBeVisible();
  await expect(dialog.getByLabel("Image description (alt text)")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Content")).toHaveValue(
    `## Fresh food every day\n\nOur **micromarkets** in ${tag}.`,
  );

  const alt = `Self-checkout kiosk ${tag}`;
  await dialog.getByLabel("Image description (alt text)").fill(alt);
  await dialog.getByLabel("Image file").setInputFiles(file);
  await dialog.getByRole("button", { name: "Upload image" }).click();
  await expect(
    dialog.getByRole("status").filter({ hasText: "Image added at the end of the content" }),
  ).toBeVisible();
  const body = await dialog.getByLabel("Content").inputValue();
  const image = new RegExp(`!\\[${alt}\\]\\((/media/photos/[a-f0-9]{20})-1200\\.webp\\)\\n$`).exec(body);
  expect(image, body).not.toBeNull();

  if (js) {
    const results = await new AxeBuilder({ page }).include("dialog").analyze();
    expect(
      results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }

  await dialog.getByLabel("Publish immediately").check();
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Blog post created successfully!")).toBeVisible();

  // The public page: the Markdown as HTML, the image as a <picture> of AVIF and WebP sizes.
  const slug = `markdown-guide-${tag}`;
  const published = await page.request.get(`/blog/${slug}`);
  expect(published.status()).toBe(200);
  const html = await published.text();
  const served = servedHtml(html);
  expect(served.texts(by.tag("h2"))).toContain("Fresh food every day");
  expect(html).toContain("Our <strong>micromarkets</strong>");
  expect(html).toContain(
    `<source type="image/avif" srcset="${image![1]}-480.avif 480w, ${image![1]}-960.avif 960w, ${image![1]}-1200.avif 1200w"`,
  );
  expect(html).toContain(`alt="${alt}"`);
  // The sizes are made by the photos job, then served to everyone.
  for (const file of [`${image![1]}-480.avif`, `${image![1]}-1200.webp`]) {
    await expect
      .poll(async () => (await page.request.get(file)).status(), { timeout: 30_000, message: file })
      .toBe(200);
  }
  expect((await page.request.get(`${image![1]}-960.webp`)).headers()["content-type"]).toBe("image/webp");
});

test("the JSON API takes the same Markdown and keeps answering HTML to the public", async ({ page }) => {
  await signIn(page, undefined, "/admin/blog");
  const tag = uniqueTag();
  const created = await page.request.post("/api/admin/blog-posts", {
    data: { title: `API Markdown ${tag}`, content: "Hello **API**.", published: true, format: "markdown" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as { id: number; slug: string; content: string; format: string };
  expect(post).toMatchObject({ content: "Hello **API**.", format: "markdown" });
  const pub = await page.request.get(`/api/blog-posts/${post.slug}`);
  expect(((await pub.json()) as { content: string }).content).toContain("<p>Hello <strong>API</strong>.</p>");
  // An edit that sends no format keeps the post's.
  const edited = await page.request.put(`/api/admin/blog-posts/${post.id}`, {
    data: { title: `API Markdown ${tag}`, content: "Now **still Markdown**", published: true },
  });
  expect(((await edited.json()) as { format: string }).format).toBe("markdown");
  const bad = await page.request.post("/api/admin/blog-posts", {
    data: { title: `API bad ${tag}`, content: "x", format: "word" },
  });
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain("Format must be");
});
