import { expect, type Page } from "@playwright/test";

/**
 * The page's schema.org blocks: its one `application/ld+json` script in the head holds them as a
 * JSON array (app/lib/json-ld.tsx). A syntax error, a second script or a script in the body fails
 * the test.
 */
export async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  await expect(page.locator('head > script[type="application/ld+json"]')).toHaveCount(1);
  const blocks = JSON.parse((await scripts.textContent()) ?? "") as unknown;
  expect(Array.isArray(blocks)).toBe(true);
  return blocks as Record<string, unknown>[];
}
