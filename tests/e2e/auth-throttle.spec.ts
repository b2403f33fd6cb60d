import type { Page } from "@playwright/test";
import { TEST_ADMIN } from "../support/app-server";
import { expect, test, uniqueAddress } from "../support/servers";
import { waitForHydration } from "../support/hydration";

// The worker's server behind a "proxy" (tests/support/servers.ts): these lock out the admin on
// purpose, each test from an address of its own, and never touch the shared server.

// A dozen argon2 checks on a busy machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/**
 * One sign-in through the form on the page as it stands: /auth is opened once, and each refused
 * attempt leaves the visitor on it with the password emptied (with and without JavaScript), which
 * is waited for before the next one is typed.
 */
async function attempt(page: Page, username: string, password: string) {
  await expect(page.getByLabel("Password")).toHaveValue("");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/auth"),
  );
  await page.getByRole("button", { name: "Sign In" }).click();
  return answered;
}

const THROTTLED = /Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\./;

test("after 5 failures from one address the username is throttled there, even with the right password, and unknown names answer alike @both", async ({
  page,
  proxiedServer,
}, testInfo) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueAddress() });
  await page.goto(`${proxiedServer.url}/auth`);
  await waitForHydration(page);
  for (let i = 0; i < 5; i++) {
    await attempt(page, TEST_ADMIN.username, `wrong-${i}`);
    await expect(
      page.getByRole("alert").filter({ hasText: "Invalid username or password." }).first(),
    ).toBeVisible();
  }
  const throttled = await attempt(page, TEST_ADMIN.username, TEST_ADMIN.password);
  if (testInfo.project.name === "no-js") {
    // The document itself: 429 with the action's Retry-After (React Router drops it without a headers export).
    expect(throttled.status()).toBe(429);
    expect(Number(throttled.headers()["retry-after"])).toBeGreaterThan(0);
  }
  await expect(page.getByRole("alert").filter({ hasText: THROTTLED }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  // A username that does not exist gets exactly the same treatment.
  for (let i = 0; i < 5; i++) await attempt(page, "no-such-user", `wrong-${i}`);
  await attempt(page, "no-such-user", "anything");
  await expect(page.getByRole("alert").filter({ hasText: THROTTLED }).first()).toBeVisible();
});
