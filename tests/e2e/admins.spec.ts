import { expect, test, type Browser, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { TEST_ADMIN } from "../support/app-server";
import { useOwnServer } from "../support/own-server";
import { signInOn } from "../support/auth";
import { waitForHydration } from "../support/hydration";
import { expectNoAxeViolations } from "./prize-support";

/**
 * The Admins tab (docs/decisions/052-more-than-one-admin.md), with and without
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

/**
 * The owner's own sign-in is not what these tests are about (the form is tests/e2e/auth-*.spec.ts's):
 * over HTTP, straight to `redirectTo`. The other admins' sign-ins with one-time passwords go through
 * the form (signInAt), where what it says is the subject.
 */
async function signInAsOwner(page: Page, redirectTo = "/admin/admins") {
  await signInOn(page, server().url, redirectTo);
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
  await signInAsOwner(page);
  await expect(page.getByRole("heading", { name: "Admins", exact: true })).toBeVisible();
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
  await signInAsOwner(page, "/admin/admins?new=1");
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
  await signInAsOwner(page);
  await expect(page.getByRole("heading", { name: "Admins", exact: true })).toBeVisible();
  // The list is scanned below with the new admin's row and the one-time password on it.
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
  if (javaScriptEnabled) {
    // The server forgets it once shown: a reload (a plain document load, the same without
    // JavaScript) no longer has it.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Admins", exact: true })).toBeVisible();
    await expect(page.getByTestId("one-time-password")).toHaveCount(0);
  }

  // The new admin signs in with it and must choose a password before anything else: the
  // password-change page is all they see (decision 072), and it remembers the page they asked for.
  const helper = await newPage(browser, javaScriptEnabled);
  await signInAt(helper, { username: "night-manager", password: oneTimePassword });
  await expect(helper).toHaveURL(/\/admin\/password$/);
  await helper.goto(`${server().url}/admin/blog`);
  await expect(helper).toHaveURL(/\/admin\/password\?returnTo=%2Fadmin%2Fblog$/);
  await waitForHydration(helper);
  const change = helper.getByRole("dialog", { name: "Change Password" });
  await expect(change).toContainText("You signed in with a one-time password.");
  await expect(helper.getByRole("navigation", { name: "Admin sections" })).toHaveCount(0);
  await expect(change.getByRole("link", { name: "Cancel" })).toHaveCount(0);
  await expect(change.getByRole("button", { name: "Logout" })).toBeVisible();
  await expectNoAxeViolations(helper);
  // A wrong current password is said in the dialog, which stays (with and without JavaScript).
  await change.getByLabel("Current Password").fill("not-the-one-time-password");
  await change.getByLabel("New Password", { exact: true }).fill("night-manager-password");
  await change.getByLabel("Confirm New Password").fill("night-manager-password");
  await change.getByRole("button", { name: "Change Password" }).click();
  await expect(change.getByRole("alert")).toContainText("Current password is incorrect.");
  await expect(helper).toHaveURL(/\/admin\/password\?returnTo=%2Fadmin%2Fblog$/);
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

/**
 * Adds an admin with a one-time password through the Admins tab's dialog and returns that password
 * (`page` is on /admin/admins?new=1 already, or is taken there).
 */
async function addWithOneTimePassword(page: Page, username: string) {
  if (!page.url().endsWith("/admin/admins?new=1")) {
    await page.goto(`${server().url}/admin/admins?new=1`);
    await waitForHydration(page);
  }
  const dialog = page.getByRole("dialog", { name: "Add Admin" });
  await dialog.getByLabel("Username").fill(username);
  await dialog.getByRole("button", { name: "Add Admin" }).click();
  const shown = page.getByTestId("one-time-password");
  await expect(shown).toHaveText(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  return (await shown.textContent())!;
}

async function removeAdminNamed(page: Page, username: string) {
  await openAdmins(page);
  await page.getByRole("link", { name: `Remove ${username}` }).click();
  await page
    .getByRole("dialog", { name: "Remove Admin" })
    .getByRole("button", { name: "Remove Admin" })
    .click();
  await expect(page.getByText(`${username} can no longer sign in`)).toBeVisible();
}

test("while a password change is due, no admin page, .data request, CSV, archive, action or API answers with data", async ({
  page,
  browser,
}) => {
  // A lead the reader must not see, in every form it could leave the server.
  const lead = { fullName: "Gate Lead", email: "gate-lead-4fz9@example.com", phone: "(561) 555-0199" };
  const posted = await page.request.post(`${server().url}/api/contact`, {
    data: { ...lead, message: "Please call me." },
  });
  expect(posted.status()).toBe(201);
  await signInAsOwner(page, "/admin");
  await expect(page.locator("body")).toContainText(lead.email);
  const oneTimePassword = await addWithOneTimePassword(page, "gate-reader");

  const context = await browser.newContext({ baseURL: server().url });
  const reader = context.request;
  const login = await reader.post("/api/login", {
    data: { username: "gate-reader", password: oneTimePassword },
  });
  expect(login.status()).toBe(200);

  const leaks = (body: string) =>
    [lead.email, lead.fullName, "555-0199", "Contact Submissions"].filter((s) => body.includes(s));
  const pages = [
    "/admin?password=1",
    "/admin",
    "/admin/blog?password=1",
    "/admin/prize-entries?password=1",
    "/admin/visualizations",
    "/admin/insights?password=1",
    "/admin/admins?password=1",
    "/admin/settings?password=1",
  ];
  for (const path of pages) {
    const answer = await reader.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(302);
    expect(answer.headers()["location"], path).toMatch(/^\/admin\/password(\?returnTo=|$)/);
    expect(leaks(await answer.text()), path).toEqual([]);
  }
  // React Router's data requests (client-side navigation): a redirect, never the loaders' data.
  for (const path of [
    "/admin.data",
    "/admin.data?password=1",
    "/admin/blog.data?password=1",
    "/admin/admins.data",
    "/admin/settings.data?password=1",
    "/admin/prize-entries.data",
    "/admin/visualizations.data",
    "/admin/insights.data",
  ]) {
    const answer = await reader.get(path, { maxRedirects: 0 });
    const body = await answer.text();
    expect(answer.status(), path).not.toBe(200);
    expect(body, path).toContain("/admin/password");
    expect(leaks(body), path).toEqual([]);
  }
  // Downloads and actions: to the password page, and nothing is changed.
  for (const path of [
    "/admin/contact-requests.csv",
    "/admin/contact-requests.csv?password=1",
    "/admin/prize-entries.csv",
    "/admin/visualizations.csv",
    "/admin/settings/backup.tar",
  ]) {
    const answer = await reader.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(302);
    expect(answer.headers()["location"], path).toBe("/admin/password");
    expect(leaks(await answer.text()), path).toEqual([]);
  }
  const added = await reader.post("/admin/admins?password=1", {
    form: { intent: "add", username: "sneaky-admin", password: "", confirmPassword: "" },
    headers: { Origin: server().url },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(302);
  expect(added.headers()["location"]).toBe("/admin/password");
  for (const path of ["/api/contact-requests", "/api/contact-requests/1", "/api/user"]) {
    const answer = await reader.get(path);
    expect(answer.status(), path).toBe(403);
    expect(leaks(await answer.text()), path).toEqual([]);
  }
  // The one page they get: the dialog, and nothing of the admin's data.
  for (const path of ["/admin/password", "/admin/password.data"]) {
    const answer = await reader.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    expect(leaks(await answer.text()), path).toEqual([]);
  }
  expect(await (await reader.get("/admin/password")).text()).toContain("Change Password");
  await context.close();

  await openAdmins(page);
  await expect(row(page, "sneaky-admin")).toHaveCount(0);
  await removeAdminNamed(page, "gate-reader");
});

test("a one-time password expires: sign-in says so, the Admins tab shows it and issues a new one @both", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  await signInAsOwner(page, "/admin/admins?new=1");
  const username = `late-admin-${javaScriptEnabled ? "js" : "nojs"}`;
  const first = await addWithOneTimePassword(page, username);
  await expect(row(page, username)).toContainText("One-time password");
  await expect(row(page, username)).not.toContainText("expired");

  // A day goes by: the expiry is moved into the past in the server's database.
  const sqlite = new Database(path.join(server().dataDir, "app.sqlite"));
  try {
    sqlite.pragma("busy_timeout = 5000");
    sqlite
      .prepare("update users set one_time_password_expires_at = ? where username = ?")
      .run(new Date(Date.now() - 60_000).toISOString(), username);
  } finally {
    sqlite.close();
  }

  const helper = await newPage(browser, javaScriptEnabled);
  await signInAt(helper, { username, password: first });
  await expect(helper.locator("#main").getByRole("alert")).toContainText(
    "This one-time password has expired. Ask an admin for a new one.",
  );
  await expect(helper).toHaveURL(/\/auth$/);

  await openAdmins(page);
  await expect(row(page, username)).toContainText("One-time password expired");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `New one-time password for ${username}` }).click();
  await expect(page.getByText(`Give ${username} the one-time password shown on this page.`)).toBeVisible();
  const shown = page.getByTestId("one-time-password");
  await expect(shown).toHaveText(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  const second = (await shown.textContent())!;
  expect(second).not.toBe(first);
  await expect(row(page, username)).not.toContainText("expired");

  // The old one is now simply wrong; the new one signs in to the password-change page.
  await signInAt(helper, { username, password: first });
  await expect(helper.locator("#main").getByRole("alert")).toContainText("Invalid username or password.");
  await signInAt(helper, { username, password: second });
  await expect(helper).toHaveURL(/\/admin\/password$/);
  // Not now: the dialog's Logout ends the session (nothing else of the admin is reachable).
  await helper
    .getByRole("dialog", { name: "Change Password" })
    .getByRole("button", { name: "Logout" })
    .click();
  await expect(helper).toHaveURL(/\/auth$/);
  await helper.goto(`${server().url}/admin/password`);
  await expect(helper).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fpassword$/);
  await helper.context().close();

  await removeAdminNamed(page, username);
});
