import { expect, test, type Page } from "@playwright/test";
import type { Element } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";
import { signIn } from "../support/auth";
import { servedHtml } from "../support/served-html";
import { createPostViaApi, gotoBlogListWith, uniqueTag } from "./blog-fixtures";

/**
 * An XSS corpus in the title, excerpt and content of published posts never executes on the public
 * pages or in the admin. Each payload tries to set window.__xss or open an alert; besides watching
 * for that, the test checks the DOM itself (the CSP alone would also block inline scripts, and a
 * test that only relied on it could not fail on a sanitizer regression).
 *
 * Runs with JavaScript (hydration and client rendering are where a payload could run); what a
 * visitor without JavaScript gets is the served HTML, checked here over HTTP with the same rules
 * (docs/decisions/075-test-suite-speed.md).
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

/** The same DOM checks on the HTML as served (before and without any script). Returns the parsed page. */
async function expectServedClean(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const main = DomUtils.findOne((e) => e.name === "main", parseDocument(html).children);
  expect(main, `${path}: no main`).not.toBeNull();
  const findings: string[] = [];
  const inPostContent = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parent as Element | null)
      if (node.type === "tag" && (node.attribs.class ?? "").split(/\s+/).includes("post-content"))
        return true;
    return false;
  };
  for (const el of DomUtils.findAll(() => true, main!.children)) {
    for (const [name, value] of Object.entries(el.attribs)) {
      if (/^on/i.test(name)) findings.push(`${el.name} ${name}`);
      if (name === "style" && inPostContent(el)) findings.push(`${el.name} style`);
      if (/^\s*javascript:/i.test(value)) findings.push(`${el.name} ${name}=${value}`);
    }
    if (/^(script|iframe|object|embed)$/.test(el.name)) findings.push(el.name);
  }
  expect(findings, `${path} as served`).toEqual([]);
  return servedHtml(html);
}

test("an XSS corpus in title, excerpt and content never executes on the public pages or in the admin", async ({
  page,
}) => {
  test.slow(); // fifteen pages in the browser and again as served: over 30 s on a loaded machine
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
  for (const list of ["/blog", "/blog?page=2"]) await expectServedClean(page, list);

  for (const post of posts) {
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`XSS ${tag}`);
    // The title shows as text, exactly as typed.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expectNothingExecuted(page, `/blog/${post.slug}`);
    expect((await expectServedClean(page, `/blog/${post.slug}`)).h1).toEqual([post.title]);
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
  for (const admin of [
    `/admin/blog?q=${tag}`,
    `/admin/blog?q=${tag}&edit=${posts[0]!.id}`,
    `/admin/blog?q=${tag}&delete=${posts[1]!.id}`,
  ])
    await expectServedClean(page, admin);

  const feed = await (await page.request.get("/blog/rss.xml")).text();
  expect(feed).not.toMatch(/<script|<img src=x|<svg/i);

  expect(dialogs).toEqual([]);
});
