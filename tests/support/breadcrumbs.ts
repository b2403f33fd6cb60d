import type { Page } from "@playwright/test";

/**
 * The breadcrumb trail as it reads on screen, e.g. "Home>Blog>Title": each crumb's text after the
 * separator its ::before draws (the CSS content, alternative text dropped).
 */
export async function breadcrumbTrail(page: Page) {
  return page
    .getByRole("navigation", { name: "Breadcrumb" })
    .locator("ol")
    .evaluate((ol) =>
      Array.from(ol.children)
        .map((li) => {
          const content = getComputedStyle(li, "::before").content;
          const separator = /^"([^"]*)"/.exec(content)?.[1] ?? "";
          return `${separator}${li.textContent ?? ""}`;
        })
        .join(""),
    );
}
