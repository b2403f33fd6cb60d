import { expect, test, type Page } from "@playwright/test";
import { signIn } from "../support/auth";
import { waitForHydration } from "../support/hydration";
import { createPostViaApi, uniqueTag } from "./blog-fixtures";

/**
 * A page of the page cache carries only the utilities its HTML uses (docs/decisions/058-page-styles.md).
 * That must change nothing on screen: every element of each cached page family has exactly the
 * computed style it has with the whole style sheet (the same page asked for with a query string,
 * which the cache never answers), on a phone and on a desktop. With JavaScript, the whole sheet is
 * added before the page hydrates.
 */
const MARK = "/*page-styles*/";

/**
 * The computed style of every element of the body, one entry each, in document order; not React's
 * streaming leftovers (a `<template>` and a hidden `S:n` holder of scripts per late boundary) nor
 * scripts, which depend on how fast the render went, not on the styles.
 */
function computedStyles(page: Page) {
  return page.evaluate(() => {
    const names = Array.from(getComputedStyle(document.body));
    const elements = Array.from(document.querySelectorAll("body *")).filter(
      (element) => element.tagName !== "SCRIPT" && !element.closest('template, div[hidden][id^="S:"]'),
    );
    return elements.map((element) => {
      const style = getComputedStyle(element);
      const label = `${element.tagName.toLowerCase()}.${String(element.getAttribute("class") ?? "").slice(0, 80)}`;
      return { label, values: names.map((name) => `${name}:${style.getPropertyValue(name)}`) };
    });
  });
}

/** The first properties that differ (enough to see what a dropped rule did). */
function differences(
  cached: Awaited<ReturnType<typeof computedStyles>>,
  whole: Awaited<ReturnType<typeof computedStyles>>,
) {
  const found: string[] = [];
  cached.forEach((element, index) => {
    element.values.forEach((value, i) => {
      if (found.length < 5 && value !== whole[index]?.values[i])
        found.push(`${element.label}: ${value} ≠ ${whole[index]?.values[i]}`);
    });
  });
  return found;
}

async function inlineStyles(page: Page) {
  return page.locator("#site-styles").evaluate((element) => element.textContent ?? "");
}

test("a cached page's own styles draw it exactly as the whole sheet does @nojs", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A post with the blocks a post can have (the visitor's page stays signed out: cached pages are
  // served to visitors without a session).
  const admin = await browser.newPage();
  await signIn(admin);
  const post = await createPostViaApi(admin.request, {
    title: `Styled Post ${uniqueTag()}`,
    excerpt: "An excerpt.",
    content:
      '<h2>A heading</h2><p>A paragraph with <strong>bold</strong>, <em>emphasis</em> and <a href="/">a link</a>.</p><ul><li>One</li><li>Two</li></ul><blockquote><p>A quote.</p></blockquote>',
  });
  await admin.close();
  const paths = ["/", "/es", "/classic-vending", "/smart-machines", "/micromarkets", "/locations/miami"];
  paths.push("/es/ubicaciones/miami", "/blog", `/blog/${post.slug}`);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await request.get(path); // fills the cache
      await page.goto(path);
      const own = await inlineStyles(page);
      expect(own.startsWith(MARK), `${path} carries its own styles`).toBe(true);
      const cached = await computedStyles(page);

      await page.goto(`${path}?whole-styles=1`);
      const whole = await inlineStyles(page);
      expect(whole.startsWith(MARK), `${path}?… is rendered for the visitor, with the whole sheet`).toBe(
        false,
      );
      expect(own.length, path).toBeLessThan(whole.length * 0.8);
      const full = await computedStyles(page);

      expect(
        cached.map((element) => element.label),
        path,
      ).toEqual(full.map((element) => element.label));
      expect(differences(cached, full), `${path} at ${viewport.width}px`).toEqual([]);
    }
  }
});

test("with JavaScript the whole sheet is added before the page hydrates, and only to a cached page", async ({
  page,
  request,
}) => {
  await request.get("/micromarkets"); // fills the cache
  await page.goto("/micromarkets");
  await waitForHydration(page);
  const sheet = page.locator('link[rel="stylesheet"][href^="/assets/app-"]');
  await expect(sheet).toHaveCount(1);
  expect(
    await sheet.evaluate((link) =>
      Array.from(document.styleSheets).some((s) => s.ownerNode === link && s.cssRules.length > 0),
    ),
  ).toBe(true);

  await page.goto("/micromarkets?whole-styles=1");
  await waitForHydration(page);
  await expect(sheet).toHaveCount(0);
});
