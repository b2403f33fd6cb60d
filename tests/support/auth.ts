import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { TEST_ADMIN } from "./app-server";
import { waitForHydration } from "./hydration";

/**
 * Signs the page in as the test admin on the shared server and opens `redirectTo`: with the
 * session the admin signed in once for the whole run (global setup), not through the form, which
 * tests/e2e/auth-*.spec.ts cover. A test that signs out, or signs in as someone else, uses
 * signInThroughForm() (a session of its own: signing out ends the session for everyone using it).
 */
export async function signIn(page: Page, credentials = TEST_ADMIN, redirectTo = "/admin") {
  if (credentials !== TEST_ADMIN || !process.env.E2E_ADMIN_STATE)
    return signInThroughForm(page, credentials, redirectTo);
  await addAdminSession(page);
  await page.goto(redirectTo);
  await expect(page).toHaveURL(new RegExp(`${redirectTo.replace(/[?]/g, "\\?")}$`));
  await waitForHydration(page);
}

type Cookie = Parameters<BrowserContext["addCookies"]>[0][number];

/**
 * Gives the page's context (its browser and its `page.request`) the test admin's session on the
 * shared server without opening a page, for tests that only need the admin API (creating posts)
 * or open an admin page themselves. Without the stored session (a run without global setup) it
 * signs in over HTTP instead.
 */
export async function addAdminSession(page: Page) {
  const stateFile = process.env.E2E_ADMIN_STATE;
  if (!stateFile) {
    await signInOverHttp(page.request);
    return;
  }
  const state = JSON.parse(readFileSync(stateFile, "utf8")) as { cookies: Cookie[] };
  await page.context().addCookies(state.cookies);
}

/** Signs in through the real /auth form (works with and without JavaScript): a session of its own. */
export async function signInThroughForm(page: Page, credentials = TEST_ADMIN, redirectTo = "/admin") {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Username").fill(credentials.username);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${redirectTo.replace(/[?]/g, "\\?")}$`));
  await waitForHydration(page);
}

/**
 * Signs `request` in through POST /api/login (plain HTTP, no browser): its later requests carry the
 * session cookie. Returns the login answer.
 */
export async function signInOverHttp(request: APIRequestContext, credentials = TEST_ADMIN) {
  const response = await request.post("/api/login", { data: credentials });
  expect(response.status()).toBe(200);
  return response;
}

/**
 * Signs the page in on a spec's own server (`baseUrl`) over HTTP (POST /api/login through the
 * page's own request context, so the page gets the session cookie), then opens `redirectTo` and
 * waits for it (works with and without JavaScript). The form itself is tests/e2e/auth-*.spec.ts's.
 */
export async function signInOn(page: Page, baseUrl: string, redirectTo = "/admin", credentials = TEST_ADMIN) {
  const response = await page.request.post(`${baseUrl}/api/login`, { data: credentials });
  expect(response.status()).toBe(200);
  await page.goto(`${baseUrl}${redirectTo}`);
  await page.waitForURL((url) => url.pathname === redirectTo.split("?")[0]);
  await waitForHydration(page);
}
