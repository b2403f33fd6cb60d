import { test as base } from "@playwright/test";
import { removeDataDir, startAppServer, type AppServer } from "./app-server";
import { PROXIED_ENV, proxiedAddress } from "./proxied-env";

/**
 * Servers shared by every spec of one configuration (docs/decisions/075-test-suite-speed.md): one
 * per Playwright worker, started when a test first asks for it and stopped when the worker ends,
 * instead of one per spec file (a start costs seconds). A spec that needs a database of its own
 * (it breaks it, or counts rows exactly) keeps useOwnServer() from ./own-server.
 *
 * `proxiedServer`: behind a "proxy" (PROXIED_ENV in ./proxied-env), each test from an address of
 * its own (`uniqueAddress()`).
 */

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
  return proxiedAddress(100 + worker * 2 + project, next);
}
