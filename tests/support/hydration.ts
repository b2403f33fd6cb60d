import { test, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page (`<html data-hydrated>`, set by MarkHydrated in
 * app/components/layout/page-effects.tsx). Hydration starts after the load event and the next
 * frame (app/document/deferred-hydration.server.ts); until then the page behaves as without JavaScript.
 */
export async function waitForHydration(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * The same, for a page whose clock is installed and paused (page.clock): the boot waits for a
 * frame and a timer, so tick the clock in small steps until it has started importing the modules
 * (it adds their modulepreload links at that moment), then wait for hydration in real time. The
 * page's own timers started by hydration are not advanced.
 */
export async function waitForHydrationOnPausedClock(page: Page) {
  await page.waitForFunction(() => document.readyState === "complete");
  for (let i = 0; ; i++) {
    if (await page.evaluate(() => document.querySelector('link[rel="modulepreload"]') !== null)) break;
    if (i === 250)
      throw new Error("The page's boot script did not start within 4 s of page time on the paused clock.");
    await page.clock.runFor(16);
  }
  await waitForHydration(page);
}

/**
 * Holds the page's JavaScript modules back, so the page stays as it is before hydration (as
 * without JavaScript) while a test acts on it. Returns the function that lets them through.
 */
export async function holdPageModules(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
