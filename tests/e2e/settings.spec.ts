import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";
import { by, servedHtml } from "../support/served-html";
import { spawnSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { seedLeads, uniqueTag } from "../support/admin-leads";
import { signInOn } from "../support/auth";
import { makeDataDir, startAppServer, type AppServer } from "../support/app-server";
import { leadsDb } from "../support/leads-db";
import { startSmtpSink, startWebhookSink, type SmtpSink, type WebhookSink } from "../support/lead-sinks";

// Settings (docs/decisions/047 and 049) on a server of this file's own: the business facts change every page,
// so they are not changed on the shared server. A real SMTP server and webhook receiver stand in
// for the outside services.
let smtp: SmtpSink;
let hook: WebhookSink;
let server: AppServer;

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  hook = await startWebhookSink();
  server = await startAppServer({
    env: {
      NODE_ENV: "test",
      LEAD_RETRY_BASE_MS: "300",
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: "owner@example.com",
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: "e2e-webhook-secret",
    },
    timeoutMs: 60_000,
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  await smtp?.stop();
  await hook?.stop();
});

const js = () => test.info().project.name === "js";

const signInHere = (page: Page, redirectTo: string) => signInOn(page, server.url, redirectTo);

/**
 * A public page as a visitor (no cookie) is served it, through the page cache: its markup read over
 * HTTP, where no rendering is needed (docs/decisions/075-test-suite-speed.md). `text(match)` joins the
 * texts `match` finds; `localBusiness` is the LocalBusiness block of its one JSON-LD script in the head.
 */
async function servedPage(request: APIRequestContext, path: string) {
  const response = await request.get(server.url + path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const served = servedHtml(html);
  const scripts = DomUtils.findAll(
    (e) => e.name === "script" && e.attribs.type === "application/ld+json",
    parseDocument(html).children,
  );
  expect(scripts.length, `${path}: JSON-LD scripts`).toBe(1);
  expect((scripts[0]!.parent as { name?: string } | null)?.name, `${path}: JSON-LD in the head`).toBe("head");
  const blocks = JSON.parse(DomUtils.textContent(scripts[0]!)) as Record<string, unknown>[];
  return {
    text: (match: Parameters<typeof served.texts>[0]) => served.texts(match).join(" "),
    count: served.count,
    localBusiness: blocks.find((b) => b["@type"] === "LocalBusiness"),
  };
}

test("a new phone number shows at once on the home page, city pages in both languages and in JSON-LD @both", async ({
  page,
  request,
}) => {
  // Each run (with and without JavaScript) saves its own number on its own server. The public
  // pages are read over HTTP: only the admin's form differs without JavaScript.
  const [display, e164] = js() ? ["(305) 555-0101", "+13055550101"] : ["(305) 555-0102", "+13055550102"];
  // Put the pages into the page cache with the sample number first.
  for (const path of ["/", "/locations/miami", "/es/ubicaciones/miami"])
    expect((await servedPage(request, path)).text(by.tag("footer"))).toContain("(561) 555-0142");

  await signInHere(page, "/admin");
  const checklist = page.getByTestId("first-run-checklist");
  await expect(checklist.getByTestId("checklist-facts")).toContainText("(to do)");
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Settings" })
    .click();
  await expect(page.getByRole("heading", { name: "Business facts" })).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveValue("(561) 555-0142");
  await expect(page.locator("#business-facts").getByText("Sample").first()).toBeVisible();
  // The shipped hours are a sample until the facts are saved once (decision 080).
  const hours = page.getByRole("group", { name: /^Opening hours/ });
  await expect(hours.locator("legend")).toContainText("Sample");
  await page.getByLabel("Phone").fill(display);
  await page.getByLabel("Street address").fill("100 E Palmetto Park Rd");
  await page.getByLabel("Saturday: closed all day").check();
  await page.getByLabel("Referral program amount").fill("$2,500");
  await page.getByRole("button", { name: "Save business facts" }).click();
  await expect(page.getByText(/^Last saved .* by admin\.$/)).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveValue(display);
  await expect(hours.locator("legend")).not.toContainText("Sample");

  const homePage = await servedPage(request, "/");
  const footer = homePage.text(by.tag("footer"));
  expect(footer).toContain(display);
  expect(footer).toContain("100 E Palmetto Park Rd, Boca Raton, FL");
  expect(footer).toContain("Closed");
  expect(homePage.text(by.id("contact"))).toContain(display);
  expect(homePage.text(by.tag("header"))).toContain("Ask about our $2,500 Location Referral Program!");
  expect(homePage.text(by.id("faq-section"))).toContain("our banner's $2,500 Location Referral Program");
  expect(homePage.count(by.attr("href", `tel:${e164}`))).toBeGreaterThan(0);
  const home = homePage.localBusiness;
  expect(home?.telephone).toBe(e164);
  expect(home?.address).toMatchObject({
    streetAddress: "100 E Palmetto Park Rd",
    addressLocality: "Boca Raton",
  });
  expect(JSON.stringify(home?.openingHoursSpecification)).not.toContain("Saturday");

  for (const [path, closed] of [
    ["/locations/miami", "Closed"],
    ["/es/ubicaciones/miami", "Cerrado"],
  ] as const) {
    const city = await servedPage(request, path);
    expect(city.text(by.tag("footer"))).toContain(display);
    expect(city.text(by.tag("footer"))).toContain(closed);
    expect(city.localBusiness?.telephone).toBe(e164);
  }

  await page.goto(`${server.url}/admin`);
  await expect(page.getByTestId("checklist-facts")).toContainText("(done)");
});

test("errors show next to their fields with the typed values kept @both", async ({ page, request }) => {
  await signInHere(page, "/admin/settings");
  const phone = page.getByLabel("Phone");
  await phone.fill("12345");
  await page.getByRole("textbox", { name: /^E-mail/ }).fill("not-an-address");
  await page.getByLabel("Monday opens").fill("17:00");
  await page.getByLabel("Monday closes").fill("08:00");
  if (js()) {
    // Instant validation: the error appears when the field is left, before anything is sent.
    await page.getByRole("textbox", { name: /^E-mail/ }).focus();
    await expect(page.locator(`#${await phone.getAttribute("id")}-error`)).toHaveText(/valid phone number/);
  }
  await page.getByRole("button", { name: "Save business facts" }).click();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await phone.getAttribute("id")}-error`)).toHaveText(
    "Enter a valid phone number, e.g. (561) 555-0142",
  );
  await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();
  await expect(page.getByText("Closing must be after opening (00:00 means midnight)")).toBeVisible();
  await expect(phone).toHaveValue("12345");
  await expect(page.getByRole("textbox", { name: /^E-mail/ })).toHaveValue("not-an-address");
  // Nothing was saved.
  expect((await servedPage(request, "/")).text(by.tag("footer"))).not.toContain("12345");
});

test("test e-mail and webhook report the real outcome @both", async ({ page }) => {
  await signInHere(page, "/admin/settings");
  const before = smtp.mails.length;
  await page.getByRole("button", { name: "Send a test e-mail" }).click();
  await expect(page.getByTestId("last-test-email")).toContainText("Delivered");
  await expect(page.getByTestId("last-test-email")).toContainText("owner@example.com");
  expect(smtp.mails.length).toBe(before + 1);
  expect(smtp.mails.at(-1)?.to).toEqual(["owner@example.com"]);

  await smtp.stop();
  try {
    await page.getByRole("button", { name: "Send a test e-mail" }).click();
    await expect(page.getByTestId("last-test-email")).toContainText(
      `Nothing answers at 127.0.0.1:${smtp.port}`,
    );
    await expect(page.getByTestId("last-test-email")).not.toContainText("ECONNREFUSED");
  } finally {
    await smtp.start();
  }

  // The server's own webhook (LEAD_WEBHOOK_URL) is in force, and Settings says so (decision 085).
  await expect(page.getByTestId("webhook-channel")).toContainText(
    `Posts to ${hook.url} (the server's own settings).`,
  );
  await page.getByRole("button", { name: "Send a test webhook" }).click();
  await expect(page.getByTestId("last-test-webhook")).toContainText("Delivered");
  hook.status = 500;
  try {
    await page.getByRole("button", { name: "Send a test webhook" }).click();
    await expect(page.getByTestId("last-test-webhook")).toContainText(
      "The webhook refused the test: the webhook answered 500",
    );
  } finally {
    hook.status = 200;
  }
});

test("a banner on every admin page while notifications fail, with Retry now @both", async ({ page }) => {
  const tag = uniqueTag();
  const [id] = seedLeads(server.dataDir, [
    {
      fullName: `Stuck ${tag}`,
      email: `stuck.${tag}@example.com`,
      notificationStatus: "failed",
      notificationError: `Gave up after 40 attempt(s): e-mail: connect ECONNREFUSED ${tag}`,
    },
  ]);
  await signInHere(page, "/admin/insights");
  const banner = page.getByTestId("notification-banner");
  await expect(banner).toContainText("Lead notifications are failing: 1 lead is waiting");
  // What happened, in plain words: the code stays in the log.
  await expect(banner).toContainText("e-mail: nothing answered at the mail server's address.");
  await expect(banner).not.toContainText("ECONNREFUSED");
  await page.goto(`${server.url}/admin/blog`);
  await expect(banner).toBeVisible();

  await banner.getByRole("button", { name: "Retry now" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect
    .poll(() => leadsDb(server.dataDir).byId(id!), { timeout: 15_000 })
    .toMatchObject({ notification_status: "sent" });
  await page.reload();
  await expect(page.getByTestId("notification-banner")).toHaveCount(0);
});

test("Back up now, download it, and restore it into a fresh data folder @both", async ({ page }) => {
  // The restore script and a second server start here: slow on a loaded machine.
  test.setTimeout(180_000);
  await signInHere(page, "/admin/settings");
  await page.getByRole("button", { name: "Back up now" }).click();
  await expect(page.getByTestId("last-backup")).toContainText("Succeeded");
  const backups = path.join(server.dataDir, "backups");
  const newest = readdirSync(backups).sort().at(-1)!;
  await expect(page.getByTestId("last-backup")).toContainText(newest);

  const download = page.getByRole("link", { name: /Download the newest backup/ });
  const response = await page.request.get(`${server.url}/admin/settings/backup.tar`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/x-tar");
  const tar = await response.body();
  // A ustar archive: the first entry is the backup folder, "ustar" at offset 257.
  expect(tar.subarray(0, newest.length).toString()).toBe(newest);
  expect(tar.subarray(257, 262).toString()).toBe("ustar");
  await expect(download).toHaveAttribute("href", "/admin/settings/backup.tar");
  // Signed out: no backup.
  const anonymous = await fetch(`${server.url}/admin/settings/backup.tar`, { redirect: "manual" });
  expect(anonymous.status).toBe(302);

  // The facts saved by the first test are in the backup; restore it where there is nothing yet.
  const fresh = path.join(makeDataDir("vending-restore-"), "data");
  const restore = spawnSync(
    path.resolve("node_modules/.bin/tsx"),
    ["scripts/db-restore.ts", "--from", path.join(backups, newest)],
    { env: { ...process.env, DATA_DIR: fresh }, encoding: "utf8" },
  );
  expect(`${restore.stdout}${restore.stderr}`).toContain("Restored");
  expect(restore.status).toBe(0);
  const restored = await startAppServer({ dataDir: fresh, timeoutMs: 60_000 });
  try {
    const home = await page.request.get(`${restored.url}/`);
    expect(home.status()).toBe(200);
    expect(
      servedHtml(await home.text())
        .texts(by.tag("footer"))
        .join(" "),
    ).toContain(js() ? "(305) 555-0101" : "(305) 555-0102");
  } finally {
    await restored.stop();
    rmSync(path.dirname(fresh), { recursive: true, force: true });
  }
});

test("the Settings page passes the axe checks", async ({ page }) => {
  await signInHere(page, "/admin/settings");
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
});

test("the Settings page fits a 390 px phone (nothing wider than the screen) @both", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInHere(page, "/admin/settings");
  await expect(page.getByRole("heading", { name: "Business facts" })).toBeVisible();
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.viewport).toBe(390);
  expect(widths.document).toBeLessThanOrEqual(390);
});
