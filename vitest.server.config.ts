import { defineConfig } from "vitest/config";
import { resolve } from "./vitest.config";

/**
 * Server tests (docs/decisions/075-test-suite-speed.md): specs that speak HTTP to the built
 * production server and need no browser. tests/server/global-setup.ts starts one shared server
 * (as Playwright's global setup does); specs of another configuration start their own
 * (tests/support/vitest-servers.ts). Run after `npm run build`.
 */
export default defineConfig({
  resolve,
  test: {
    include: ["tests/server/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/server/global-setup.ts"],
    setupFiles: ["tests/server/setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    fileParallelism: true,
    // Server starts and argon2 checks on a busy 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Playwright's expect timeout in playwright.config.ts.
    expect: { poll: { timeout: 7_000 } },
  },
});
