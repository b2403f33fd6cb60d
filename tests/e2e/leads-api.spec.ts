import { expect, test } from "@playwright/test";
import { startAppServer, type AppServer } from "../support/app-server";
import { leadsDb, uniqueLead } from "../support/leads-db";

// POST /api/contact (SPEC §7) and the /contact form action, spoken to directly.

test.describe("POST /api/contact", () => {
  test("201 with the new id; the lead is stored", async ({ request }) => {
    const lead = uniqueLead("Api Lead");
    const res = await request.post("/api/contact", {
      data: { ...lead, phone: "", serviceInterest: "all-services", message: "" },
    });
    expect(res.status()).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ id: expect.any(Number) });
    expect(leadsDb().byId(body.id)).toMatchObject({ email: lead.email, phone: null, service_interest: "all-services", message: null, is_spam: 0 });
  });

  test("400 with field errors for invalid input, in the API's error shape", async ({ request }) => {
    const res = await request.post("/api/contact", { data: { fullName: "", email: "nope", serviceInterest: "bogus", message: 12 } });
    expect(res.status()).toBe(400);
    const body = await res.json();
    expect(body.message).toBeTruthy();
    expect(body.fieldErrors).toMatchObject({
      fullName: ["Please enter your full name"],
      email: ["Please enter a valid email address"],
      serviceInterest: ["Please choose one of the listed services"],
    });
  });

  test("415 for a body that is not JSON, 400 for broken JSON, 413 for an oversized body; never 500", async ({ request }) => {
    const text = await request.post("/api/contact", { headers: { "Content-Type": "text/plain" }, data: "fullName=x" });
    expect(text.status()).toBe(415);
    const form = await request.post("/api/contact", { form: { fullName: "x", email: "x@example.com" } });
    expect(form.status()).toBe(415);
    const broken = await request.post("/api/contact", { headers: { "Content-Type": "application/json" }, data: "{\"fullName\": " });
    expect(broken.status()).toBe(400);
    for (const data of ["[1,2]", "null", "\"text\"", "42"]) {
      const odd = await request.post("/api/contact", { headers: { "Content-Type": "application/json" }, data });
      expect(odd.status(), data).toBe(400);
    }
    const huge = await request.post("/api/contact", { data: { fullName: "Big", email: "big@example.com", message: "x".repeat(100_000) } });
    expect(huge.status()).toBe(413);
    expect((await huge.json()).message).toBeTruthy();
  });

  test("GET gives a fresh signed render stamp, never cached", async ({ request }) => {
    const res = await request.get("/api/contact");
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("no-store");
    expect((await res.json()).formStartedAt).toMatch(/^\d{13}\.[\w-]{43}$/);
  });
});

