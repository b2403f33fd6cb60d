import { createHmac } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { seedLeads, uniqueTag } from "../support/admin-leads";
import { signInOn } from "../support/auth";
import { startAppServer, type AppServer } from "../support/app-server";
import { leadsDb, uniqueLead } from "../support/leads-db";
import {
  startSmtpSink,
  startWebhookSink,
  waitUntil,
  type SmtpSink,
  type WebhookSink,
} from "../support/lead-sinks";

// Lead notifications against a real SMTP server (smtp-server) and a local webhook receiver, with a
// server of our own. LEAD_RETRY_BASE_MS (test-only; refused in production) makes retries fast.
const SECRET = "e2e-webhook-secret";
let smtp: SmtpSink;
let hook: WebhookSink;
let server: AppServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  hook = await startWebhookSink();
  server = await startAppServer({
    env: {
      NODE_ENV: "test",
      LEAD_RETRY_BASE_MS: "300",
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: "owner@example.com",
      MAIL_FROM: "Gold Coast Vending <web@example.com>",
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      CONTACT_RATE_PER_MINUTE: "1000",
      CONTACT_RATE_PER_DAY: "1000",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await hook?.stop();
});

test("a lead sent from the form is e-mailed with its fields and posted to the signed webhook @both", async ({
  page,
}) => {
  expect(server.output()).not.toContain("leads will only be visible in the admin");
  const lead = uniqueLead("Mail Lead");
  await page.goto(`${server.url}/contact?utm_source=mailtest`);
  if (test.info().project.name === "js") await page.locator("#contact-form[data-enhanced]").waitFor();
  await page.locator("#contact-form").getByLabel("Full Name").fill(lead.fullName);
  await page.locator("#contact-form").getByLabel("Email").fill(lead.email);
  await page.locator("#contact-form").getByLabel("Phone").fill("(954) 555-0199");
  await page.locator("#contact-form").getByLabel("Service Interest").selectOption("referral-program");
  await page.locator("#contact-form").getByLabel("Message").fill("Three warehouses in Doral & one office.");
  await page.locator("#contact-form").getByRole("button", { name: "Get Your Free Consultation" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Thank you! We have your request." }),
  ).toBeVisible();

  const mail = await smtp.waitFor((m) => m.subject.includes(lead.fullName));
  const [row] = leadsDb(server.dataDir).byEmail(lead.email);
  expect(mail.to).toEqual(["owner@example.com"]);
  expect(mail.subject).toBe(`New consultation request from ${lead.fullName}`);
  for (const value of [
    lead.fullName,
    lead.email,
    "(954) 555-0199",
    "Referral Program",
    "Three warehouses in Doral & one office.",
    "Source Page: /contact",
    "utm_source=mailtest",
  ]) {
    expect(mail.text).toContain(value);
  }
  expect(mail.text).toContain(`${server.url}/admin?view=${row!.id}`);
  expect(mail.html).toContain("Three warehouses in Doral &amp; one office.");
  expect(mail.html).toContain(`href="${server.url}/admin?view=${row!.id}"`);

  const delivery = await hook.waitFor((h) => h.json?.lead?.email === lead.email);
  expect(delivery.json).toMatchObject({
    event: "lead.created",
    lead: { id: row!.id, fullName: lead.fullName, serviceInterest: "referral-program" },
    adminUrl: `${server.url}/admin?view=${row!.id}`,
  });
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery.headers["x-lead-signature"])) ?? [];
  expect(v1).toBe(createHmac("sha256", SECRET).update(`${t}.${delivery.body}`).digest("hex"));

  await expect.poll(() => leadsDb(server.dataDir).byId(row!.id)?.notification_status).toBe("sent");
});

