import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { createHmac } from "node:crypto";
import { rmSync } from "node:fs";
import { signInOn } from "../support/auth";
import { startAppServer, type AppServer } from "../support/app-server";
import { uniqueLead } from "../support/leads-db";
import { startWebhookSink, type WebhookSink } from "../support/lead-sinks";

// The lead webhook set up from the admin on a phone-sized screen (docs/decisions/085), with no
// webhook variables at all: a pasted secret in one test, a secret the site makes (shown once) in
// the other. A real node:http receiver checks each post's X-Lead-Signature with the secret.
const PASTED = "pasted-signing-secret-0123456789abcdef";
let hook: WebhookSink;
let server: AppServer;

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  hook = await startWebhookSink();
  // NODE_ENV=test: the receiver's plain http address on this machine is refused in production.
  server = await startAppServer({ env: { NODE_ENV: "test", CONTACT_RATE_PER_MINUTE: "100" } });
});

test.afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  await hook?.stop();
});

const js = () => test.info().project.name === "js";

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

async function noAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
}

/** Whether a delivery's `X-Lead-Signature` is the HMAC of its raw body with `secret`. */
function signedWith(delivery: { headers: Record<string, unknown>; body: string }, secret: string) {
  const [, ts, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery.headers["x-lead-signature"])) ?? [];
  return Boolean(v1) && v1 === createHmac("sha256", secret).update(`${ts}.${delivery.body}`).digest("hex");
}

/** The next test post the receiver gets after `from` posts. */
const nextTest = (from: number) =>
  hook.waitFor((h) => hook.hooks.indexOf(h) >= from && h.headers["x-lead-event"] === "test");

/** Posts a lead as the public API does and returns the delivery the receiver got for it. */
async function deliveredLead(page: Page, name: string) {
  const lead = uniqueLead(name);
  const sent = await page.request.post(`${server.url}/api/contact`, { data: lead });
  expect(sent.status()).toBe(201);
  const delivery = await hook.waitFor((h) => h.json?.lead?.email === lead.email);
  expect(delivery.headers["x-lead-event"]).toBe("lead.created");
  return delivery;
}

test("a pasted secret: tested before saving, saved sealed, and each lead posted signed @both", async ({
  page,
}) => {
  await signInOn(page, server.url, "/admin/settings");
  await expect(page.getByTestId("webhook-channel")).toContainText("Not set up");
  await page.getByRole("link", { name: "Webhook settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/notifications#webhook$/);
  const source = page.getByTestId("webhook-source");
  await expect(source).toContainText("No webhook is set up");

  const form = page.getByTestId("webhook-form");
  await form.getByLabel("Address").fill("hooks.example.com");
  await form.getByLabel("Signing secret").fill("short");
  await form.getByRole("button", { name: "Send a test webhook" }).click();
  await expect(form.getByText(/^Enter a full address that starts with https:\/\//)).toBeVisible();
  await expect(form.getByText("Use a secret of at least 16 characters, or make a new one")).toBeVisible();
  await expect(form.getByLabel("Signing secret")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Address").fill(hook.url);
  await form.getByLabel("Signing secret").fill(PASTED);
  const before = hook.hooks.length;
  await form.getByRole("button", { name: "Send a test webhook" }).click();
  const result = page.getByTestId("webhook-test-result");
  await expect(result).toContainText("Sent");
  await expect(result).toContainText(`Delivered to ${new URL(hook.url).origin}.`);
  const test1 = await nextTest(before);
  expect(signedWith(test1, PASTED)).toBe(true);
  expect(signedWith(test1, "some-other-secret-0123456789")).toBe(false);
  // Nothing saved by the test; the secret never comes back in clear (it is carried sealed).
  await expect(source).toContainText("No webhook is set up");
  expect(await page.content()).not.toContain(PASTED);

  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("Webhook saved");
  await expect(source).toContainText("The webhook saved here is in force");
  await expect(source).toContainText(hook.url);
  await expect(form.getByLabel("Signing secret")).toHaveValue("");
  await expect(form.getByText("Saved; leave empty to keep it.")).toBeVisible();
  expect(await page.content()).not.toContain(PASTED);
  await fitsThePhone(page);
  if (js()) await noAxeViolations(page);

  const lead = await deliveredLead(page, "Webhook Pasted");
  expect(signedWith(lead, PASTED)).toBe(true);

  await page.goto(`${server.url}/admin/settings`);
  await expect(page.getByTestId("webhook-channel")).toContainText(`Posts to ${hook.url}.`);
  expect(await page.content()).not.toContain(PASTED);
});

test("a secret the site makes is shown once, signs the test and the leads, and the webhook can be removed @both", async ({
  page,
}) => {
  await signInOn(page, server.url, "/admin/settings/notifications");
  const form = page.getByTestId("webhook-form");
  await expect(form.getByLabel("Address")).toHaveValue(hook.url);
  await form.getByRole("button", { name: "Make a new secret" }).click();
  await expect(page.getByTestId("toast")).toContainText("New webhook secret made");
  const shown = page.getByTestId("webhook-new-secret");
  await expect(shown).toBeVisible();
  const made = (await shown.textContent())!.trim();
  expect(Buffer.from(made, "base64url")).toHaveLength(32);
  await fitsThePhone(page);
  if (js()) await noAxeViolations(page);

  // The test with the saved (made) secret: the field is left empty.
  const before = hook.hooks.length;
  await form.getByRole("button", { name: "Send a test webhook" }).click();
  await expect(page.getByTestId("webhook-test-result")).toContainText("Sent");
  expect(signedWith(await nextTest(before), made)).toBe(true);
  // Shown once: the page after the test no longer has it.
  await expect(shown).toHaveCount(0);
  expect(await page.content()).not.toContain(made);

  // Nor does the next visit.
  await page.goto(`${server.url}/admin/settings/notifications`);
  await expect(page.getByTestId("webhook-source")).toContainText("The webhook saved here is in force");
  await expect(page.getByTestId("webhook-new-secret")).toHaveCount(0);
  expect(await page.content()).not.toContain(made);

  const lead = await deliveredLead(page, "Webhook Made");
  expect(signedWith(lead, made)).toBe(true);
  expect(signedWith(lead, PASTED)).toBe(false);

  await page.getByRole("button", { name: "Remove the webhook" }).click();
  await expect(page.getByTestId("toast")).toContainText("Webhook removed");
  await expect(page.getByTestId("webhook-source")).toContainText("No webhook is set up");
  await expect(page.getByRole("button", { name: "Remove the webhook" })).toHaveCount(0);
});
