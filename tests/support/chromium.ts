import { existsSync } from "node:fs";

/** Debian's Chromium (browsers cannot be downloaded here); CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * The end-to-end tests' browser (playwright.config.ts) also turns off what costs CPU and tests
 * nothing of ours on a single-origin test site: site isolation (one renderer per site),
 * translation, optimisation hints, the media router and paint holding, and keeps renderers to two.
 * On three specs this took the run's CPU from 238 s to 215-219 s (docs/performance.md, "075: the
 * test suite"). The audits (scripts/audit*.ts) keep a browser as visitors have it.
 */
export const e2eChromiumArgs = [
  ...chromiumArgs,
  "--disable-features=site-per-process,IsolateOrigins,Translate,OptimizationHints,MediaRouter,PaintHolding",
  "--disable-site-isolation-trials",
  "--renderer-process-limit=2",
];

export function assertChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install Debian's: sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium (or set CHROMIUM_PATH).`,
    );
  }
}
