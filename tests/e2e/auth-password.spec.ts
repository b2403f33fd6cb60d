import { expect, test, type Browser, type Page } from "@playwright/test";
import { removeDataDir, startAppServer, TEST_ADMIN, type AppServer } from "../support/app-server";

// Its own server per test: changing the password of the shared admin would break everyone else.
test.describe.configure({ timeout: 120_000 });
let server: AppServer;
test.beforeEach(async () => {
  server = await startAppServer();
});
test.afterEach(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

async function signInAt(page: Page, password = TEST_ADMIN.password) {
  await page.goto(`${server.url}/auth`);
  await page.getByLabel("Username").fill(TEST_ADMIN.username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function fillPassword(page: Page, current: string, next: string, confirm: string) {
  const dialog = page.getByRole("dialog", { name: "Change Password" });
  await dialog.getByLabel("Current Password").fill(current);
  await dialog.getByLabel("New Password", { exact: true }).fill(next);
  await dialog.getByLabel("Confirm New Password").fill(confirm);
  await dialog.getByRole("button", { name: "Change Password" }).click();
  return dialog;
}

async function newSignedInPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await signInAt(page);
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

test("change password: the product's errors, success toast, and every other session ends @both", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const other = await newSignedInPage(browser, javaScriptEnabled);
  await signInAt(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`${server.url}/admin/blog`);
  await page.getByRole("link", { name: "Change Password" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\?password=1$/);

  let dialog = await fillPassword(page, TEST_ADMIN.password, "new-password-123", "new-password-124");
  await expect(dialog.getByRole("alert")).toContainText("Passwords Don't Match");
  await expect(dialog.getByRole("alert")).toContainText("New password and confirmation must match.");

  dialog = await fillPassword(page, TEST_ADMIN.password, "short", "short");
  await expect(dialog.getByRole("alert")).toContainText("Password Too Short");
  await expect(dialog.getByRole("alert")).toContainText("New password must be at least 8 characters long.");

  dialog = await fillPassword(page, "not-my-password", "new-password-123", "new-password-123");
  await expect(dialog.getByRole("alert").filter({ hasText: "Password Change Failed" }).first()).toContainText(
    "Current password is incorrect.",
  );
  // Nothing changed yet: the other session is still signed in.
  await other.goto(`${server.url}/admin`);
  await expect(other).toHaveURL(/\/admin$/);

  await fillPassword(page, TEST_ADMIN.password, "new-password-123", "new-password-123");
  await expect(page.getByRole("status").filter({ hasText: "Password Changed" })).toContainText(
    "Your password has been updated successfully.",
  );
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  // This session carries on; the other one is over.
  // Back where the dialog was opened. (Without JavaScript the failed tries above rendered the
  // dialog over the Contact Submissions tab, the layout action's page, so that is where it returns.)
  await expect(page).toHaveURL(javaScriptEnabled ? /\/admin\/blog$/ : /\/admin$/);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await other.goto(`${server.url}/admin`);
  await expect(other).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);

  // The old password no longer works, the new one does.
  await signInAt(other, TEST_ADMIN.password);
  await expect(
    other.getByRole("alert").filter({ hasText: "Invalid username or password." }).first(),
  ).toBeVisible();
  await signInAt(other, "new-password-123");
  await expect(other).toHaveURL(/\/admin$/);
  await other.context().close();
});

test("POST /api/change-password: 401, 400s, 200 and the other API session ends", async ({ playwright }) => {
  const anonymous = await playwright.request.newContext({ baseURL: server.url });
  const a = await playwright.request.newContext({ baseURL: server.url });
  const b = await playwright.request.newContext({ baseURL: server.url });
  const body = { currentPassword: TEST_ADMIN.password, newPassword: "api-new-password" };
  expect((await anonymous.post("/api/change-password", { data: body })).status()).toBe(401);
  for (const ctx of [a, b]) expect((await ctx.post("/api/login", { data: TEST_ADMIN })).status()).toBe(200);

  const short = await a.post("/api/change-password", { data: { ...body, newPassword: "short" } });
  expect(short.status()).toBe(400);
  expect((await short.json()).fieldErrors.newPassword).toEqual([
    "New password must be at least 8 characters long.",
  ]);
  const wrong = await a.post("/api/change-password", { data: { ...body, currentPassword: "nope" } });
  expect(wrong.status()).toBe(400);
  expect(await wrong.json()).toEqual({
    message: "Current password is incorrect.",
    fieldErrors: { currentPassword: ["Current password is incorrect."] },
  });
  expect(
    (await a.post("/api/change-password", { data: "x", headers: { "Content-Type": "text/plain" } })).status(),
  ).toBe(415);

  const ok = await a.post("/api/change-password", { data: body });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ message: "Your password has been updated successfully." });
  expect((await a.get("/api/user")).status()).toBe(200);
  expect((await b.get("/api/user")).status()).toBe(401);
  expect((await anonymous.post("/api/login", { data: TEST_ADMIN })).status()).toBe(401);
  expect(
    (
      await anonymous.post("/api/login", {
        data: { username: TEST_ADMIN.username, password: body.newPassword },
      })
    ).status(),
  ).toBe(200);
  await Promise.all([anonymous.dispose(), a.dispose(), b.dispose()]);
});
