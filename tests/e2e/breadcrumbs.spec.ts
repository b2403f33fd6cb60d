import { expect, test } from "@playwright/test";
import { breadcrumbTrail } from "../support/breadcrumbs";
import { expectNoAxeViolations } from "./prize-support";

/**
 * The breadcrumb bar is valid HTML (W3C Nu: an <ol> may hold only <li>s, and a <li> in an <ol>
 * may not have role="presentation"): the ">" separators are drawn by CSS, visible on screen and
 * out of the accessibility tree.
 */
const PAGES = [
  { path: "/contact", trail: "Home>Contact" },
  { path: "/blog", trail: "Home>Blog" },
  { path: "/micromarkets", trail: "Home>Micromarkets" },
  { path: "/locations/fort-lauderdale", trail: "Home>Fort Lauderdale" },
];

test("the breadcrumb list holds only plain <li> crumbs; the separators are drawn by CSS and hidden from assistive tech", async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const { path, trail } of PAGES) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    // The served markup, before any script runs.
    const html = await (await page.request.get(path)).text();
    const list = /<nav aria-label="Breadcrumb"[^>]*><ol[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1];
    expect(list, path).toBeTruthy();
    expect(list, path).not.toContain("role=");
    const ol = page.getByRole("navigation", { name: "Breadcrumb" }).locator("ol");
    const children = await ol.evaluate((el) =>
      Array.from(el.children).map((child) => ({ tag: child.tagName, role: child.getAttribute("role") })),
    );
    expect(children.length, path).toBe(trail.split(">").length);
    expect(
      children.every((child) => child.tag === "LI" && child.role === null),
      path,
    ).toBe(true);

    // On screen: "Home > page" (the separator is the ::before of every crumb but the first, in the crumbs' grey).
    expect(await breadcrumbTrail(page), path).toBe(trail);
    const separator = await ol
      .locator("li")
      .nth(1)
      .evaluate((li) => {
        const style = getComputedStyle(li, "::before");
        return {
          content: style.content,
          display: style.display,
          visibility: style.visibility,
          color: style.color,
        };
      });
    expect(separator.content).toMatch(/^">"/);
    expect(separator.display).not.toBe("none");
    expect(separator.visibility).toBe("visible");
    expect(
      await ol
        .locator("li")
        .first()
        .evaluate((li) => getComputedStyle(li, "::before").content),
    ).toBe("none");

    // To assistive technology: a list of the crumbs only.
    const snapshot = await page.getByRole("navigation", { name: "Breadcrumb" }).ariaSnapshot();
    expect(snapshot, path).not.toContain(">");
    await expect(ol.getByRole("listitem")).toHaveText(trail.split(">"));
    await expect(ol.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page, 'nav[aria-label="Breadcrumb"]');
  }
});
