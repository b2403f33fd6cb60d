import { expect, test, type Page } from "@playwright/test";
import { holdPageModules, waitForHydrationOnPausedClock } from "../support/hydration";
import { GAME_CHUNK, recordScripts, uniquePerson } from "./prize-support";

/**
 * The floating prize icon is rendered by the server and appears 2000 ms after the `load` event
 * before any module has run (product §9): with JavaScript by a tiny inline script timed from
 * `load`, without JavaScript by a CSS animation delay. Timings run on the page's paused clock or
 * on the icon's own animation, never on the wall clock. Nothing is fetched when it appears: the
 * game's chunk comes when the visitor reaches for the icon (docs/decisions/055-prize-widget-on-reach.md).
 */
const icon = (page: Page) => page.getByRole("link", { name: /Win up to \$1,000/ });

test.describe("prize icon", () => {
  test("appears 2000 ms after load with no module loaded; after hydration it gets its hide button and opens the panel", async ({
    page,
  }) => {
    const release = await holdPageModules(page);
    const scripts = recordScripts(page);
    const gameChunks = () => scripts.filter((path) => GAME_CHUNK.test(path));
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
    // No module has run yet: the page is not hydrated, the icon is a plain link.
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    await expect(icon(page)).not.toHaveAttribute("aria-expanded");
    await expect(page.getByRole("button", { name: "Hide the prize game" })).toHaveCount(0);

    // Hydration gives the same icon its hide button; the game is still not asked for.
    release();
    await waitForHydrationOnPausedClock(page);
    await expect(page.getByRole("button", { name: "Hide the prize game" })).toBeVisible();
    await expect(icon(page)).toHaveAttribute("aria-expanded", "false");
    await page.waitForLoadState("networkidle");
    expect(gameChunks()).toEqual([]);
    await expect(icon(page)).toHaveCount(1);
    await icon(page).click();
    await expect(page.getByRole("dialog")).toHaveAttribute("data-step", "intro");
    expect(gameChunks()).toHaveLength(1);
  });

  // Hovering and focusing the icon (Tab) are checked the same way in prize-widget.spec.ts.
  test("no script is fetched when the icon is due; touching it fetches the game", async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true });
    const page = await context.newPage();
    await page.clock.install({ time: new Date("2026-11-23T12:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-23T12:00:01Z"));
    await page.goto("/");
    await waitForHydrationOnPausedClock(page);
    await page.waitForLoadState("networkidle");
    const scripts = recordScripts(page);
    await page.clock.runFor(2000);
    await expect(page.getByRole("button", { name: "Hide the prize game" })).toBeVisible();
    // Past load + 2 s by far, with the network quiet: the icon has cost no script.
    await page.clock.runFor(3000);
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);

    const gameFetched = page.waitForRequest(GAME_CHUNK);
    await icon(page).dispatchEvent("touchstart");
    await gameFetched;
    // Reaching for it does not open the panel by itself.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await context.close();
  });

  test("a visitor who has played sees no icon", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("prize-game-played", "1"));
    await page.clock.install({ time: new Date("2026-11-23T12:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-23T12:00:01Z"));
    await page.goto("/");
    await waitForHydrationOnPausedClock(page);
    const scripts = recordScripts(page);
    await page.clock.runFor(10_000);
    await expect(icon(page)).toHaveCount(0);
    expect(scripts.filter((path) => GAME_CHUNK.test(path))).toEqual([]);
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
    // A plain link: nothing to expand, and no hide button that could do nothing.
    await expect(link).not.toHaveAttribute("aria-expanded");
    await expect(page.getByRole("button", { name: "Hide the prize game" })).toHaveCount(0);
  });

  test("without JavaScript the icon leads to the game on /prize, played to the end @nojs", async ({
    page,
  }) => {
    const person = uniquePerson("icon-nojs");
    await page.goto("/locations/miami");
    await expect(icon(page)).toBeVisible();
    await icon(page).click();
    await expect(page).toHaveURL(/\/prize$/);
    await page.getByRole("button", { name: "Drop the coin" }).click();
    await expect(page).toHaveURL(/\/prize\?token=/);
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Phone").fill(person.phone);
    await page.getByRole("button", { name: "Claim My Credit" }).click();
    await expect(page).toHaveURL(/\/prize\?result=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Congratulations!");
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
