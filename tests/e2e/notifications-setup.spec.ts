import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { rmSync } from "node:fs";
import { signInOn } from "../support/auth";
import { waitForHydration } from "../support/hydration";
import { startAppServer, type AppServer } from "../support/app-server";
import { leadsDb, uniqueLead } from "../support/leads-db";
import { startSmtpSink, type SmtpSink } from "../support/lead-sinks";
import { startPushEndpoint, type PushEndpoint } from "../support/push-endpoint";

// A fresh install (no mail variables at all) set up from the admin on a phone-sized screen
// (docs/decisions/079): the mail server tested and saved, a lead e-mailed through it, and the alert
// about that lead decrypted by a push endpoint with the device's own keys. Real servers: an SMTP
// server that checks the password (smtp-server) and a node:http push endpoint (http_ece).
const PASSWORD = "gmail-app-password-1234";
let smtp: SmtpSink;
let push: PushEndpoint;
let server: AppServer;

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  smtp = await startSmtpSink({ auth: { user: "owner@example.com", pass: PASSWORD } });
  push = await startPushEndpoint();
  // NODE_ENV=test: a push endpoint on plain http (this machine) is refused in production.
  server = await startAppServer({ env: { NODE_ENV: "test", CONTACT_RATE_PER_MINUTE: "100" } });
});

