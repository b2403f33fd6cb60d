import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { holdPageModules, waitForHydration } from "../support/hydration";

/** Distance of the element's top from the top of the viewport. */
async function topOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
}

test.describe("public site: scroll buttons", () => {
  test("from another page, a scroll button lands on its home section below the header @both", async ({
    page,
    browserName,
  }) => {
    void browserName;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/classic-vending");
    // With JavaScript, click once the page has hydrated: a click in the moment React attaches its
    // handlers is a separate race (see the stop-12 note); the unhydrated page is the no-JS run.
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "FAQ", exact: true })
      .click();
    await expect(page).toHaveURL(/\/(#faq-section)?$/);
    await expect(page.locator("#faq-section")).toBeInViewport();
    // Below the 96 px sticky header, never under it. The smooth scroll comes down from above, so
    // wait for the section to reach the header (it passes 90+ px long before it arrives).
    await expect.poll(() => topOf(page, "#faq-section"), { timeout: 8000 }).toBeLessThanOrEqual(110);
    expect(await topOf(page, "#faq-section")).toBeGreaterThanOrEqual(90);
  });

  test("with JavaScript: the footer Free Consultation button goes home and scrolls to contact; on the home page a scroll button scrolls smoothly with a 96 px offset, no hash in the URL", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/locations/miami");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Free Consultation" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#contact")).toBeInViewport();

    // On the home page (reached in the app, hydrated), from the contact section up to the brands.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Products", exact: true })
      .click();
    await expect.poll(() => topOf(page, "#brands"), { timeout: 5000 }).toBeGreaterThan(94);
    await expect.poll(() => topOf(page, "#brands"), { timeout: 5000 }).toBeLessThan(98);
    expect(page.url()).not.toContain("#");
  });
});

