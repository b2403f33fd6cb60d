import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { signInOverHttp } from "../support/auth";

type Cookie = Parameters<BrowserContext["addCookies"]>[0][number];

/**
 * Gives the page's context (its browser and its `page.request`) the test admin's session on the
 * shared server without opening a page: the session global setup signed in once
 * (docs/decisions/075-test-suite-speed.md). For tests that only need the admin API (creating
 * posts) or open an admin page themselves; signIn() (tests/support/auth.ts) also opens /admin
 * and waits for its hydration, a page load these tests do not need.
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
