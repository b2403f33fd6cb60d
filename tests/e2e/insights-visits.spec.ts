import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth";
import { expectNoAxeViolations } from "./prize-support";

/**
 * The Insights tab's visits (docs/decisions/083-visits-and-phone-polish.md): the funnel and the
 * three tables are on the page, readable on a phone, with no axe violation. The figures themselves
 * are checked against known page views in tests/server/visits.test.ts.
 */
test("Insights shows visits, leads and leads per 100 visits, and the visit-to-won funnel, on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, undefined, "/admin/insights");
  await expect(page.getByRole("heading", { name: "From visit to won" })).toBeVisible();
  await expect(page.getByRole("img", { name: /From visit to won/ })).toContainText(/Visits: [\d,]+/);
  const families = page.getByRole("table", { name: /Visits and leads by page family/ });
  await expect(families.getByRole("columnheader")).toHaveText([
    "Page family",
    "Visits",
    "Leads",
    "Leads per 100 visits",
  ]);
  await expect(families.getByRole("rowheader")).toHaveText([
    "Home",
    "Service pages",
    "City pages",
    "Blog",
    "Contact page",
    "Prize game",
    "Space visualization",
    "Other pages",
  ]);
  await expect(page.getByRole("heading", { name: "Visits and leads by city page" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Visits and leads by UTM campaign" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
