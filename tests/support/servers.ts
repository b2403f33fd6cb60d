import { test as base } from "@playwright/test";
import { removeDataDir, startAppServer, type AppServer } from "./app-server";

/**
 * Servers shared by every spec of one configuration (docs/decisions/075-test-suite-speed.md): one
 * per Playwright worker, started when a test first asks for it and stopped when the worker ends,
 * instead of one per spec file (a start costs seconds). A spec that needs a database of its own
 * (it breaks it, or counts rows exactly) keeps useOwnServer() from ./own-server.
 *
 * `proxiedServer`: behind a "proxy" (TRUST_PROXY=1), so each test says which address it is from
 * with X-Forwarded-For (`uniqueAddress()`) and what it locks out or counts (sign-in failures,
 * upload requests) is that address's alone. NODE_ENV=test for the test-only
 * LOGIN_SLOW_DELAY_BASE_MS: the sign-in slow-down waits 50 ms doubling up to 0.5 s instead of
 * 250 ms up to 2.5 s.
 */
export const PROXIED_ENV = { TRUST_PROXY: "1", NODE_ENV: "test", LOGIN_SLOW_DELAY_BASE_MS: "50" };

export const test = base.extend<object, { proxiedServer: AppServer }>({
  proxiedServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies first
    async ({}, use) => {
      const server = await startAppServer({ env: PROXIED_ENV, timeoutMs: 60_000 });
      await use(server);
      await server.stop();
      removeDataDir(server.dataDir);
    },
    { scope: "worker", timeout: 90_000 },
  ],
});
export { expect } from "@playwright/test";

let next = 0;
/** An IPv4 address no other test of this run uses (for X-Forwarded-For on `proxiedServer`). */
export function uniqueAddress() {
  next += 1;
  const worker = base.info().parallelIndex;
  const project = base.info().project.name === "no-js" ? 1 : 0;
  return `10.${100 + worker * 2 + project}.${Math.floor(next / 250)}.${(next % 250) + 1}`;
}
