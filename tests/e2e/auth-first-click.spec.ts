import { TEST_ADMIN } from "../support/app-server";
import { waitForHydration } from "../support/hydration";
import { expect, test, uniqueAddress } from "../support/servers";

// The worker's server behind a "proxy" (tests/support/servers.ts), from an address of its own: a
// wrong password for the admin, which the shared server's specs avoid.

test("after a failed sign-in, one real click on Sign In with the right password signs in", async ({
  page,
  proxiedServer,
}) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueAddress() });
  await page.goto(`${proxiedServer.url}/auth`);
  await waitForHydration(page);
  // As a person does it: click, type, Tab to the next field, click the button (each blurs a field).
  await page.click("input[name=username]");
  await page.keyboard.type(TEST_ADMIN.username);
  await page.keyboard.press("Tab");
  await page.keyboard.type("not-the-password");
  await page.click("button[type=submit]");
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid username or password." }).first(),
  ).toBeVisible();
  await expect(page.getByLabel("Password")).toBeFocused();
  await expect(page.getByLabel("Password")).toHaveValue("");

  // The visitor looks back at the username (leaving the empty password field), then types the right
  // password and clicks Sign In once with the mouse (the press blurs the password field first).
  await page.click("input[name=username]");
  await page.click("input[name=password]");
  await page.keyboard.type(TEST_ADMIN.password);
  const posted = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname.startsWith("/auth"),
    { timeout: 5_000 },
  );
  await page.click("button[type=submit]");
  await posted;
  await expect(page).toHaveURL(/\/admin$/);
});
