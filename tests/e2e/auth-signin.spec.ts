import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { TEST_ADMIN } from "../support/app-server";
import { signIn, signInThroughForm } from "../support/auth";
import { uniqueTag } from "../support/admin-leads";
import { gate } from "../support/gate";
import { waitForHydration } from "../support/hydration";

// The shared e2e server: wrong passwords here use unknown usernames (same answer, no enumeration),
// so these specs never bring the shared admin near its throttle. Throttling has its own server.

test.describe("sign-in", () => {
  test("sign in shows the welcome toast, sign out ends the session with the logged-out toast @both", async ({
    page,
  }) => {
    await signInThroughForm(page); // a session of its own: this test signs out
    await expect(page.getByText(`Welcome back, ${TEST_ADMIN.username}`)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Welcome back!" })).toContainText(
      "You have successfully logged in.",
    );
    const cookie = (await page.context().cookies()).find((c) => c.name === "__session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("status").filter({ hasText: "Logged out" })).toContainText(
      "You have been successfully logged out.",
    );
    // The old cookie no longer opens anything: its row is gone.
    const replay = await page.request.get("/api/user", { headers: { Cookie: `__session=${cookie.value}` } });
    expect(replay.status()).toBe(401);
  });

  test("a wrong username or password shows Login failed and keeps the visitor on /auth @both", async ({
    page,
  }) => {
    await page.goto("/auth");
    await page.getByLabel("Username").fill(uniqueTag("nobody"));
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Login failed" }).first();
    await expect(alert).toContainText("Invalid username or password.");
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByLabel("Password")).toHaveValue("");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
  });

  test("empty fields are refused with a message next to each field @both", async ({ page }) => {
    await page.goto("/auth");
    // Bypass the browser's own required check to see the server's answer.
    await page.locator("form[method=post]").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
  });

  test("the guard sends a visitor to /auth and back to the exact list URL after sign-in @both", async ({
    page,
  }) => {
    await page.goto("/admin?q=zz&sort=name&dir=asc");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%3Fq%3Dzz%26sort%3Dname%26dir%3Dasc$/);
    await page.getByLabel("Username").fill(TEST_ADMIN.username);
    await page.getByLabel("Password").fill(TEST_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\?q=zz&sort=name&dir=asc$/);
  });

  const FOREIGN_TARGETS = ["//evil.example/x", "https://evil.example/", "/\\evil.example"];

  test("a return path to another site is ignored @both", async ({ page }) => {
    // Through the browser once; every foreign target is checked over HTTP in the next test.
    await page.goto(`/auth?redirectTo=${encodeURIComponent(FOREIGN_TARGETS[0])}`);
    await page.getByLabel("Username").fill(TEST_ADMIN.username);
    await page.getByLabel("Password").fill(TEST_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/);
  });

  test("no foreign return path reaches the form's hidden field or the sign-in's redirect", async ({
    request,
  }) => {
    // Signed out first: a signed-in visitor to /auth is sent on to /admin.
    for (const target of FOREIGN_TARGETS) {
      const form = await request.get(`/auth?redirectTo=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect(form.status(), target).toBe(200);
      expect(await form.text(), target).toMatch(/<input type="hidden" name="redirectTo" value="\/admin"\/>/);
    }
    // A crafted post carrying the foreign target itself.
    for (const target of FOREIGN_TARGETS) {
      const signedIn = await request.post("/auth", {
        form: { ...TEST_ADMIN, redirectTo: target },
        headers: { Origin: new URL(process.env.E2E_BASE_URL!).origin },
        maxRedirects: 0,
      });
      expect(signedIn.status(), target).toBe(302);
      expect(signedIn.headers()["location"], target).toBe("/admin");
    }
  });

  test("a signed-in visitor to /auth goes to /admin @both", async ({ page }) => {
    await signIn(page);
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("Signing in... shows while the sign-in is on its way", async ({ page }) => {
    await page.goto("/auth");
    await waitForHydration(page);
    // The sign-in is held until "Signing in..." has been seen.
    const signingIn = gate();
    await page.route("**/auth.data*", async (route) => {
      await signingIn.passed;
      await route.continue();
    });
    await page.getByLabel("Username").fill(TEST_ADMIN.username);
    await page.getByLabel("Password").fill(TEST_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    signingIn.open();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("Logging out... shows while the sign-out is on its way", async ({ page }) => {
    await signInThroughForm(page); // a session of its own: this test signs out
    // The sign-out is held until "Logging out..." has been seen.
    const loggingOut = gate();
    await page.route("**/logout.data*", async (route) => {
      await loggingOut.passed;
      await route.continue();
    });
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("button", { name: "Logging out..." })).toBeDisabled();
    loggingOut.open();
    await expect(page).toHaveURL(/\/auth$/);
  });

  // The toast region is left out: the foundation's toaster puts role="status" on an <li>, which axe
  // reports (only-listitems). Its fix belongs to app/components/ui/toaster.tsx (reported to the lead).
  const axe = (page: Page) => new AxeBuilder({ page }).exclude("section[aria-label^='Notifications']");

  test("axe finds no violations on /auth and /admin", async ({ page }) => {
    test.slow(); // three axe runs and a sign-in: over 30 s when the other worker signs in dozens of times
    await page.goto("/auth");
    expect((await axe(page).analyze()).violations).toEqual([]);
    await signIn(page);
    await expect(page.getByRole("heading", { name: "Contact Submissions" })).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.goto("/admin?password=1");
    await expect(page.getByRole("dialog", { name: "Change Password" })).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
  });
});
