import { expect, test, type Page } from "@playwright/test";
import { signIn } from "../support/auth";
import { waitForHydration } from "../support/hydration";
import { createPostViaApi, uniqueTag } from "./blog-fixtures";

/**
 * A page of the page cache carries only the utilities its HTML uses (docs/decisions/058-page-styles.md).
 * That must change nothing on screen: every element (not its pseudo-elements or hover and focus
 * states, which tests/unit/page-styles.test.ts covers by rule form) of each cached page family has exactly the
 * computed style it has with the whole style sheet (the same page asked for with a query string,
 * which the cache never answers), on a phone and on a desktop (one load of each page, resized).
 * With JavaScript, the whole sheet is
 * added before the page hydrates.
 */
const MARK = "/*page-styles*/";

/**
 * The computed style of every element of the body, in document order: its label and a hash of
 * all its properties' values (computed in the page: the values themselves are some 300,000
 * strings a page), or, for the elements at `detail`, the values themselves. Not React's streaming
 * leftovers (a `<template>` and a hidden `S:n` holder of scripts per late boundary) nor scripts,
 * which depend on how fast the render went, not on the styles.
 */
function computedStyles(page: Page, detail: number[] = []) {
  return page.evaluate((detail) => {
    // Custom properties that no property reads are dropped from a cached page's styles on purpose
    // (withoutUnusedVariables); what they feed is compared through the properties themselves.
    const names = Array.from(getComputedStyle(document.body)).filter((name) => !name.startsWith("--"));
    const elements = Array.from(document.querySelectorAll("body *")).filter(
      (element) => element.tagName !== "SCRIPT" && !element.closest('template, div[hidden][id^="S:"]'),
    );
    return elements.map((element, index) => {
      const style = getComputedStyle(element);
      const label = `${element.tagName.toLowerCase()}.${String(element.getAttribute("class") ?? "").slice(0, 80)}`;
      const values = names.map((name) => `${name}:${style.getPropertyValue(name)}`);
      let hash = 2166136261; // FNV-1a over every value
      for (const value of values)
        for (let i = 0; i < value.length; i++) hash = Math.imul(hash ^ value.charCodeAt(i), 16777619);
      return { label, hash, values: detail.includes(index) ? values : [] };
    });
  }, detail);
}

async function inlineStyles(page: Page) {
  return page.locator("#site-styles").evaluate((element) => element.textContent ?? "");
}

const PATHS = ["/", "/es", "/classic-vending", "/smart-machines", "/micromarkets", "/locations/miami"];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/**
 * Both widths are compared on one load of each page: the viewport is resized on the loaded page,
 * which applies the media queries of the new width exactly as a load at that width would (the
 * elements and their classes are the same; only the styles are compared).
 */
async function computedStylesAt(page: Page) {
  const byWidth: Array<Awaited<ReturnType<typeof computedStyles>>> = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    byWidth.push(await computedStyles(page));
  }
  return byWidth;
}

test(`a cached page's own styles draw it exactly as the whole sheet does, at ${VIEWPORTS.map((v) => v.width).join(" and ")} px @nojs`, async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // A post with the blocks a post can have (the visitor's page stays signed out: cached pages
  // are served to visitors without a session).
  const admin = await browser.newPage();
  await signIn(admin);
  const post = await createPostViaApi(admin.request, {
    title: `Styled Post ${uniqueTag()}`,
    excerpt: "An excerpt.",
    content:
      '<h2>A heading</h2><p>A paragraph with <strong>bold</strong>, <em>emphasis</em> and <a href="/">a link</a>.</p><ul><li>One</li><li>Two</li></ul><blockquote><p>A quote.</p></blockquote>',
  });
  await admin.close();
  for (const path of [...PATHS, "/es/ubicaciones/miami", "/blog", `/blog/${post.slug}`]) {
    await request.get(path); // fills the cache
    await page.setViewportSize(VIEWPORTS[0]!);
    await page.goto(path);
    const own = await inlineStyles(page);
    expect(own.startsWith(MARK), `${path} carries its own styles`).toBe(true);
    const cached = await computedStylesAt(page);

    const whole = `${path}?whole-styles=1`;
    await page.setViewportSize(VIEWPORTS[0]!);
    await page.goto(whole);
    const wholeStyles = await inlineStyles(page);
    expect(wholeStyles.startsWith(MARK), `${whole} is rendered for the visitor, whole sheet`).toBe(false);
    expect(own.length, path).toBeLessThan(wholeStyles.length * 0.8);
    const full = await computedStylesAt(page);

    for (const [w, viewport] of VIEWPORTS.entries()) {
      const at = `${path} at ${viewport.width} px`;
      expect(
        cached[w]!.map((element) => element.label),
        at,
      ).toEqual(full[w]!.map((element) => element.label));
      const differing = cached[w]!.flatMap((element, index) =>
        element.hash === full[w]![index]!.hash ? [] : [index],
      );
      if (differing.length) {
        // Show what differs, on the first few elements.
        const some = differing.slice(0, 3);
        await page.setViewportSize(viewport);
        await page.goto(whole);
        const withWhole = await computedStyles(page, some);
        await page.goto(path);
        const withOwn = await computedStyles(page, some);
        const found = some.flatMap((index) =>
          withOwn[index]!.values.flatMap((value, i) =>
            value === withWhole[index]!.values[i]
              ? []
              : [`${withOwn[index]!.label}: ${value} ≠ ${withWhole[index]!.values[i]}`],
          ),
        );
        expect(found.slice(0, 8), `${at} (${differing.length} elements)`).toEqual([]);
      }
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
