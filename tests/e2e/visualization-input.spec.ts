import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import path from "node:path";
import { useOwnServer } from "../support/own-server";
import { waitForHydration } from "../support/hydration";
import { stripPng } from "../support/visualization-fixtures";

/**
 * What visitors type and upload in step 2 of the wizard, with and without JavaScript: the website
 * as people write it (`acme.com`), an address that is none, an image of absurd proportions (the
 * JSON API's answers are tests/server/visualization-input.test.ts). Its own server: these requests
 * count against the upload rate limit, and the stored rows are read from its database.
 */
test.describe.configure({ mode: "serial" });
const server = useOwnServer();

function storedRequests() {
  const db = new Database(path.join(server().dataDir, "app.sqlite"), { readonly: true, fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    return db.prepare("select public_id, website_url from visualization_requests order by id").all() as {
      public_id: string;
      website_url: string | null;
    }[];
  } finally {
    db.close();
  }
}

const toast = (page: Page) => page.getByTestId("toast");
const progress = (page: Page) => page.getByRole("progressbar", { name: "Wizard progress" });

async function toStep2(page: Page) {
  await page.goto(`${server().url}/space-visualization?m=snack:1`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "67");
}

test("typing acme.com moves on, and the request stores https://acme.com @both", async ({
  page,
  javaScriptEnabled,
}) => {
  const before = storedRequests().length;
  await toStep2(page);
  await page.getByLabel("Your website").fill("acme.com");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "100");
  if (javaScriptEnabled) {
    await expect(page.getByText("https://acme.com", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Generate Visualization" }).click();
  } else {
    await expect(page).toHaveURL(/\/space-visualization\/[A-Za-z0-9_-]{20,}$/);
  }
  await expect.poll(() => storedRequests().length).toBe(before + 1);
  expect(storedRequests().at(-1)!.website_url).toBe("https://acme.com");
});

// One page at step 2 for the three refusals: no website, an empty field, then an absurd logo.
test("an address that is no website is refused at step 2 with the field's message; a 50,000,000 x 1 pixel logo is refused with the limit named @both", async ({
  page,
  javaScriptEnabled,
}) => {
  const before = storedRequests().length;
  await toStep2(page);
  await page.getByLabel("Your website").fill("not a url");
  await page.getByRole("button", { name: "Next" }).click();
  const field = page.getByLabel("Your website");
  await expect(page.locator("#websiteUrl-error")).toHaveText(
    "Please enter a website address such as https://example.com.",
  );
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "67");
  await expect(page.getByText("Upload Failed")).toHaveCount(0);
  expect(storedRequests().length).toBe(before);

  // Empty is still the the product's toast.
  await field.fill("");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(toast(page)).toContainText("Please provide website URL");
  await expect(toast(page)).toContainText("Website URL is required to extract your branding.");

  await page.getByLabel("Your website").fill("https://strip-test.invalid");
  await page
    .getByLabel("Logo (optional)")
    .setInputFiles({ name: "strip.png", mimeType: "image/png", buffer: stripPng(50_000_000, 1) });
  await page.getByRole("button", { name: "Next" }).click();
  if (javaScriptEnabled) await page.getByRole("button", { name: "Generate Visualization" }).click();
  await expect(toast(page).filter({ hasText: "Upload Failed" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "12,000 pixels" })).toBeVisible();
  expect(storedRequests().length).toBe(before);
});
