import { writeFileSync } from "node:fs";
import path from "node:path";
import { assertChromium } from "../support/chromium";
import { startAppServer } from "../support/app-server";
import { saveAdminSession } from "../support/auth";

/**
 * Starts one production server for the whole run on a fresh data folder. Specs that need their
 * own configuration (an SMTP server they stop, tight rate limits) start another with
 * startAppServer(), or share one per configuration (tests/support/servers.ts). The admin signs
 * in once, over HTTP, for the whole run: signIn() in tests/support/auth.ts reuses that session
 * (docs/decisions/075-test-suite-speed.md).
 */
export default async function globalSetup() {
  assertChromium();
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
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  writeFileSync(path.join(server.dataDir, "e2e-server.log"), "");
  process.env.E2E_ADMIN_STATE = await saveAdminSession(
    server.url,
    path.join(server.dataDir, "admin-state.json"),
  );
  return async () => {
    await server.stop();
  };
}
