import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { TEST_ADMIN } from "./app-server";
import { waitForHydration } from "./hydration";

/** Signs in through the real /auth form (works with and without JavaScript). */
export async function signIn(page: Page, credentials = TEST_ADMIN, redirectTo = "/admin") {
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
 * Signs in through the real /auth form of a spec's own server (`baseUrl`), then waits for
 * `redirectTo`'s page (works with and without JavaScript).
 */
export async function signInOn(page: Page, baseUrl: string, redirectTo = "/admin", credentials = TEST_ADMIN) {
  await page.goto(`${baseUrl}/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Username").fill(credentials.username);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === redirectTo.split("?")[0]);
  await waitForHydration(page);
}