test("a honeypot submission is stored as spam and nobody is notified @both", async ({ page }) => {
  const bot = uniqueLead("Bot Lead");
  await page.goto(`${server.url}/contact`);
  if (test.info().project.name === "js") await page.locator("#contact-form[data-enhanced]").waitFor();
  await page.locator("#contact-form").getByLabel("Full Name").fill(bot.fullName);
  await page.locator("#contact-form").getByLabel("Email").fill(bot.email);
  await page
    .locator("#contact-form-website")
    .evaluate((input: HTMLInputElement) => (input.value = "https://casino.example"));
  await page.locator("#contact-form").getByRole("button", { name: "Get Your Free Consultation" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Thank you! We have your request." }),
  ).toBeVisible();

  // A real lead sent afterwards arrives; the bot's never does.
  const human = uniqueLead("Human After Bot");
  const res = await page.request.post(`${server.url}/api/contact`, { data: human });
  expect(res.status()).toBe(201);
  await smtp.waitFor((m) => m.subject.includes(human.fullName));
  await hook.waitFor((h) => h.json?.lead?.email === human.email);
  expect(smtp.mails.filter((m) => m.raw.includes(bot.email))).toHaveLength(0);
  expect(hook.hooks.filter((h) => h.body.includes(bot.email))).toHaveLength(0);
  expect(leadsDb(server.dataDir).byEmail(bot.email)[0]).toMatchObject({
    is_spam: 1,
    spam_reason: "honeypot",
    notification_status: "skipped",
  });
});

test("while e-mail and webhook are down the lead is stored and retried, and both arrive once they are back", async ({
  request,
}) => {
  await smtp.stop();
  await hook.stop();
  const lead = uniqueLead("Outage Lead");
  const res = await request.post(`${server.url}/api/contact`, {
    data: { ...lead, message: "Sent during the outage" },
  });
  expect(res.status()).toBe(201);
  const { id } = await res.json();

  // Stored at once, and retried: the error of a later attempt is recorded on the lead.
  expect(leadsDb(server.dataDir).byId(id)).toMatchObject({
    email: lead.email,
    notification_status: "pending",
  });
  const failing = await waitUntil(
    () => {
      const row = leadsDb(server.dataDir).byId(id);
      return row &&
        /^Attempt [3-9]\d*: e-mail: .*; Attempt [3-9]\d*: webhook: /.test(row.notification_error ?? "")
        ? row
        : undefined;
    },
    20_000,
    "the third failed attempt",
  );
  expect(failing.notification_status).toBe("pending");

  await smtp.start();
  await hook.start();
  const mail = await smtp.waitFor((m) => m.subject.includes(lead.fullName), 20_000);
  expect(mail.text).toContain("Sent during the outage");
  await hook.waitFor((h) => h.json?.lead?.id === id, 20_000);
  await expect
    .poll(() => leadsDb(server.dataDir).byId(id), { timeout: 10_000 })
    .toMatchObject({ notification_status: "sent", notification_error: null });
});

/** Signs in to this spec's own server (the shared helper uses the shared server's baseURL). */
const signInHere = (page: Page, redirectTo: string) => signInOn(page, server.url, redirectTo);

test("'Not spam' on a lead held as spam sends its notification now @both", async ({ page }) => {
  const tag = uniqueTag();
  const [id] = seedLeads(server.dataDir, [
    {
      fullName: `Held ${tag}`,
      email: `held.${tag}@example.com`,
      message: tag,
      isSpam: true,
      spamReason: "too-fast",
      notificationStatus: "skipped",
    },
  ]);
  await signInHere(page, `/admin?spam=1&q=${tag}`);
  await page.getByRole("button", { name: `Not spam: Held ${tag}` }).click();
  await expect(page.getByTestId("toast")).toContainText("its notification is being sent");
  const mail = await smtp.waitFor((m) => m.subject.includes(`Held ${tag}`));
  expect(mail.text).toContain(`/admin?view=${id}`);
  await hook.waitFor((h) => h.json?.lead?.id === id);
  await expect
    .poll(() => leadsDb(server.dataDir).byId(id!))
    .toMatchObject({ is_spam: 0, notification_status: "sent" });
});

test("'Retry now' in a lead's view re-sends a failed notification to the channels that missed it @both", async ({
  page,
}) => {
  const tag = uniqueTag();
  const [id] = seedLeads(server.dataDir, [
    {
      fullName: `Failed ${tag}`,
      email: `failed.${tag}@example.com`,
      notificationStatus: "failed",
      notificationError: "Gave up after 40 attempt(s): webhook: the webhook answered 500",
    },
  ]);
  // The e-mail went out; only the webhook failed.
  const sqlite = new Database(path.join(server.dataDir, "app.sqlite"));
  try {
    sqlite.pragma("busy_timeout = 5000");
    sqlite
      .prepare("update contact_requests set email_notified_at = ? where id = ?")
      .run(new Date().toISOString(), id);
  } finally {
    sqlite.close();
  }
  await signInHere(page, `/admin?view=${id}`);
  const dialog = page.getByRole("dialog", { name: "Contact Submission" });
  await expect(dialog.getByText("the webhook answered 500")).toBeVisible();
  await dialog.getByRole("button", { name: "Retry now" }).click();
  await expect(page.getByTestId("toast")).toContainText("Notification queued");
  await expect(page).toHaveURL(new RegExp(`view=${id}`));
  await hook.waitFor((h) => h.json?.lead?.id === id);
  await expect.poll(() => leadsDb(server.dataDir).byId(id!)?.notification_status).toBe("sent");
  expect(smtp.mails.filter((m) => m.subject.includes(`Failed ${tag}`))).toHaveLength(0);
  await page.reload();
  await expect(
    page.getByRole("dialog", { name: "Contact Submission" }).getByText("sent", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry now" })).toHaveCount(0);
});
