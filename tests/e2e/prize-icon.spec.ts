import { expect, test, type Page } from "@playwright/test";
import { holdPageModules, waitForHydrationOnPausedClock } from "../support/hydration";

/**
 * The floating prize icon is rendered by the server and appears 2000 ms after the `load` event
 * before any module has run (product §9): with JavaScript by a tiny inline script timed from
 * `load`, without JavaScript by a CSS animation delay. Timings run on the page's paused clock or
 * on the icon's own animation, never on the wall clock.
 */
const icon = (page: Page) => page.getByRole("link", { name: /Win up to \$1,000/ });

test.describe("prize icon", () => {
  test("appears 2000 ms after load with no module loaded, then the widget takes its place", async ({
    page,
  }) => {
    const release = await holdPageModules(page);
    const widgetChunks: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/prize-widget-[\w-]+\.js$/.test(r.url())) widgetChunks.push(r.url());
    });
    await page.clock.install({ time: new Date("2026-11-23T12:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-23T12:00:01Z"));
    await page.goto("/micromarkets");
    await page.waitForFunction(() => document.readyState === "complete");
    await expect(icon(page)).toBeHidden();
    await page.clock.runFor(1999);
    await expect(icon(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(icon(page)).toBeVisible();
    await expect(icon(page)).toHaveAttribute("href", "/prize");
    // No module has run yet: the page is not hydrated and the widget has not been asked for.
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    expect(widgetChunks).toEqual([]);

    // After hydration the widget (fetched now that its icon is due) takes the icon's place.
    release();
    await waitForHydrationOnPausedClock(page);
    await expect(page.getByRole("button", { name: "Hide the prize game" })).toBeVisible();
    expect(widgetChunks).toHaveLength(1);
    await expect(icon(page)).toHaveCount(1);
    await icon(page).click();
    await expect(page.getByRole("dialog")).toHaveAttribute("data-step", "intro");
  });

  test("the widget is not fetched before its icon is due", async ({ page }) => {
    const widgetChunks: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/prize-widget-[\w-]+\.js$/.test(r.url())) widgetChunks.push(r.url());
    });
    await page.clock.install({ time: new Date("2026-11-23T12:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-23T12:00:01Z"));
    await page.goto("/");
    await waitForHydrationOnPausedClock(page);
    await page.waitForLoadState("networkidle");
    expect(widgetChunks).toEqual([]);
    await page.clock.runFor(2000);
    await expect(page.getByRole("button", { name: "Hide the prize game" })).toBeVisible();
    expect(widgetChunks).toHaveLength(1);
  });

  test("a visitor who has played sees no icon", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("prize-game-played", "1"));
    await page.clock.install({ time: new Date("2026-11-23T12:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-23T12:00:01Z"));
    await page.goto("/");
    await waitForHydrationOnPausedClock(page);
    await page.clock.runFor(10_000);
    await expect(icon(page)).toHaveCount(0);
  });

  test("without JavaScript the icon appears by a 2000 ms CSS delay @nojs", async ({ page }) => {
    await page.goto("/locations/miami");
    const link = icon(page);
    await expect(link).toHaveAttribute("href", "/prize");
    // The icon's appearance is its own animation: check its delay, then step it on both sides of it.
    const timing = await link.evaluate((element) => {
      const [animation] = element.getAnimations();
      if (!animation) return null;
      animation.pause();
      animation.currentTime = 1999;
      const before = getComputedStyle(element).visibility;
      animation.currentTime = 2000;
      const after = getComputedStyle(element).visibility;
      animation.play();
      return { delay: animation.effect?.getTiming().delay, before, after };
    });
    expect(timing).toEqual({ delay: 2000, before: "hidden", after: "visible" });
    await expect(link).toBeVisible();
  });

  test("with reduced motion the icon appears without animation @both", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    if (test.info().project.use.javaScriptEnabled !== false) {
      await page.clock.install({ time: new Date("2026-11-23T12:00:00Z") });
      await page.clock.pauseAt(new Date("2026-11-23T12:00:01Z"));
    }
    await page.goto("/");
    if (test.info().project.use.javaScriptEnabled !== false) {
      await page.waitForFunction(() => document.readyState === "complete");
      await page.clock.runFor(2000);
    }
    await expect(icon(page)).toBeVisible();
    const durations = await icon(page).evaluate((element) =>
      element.getAnimations().map((a) => Number(a.effect?.getTiming().duration)),
    );
    for (const duration of durations) expect(duration).toBeLessThan(1);
  });
});
