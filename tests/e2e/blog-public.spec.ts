import { addAdminSession } from "../support/auth";
import AxeBuilder from "@axe-core/playwright";
import { jsonLdBlocks } from "../support/json-ld";
import { expect, test } from "@playwright/test";
import { breadcrumbTrail } from "../support/breadcrumbs";
import { waitForHydration } from "../support/hydration";
import { createPostViaApi, gotoBlogListWith, uniqueTag } from "./blog-fixtures";

/**
 * The public blog: list and post pages show only published posts; SEO tags; the not-found page;
 * links to "/" inside a post; RSS, sitemap and the public JSON API list exactly the published posts.
 */

test("the list and a post show published posts only, with the product's details @both", async ({ page }) => {
  const tag = uniqueTag();
  await addAdminSession(page);
  const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(" ");
  const published = await createPostViaApi(page.request, {
    title: `Public Post ${tag}`,
    excerpt: `A short excerpt ${tag}`,
    content: `<p>${words}</p><p><a href="/">Talk to us</a> or <a href="https://example.org/x">read elsewhere</a>.</p>`,
  });
  const draft = await createPostViaApi(page.request, { title: `Hidden Draft ${tag}`, published: false });

  await gotoBlogListWith(page, `Public Post ${tag}`);
  await expect(page.getByRole("heading", { level: 2, name: /^Latest Posts \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  expect(await breadcrumbTrail(page)).toBe("Home>Blog");
  const card = page.getByRole("article").filter({ hasText: `Public Post ${tag}` });
  await expect(card).toContainText(`A short excerpt ${tag}`);
  await expect(card).toContainText("Published");
  await expect(card).toContainText("3 min read"); // 450+ words / 200, rounded up
  await expect(card).toContainText(/Updated \w+ \d{1,2}, \d{4}/);
  await expect(page.getByText(`Hidden Draft ${tag}`)).toHaveCount(0);

  await card.getByRole("link", { name: `Public Post ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${published.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Public Post ${tag}` })).toBeVisible();
  await expect(page.getByText(`A short excerpt ${tag}`)).toBeVisible();
  await expect(page.getByText("By Gold Coast Vending Team")).toBeVisible();
  await expect(page.getByText("3 min read")).toBeVisible();
  expect(await breadcrumbTrail(page)).toBe(`Home>Blog>Public Post ${tag}`);
  await expect(page.getByRole("heading", { name: "Want to read more?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore More Posts" })).toHaveAttribute("href", "/blog");
  await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "read elsewhere" })).toHaveAttribute(
    "rel",
    "noopener noreferrer",
  );
  await expect(page.getByRole("link", { name: "Talk to us" })).toHaveAttribute("href", "/#contact");

  const missing = await page.goto(`/blog/${draft.slug}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Blog Post Not Found" })).toBeVisible();
  await expect(
    page.getByText("The blog post you're looking for doesn't exist or may have been removed."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");

  const unknown = await page.goto(`/blog/no-such-post-${tag}`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Blog Post Not Found" })).toBeVisible();
});

test("a post's head has its title, description, canonical, Open Graph article tags, JSON-LD and the feed @both", async ({
  page,
}) => {
  const tag = uniqueTag();
  await addAdminSession(page);
  const post = await createPostViaApi(page.request, {
    title: `SEO Post ${tag}`,
    excerpt: `Description of ${tag}`,
  });
  await page.goto(`/blog/${post.slug}`);
  await expect(page).toHaveTitle(`SEO Post ${tag} | Gold Coast Vending Blog`);
  const head = page.locator("head");
  await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", `Description of ${tag}`);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/blog/${post.slug}$`),
  );
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(head.locator('meta[property="article:modified_time"]')).toHaveAttribute(
    "content",
    post.updatedAt,
  );
  await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/blog/rss.xml",
  );
  const ld = (await jsonLdBlocks(page)) as { "@type": string; headline?: string }[];
  expect(ld.find((b) => b["@type"] === "BlogPosting")?.headline).toBe(`SEO Post ${tag}`);
  expect(ld.some((b) => b["@type"] === "BreadcrumbList")).toBe(true);

  await page.goto("/blog");
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/blog/rss.xml",
  );
});

