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

  // The charts are drawn in HTML and CSS (docs/decisions/086): on the smallest phone every word
  // and number of every chart is at least 12 CSS px and stays inside its chart.
  await page.setViewportSize({ width: 360, height: 800 });
  const charts = page.locator("[data-chart]");
  expect(await charts.count()).toBeGreaterThanOrEqual(6);
  const report = await charts.evaluateAll((nodes) =>
    nodes.flatMap((chart) => {
      const box = chart.getBoundingClientRect();
      const texts = [...chart.querySelectorAll("*")].filter(
        (el) =>
          el.closest(".sr-only") === null &&
          el.checkVisibility() &&
          [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()),
      );
      return [
        { what: `${chart.getAttribute("aria-labelledby")}: visible texts`, bad: texts.length === 0 },
        ...texts.map((el) => {
          const r = el.getBoundingClientRect();
          const size = parseFloat(getComputedStyle(el).fontSize);
          const inside =
            r.left >= box.left - 0.5 &&
            r.right <= box.right + 0.5 &&
            r.top >= box.top - 0.5 &&
            r.bottom <= box.bottom + 0.5;
          return { what: `"${el.textContent}" ${size}px, inside: ${inside}`, bad: size < 12 || !inside };
        }),
      ];
    }),
  );
  expect(report.filter((r) => r.bad).map((r) => r.what)).toEqual([]);
  expect(report.length).toBeGreaterThan(20);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
});
