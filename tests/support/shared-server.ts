import { writeFileSync } from "node:fs";
import path from "node:path";
import { startAppServer, type AppServer } from "./app-server";
import { saveAdminSession } from "./auth";

/**
 * The one production server a whole run shares (Playwright's tests/e2e/global-setup.ts and
 * Vitest's tests/server/global-setup.ts), on a fresh data folder, with the test admin signed in
 * once over HTTP (docs/decisions/075-test-suite-speed.md). Returns the server and the file of
 * that admin session (a Playwright storage state; adminCookies() reads it without a browser).
 */
export async function startSharedServer(): Promise<{ server: AppServer; adminState: string }> {
  const server = await startAppServer({
    env: {
      // Rate limits are exercised by specs with servers of their own.
      CONTACT_RATE_PER_MINUTE: "100000",
      CONTACT_RATE_PER_DAY: "100000",
      // Every prize test (English and Spanish, page and widget) draws from 127.0.0.1.
      PRIZE_DRAWS_PER_HOUR: "100000",
      PRIZE_ENTRIES_PER_HOUR: "100000",
      VISUALIZATIONS_PER_10_MINUTES: "100000",
    },
  });
  writeFileSync(path.join(server.dataDir, "e2e-server.log"), "");
  const adminState = await saveAdminSession(server.url, path.join(server.dataDir, "admin-state.json"));
  return { server, adminState };
}
