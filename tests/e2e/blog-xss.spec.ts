import { expect, test, type Page } from "@playwright/test";
import { signIn } from "../support/auth";
import { createPostViaApi, gotoBlogListWith, uniqueTag } from "./blog-fixtures";

/**
 * An XSS corpus in the title, excerpt and content of published posts never executes on the public
 * pages or in the admin. Each payload tries to set window.__xss or open an alert; besides watching
 * for that, the test checks the DOM itself (the CSP alone would also block inline scripts, and a
 * test that only relied on it could not fail on a sanitizer regression).
 */

const PAYLOADS = [
  `<script>window.__xss=1</script>`,
  `<img src=x onerror="window.__xss=1">`,
  `<svg onload="window.__xss=1"></svg>`,
  `<a href="javascript:window.__xss=1">click me</a>`,
  `<iframe src="javascript:window.__xss=1"></iframe>`,
  `"><script>window.__xss=1</script>`,
  `</script><script>window.__xss=1</script>`,
  `<p style="x" onclick="window.__xss=1">styled</p>`,
  `<details open ontoggle="window.__xss=1">d</details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">`,
];

async function expectNothingExecuted(page: Page, where: string) {
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    `${where}: payload ran`,
  ).toBeUndefined();
  const findings = await page.evaluate(() => {
    const out: string[] = [];
    const main = document.querySelector("main");
    if (!main) return ["no main"];
    for (const el of main.querySelectorAll("*")) {
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) out.push(`${el.tagName} ${attr.name}`);
        if (attr.name === "style" && el.closest(".post-content")) out.push(`${el.tagName} style`);
        if (/^\s*javascript:/i.test(attr.value)) out.push(`${el.tagName} ${attr.name}=${attr.value}`);
      }
      if (/^(SCRIPT|IFRAME|OBJECT|EMBED)$/.test(el.tagName)) out.push(el.tagName);
    }
    return out;
  });
  expect(findings, where).toEqual([]);
}

test("an XSS corpus in title, excerpt and content never executes on the public pages or in the admin @both", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const tag = uniqueTag();
  await signIn(page, undefined, "/admin/blog");
  const posts = [];
  for (const [i, payload] of PAYLOADS.entries()) {
    posts.push(
      await createPostViaApi(page.request, {
        title: `XSS ${tag} ${i} ${payload}`,
        excerpt: `Excerpt ${tag} ${payload}`,
        content: `<p>Safe text ${tag}</p>${payload}`,
      }),
    );
  }
  // Stored content is already clean.
  for (const post of posts)
    expect(post.content).not.toMatch(/<script|onerror|onload|onclick|ontoggle|javascript:|<iframe|style=/i);

  // The list is newest first, nine to a page: the corpus spans the first two pages.
  await gotoBlogListWith(page, `XSS ${tag} ${PAYLOADS.length - 1}`);
  await expectNothingExecuted(page, "/blog");
  await page.goto("/blog?page=2");
  await expectNothingExecuted(page, "/blog?page=2");

  for (const post of posts) {
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`XSS ${tag}`);
    // The title shows as text, exactly as typed.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expectNothingExecuted(page, `/blog/${post.slug}`);
  }

  await page.goto(`/admin/blog?q=${tag}`);
  await expect(page.getByRole("row").filter({ hasText: `XSS ${tag} 0` })).toHaveCount(1);
  await expectNothingExecuted(page, "admin list");
  await page.goto(`/admin/blog?q=${tag}&edit=${posts[0]!.id}`);
  await expect(page.getByRole("dialog", { name: "Edit Blog Post" }).getByLabel("Title")).toHaveValue(
    posts[0]!.title,
  );
  await expectNothingExecuted(page, "admin edit dialog");
  await page.goto(`/admin/blog?q=${tag}&delete=${posts[1]!.id}`);
  await expect(page.getByRole("dialog", { name: "Delete Blog Post" })).toContainText(posts[1]!.title);
  await expectNothingExecuted(page, "admin delete dialog");

  const feed = await (await page.request.get("/blog/rss.xml")).text();
  expect(feed).not.toMatch(/<script|<img src=x|<svg/i);

  expect(dialogs).toEqual([]);
});
