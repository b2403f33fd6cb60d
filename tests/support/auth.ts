import { expect, type Page } from "@playwright/test";
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
