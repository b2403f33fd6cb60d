import { expect, test, type Page } from "@playwright/test";
import { rmSync } from "node:fs";
import { signInOn } from "../support/auth";
import { startAppServer, type AppServer } from "../support/app-server";
import { startS3Server, S3_TEST_KEY, type S3TestServer } from "../support/s3-server";

// Settings → Off-site copy (docs/decisions/069) on a server of this file's own, with a real
// S3-compatible server process as the bucket. Each project (with and without JavaScript) runs on
// its own pair of servers.
let s3: S3TestServer;
let server: AppServer;

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  s3 = await startS3Server({ bucket: "gold-coast-backups" });
  server = await startAppServer({ timeoutMs: 60_000 });
});

test.afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  await s3?.cleanup();
});

const js = () => test.info().project.name === "js";

const signInHere = (page: Page, redirectTo: string) => signInOn(page, server.url, redirectTo);

test("errors show next to their fields, with the typed values kept and nothing saved @both", async ({
  page,
}) => {
  await signInHere(page, "/admin/settings");
  const panel = page.locator("#offsite");
  await panel.getByLabel("Copy each backup off the machine").check();
  await panel.getByLabel("Endpoint", { exact: true }).fill("ftp://storage.example.com");
  await panel.getByLabel("Bucket", { exact: true }).fill("gold-coast-backups");
  await panel.getByLabel("Secret access key", { exact: true }).fill("typed-secret-value-123");
  await panel.getByRole("button", { name: "Save", exact: true }).click();

  const form = page.getByTestId("offsite-form");
  await expect(form.getByText("Enter the endpoint as a web address starting with https://")).toBeVisible();
  await expect(form.getByText("Enter the region, e.g. us-east-1 (auto for Cloudflare R2)")).toBeVisible();
  await expect(form.getByText("Enter the access key ID", { exact: true })).toBeVisible();
  await expect(form.getByLabel("Endpoint", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Endpoint", { exact: true })).toHaveValue("ftp://storage.example.com");
  await expect(form.getByLabel("Bucket", { exact: true })).toHaveValue("gold-coast-backups");
  if (!js()) {
    // Answered by the form's own route with the errors: the secret typed is not sent back.
    await expect(page).toHaveURL(/\/admin\/settings\/offsite$/);
    await expect(form.getByLabel("Secret access key", { exact: true })).toHaveValue("");
    expect(await page.content()).not.toContain("typed-secret-value-123");
  }
  // The form's own page fits a 390 px phone: nothing wider than the screen.
  await page.goto(`${server.url}/admin/settings/offsite`);
  await expect(page.getByRole("heading", { name: "Off-site copy" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto(`${server.url}/admin/settings`);
  await expect(page.getByTestId("offsite-last-copy")).toContainText(
    "Backups are not copied off the machine.",
  );
});

test("saved, tested, and the last upload shows beside the last backup after Back up now @both", async ({
  page,
}) => {
  const prefix = js() ? "with-js/" : "without-js/";
  await signInHere(page, "/admin/settings");
  const panel = page.locator("#offsite");
  await panel.getByLabel("Copy each backup off the machine").check();
  await panel.getByLabel("Endpoint", { exact: true }).fill(s3.endpoint);
  await panel.getByLabel("Region", { exact: true }).fill("us-east-1");
  await panel.getByLabel("Bucket", { exact: true }).fill(s3.bucket);
  await panel.getByLabel("Folder in the bucket (optional)").fill(prefix);
  await panel.getByLabel("Access key ID", { exact: true }).fill(S3_TEST_KEY.accessKeyId);
  await panel.getByLabel("Secret access key", { exact: true }).fill(S3_TEST_KEY.secretAccessKey);
  await panel.getByLabel("Use path-style addresses").check();
  await panel.getByRole("button", { name: "Save and test the connection" }).click();

  await expect(page).toHaveURL(/\/admin\/settings#offsite$/);
  await expect(page.getByText("Off-site copy saved and tested").first()).toBeVisible();
  await expect(page.getByTestId("offsite-last-test")).toContainText(
    `The connection works: a test file was written to ${s3.bucket} and deleted again.`,
  );
  // The secret is never rendered back: the field is empty and says it is kept.
  await expect(panel.getByLabel("Secret access key", { exact: true })).toHaveValue("");
  await expect(panel.getByText("Saved; leave empty to keep it.")).toBeVisible();
  expect(await page.content()).not.toContain(S3_TEST_KEY.secretAccessKey);
  await expect(panel.getByLabel("Endpoint", { exact: true })).toHaveValue(s3.endpoint);
  await expect(page.getByTestId("offsite-last-copy")).toContainText(
    "No backup has been copied off the machine yet.",
  );
  // Nothing in the panel is wider than it is.
  expect(await panel.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);

  await page.getByRole("button", { name: "Back up now" }).click();
  await expect(page.getByText("Backup made").first()).toBeVisible();
  const status = page.getByTestId("offsite-last-copy");
  await expect(async () => {
    await page.reload();
    await expect(status).toContainText(`Copied off the machine to ${s3.bucket} at`, { timeout: 500 });
  }).toPass({ timeout: 30_000 });
  const keys = await s3.keys(prefix);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(new RegExp(`^${prefix}backup-\\d{8}-\\d{6}\\.tar$`));
  await expect(page.getByTestId("offsite-banner")).toHaveCount(0);
});

test("a copy that fails raises the banner on every admin page, in plain words @both", async ({ page }) => {
  await signInHere(page, "/admin/settings");
  await s3.stop();
  try {
    await page.getByRole("button", { name: "Back up now" }).click();
    await expect(page.getByText("Backup made").first()).toBeVisible();
    const banner = page.getByTestId("offsite-banner");
    await expect(async () => {
      await page.goto(`${server.url}/admin/blog`);
      await expect(banner).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
    await expect(banner).toContainText(`The copy of the backup to ${s3.bucket} failed`);
    await expect(banner).toContainText(`Nothing answers at ${s3.endpoint}`);
    await expect(banner).toContainText("It is tried again at");
    await banner.getByRole("link", { name: "Check the off-site copy settings" }).click();
    await expect(page).toHaveURL(/\/admin\/settings#offsite$/);
    await expect(page.getByTestId("offsite-last-copy")).toContainText(
      `The copy to ${s3.bucket} failed: Nothing answers`,
    );
  } finally {
    await s3.start();
  }
});
