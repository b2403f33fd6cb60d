import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { uniqueTag } from "../support/admin-leads";
import { signInOn } from "../support/auth";
import { startAppServer, type AppServer } from "../support/app-server";
import { waitForHydration } from "../support/hydration";

// Settings → Backups → Restore (docs/decisions/068) on a server of this file's own: a
// restore replaces the whole database, which would disturb every spec sharing the global server.
let server: AppServer;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  // A small upload limit, so the 413 is tried with a few megabytes.
  server = await startAppServer({
    env: { BACKUP_UPLOAD_MAX_BYTES: String(4 * 1024 * 1024) },
    timeoutMs: 60_000,
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

const signInHere = (page: Page, redirectTo: string) => signInOn(page, server.url, redirectTo);

async function postLead(page: Page, fullName: string) {
  const res = await page.request.post(`${server.url}/api/contact`, {
    data: { fullName, email: "restore@example.com", message: "Backup and restore journey" },
  });
  expect(res.status()).toBe(201);
}

async function leadsShown(page: Page, tag: string) {
  await page.goto(`${server.url}/admin?q=${tag}`);
  return page.locator("main");
}

test("a lead made before a backup is back after restoring it from Settings, one made after is gone @both", async ({
  page,
}) => {
  const tag = uniqueTag("restore");
  await postLead(page, `First ${tag}`);
  await signInHere(page, "/admin/settings");
  await page.getByRole("button", { name: "Back up now" }).click();
  // The toast, not the last backup's badge: after a restore that already reads "Succeeded".
  await expect(page.getByTestId("toast").first()).toContainText("Backup made");
  await postLead(page, `Second ${tag}`);
  await expect(await leadsShown(page, tag)).toContainText(`Second ${tag}`);

  await page.goto(`${server.url}/admin/settings#backups`);
  await page.getByRole("link", { name: "Restore a backup" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/restore$/);
  // The newest backup is listed first; its confirm step is a URL (?backup=...).
  await page
    .getByTestId("backup-list")
    .getByRole("link", { name: /^Restore the backup of/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/settings\/restore\?backup=backup-\d{8}-\d{6}/);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(/Restore the backup of/);
  await expect(dialog.getByTestId("restore-warning")).toContainText("will be replaced");
  await dialog.getByRole("button", { name: "Restore this backup" }).click();

  await expect(page).toHaveURL(/\/admin\/settings(#backups)?$/);
  await expect(page.getByTestId("toast").first()).toContainText("Backup restored");
  const main = await leadsShown(page, tag);
  await expect(main).toContainText(`First ${tag}`);
  await expect(main).not.toContainText(`Second ${tag}`);
});

test("a .tar downloaded earlier is uploaded, checked, confirmed and restored @both", async ({
  page,
}, info) => {
  const tag = uniqueTag("upload");
  await postLead(page, `Kept ${tag}`);
  await signInHere(page, "/admin/settings");
  await page.getByRole("button", { name: "Back up now" }).click();
  // The toast, not the last backup's badge: after a restore that already reads "Succeeded".
  await expect(page.getByTestId("toast").first()).toContainText("Backup made");
  const download = await page.request.get(`${server.url}/admin/settings/backup.tar`);
  expect(download.status()).toBe(200);
  const tar = info.outputPath("backup.tar");
  writeFileSync(tar, await download.body());
  await postLead(page, `Dropped ${tag}`);

  await page.goto(`${server.url}/admin/settings/restore`);
  await page.getByLabel("Backup file (.tar)").setInputFiles(tar);
  await page.getByRole("button", { name: "Upload and check" }).click();
  // Added to the list under its own date (a -2 beside the same backup still on the server).
  await expect(page).toHaveURL(/\/admin\/settings\/restore\?backup=backup-\d{8}-\d{6}-2$/);
  await page.getByRole("dialog").getByRole("button", { name: "Restore this backup" }).click();
  await expect(page.getByTestId("toast").first()).toContainText("Backup restored");
  const main = await leadsShown(page, tag);
  await expect(main).toContainText(`Kept ${tag}`);
  await expect(main).not.toContainText(`Dropped ${tag}`);

  // A file that is not a backup: refused on the form, with the reason, and nothing changes.
  const junk = path.join(path.dirname(tar), "junk.tar");
  writeFileSync(junk, "this is not a backup".repeat(100));
  await page.goto(`${server.url}/admin/settings/restore`);
  await page.getByLabel("Backup file (.tar)").setInputFiles(junk);
  await page.getByRole("button", { name: "Upload and check" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "not a backup archive" })).toBeVisible();

  // Larger than BACKUP_UPLOAD_MAX_BYTES: 413 with the reason, nothing kept.
  const large = await page.request.post(`${server.url}/admin/settings/restore`, {
    headers: { Origin: server.url },
    multipart: {
      intent: "upload",
      backup: { name: "large.tar", mimeType: "application/x-tar", buffer: Buffer.alloc(5 * 1024 * 1024, 1) },
    },
  });
  expect(large.status()).toBe(413);
  expect(await large.text()).toContain("The file is too large: an upload may be at most 4.0 MB.");
});

test("the restore page and its confirm step pass the axe checks and fit a 390 px phone", async ({ page }) => {
  await signInHere(page, "/admin/settings");
  await page.getByRole("button", { name: "Back up now" }).click();
  await expect(page.getByTestId("toast").first()).toContainText("Backup made");
  await page.setViewportSize({ width: 390, height: 844 });
  for (const step of ["list", "confirm"]) {
    if (step === "list") await page.goto(`${server.url}/admin/settings/restore`);
    else
      await page
        .getByTestId("backup-list")
        .getByRole("link", { name: /^Restore the backup of/ })
        .first()
        .click();
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${step} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
