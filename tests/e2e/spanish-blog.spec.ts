import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signIn, addAdminSession } from "../support/auth";
import { createPostViaApi, uniqueTag } from "./blog-fixtures";

/**
 * Blog posts keep their language (decision 043): the admin chooses Spanish in the post dialog,
 * /es/blog lists Spanish posts with the Spanish page around them, /blog English ones; a post lives
 * under its language's path and the other path redirects to it; each language has its feed.
 */

test("a Spanish post chosen in the dialog is listed on /es/blog only, at /es/blog/{slug} @both", async ({
  page,
}) => {
  test.slow(); // sign-in, a post through the dialog and five public pages
  const tag = uniqueTag();
  const title = `Guía de micromercados ${tag}`;
  const slug = `guia-de-micromercados-${tag}`;
  // Both lists are in the page cache before the post exists: publishing must refresh them.
  await page.goto("/es/blog");
  await page.goto("/blog");

  await signIn(page, undefined, `/admin/blog?q=${tag}&new=1`);
  const dialog = page.getByRole("dialog", { name: "Create New Blog Post" });
  await expect(dialog.getByLabel("Language")).toHaveValue("en");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Content").fill(`<p>Un micromercado en su oficina de Doral, ${tag}.</p>`);
  await dialog.getByLabel("Language").selectOption({ label: "Spanish" });
  await dialog.getByLabel("Publish immediately").check();
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Blog post created successfully!")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Spanish");

  await page.goto("/es/blog");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("El blog de la sala de descanso");
  await expect(page.getByRole("heading", { name: /^Artículos recientes \(\d+\)$/ })).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card).toContainText("Leer artículo →");
  await expect(card.getByRole("link", { name: title })).toHaveAttribute("href", `/es/blog/${slug}`);

  await page.goto("/blog");
  await expect(page.getByText(title)).toHaveCount(0);

  // The post page is read-only: its markup is the same without JavaScript, so it is read once, with
  // JavaScript; the other path's 301 is also checked over HTTP in the next test.
  if (test.info().project.use.javaScriptEnabled === false) return;
  await page.goto(`/es/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("link", { name: "Volver al blog", exact: true })).toHaveAttribute(
    "href",
    "/es/blog",
  );
  await expect(page.getByText(/^Por Equipo de Gold Coast Vending$/)).toBeVisible();
  await expect(page.getByText(/min de lectura/)).toBeVisible();

  // The English path of a Spanish post redirects to it.
  await page.goto(`/blog/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/es/blog/${slug}$`));
});

test("each language has its own feed, its own sitemap paths and the other path redirects (301); axe on its pages", async ({
  page,
}) => {
  test.slow(); // two posts, the feeds and the sitemap over HTTP, axe on three pages
  const tag = uniqueTag();
  await addAdminSession(page);
  const spanish = await createPostViaApi(page.request, { title: `Artículo ${tag}`, language: "es" });
  const english = await createPostViaApi(page.request, { title: `Article ${tag}` });

  const wrong = await page.request.get(`/blog/${spanish.slug}`, { maxRedirects: 0 });
  expect(wrong.status()).toBe(301);
  expect(wrong.headers().location).toBe(`/es/blog/${spanish.slug}`);
  const wrongEs = await page.request.get(`/es/blog/${english.slug}`, { maxRedirects: 0 });
  expect(wrongEs.status()).toBe(301);
  expect(wrongEs.headers().location).toBe(`/blog/${english.slug}`);

  const esFeed = await (await page.request.get("/es/blog/rss.xml")).text();
  expect(esFeed).toContain(`/es/blog/${spanish.slug}</link>`);
  expect(esFeed).not.toContain(english.slug);
  expect(esFeed).toContain("<language>es-us</language>");
  const enFeed = await (await page.request.get("/blog/rss.xml")).text();
  expect(enFeed).toContain(`/blog/${english.slug}</link>`);
  expect(enFeed).not.toContain(spanish.slug);

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/es/blog/${spanish.slug}</loc>`);
  expect(sitemap).not.toMatch(new RegExp(`[^s]/blog/${spanish.slug}<`));
  expect(sitemap).toMatch(/\/es\/blog<\/loc><xhtml:link rel="alternate" hreflang="en-US"/);

  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const path of ["/es/blog", `/es/blog/${spanish.slug}`, "/es/blog/no-existe"]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${path} ${v.id}`)).toEqual([]);
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artículo no encontrado");
});
