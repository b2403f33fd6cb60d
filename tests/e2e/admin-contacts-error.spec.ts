import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import path from "node:path";
import { TEST_ADMIN } from "../support/app-server";
import { useOwnServer } from "../support/own-server";

// Its own server: it breaks that server's search index on purpose.
const ownServer = useOwnServer();

test("a failing list shows Failed to load contact submissions with Retry @both", async ({ page }) => {
  await page.goto(`${ownServer().url}/auth`);
  await page.getByLabel("Username").fill(TEST_ADMIN.username);
  await page.getByLabel("Password").fill(TEST_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const db = new Database(path.join(ownServer().dataDir, "app.sqlite"));
  db.exec("alter table contact_requests_fts rename to contact_requests_fts_away");
  try {
    await page.goto(`${ownServer().url}/admin?q=anything`);
    await expect(
      page.getByRole("alert").filter({ hasText: "Failed to load contact submissions" }),
    ).toBeVisible();
    // The admin layout (title, tabs, logout) stays around the error.
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    const retry = page.getByRole("link", { name: "Retry" });
    await expect(retry).toHaveAttribute("href", "/admin?q=anything");
  } finally {
    db.exec("alter table contact_requests_fts_away rename to contact_requests_fts");
    db.close();
  }
  await page.getByRole("link", { name: "Retry" }).click();
  await expect(page.getByText("No submissions found")).toBeVisible();
});