test.describe("the /contact action", () => {
  test("sends a visitor without JavaScript back to the page the form was on, and only to this site", async ({ request }) => {
    const { formStartedAt } = await (await request.get("/api/contact")).json();
    const lead = uniqueLead("Source Page");
    const res = await request.post("/contact", {
      form: { ...lead, sourcePage: "/locations/miami", formStartedAt, utm_source: "flyer", website: "" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("/locations/miami#contact");
    expect(res.headers()["set-cookie"]).toContain("toast=");
    expect(leadsDb().byEmail(lead.email)[0]).toMatchObject({ source_page: "/locations/miami", utm: JSON.stringify({ utm_source: "flyer" }), is_spam: 0 });

    const evil = uniqueLead("Open Redirect");
    const res2 = await request.post("/contact", { form: { ...evil, sourcePage: "//evil.example.com/x", formStartedAt }, maxRedirects: 0 });
    expect(res2.headers()["location"]).toBe("/#contact");
  });

  test("refuses an oversized form post with 413 and a clear message, never a 500", async ({ request }) => {
    const lead = uniqueLead("Huge Form");
    const res = await request.post("/contact", { form: { ...lead, message: "x".repeat(200_000) }, maxRedirects: 0 });
    expect(res.status()).toBe(413);
    expect(await res.text()).toContain("Your request is too long to send.");
    expect(leadsDb().byEmail(lead.email)).toHaveLength(0);
    const odd = await request.post("/contact", { headers: { "Content-Type": "application/json" }, data: "{}", maxRedirects: 0 });
    expect(odd.status()).toBe(400);
  });

  test("flags a form post without a valid render stamp as spam (bots posting directly)", async ({ request }) => {
    const forged = uniqueLead("Forged Stamp");
    await request.post("/contact", { form: { ...forged, formStartedAt: "1700000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }, maxRedirects: 0 });
    expect(leadsDb().byEmail(forged.email)[0]).toMatchObject({ is_spam: 1, spam_reason: "bad-form-stamp", notification_status: "skipped" });
    const missing = uniqueLead("No Stamp");
    await request.post("/contact", { form: missing, maxRedirects: 0 });
    expect(leadsDb().byEmail(missing.email)[0]).toMatchObject({ is_spam: 1, spam_reason: "missing-form-stamp" });
  });
});

test.describe("spam limits on a server of their own", () => {
  let server: AppServer;
  test.beforeAll(async () => {
    server = await startAppServer({ env: { CONTACT_RATE_PER_MINUTE: "3", CONTACT_RATE_PER_DAY: "50", CONTACT_MIN_FILL_MS: "5000" } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  // With JavaScript this also proves the server-rendered stamp survives hydration: the enhanced
  // form posts to the API, which checks a stamp when one is sent.
  test("a form sent faster than CONTACT_MIN_FILL_MS is stored as spam; a patient one is not @both", async ({ page }) => {
    const fast = uniqueLead("Too Fast");
    await page.goto(`${server.url}/contact`);
    if (test.info().project.name === "js") await page.locator("#contact-form[data-enhanced]").waitFor();
    await page.locator("#contact-form").getByLabel("Full Name").fill(fast.fullName);
    await page.locator("#contact-form").getByLabel("Email").fill(fast.email);
    await page.locator("#contact-form").getByRole("button", { name: "Get Your Free Consultation" }).click();
    await expect(page.getByTestId("toast")).toContainText("Thank you for your interest!");
    await expect.poll(() => leadsDb(server.dataDir).byEmail(fast.email)[0]?.spam_reason).toBe("too-fast");

    const patient = uniqueLead("Patient");
    await page.goto(`${server.url}/contact`);
    if (test.info().project.name === "js") await page.locator("#contact-form[data-enhanced]").waitFor();
    await page.locator("#contact-form").getByLabel("Full Name").fill(patient.fullName);
    await page.locator("#contact-form").getByLabel("Email").fill(patient.email);
    await page.waitForTimeout(5300);
    await page.locator("#contact-form").getByRole("button", { name: "Get Your Free Consultation" }).click();
    await expect(page.getByTestId("toast")).toContainText("Thank you for your interest!");
    await expect.poll(() => leadsDb(server.dataDir).byEmail(patient.email)[0]?.is_spam).toBe(0);
  });

  test("the per-IP limit answers 429 with Retry-After, and the form keeps the values @nojs", async ({ page, request }) => {
    // Neither SMTP nor a webhook here: the server said so once at start.
    expect(server.output().match(/leads will only be visible in the admin/g)).toHaveLength(1);
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
    expect((await (await request.post(`${server.url}/api/contact`, { data: uniqueLead("Rate") })).json()).message).toBeTruthy();

    const lead = uniqueLead("Limited");
    await page.goto(`${server.url}/contact`);
    await page.locator("#contact-form").getByLabel("Full Name").fill(lead.fullName);
    await page.locator("#contact-form").getByLabel("Email").fill(lead.email);
    await page.locator("#contact-form").getByLabel("Message").fill("Please keep me");
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/contact") && r.request().method() === "POST"), page.locator("#contact-form").getByRole("button", { name: "Get Your Free Consultation" }).click()]);
    expect(response.status()).toBe(429);
    await expect(page.getByRole("alert").filter({ hasText: "Too many requests" })).toContainText("Error");
    await expect(page.locator("#contact-form").getByLabel("Full Name")).toHaveValue(lead.fullName);
    await expect(page.locator("#contact-form").getByLabel("Message")).toHaveValue("Please keep me");
    expect(leadsDb(server.dataDir).byEmail(lead.email)).toHaveLength(0);
  });
});
