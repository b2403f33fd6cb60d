import { expect, test, type Browser, type Page } from "@playwright/test";
import { TEST_ADMIN } from "../support/app-server";
import { useOwnServer } from "../support/own-server";
import { waitForHydration } from "../support/hydration";
import { expectNoAxeViolations } from "./prize-support";

/**
 * The Admins tab (issue 16, docs/decisions/052-more-than-one-admin.md), with and without
 * JavaScript. A server of its own: the list of admins is global, and the last-admin rule needs a
 * database where the test admin is alone.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });
const server = useOwnServer();

async function signInAt(page: Page, credentials: { username: string; password: string }) {
  await page.goto(`${server().url}/auth`);
  await page.getByLabel("Username").fill(credentials.username);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function openAdmins(page: Page) {
  await page.goto(`${server().url}/admin/admins`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Admins", exact: true })).toBeVisible();
}

async function newPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: server().url });
  return context.newPage();
}

const row = (page: Page, username: string) => page.getByTestId("admin-row").filter({ hasText: username });

test("the last admin cannot be removed, nor can you remove yourself @both", async ({ page }) => {
  await signInAt(page, TEST_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await openAdmins(page);
  await expect(page.getByTestId("admin-row")).toHaveCount(1);
  await page.getByRole("link", { name: `Remove ${TEST_ADMIN.username}` }).click();
  let dialog = page.getByRole("dialog", { name: "Remove Admin" });
  await expect(dialog.getByRole("alert")).toHaveText(/This is the only admin\. Add another admin before/);
  await expect(dialog.getByRole("button", { name: "Remove Admin" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A crafted form post meets the same rule on the server.
  const ownId = new URL(page.url()).searchParams.get("remove");
  const res = await page.request.post(`${server().url}/admin/admins`, {
    form: { intent: "remove", id: ownId! },
    headers: { Origin: server().url },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  await openAdmins(page);
  await expect(page.getByText("Failed to remove admin").first()).toBeVisible();
  await expect(page.getByTestId("admin-row")).toHaveCount(1);

  // With a second admin, the rule that speaks for your own row is "not yourself".
  await page.getByRole("link", { name: "Add Admin" }).click();
  dialog = page.getByRole("dialog", { name: "Add Admin" });
  await dialog.getByLabel("Username").fill("second-admin");
  await dialog.getByLabel("Password (optional)").fill("second-password");
  await dialog.getByLabel("Confirm password").fill("second-password");
  await dialog.getByRole("button", { name: "Add Admin" }).click();
  await expect(page.getByText("second-admin can sign in now with the password you chose.")).toBeVisible();
  await expect(page.getByTestId("one-time-password")).toHaveCount(0);
  await page.getByRole("link", { name: `Remove ${TEST_ADMIN.username}` }).click();
  dialog = page.getByRole("dialog", { name: "Remove Admin" });
  await expect(dialog.getByRole("alert")).toHaveText(/You cannot remove yourself/);
  await dialog.getByRole("link", { name: "Close" }).click();

  // Tidy up: the next test starts with one admin again.
  await page.getByRole("link", { name: "Remove second-admin" }).click();
  await page
    .getByRole("dialog", { name: "Remove Admin" })
    .getByRole("button", { name: "Remove Admin" })
    .click();
  await expect(
    page.getByText("second-admin can no longer sign in and was signed out everywhere."),
  ).toBeVisible();
  await expect(page.getByTestId("admin-row")).toHaveCount(1);
});

test("the add form keeps typed values and says what is wrong @both", async ({ page }) => {
  await signInAt(page, TEST_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`${server().url}/admin/admins?new=1`);
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "Add Admin" });
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Username").fill("typed-values");
  await dialog.getByLabel("Password (optional)").fill("short");
  await dialog.getByLabel("Confirm password").fill("short");
  await dialog.getByRole("button", { name: "Add Admin" }).click();
  await expect(dialog.getByText("Password must be at least 8 characters long.")).toBeVisible();
  await expect(dialog.getByLabel("Username")).toHaveValue("typed-values");
  await expect(dialog.getByLabel("Password (optional)")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Username").fill(TEST_ADMIN.username.toUpperCase());
  await dialog.getByLabel("Password (optional)").fill("");
  await dialog.getByLabel("Confirm password").fill("");
  await dialog.getByRole("button", { name: "Add Admin" }).click();
  await expect(
    dialog.getByText(`A user named "${TEST_ADMIN.username.toUpperCase()}" already exists.`),
  ).toBeVisible();
  await expect(page.getByTestId("admin-row")).toHaveCount(1);
});

test("add an admin with a one-time password, they sign in and choose their own, then removing them ends their session @both", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  await signInAt(page, TEST_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await openAdmins(page);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Add Admin" }).click();
  await expect(page).toHaveURL(/\/admin\/admins\?new=1$/);
  const dialog = page.getByRole("dialog", { name: "Add Admin" });
  await dialog.getByLabel("Username").fill("night-manager");
  await dialog.getByRole("button", { name: "Add Admin" }).click();

  // Shown once, after the redirect, never in the URL.
  await expect(page).toHaveURL(/\/admin\/admins$/);
  const shown = page.getByTestId("one-time-password");
  await expect(shown).toHaveText(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  const oneTimePassword = (await shown.textContent())!;
  expect(page.url()).not.toContain(oneTimePassword);
  await expect(row(page, "night-manager")).toContainText("One-time password");
  await expect(row(page, "night-manager")).toContainText("Never");
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admins", exact: true })).toBeVisible();
  await expect(page.getByTestId("one-time-password")).toHaveCount(0);

  // The new admin signs in with it and must choose a password before anything else.
  const helper = await newPage(browser, javaScriptEnabled);
  await signInAt(helper, { username: "night-manager", password: oneTimePassword });
  await expect(helper).toHaveURL(/\/admin\?password=1$/);
  await helper.goto(`${server().url}/admin/blog`);
  await expect(helper).toHaveURL(/\/admin\/blog\?password=1$/);
  await waitForHydration(helper);
  const change = helper.getByRole("dialog", { name: "Change Password" });
  await expect(change).toContainText("You signed in with a one-time password.");
  await change.getByLabel("Current Password").fill(oneTimePassword);
  await change.getByLabel("New Password", { exact: true }).fill("night-manager-password");
  await change.getByLabel("Confirm New Password").fill("night-manager-password");
  await change.getByRole("button", { name: "Change Password" }).click();
  await expect(helper.getByText("Your password has been updated successfully.")).toBeVisible();
  await expect(helper).toHaveURL(/\/admin\/blog$/);
  await helper.goto(`${server().url}/admin/admins`);
  await expect(helper).toHaveURL(/\/admin\/admins$/);

  // The owner sees the sign-in, then removes the new admin: their open session ends at once.
  await openAdmins(page);
  await expect(row(page, "night-manager")).not.toContainText("Never");
  await expect(row(page, "night-manager")).not.toContainText("One-time password");
  await page.getByRole("link", { name: "Remove night-manager" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove Admin" });
  await expect(confirm).toContainText("Remove night-manager?");
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Remove Admin" }).click();
  await expect(
    page.getByText("night-manager can no longer sign in and was signed out everywhere."),
  ).toBeVisible();
  await expect(row(page, "night-manager")).toHaveCount(0);

  await helper.goto(`${server().url}/admin/blog`);
  await expect(helper).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fblog$/);
  await helper.context().close();
});
