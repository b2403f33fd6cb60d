import { assertChromium } from "../support/chromium";
import { startSharedServer } from "../support/shared-server";

/**
 * Starts one production server for the whole run on a fresh data folder (startSharedServer).
 * Specs that need their own configuration (an SMTP server they stop, tight rate limits) start
 * another with startAppServer(), or share one per configuration (tests/support/servers.ts). The
 * admin signs in once, over HTTP, for the whole run: signIn() in tests/support/auth.ts reuses that
 * session (docs/decisions/075-test-suite-speed.md).
 */
export default async function globalSetup() {
  assertChromium();
  const { server, adminState } = await startSharedServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_ADMIN_STATE = adminState;
  return async () => {
    await server.stop();
  };
}
