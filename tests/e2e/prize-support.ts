import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

export { alterToken, uniquePerson } from "../support/prize-data";

/**
 * axe runs in the page, so only in the JavaScript project (the no-JS run renders the same markup).
 * The site's pages have no frames, so axe runs in one call in the page (legacy mode): the same rules
 * and results, without the blank page @axe-core/playwright otherwise opens to merge frame results.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  // The shared toast region (app/components/ui/toaster.tsx, not the prize game's) is checked by its
  // owner: its <li role="status"> items trip aria-allowed-role/list while a toast shows.
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .exclude('section[aria-label="Notifications (F8)"]');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * The same on a page whose clock is installed and paused: axe waits on zero-delay timers between its
 * rules, so the page's time runs for the scan and is paused again right after it. Only for a state
 * no game timer is due in, or whose next step is held back (e.g. the draw's answer, holdDraw()).
 */
export async function expectNoAxeViolationsOnPausedClock(page: Page) {
  await page.clock.resume();
  try {
    await expectNoAxeViolations(page);
  } finally {
    await pauseClockNow(page);
  }
}

/** Pauses a running page clock about now (a moment just ahead of the page's time, which keeps running meanwhile). */
async function pauseClockNow(page: Page) {
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      // The page's time passed that moment before the call arrived (a loaded machine): again.
      if (attempt === 5 || !String(error).includes("past")) throw error;
    }
  }
}

/** Holds the answers to the game's draw back until the returned function is called. */
export async function holdDraw(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/engagement\/draw(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export async function drawViaApi(request: APIRequestContext) {
  const response = await request.post("/api/engagement/draw");
  expect(response.status()).toBe(201);
  return (await response.json()) as { prizeAmount: 100 | 1000; token: string; expiresAt: string };
}

/**
 * The prize game's chunk (its panel, steps and form): fetched when the visitor reaches for the
 * floating icon (hover, focus, touch), never when the icon appears.
 */
export const GAME_CHUNK = /\/assets\/prize-game-[\w-]+\.js$/;

/** The paths of the scripts the page requests from now on (a live list). */
export function recordScripts(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Holds the game's chunk back until the returned function is called. */
export async function holdGameChunk(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(GAME_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
