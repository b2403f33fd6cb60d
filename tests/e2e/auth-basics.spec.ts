import { expect, test } from "@playwright/test";
import { signInThroughForm } from "../support/auth";

test("a signed-out visitor to /admin is sent to /auth and back after signing in @both", async ({ page }) => {
  await page.goto("/admin/blog");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fblog$/);
  await signInThroughForm(page, undefined, "/admin/blog");
  await expect(page.getByText("Welcome back, admin")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Welcome back!" })).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("You have been successfully logged out.")).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
});
