import { writeFileSync } from "node:fs";
import path from "node:path";
import { startAppServer, TEST_ADMIN, type AppServer } from "./app-server";

/**
 * The one production server a whole run shares (Playwright's tests/e2e/global-setup.ts and
 * Vitest's tests/server/global-setup.ts), on a fresh data folder, with the test admin signed in
 * once over HTTP (docs/decisions/075-test-suite-speed.md). Returns the server and the file of
 * that admin session (a Playwright storage state; adminClient() in ./vitest-servers reads it
 * without a browser).
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
      VISUALIZATION_ADJUSTS_PER_10_MINUTES: "100000",
    },
  });
  writeFileSync(path.join(server.dataDir, "e2e-server.log"), "");
  const adminState = await saveAdminSession(server.url, path.join(server.dataDir, "admin-state.json"));
  return { server, adminState };
}

/**
 * Signs the test admin in once over HTTP (POST /api/login) on the shared server and writes the
 * session as a Playwright storage state to `file` (global setup). Returns `file`.
 */
export async function saveAdminSession(baseUrl: string, file: string) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(TEST_ADMIN),
  });
  const session = /(?:^|,\s*)__session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  if (response.status !== 200 || !session)
    throw new Error(`The admin could not sign in over HTTP: ${response.status} ${await response.text()}`);
  const { hostname } = new URL(baseUrl);
  const cookie = { name: "__session", value: session, domain: hostname, path: "/", expires: -1 };
  const state = { cookies: [{ ...cookie, httpOnly: true, secure: false, sameSite: "Lax" }], origins: [] };
  writeFileSync(file, JSON.stringify(state));
  return file;
}