test.afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  await smtp?.stop();
  await push?.stop();
});

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test("a fresh install gets its mail server, a lead e-mail and a phone alert from the admin @both", async ({
  page,
}) => {
  // Who gets the leads: Business facts.
  await signInOn(page, server.url, "/admin/settings");
  await expect(page.getByTestId("email-channel")).toContainText("Not set up yet");
  await page.getByLabel("Send new-lead e-mails to").fill("owner@example.com");
  await page.getByRole("button", { name: "Save business facts" }).click();
  await expect(page.getByTestId("toast")).toContainText("Business facts saved");
  await page.getByRole("link", { name: "Mail server and phone alerts" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/notifications$/);
  await expect(page.getByTestId("mail-source")).toContainText("No mail server is set up yet");
  // The admin's own manifest (installable, scope /admin), not the public site's.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/admin.webmanifest");
  await fitsThePhone(page);

  const form = page.getByTestId("mail-server-form");
  await form.getByLabel("Your e-mail provider").selectOption("relay");
  await form.getByLabel("Mail server").fill("127.0.0.1");
  await form.getByLabel("Port").fill(String(smtp.port));
  await form.getByLabel("Security").selectOption("none");
  await form.getByLabel("User name").fill("owner@example.com");
  await form.getByLabel("Password").fill("not-the-password");
  await form.getByRole("button", { name: "Send a test e-mail" }).click();
  const result = page.getByTestId("mail-test-result");
  await expect(result).toContainText("Not sent");
  await expect(result).toContainText("The mail server refused the user name or password");
  await expect(result).not.toContainText("EAUTH");
  // Nothing was saved by the test; the typed values are kept (the password never comes back).
  await expect(page.getByTestId("mail-source")).toContainText("No mail server is set up yet");
  await expect(form.getByLabel("Mail server")).toHaveValue("127.0.0.1");
  expect(await page.content()).not.toContain("not-the-password");

  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Send a test e-mail" }).click();
  await expect(result).toContainText("Sent");
  await expect(result).toContainText("owner@example.com");
  const test1 = await smtp.waitFor((m) => m.subject.startsWith("Test e-mail from"));
  expect(test1.to).toEqual(["owner@example.com"]);
  expect(await page.content()).not.toContain(PASSWORD);

  // Save without typing the password again: the tested one is carried, sealed.
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("Mail server saved");
  await expect(page.getByTestId("mail-source")).toContainText("The mail server saved here is in force");
  await expect(page.getByTestId("mail-source")).toContainText(`127.0.0.1:${smtp.port}`);
  await expect(form.getByLabel("Password")).toHaveValue("");
  expect(await page.content()).not.toContain(PASSWORD);
  await fitsThePhone(page);
  if (test.info().project.name === "js") {
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }

  // The phone opts in (the subscription its browser makes, posted as the page's script posts it).
  const subscribed = await page.request.post(`${server.url}/admin/settings/notifications`, {
    form: { intent: "push-subscribe", subscription: JSON.stringify(push.subscription), label: "Test phone" },
  });
  expect(subscribed.ok()).toBe(true);

  // A Spanish-speaking visitor asks for a consultation.
  const lead = uniqueLead("Ana");
  const sent = await page.request.post(`${server.url}/api/contact`, { data: { ...lead, lang: "es" } });
  expect(sent.status()).toBe(201);
  const mail = await smtp.waitFor((m) => m.subject.includes(lead.fullName));
  expect(mail.to).toEqual(["owner@example.com"]);
  expect(mail.subject).toBe(`Nueva solicitud de consulta de ${lead.fullName}`);
  const [row] = leadsDb(server.dataDir).byEmail(lead.email);
  await expect.poll(() => leadsDb(server.dataDir).byId(row!.id)?.notification_status).toBe("sent");

  const alert = await push.waitFor((p) => p.payload.tag === `lead-${row!.id}`);
  expect(alert.payload).toEqual({
    title: "New lead",
    body: `${lead.fullName} asked for a consultation.`,
    url: `/admin?view=${row!.id}`,
    tag: `lead-${row!.id}`,
  });

  // The device is listed; "Reply via Email" answers in the lead's language.
  await page.goto(`${server.url}/admin/settings/notifications`);
  await expect(page.getByTestId("push-devices")).toContainText("Test phone");
  await page.goto(`${server.url}/admin?view=${row!.id}`);
  await expect(page.getByRole("link", { name: "Reply via Email" })).toHaveAttribute(
    "href",
    `mailto:${lead.email}?subject=${encodeURIComponent("Su solicitud de consulta con Gold Coast Vending")}`,
  );
});

test("the admin installs as its own web app with a push-only service worker", async ({ request }) => {
  const manifest = (await (await request.get(`${server.url}/admin.webmanifest`)).json()) as {
    start_url: string;
    scope: string;
    icons: { src: string }[];
  };
  expect(manifest).toMatchObject({ start_url: "/admin", scope: "/admin" });
  for (const icon of manifest.icons)
    expect((await request.get(`${server.url}${icon.src}`)).status()).toBe(200);
  const worker = await (await request.get(`${server.url}/admin-sw.js`)).text();
  expect(worker).toContain('addEventListener("push"');
  expect(worker).toContain('addEventListener("notificationclick"');
  expect(worker).not.toContain('addEventListener("fetch"');
  const admin = await (await request.get(`${server.url}/auth`)).text();
  expect(admin).toContain('href="/site.webmanifest"');
});

test("with JavaScript the phone turns alerts on from the page: the worker is registered and a test alert is decrypted", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "js", "turning alerts on is done by script");
  // The browser's push service (Google's, Apple's, Mozilla's) is out of reach here, so only
  // PushManager.subscribe is stood in for: it answers the local endpoint's subscription. The
  // permission prompt, the service worker's registration, the page's post and the delivery are real.
  await page.context().grantPermissions(["notifications"], { origin: server.url });
  await page.addInitScript((subscription) => {
    const made = { endpoint: subscription.endpoint, toJSON: () => subscription };
    const asked: unknown[] = [];
    Object.assign(window, { __pushAsked: asked });
    PushManager.prototype.getSubscription = () => Promise.resolve(null);
    PushManager.prototype.subscribe = function (options) {
      const key = options?.applicationServerKey as Uint8Array;
      asked.push({ userVisibleOnly: options?.userVisibleOnly, keyBytes: key.byteLength, first: key[0] });
      return Promise.resolve(made as unknown as PushSubscription);
    };
  }, push.subscription);
  await signInOn(page, server.url, "/admin/settings/notifications");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Turn on alerts on this device" }).click();
  await expect(page.getByTestId("toast")).toContainText("Alerts turned on");
  await expect(page.getByTestId("push-devices")).toContainText("This device, Chrome");
  // The page asked for a user-visible subscription with the server's VAPID key (65-byte P-256 point).
  expect(await page.evaluate(() => (window as unknown as { __pushAsked: unknown[] }).__pushAsked)).toEqual([
    { userVisibleOnly: true, keyBytes: 65, first: 4 },
  ]);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration("/admin");
    return { scope: registration?.scope, script: registration?.active?.scriptURL };
  });
  expect(worker).toEqual({ scope: `${server.url}/admin`, script: `${server.url}/admin-sw.js` });

  await page.getByRole("button", { name: "Send a test alert" }).click();
  await expect(page.getByTestId("toast")).toContainText("Test alert sent");
  const alert = await push.waitFor((p) => p.payload.tag === "test");
  expect(alert.payload).toMatchObject({ title: "Test alert", url: "/admin/settings/notifications" });
  await fitsThePhone(page);
});
