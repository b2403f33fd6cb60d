import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium";

/**
 * End-to-end tests against the built production server (tests/e2e/global-setup.ts starts it on
 * a fresh data folder). Each journey runs with JavaScript (project "js") and without
 * (project "no-js"): tag a test `@both` to run it in both, `@nojs` for the no-JavaScript run only;
 * untagged tests run with JavaScript only.
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
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "en-US",
    timezoneId: "America/New_York",
  },
  projects: [
    { name: "js", use: { browserName: "chromium", javaScriptEnabled: true }, grepInvert: /@nojs/ },
    { name: "no-js", use: { browserName: "chromium", javaScriptEnabled: false }, grep: /@both|@nojs/ },
  ],
});