test.describe("public site: client-side navigation", () => {
  test("a navigation fetches the strings the next page needs before it renders (decision 056)", async ({
    page,
  }) => {
    const parts: string[] = [];
    page.on("request", (request) => {
      const part = /\/assets\/(ui|home|ui-pages|services|ui-tools)\.(?:en|es)-[\w-]+\.js$/.exec(
        new URL(request.url()).pathname,
      )?.[1];
      if (part) parts.push(part);
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    // The blog needs the shell's strings and the pages' (not the home page's, not the services').
    await page.goto("/blog");
    await waitForHydration(page);
    expect(parts).toEqual(["ui", "ui-pages"]);

    // A service page also needs the services' copy: fetched with the navigation, not a page load.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Micromarkets", exact: true })
      .click();
    await expect(page).toHaveURL(/\/micromarkets$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(parts).toEqual(["ui", "ui-pages", "services"]);

    // The prize page needs the tools' strings (the footer link, without touching the prize icon).
    await page.getByRole("contentinfo").getByRole("link", { name: "Win Vending Credit" }).click();
    await expect(page).toHaveURL(/\/prize$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Win up to $1,000 in vending credit");
    expect(parts).toEqual(["ui", "ui-pages", "services", "ui-tools"]);

    // The home page's strings and content come with the navigation to it (the logo's link).
    await page.getByRole("navigation", { name: "Main" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#faq-section details")).toHaveCount(12);
    expect(parts).toEqual(["ui", "ui-pages", "services", "ui-tools", "home"]);

    expect(errors).toEqual([]);
  });
});

test.describe("public site: mobile drawer at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens a drawer with every link; the desktop bar is hidden @both", async ({
    page,
  }) => {
    await page.goto("/smart-machines");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Products", exact: true })).toBeHidden();
    const menu = nav.locator("summary");
    await expect(menu).toBeVisible();
    await menu.click();
    const drawer = page.locator("#mobile-menu");
    await expect(drawer).toBeVisible();
    // A side drawer from below the header to the bottom of the screen, on the right.
    const box = (await drawer.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(100);
    expect(box.y + box.height).toBeGreaterThan(840);
    expect(box.x + box.width).toBeCloseTo(390, 0);
    for (const name of [
      "Vending",
      "Smart Machines",
      "Micromarkets",
      "Blog",
      "Products",
      "About",
      "Service Areas",
      "FAQ",
      "Contact",
    ]) {
      await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    // On mobile the contact target is the form itself.
    await expect(drawer.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute(
      "href",
      "/#contact-form",
    );
    await drawer.getByRole("link", { name: "Micromarkets", exact: true }).click();
    await expect(page).toHaveURL(/\/micromarkets$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A Micromarket in Your Breakroom");
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });

  test("Escape closes the drawer; a scroll button in the drawer closes it and lands on the section with the 112 px offset", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.locator("nav summary").click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();

    await page.locator("nav summary").click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Service Areas" }).click();
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect.poll(() => topOf(page, "#service-area-section"), { timeout: 5000 }).toBeGreaterThan(110);
    await expect.poll(() => topOf(page, "#service-area-section"), { timeout: 5000 }).toBeLessThan(114);
  });
});

test.describe("public site: the header at every width (decision 087)", () => {
  // The bar's nine links need about 1,150 px in English and 1,260 px in Spanish: below 1280 px the
  // menu button and its drawer carry them, so no page scrolls sideways at any width, in either language.
  test("from 769 to 1920 px the page is never wider than the screen; the bar from 1280 px, the menu below @nojs", async ({
    page,
  }) => {
    for (const path of ["/", "/es", "/es/ubicaciones/miami"]) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: /^(Main|Principal)$/ });
      const menu = nav.locator("summary");
      for (const width of [769, 900, 1024, 1279, 1280, 1366, 1440, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        const at = `${path} at ${width} px`;
        expect(await page.evaluate(() => document.documentElement.scrollWidth), at).toBe(width);
        // Every link of the bar stays inside the header's content column, on one line.
        const bar = page.locator(".nav-desktop");
        if (width >= 1280) {
          await expect(bar, at).toBeVisible();
          await expect(menu, at).toBeHidden();
          const edges = await bar.evaluate((element) => {
            const column = element.parentElement!.getBoundingClientRect();
            const links = Array.from(element.querySelectorAll("a")).map((a) => a.getBoundingClientRect());
            return {
              right: Math.max(...links.map((r) => r.right)) - column.right,
              tallest: Math.max(...links.map((r) => r.height)),
            };
          });
          expect(edges.right, at).toBeLessThanOrEqual(0);
          expect(edges.tallest, at).toBeLessThan(45);
        } else {
          await expect(bar, at).toBeHidden();
          await expect(menu, at).toBeVisible();
        }
      }
    }
    // At tablet widths the drawer opens below the 96 px header (32 px banner + 64 px bar).
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.locator("nav summary").click();
    const drawer = page.locator("#mobile-menu");
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(box.y).toBe(96);
    expect(box.x + box.width).toBeCloseTo(1024, 0);
    await expect(drawer.getByRole("link", { name: "Micromercados", exact: true })).toBeVisible();
  });
});

test.describe("public site: reveal animations", () => {
  // Nothing is hidden under prefers-reduced-motion: checked on the axe scan's load of "/" below.

  test("with motion allowed, cards below the fold reveal once scrolled into view", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-reveal", "on");
    const lastBrand = page.getByTestId("brand").last();
    expect(await lastBrand.evaluate((e) => getComputedStyle(e).opacity)).toBe("0");
    await lastBrand.scrollIntoViewIfNeeded();
    await expect.poll(() => lastBrand.evaluate((e) => getComputedStyle(e).opacity)).toBe("1");
  });
});

test.describe("public site: accessibility (axe)", () => {
  // The scan's load of a page also serves the checks that need the same page and state.
  const EXTRA: Record<string, string> = {
    "/": "; nothing is hidden under prefers-reduced-motion",
    "/no-such-page": "; the not-found page with status 404 inside the shell",
  };
  for (const path of ["/", "/smart-machines", "/locations/coral-gables", "/no-such-page"]) {
    test(`no axe violations on ${path}${EXTRA[path] ?? ""}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      const response = await page.goto(path);
      if (path === "/no-such-page") {
        // The not-found page with status 404, the shell (header and footer) around it.
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
        await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
        await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        await expect(page).toHaveTitle("404 Page Not Found");
      }
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
        ),
      ).toEqual([]);
      if (path === "/") {
        // Nothing is hidden under prefers-reduced-motion, before or after hydration.
        await waitForHydration(page);
        const hidden = await page
          .locator("[data-reveal]")
          .evaluateAll((els) => els.filter((e) => getComputedStyle(e).opacity !== "1").length);
        expect(hidden).toBe(0);
        expect(await page.locator("html").getAttribute("data-reveal")).toBeNull();
      }
    });
  }
});

test.describe("public site: before the JavaScript arrives", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("what a visitor did before hydration survives it: an open drawer, typed form values", async ({
    page,
  }) => {
    // The page's modules wait until the visitor has acted.
    const release = await holdPageModules(page);
    await page.goto("/");
    await page.locator("#contact-form").getByLabel("Full Name").fill("Maria Lopez");
    await page.locator("nav summary").click();
    await expect(page.locator("#mobile-menu")).toBeVisible();

    release();
    await waitForHydration(page);
    await page.locator("#contact-form[data-enhanced]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expect(page.locator("#contact-form").getByLabel("Full Name")).toHaveValue("Maria Lopez");
    // And now, hydrated, a navigation from the drawer closes it.
    await page.locator("#mobile-menu").getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });

  test("a scroll button tapped in the drawer before hydration: the drawer closes once the JavaScript runs", async ({
    page,
  }) => {
    const release = await holdPageModules(page);
    await page.goto("/");
    await page.locator("nav summary").click();
    await page.locator("#mobile-menu").getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL(/\/#faq-section$/);
    await expect(page.locator("#faq-section")).toBeInViewport();
    release();
    await waitForHydration(page);
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.locator("#faq-section")).toBeInViewport();
  });
});
