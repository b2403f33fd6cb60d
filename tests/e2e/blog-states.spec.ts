import Database from "better-sqlite3";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { useOwnServer } from "../support/own-server";

/**
 * The list's empty and error states need a database of their own (the shared server has posts),
 * so this file starts its own server: first with no posts, then with the posts table made
 * unreadable to imitate a failing database.
 */
const ownServer = useOwnServer();

test("empty list, then a failing database: the product's empty and error states @both", async ({ page }) => {
  await page.goto(`${ownServer().url}/blog`);
  await expect(page.getByRole("heading", { name: "No blog posts yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore Our Services" })).toBeVisible();
  await expect(page.getByText(/Latest Posts/)).toHaveCount(0);
  const feed = await (await page.request.get(`${ownServer().url}/blog/rss.xml`)).text();
  expect(feed).not.toContain("<item>");

  const db = new Database(path.join(ownServer().dataDir, "app.sqlite"));
  db.exec("ALTER TABLE blog_posts RENAME TO blog_posts_broken");
  try {
    // The first visit put /blog in the page cache: it is still served from there.
    const cached = await page.goto(`${ownServer().url}/blog`);
    expect(cached?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "No blog posts yet" })).toBeVisible();
    // A page that is not cached (a query string) reaches the database and shows the error state.
    const res = await page.goto(`${ownServer().url}/blog?page=1`);
    expect(res?.status()).toBe(503);
    await expect(
      page.getByText(
        "Unable to load blog posts. Please try again later or contact support if the problem persists.",
      ),
    ).toBeVisible();
    const post = await page.goto(`${ownServer().url}/blog/any-post`);
    expect(post?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Blog Post Not Found" })).toBeVisible();
    const api = await page.request.get(`${ownServer().url}/api/blog-posts`);
    expect(api.status()).toBe(500);
    expect(((await api.json()) as { message: string }).message).toBeTruthy();
  } finally {
    db.exec("ALTER TABLE blog_posts_broken RENAME TO blog_posts");
    db.close();
  }
});

test("/es/blog without Spanish posts lists the English ones, marked (en inglés)", async ({ page }) => {
  // Read-only, server-rendered markup: one load with JavaScript is enough (decision 080).
  const now = new Date().toISOString();
  const db = new Database(path.join(ownServer().dataDir, "app.sqlite"));
  try {
    db.prepare(
      `insert into blog_posts (title, slug, excerpt, content, published, created_at, updated_at, published_at, language)
       values ('Micromarket basics', 'micromarket-basics', 'What a micromarket needs.', '<p>Plain words.</p>', 1, ?, ?, ?, 'en')`,
    ).run(now, now, now);
  } finally {
    db.close();
  }
  await page.goto(`${ownServer().url}/es/blog`);
  await expect(page.getByRole("heading", { name: "Artículos en inglés (1)" })).toBeVisible();
  await expect(page.getByText("Todavía no hay artículos", { exact: true })).toHaveCount(0);
  const link = page.getByRole("link", { name: "Micromarket basics (en inglés)" });
  await expect(link).toHaveAttribute("href", "/blog/micromarket-basics");
  await expect(link).toHaveAttribute("hreflang", "en");
});
