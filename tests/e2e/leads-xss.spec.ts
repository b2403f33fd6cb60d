import { expect, test, type Page } from "@playwright/test";
import { startAppServer, type AppServer } from "../support/app-server";
import { signIn } from "../support/auth";
import { startSmtpSink, type SmtpSink } from "../support/lead-sinks";
import { leadsDb, uniqueLead } from "../support/leads-db";
import { waitForHydration } from "../support/hydration";

// An XSS corpus in every field: stored as text, and never executed where a lead is shown (the
// form that keeps typed values, the admin's lead view, the e-mail to the owner).
const HIT = "window.__xss=(window.__xss||0)+1";
const CORPUS = [
  `<script>${HIT}</script>`,
  `<img src=x onerror="${HIT}">`,
  `"><svg onload="${HIT}">`,
  `javascript:${HIT}`,
  `<a href="javascript:${HIT}">click</a>`,
  `<svg><script>${HIT}</script></svg>`,
  `'><iframe srcdoc="<script>parent.__xss=1</script>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${HIT}">`,
  `{{constructor.constructor('${HIT}')()}}`,
];

/**
 * A payload that runs does so while the page parses (a script), when its image or frame has loaded
 * or failed (onerror, onload), or when hydration renders it: wait until the page has loaded and
 * every image and frame on it is done, then let the events those queued be dispatched.
 */
async function pageSettled(page: Page) {
  await page.waitForLoadState("load");
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          Array.from(document.images).every((img) => img.complete) &&
          Array.from(document.querySelectorAll("iframe")).every(
            (frame) => frame.contentDocument === null || frame.contentDocument.readyState === "complete",
          ),
      ),
    )
    .toBe(true);
  // One more task: an image's error event is queued as a task once it is complete. (Without
  // JavaScript the page runs no handler at all, this one included.)
  if (test.info().project.use.javaScriptEnabled === false) return;
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

async function expectNothingRan(page: Page) {
  await pageSettled(page);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(
    await page.locator('a[href^="javascript:" i], iframe[srcdoc], svg[onload], img[onerror]').count(),
  ).toBe(0);
}

function leadFor(payload: string, i: number) {
  const tag = uniqueLead("Xss");
  return {
    fullName: payload,
    email: tag.email,
    message: `${payload}\nline two ${i}`,
    serviceInterest: "micromarkets",
    sourcePage: "/",
    referrer: payload,
    utm_source: payload,
    utm_campaign: payload,
  };
}

test("every payload is stored exactly as text; e-mail and phone refuse markup", async ({ request }) => {
  for (const [i, payload] of CORPUS.entries()) {
    const data = leadFor(payload, i);
    const res = await request.post("/api/contact", { data });
    expect(res.status(), payload).toBe(201);
    const row = leadsDb().byId((await res.json()).id)!;
    expect(row.full_name).toBe(payload.trim());
    expect(row.message).toBe(data.message);
    expect(row.referrer).toBe(payload.trim());
    expect(JSON.parse(row.utm!)).toEqual({ utm_source: payload.trim(), utm_campaign: payload.trim() });
  }
  const badEmail = await request.post("/api/contact", {
    data: { fullName: "x", email: `"<script>alert(1)</script>"@example.com` },
  });
  expect(badEmail.status()).toBe(400);
  const badPhone = await request.post("/api/contact", {
    data: { fullName: "x", email: "x@example.com", phone: `<img src=x onerror=alert(1)>` },
  });
  expect(badPhone.status()).toBe(400);
});

test("the form keeps payloads as typed values without running them @both", async ({ page }) => {
  page.on("dialog", (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  for (const payload of CORPUS.slice(0, 5)) {
    await page.goto("/contact");
    if (test.info().project.name === "js") await page.locator("#contact-form[data-enhanced]").waitFor();
    await page.locator("#contact-form").getByLabel("Full Name").fill(payload);
    await page.locator("#contact-form").getByLabel("Email").fill(payload); // invalid: the form comes back with the values
    await page.locator("#contact-form").getByLabel("Message").fill(payload);
    // With JavaScript, the browser's own e-mail check is on until the form's validator has loaded.
    if (test.info().project.name === "js")
      await page.locator("#contact-form[novalidate]").waitFor({ state: "attached" });
    await page.locator("#contact-form").getByRole("button", { name: "Get Your Free Consultation" }).click();
    await expect(page.locator("#contact-form-email-error")).toBeVisible();
    await expect(page.locator("#contact-form").getByLabel("Full Name")).toHaveValue(payload);
    await expect(page.locator("#contact-form").getByLabel("Message")).toHaveValue(payload);
    await expectNothingRan(page);
  }
});

test("the admin's lead view shows payloads without running them", async ({ page, request }) => {
  page.on("dialog", (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await signIn(page);
  for (const [i, payload] of CORPUS.entries()) {
    const res = await request.post("/api/contact", { data: leadFor(payload, i) });
    const { id } = await res.json();
    await page.goto(`/admin?view=${id}`);
    await waitForHydration(page);
    await expectNothingRan(page);
  }
});

test.describe("the e-mail to the owner", () => {
  let smtp: SmtpSink;
  let server: AppServer;
  test.beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startAppServer({
      env: { SMTP_URL: smtp.url, LEAD_NOTIFY_TO: "owner@example.com", CONTACT_RATE_PER_MINUTE: "1000" },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  test("escapes every payload in its HTML part and keeps them verbatim in the text part", async ({
    page,
    request,
  }) => {
    for (const [i, payload] of CORPUS.entries()) {
      const data = leadFor(payload, i);
      const res = await request.post(`${server.url}/api/contact`, { data });
      expect(res.status()).toBe(201);
      const mail = await smtp.waitFor((m) => m.text.includes(data.email));
      expect(mail.text).toContain(`Full Name: ${payload.trim()}`);
      expect(mail.text).toContain(`line two ${i}`);
      // Open the HTML part as a page (no CSP here): nothing may run, the payload reads as text.
      await page.setContent(mail.html);
      await expectNothingRan(page);
      await expect(page.locator("td").first()).toHaveText(payload.trim());
    }
  });
});