test("a link to / inside a post lands on the home contact section without JavaScript @nojs", async ({
  page,
}) => {
  const tag = uniqueTag();
  await addAdminSession(page);
  const post = await createPostViaApi(page.request, {
    title: `Home Link ${tag}`,
    content: `<p>Please <a href="/">contact our team</a>.</p>`,
  });
  await page.goto(`/blog/${post.slug}`);
  await page.getByRole("link", { name: "contact our team" }).click();
  await expect(page).toHaveURL(/\/#contact$/);
});

test("with JavaScript a link to / inside a post navigates home in the app and scrolls to #contact", async ({
  page,
}) => {
  const tag = uniqueTag();
  await addAdminSession(page);
  const post = await createPostViaApi(page.request, {
    title: `Home Scroll ${tag}`,
    content: `<p>Please <a href="/">contact our team</a>.</p>`,
  });
  await page.goto(`/blog/${post.slug}`);
  // Hydration starts after load and the hero's paint; a click before it is a plain navigation.
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole("link", { name: "contact our team" }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  // Still the same document: the app navigated instead of reloading.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  const contact = page.locator("#contact");
  if ((await contact.count()) > 0) await expect(contact).toBeInViewport();
});

test("other same-site links inside a post open what they point to (a file, the feed), not the not-found page @both", async ({
  page,
}) => {
  const tag = uniqueTag();
  await addAdminSession(page);
  const post = await createPostViaApi(page.request, {
    title: `File Links ${tag}`,
    content: `<p>Our <a href="/blog/rss.xml">news feed</a> and our <a href="/favicon.ico">site icon</a>.</p>`,
  });
  for (const [name, path] of [
    ["news feed", "/blog/rss.xml"],
    ["site icon", "/favicon.ico"],
  ] as const) {
    await page.goto(`/blog/${post.slug}`);
    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\./g, "\\.")}$`));
    // The browser shows the file itself (a feed, an icon), not an HTML page of the app.
    await expect
      .poll(() => page.evaluate(() => document.contentType), { message: path })
      .not.toBe("text/html");
  }
});

test("RSS, sitemap and the public API list exactly the published posts", async ({ page }) => {
  const tag = uniqueTag();
  await addAdminSession(page);
  const shown = await createPostViaApi(page.request, { title: `Feed Shown ${tag}` });
  const hidden = await createPostViaApi(page.request, { title: `Feed Hidden ${tag}`, published: false });

  const rss = await page.request.get("/blog/rss.xml");
  expect(rss.status()).toBe(200);
  expect(rss.headers()["content-type"]).toContain("application/rss+xml");
  const feed = await rss.text();
  expect(feed).toContain(`<title>Feed Shown ${tag}</title>`);
  expect(feed).toContain(`/blog/${shown.slug}</link>`);
  expect(feed).not.toContain(`Feed Hidden ${tag}`);
  // Newest first (by publication date).
  const dates = [...feed.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1]!));
  expect(dates.length).toBeGreaterThan(0);
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/blog/${shown.slug}</loc>`);
  expect(sitemap).not.toContain(`/blog/${hidden.slug}<`);
  // Every blog URL in the sitemap is a published post (or the list).
  const api = (await (await page.request.get("/api/blog-posts")).json()) as Array<{
    slug: string;
    title: string;
  }>;
  const published = new Set(api.map((p) => `/blog/${p.slug}`));
  const blogUrls = [...sitemap.matchAll(/<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const url of blogUrls) expect(published.has(url)).toBe(true);
  expect(api.map((p) => p.title)).toContain(`Feed Shown ${tag}`);
  expect(api.map((p) => p.title)).not.toContain(`Feed Hidden ${tag}`);
  expect(Object.keys(api[0]!).sort()).toEqual(["content", "excerpt", "id", "slug", "title", "updatedAt"]);

  const upper = await page.request.get(`/blog/${shown.slug.toUpperCase()}`, { maxRedirects: 0 });
  expect(upper.status()).toBe(301);
  expect(upper.headers()["location"]).toBe(`/blog/${shown.slug}`);

  const one = await page.request.get(`/api/blog-posts/${shown.slug}`);
  expect(one.status()).toBe(200);
  expect(((await one.json()) as { title: string }).title).toBe(`Feed Shown ${tag}`);
  const draft = await page.request.get(`/api/blog-posts/${hidden.slug}`);
  expect(draft.status()).toBe(404);
  expect(await draft.json()).toEqual({ message: "Blog post not found." });
});

test("the admin API validates, answers 404 for unknown ids and 401 without a session", async ({
  page,
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  expect(
    (await anonymous.post("/api/admin/blog-posts", { data: { title: "x", content: "y" } })).status(),
  ).toBe(401);
  expect(
    (await anonymous.put("/api/admin/blog-posts/1", { data: { title: "x", content: "y" } })).status(),
  ).toBe(401);
  expect((await anonymous.delete("/api/admin/blog-posts/1")).status()).toBe(401);
  await anonymous.dispose();

  await addAdminSession(page);
  const bad = await page.request.post("/api/admin/blog-posts", { data: { title: "", content: "" } });
  expect(bad.status()).toBe(400);
  const body = (await bad.json()) as { fieldErrors: Record<string, string[]> };
  expect(body.fieldErrors.title).toContain("Title is required");
  expect(body.fieldErrors.content).toContain("Content is required");
  expect(
    (
      await page.request.put("/api/admin/blog-posts/999999999", { data: { title: "x", content: "y" } })
    ).status(),
  ).toBe(404);
  expect((await page.request.delete("/api/admin/blog-posts/999999999")).status()).toBe(404);
  expect((await page.request.delete("/api/admin/blog-posts/abc")).status()).toBe(404);

  const tag = uniqueTag();
  const a = await createPostViaApi(page.request, { title: `Twin ${tag}` });
  const b = await createPostViaApi(page.request, { title: `Twin ${tag}` });
  expect(a.slug).toBe(`twin-${tag}`);
  expect(b.slug).toBe(`twin-${tag}-2`);
  const list = (await (await page.request.get("/api/admin/blog-posts")).json()) as Array<{ id: number }>;
  expect(list.map((p) => p.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  expect((await page.request.delete(`/api/admin/blog-posts/${b.id}`)).status()).toBe(204);
  expect((await page.request.get(`/api/blog-posts/${b.slug}`)).status()).toBe(404);
});

test("axe finds no violations on /blog and on a post", async ({ page }) => {
  test.slow(); // a sign-in, a post and two axe runs: over 30 s on a loaded 2-core machine
  const tag = uniqueTag();
  await addAdminSession(page);
  const post = await createPostViaApi(page.request, {
    title: `Accessible Post ${tag}`,
    excerpt: "An excerpt.",
    content: `<h2>Heading</h2><p>Text with <a href="https://example.org">a link</a>.</p><table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><img src="/favicon.svg" alt="Logo">`,
  });
  for (const path of ["/blog", `/blog/${post.slug}`, "/blog/no-such-post"]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
});
