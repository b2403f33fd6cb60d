import { defineConfig } from "@playwright/test";
import { chromiumPath, e2eChromiumArgs } from "./tests/support/chromium";

/**
 * End-to-end tests against the built production server (docs/decisions/075-test-suite-speed.md).
 *
 * - Servers: tests/e2e/global-setup.ts starts the shared server on a fresh data folder and signs
 *   the test admin in once over HTTP; signIn() (tests/support/auth.ts) reuses that session, and
 *   only tests that sign out or sign in as someone else go through the form (signInThroughForm).
 *   Specs of one other configuration share one server per worker (tests/support/servers.ts, e.g.
 *   `proxiedServer`: TRUST_PROXY=1 and the test-only LOGIN_SLOW_DELAY_BASE_MS); a spec that breaks
 *   its database or counts rows exactly keeps a server of its own (useOwnServer).
 * - Projects: every journey runs with JavaScript (project "js"). The project "no-js" runs only the
 *   tests tagged `@both` (both projects) or `@nojs` (without JavaScript only): journeys that post
 *   forms, follow redirects or open URL dialogs. Read-only pages are checked without JavaScript
 *   over plain HTTP instead (tests/e2e/pages-over-http.spec.ts); untagged tests run with
 *   JavaScript only.
 * - Traces: recording one for every test (DOM snapshots and screenshots at each action, thrown
 *   away when it passes) costs the browser CPU the whole run long, so it is off; `E2E_TRACE=1`
 *   keeps the trace of each failing test in test-results/ while chasing a failure. A failing test
 *   still leaves its screenshot there.
 * - Tests that need no browser are Vitest's (tests/server, vitest.server.config.ts); the few
 *   `request`-only tests left here sit in specs about a page and run once (project "js").
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  outputDir: "test-results",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath: chromiumPath, args: e2eChromiumArgs },
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    locale: "en-US",
    timezoneId: "America/New_York",
  },
  projects: [
    { name: "js", use: { browserName: "chromium", javaScriptEnabled: true }, grepInvert: /@nojs/ },
    { name: "no-js", use: { browserName: "chromium", javaScriptEnabled: false }, grep: /@both|@nojs/ },
  ],
});
