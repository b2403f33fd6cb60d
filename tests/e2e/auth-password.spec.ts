import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { TEST_ADMIN } from "../support/app-server";
import { signInOn } from "../support/auth";
import { useOwnServer } from "../support/own-server";

// A server of this file's own: changing the password of the shared admin would break everyone
// else. Its tests run in order on it and change the admin's password in turn: `password` is the
// current one (a failed test restarts the worker, and with it a fresh server and this variable).
test.describe.configure({ mode: "serial", timeout: 120_000 });
const ownServer = useOwnServer();
let password = TEST_ADMIN.password;

async function fillPassword(page: Page, current: string, next: string, confirm: string) {
  const dialog = page.getByRole("dialog", { name: "Change Password" });
  await dialog.getByLabel("Current Password").fill(current);
  await dialog.getByLabel("New Password", { exact: true }).fill(next);
  await dialog.getByLabel("Confirm New Password").fill(confirm);
  await dialog.getByRole("button", { name: "Change Password" }).click();
  return dialog;
}

/** The /auth form's post as a browser without JavaScript sends it (the form is auth-signin's subject). */
async function postSignInForm(request: APIRequestContext, pass: string) {
  return request.post(`${ownServer().url}/auth`, {
    form: { username: TEST_ADMIN.username, password: pass },
    headers: { Origin: ownServer().url },
    maxRedirects: 0,
  });
}

test("change password: the product's errors, success toast, and every other session ends @both", async ({
  page,
  playwright,
  javaScriptEnabled,
}) => {
  const server = ownServer();
  // Another session of the same admin (another device): signed in over HTTP, checked over HTTP.
  const other = await playwright.request.newContext({ baseURL: server.url });
  expect((await other.post("/api/login", { data: { ...TEST_ADMIN, password } })).status()).toBe(200);
  await signInOn(page, server.url, "/admin/blog", { ...TEST_ADMIN, password });
  await page.getByRole("link", { name: "Change Password" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\?password=1$/);

  let dialog = await fillPassword(page, password, "new-password-123", "new-password-124");
  await expect(dialog.getByRole("alert")).toContainText("Passwords Don't Match");
  await expect(dialog.getByRole("alert")).toContainText("New password and confirmation must match.");

  dialog = await fillPassword(page, password, "short", "short");
  await expect(dialog.getByRole("alert")).toContainText("Password Too Short");
  await expect(dialog.getByRole("alert")).toContainText("New password must be at least 8 characters long.");

  dialog = await fillPassword(page, "not-my-password", "new-password-123", "new-password-123");
  await expect(dialog.getByRole("alert").filter({ hasText: "Password Change Failed" }).first()).toContainText(
    "Current password is incorrect.",
  );
  // Nothing changed yet: the other session is still signed in.
  expect((await other.get("/admin", { maxRedirects: 0 })).status()).toBe(200);

  const old = password;
  await fillPassword(page, password, "new-password-123", "new-password-123");
  await expect(page.getByRole("status").filter({ hasText: "Password Changed" })).toContainText(
    "Your password has been updated successfully.",
  );
  password = "new-password-123";
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  // This session carries on; the other one is over.
  // Back where the dialog was opened. (Without JavaScript the failed tries above rendered the
  // dialog over the Contact Submissions tab, the layout action's page, so that is where it returns.)
  await expect(page).toHaveURL(javaScriptEnabled ? /\/admin\/blog$/ : /\/admin$/);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  const ended = await other.get("/admin", { maxRedirects: 0 });
  expect(ended.status()).toBe(302);
  expect(ended.headers()["location"]).toBe("/auth?redirectTo=%2Fadmin");

  // The old password no longer works through the sign-in form, the new one does.
  const refused = await postSignInForm(other, old);
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Invalid username or password.");
  const accepted = await postSignInForm(other, password);
  expect(accepted.status()).toBe(302);
  expect(accepted.headers()["location"]).toBe("/admin");
  await other.dispose();
});

test("POST /api/change-password: 401, 400s, 200 and the other API session ends", async ({ playwright }) => {
  const server = ownServer();
  const anonymous = await playwright.request.newContext({ baseURL: server.url });
  const a = await playwright.request.newContext({ baseURL: server.url });
  const b = await playwright.request.newContext({ baseURL: server.url });
  const body = { currentPassword: password, newPassword: "api-new-password" };
  const admin = { username: TEST_ADMIN.username, password };
  expect((await anonymous.post("/api/change-password", { data: body })).status()).toBe(401);
  for (const ctx of [a, b]) expect((await ctx.post("/api/login", { data: admin })).status()).toBe(200);

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
  password = body.newPassword;
  expect(await ok.json()).toEqual({ message: "Your password has been updated successfully." });
  expect((await a.get("/api/user")).status()).toBe(200);
  expect((await b.get("/api/user")).status()).toBe(401);
  expect((await anonymous.post("/api/login", { data: admin })).status()).toBe(401);
  expect(
    (
      await anonymous.post("/api/login", {
        data: { username: TEST_ADMIN.username, password: body.newPassword },
      })
    ).status(),
  ).toBe(200);
  await Promise.all([anonymous.dispose(), a.dispose(), b.dispose()]);
});
