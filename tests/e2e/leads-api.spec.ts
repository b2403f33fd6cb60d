import { expect, test, type Page } from "@playwright/test";
import { startAppServer, type AppServer } from "../support/app-server";
import { leadsDb, uniqueLead } from "../support/leads-db";

/**
 * On the "Confirm your request" page (no JavaScript): waits until its stamp is old enough for the
 * server (1 s), presses "Send my request" and returns the answer to that post.
 */
async function sendThroughConfirmPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your request");
  const stamp = Number((await page.locator('input[name="confirmStartedAt"]').inputValue()).split(".")[0]);
  await expect.poll(() => Date.now() - stamp, { intervals: [100] }).toBeGreaterThan(1100);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/contact") && r.request().method() === "POST"),
    page.getByRole("button", { name: "Send my request" }).click(),
  ]);
  return response;
}

// The /contact form in a browser; POST /api/contact and the form action spoken to directly are
// tests/server/leads-api.test.ts.

test.describe("Idempotency-Key on POST /api/contact", () => {
  test("the enhanced form sends one key per submission and keeps it when it retries after a broken connection", async ({
    page,
  }) => {
    const keys: string[] = [];
    let aborted = false;
    // The first post reaches the server (the lead is stored) but the answer is lost, as in a crash.
    await page.route("**/api/contact", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (!aborted) {
        aborted = true;
        await route.fetch();
        return route.abort("connectionreset");
      }
      return route.continue();
    });
    await page.goto("/contact");
    await page.locator("#contact-form[data-enhanced]").waitFor();
    const lead = uniqueLead("Retry Key");
    await page.locator("#contact-form").getByLabel("Full Name").fill(lead.fullName);
    await page.locator("#contact-form").getByLabel("Email").fill(lead.email);
    await page.locator("#contact-form").getByRole("button", { name: "Get Your Free Consultation" }).click();
    await expect(page).toHaveURL(/\/thank-you\?ref=/);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(leadsDb().byEmail(lead.email)).toHaveLength(1);

    // The next submission (from the form again) gets a new key.
    await page.goto("/contact");
    await page.locator("#contact-form[data-enhanced]").waitFor();
    const next = uniqueLead("Next Key");
    await page.locator("#contact-form").getByLabel("Full Name").fill(next.fullName);
    await page.locator("#contact-form").getByLabel("Email").fill(next.email);
    await page.locator("#contact-form").getByRole("button", { name: "Get Your Free Consultation" }).click();
    await expect.poll(() => leadsDb().byEmail(next.email).length).toBe(1);
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

test.describe("spam limits on a server of their own", () => {
  let server: AppServer;
  test.beforeAll(async () => {
    server = await startAppServer({
      env: { CONTACT_RATE_PER_MINUTE: "3", CONTACT_RATE_PER_DAY: "50", CONTACT_MIN_FILL_MS: "5000" },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  // With JavaScript this also proves the server-rendered stamp survives hydration: the enhanced
  // form waits out the minimum before it posts. Without, the visitor confirms once.
  test("a person who sends the form within CONTACT_MIN_FILL_MS becomes a normal lead @both", async ({
    page,
  }) => {
    const fast = uniqueLead("Too Fast");
    await page.goto(`${server.url}/contact?utm_source=fastlane`);
    const js = test.info().project.name === "js";
    if (js) await page.locator("#contact-form[data-enhanced]").waitFor();
    await page.locator("#contact-form").getByLabel("Full Name").fill(fast.fullName);
    await page.locator("#contact-form").getByLabel("Email").fill(fast.email);
    await page.locator("#contact-form").getByLabel("Message").fill("Filled by autofill");
    await page.locator("#contact-form").getByRole("button", { name: "Get Your Free Consultation" }).click();
    if (js) {
      await expect(page.locator("#contact-form").getByRole("button", { name: "Sending..." })).toBeDisabled();
    } else {
      await sendThroughConfirmPage(page);
    }
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you! We have your request." }),
    ).toBeVisible();
    await expect.poll(() => leadsDb(server.dataDir).byEmail(fast.email).length).toBe(1);
    expect(leadsDb(server.dataDir).byEmail(fast.email)[0]).toMatchObject({
      is_spam: 0,
      spam_reason: null,
      message: "Filled by autofill",
      source_page: "/contact",
      utm: JSON.stringify({ utm_source: "fastlane" }),
    });
  });

  test("the per-IP limit answers 429 with Retry-After, and the form keeps the values @nojs", async ({
    page,
    request,
  }) => {
    // Three a minute on this server (the previous test may have used some of them).
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 4 && !statuses.includes(429); i++) {
      const res = await request.post(`${server.url}/api/contact`, { data: uniqueLead("Rate") });
      statuses.push(res.status());
      if (res.status() === 429) retryAfter = res.headers()["retry-after"];
    }
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(3);
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(
      (await (await request.post(`${server.url}/api/contact`, { data: uniqueLead("Rate") })).json()).message,
    ).toBeTruthy();

    const lead = uniqueLead("Limited");
    await page.goto(`${server.url}/contact`);
    await page.locator("#contact-form").getByLabel("Full Name").fill(lead.fullName);
    await page.locator("#contact-form").getByLabel("Email").fill(lead.email);
    await page.locator("#contact-form").getByLabel("Message").fill("Please keep me");
    // Sent within the minimum fill time: the confirm page first (it does not count against the limit).
    await page.locator("#contact-form").getByRole("button", { name: "Get Your Free Consultation" }).click();
    const response = await sendThroughConfirmPage(page);
    expect(response.status()).toBe(429);
    expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(page.getByRole("alert").filter({ hasText: "Too many requests" })).toContainText("Error");
    await expect(page.locator("#contact-form").getByLabel("Full Name")).toHaveValue(lead.fullName);
    await expect(page.locator("#contact-form").getByLabel("Message")).toHaveValue("Please keep me");
    expect(leadsDb(server.dataDir).byEmail(lead.email)).toHaveLength(0);
  });
});
