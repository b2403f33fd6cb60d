import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { leadsDb, uniqueLead } from "../support/leads-db";
import { gate } from "../support/gate";
import { holdPageModules, waitForHydration } from "../support/hydration";

// The consultation form on /contact, with and without JavaScript (tests tagged @both run in both).

/** Opens a page with the form; with JavaScript, waits until the form is enhanced (hydrated). */
async function openForm(page: Page, url = "/contact") {
  await page.goto(url);
  if (test.info().project.name === "js") await page.locator("#contact-form[data-enhanced]").waitFor();
}

async function fillForm(
  page: Page,
  values: { fullName: string; email: string; phone?: string; service?: string; message?: string },
) {
  const form = page.locator("#contact-form");
  await form.getByLabel("Full Name").fill(values.fullName);
  await form.getByLabel("Email").fill(values.email);
  if (values.phone !== undefined) await form.getByLabel("Phone").fill(values.phone);
  if (values.service) await form.getByLabel("Service Interest").selectOption({ label: values.service });
  if (values.message !== undefined) await form.getByLabel("Message").fill(values.message);
}

/**
 * With JavaScript, the zod validator loads when the form first gets the focus; until then the
 * browser's own checks stop an invalid form. Focus the form and wait for it (form[novalidate]).
 */
async function validatorReady(page: Page) {
  if (test.info().project.name !== "js") return;
  const field = page.locator("#contact-form").getByLabel("Message");
  await field.focus();
  await page.locator("#contact-form[novalidate]").waitFor({ state: "attached" });
  // Leave the field first: Conform's own blur check, in the same moment as a submit, would hide
  // the submit's messages for the other fields.
  await field.blur();
}

/** The lead's thank-you page (docs/decisions/082): where every stored request lands. */
async function expectThanks(page: Page) {
  await expect(page).toHaveURL(/\/thank-you\?ref=\d+\.[\w-]+$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Thank you! We have your request." }),
  ).toBeVisible();
}

const submit = (page: Page) =>
  page.locator("#contact-form").getByRole("button", { name: "Get Your Free Consultation" }).click();

test.describe("consultation form", () => {
  test("a valid request is stored with its page and campaign and lands on its thank-you page @both", async ({
    page,
  }) => {
    const lead = uniqueLead("Valid Lead");
    await openForm(page, "/contact?utm_source=e2e&utm_campaign=spring");
    await expect(page.locator("#contact-form").getByLabel("Service Interest")).toHaveValue("");
    await expect(page.locator("#contact-form option").first()).toHaveText("Select a service");
    await fillForm(page, {
      ...lead,
      phone: "(561) 555-0123",
      service: "Smart Machines",
      message: "Lobby of a 200-unit building.",
    });
    await submit(page);

    // With and without JavaScript: the lead's own thank-you page (docs/decisions/082).
    await expect(page).toHaveURL(/\/thank-you\?ref=\d+\.[\w-]+$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you! We have your request." }),
    ).toBeVisible();
    await expect(page.getByTestId("reference")).toHaveText(/^GCV-\d{6}$/);

    await expect.poll(() => leadsDb().byEmail(lead.email).length).toBe(1);
    const [row] = leadsDb().byEmail(lead.email);
    expect(row).toMatchObject({
      full_name: lead.fullName,
      phone: "(561) 555-0123",
      service_interest: "smart-machines",
      message: "Lobby of a 200-unit building.",
      source_page: "/contact",
      is_spam: 0,
      notification_status: "skipped", // the shared test server has no SMTP or webhook
    });
    expect(JSON.parse(row!.utm!)).toEqual({ utm_source: "e2e", utm_campaign: "spring" });
  });

  test("a request sent before the page hydrated lands on its thank-you page; a toast shown before a late hydration does not come back", async ({
    page,
  }) => {
    // The page's modules are held back, so the forms post as they do without JavaScript.
    const release = await holdPageModules(page);
    const lead = uniqueLead("Early Lead");
    await page.goto("/contact");
    await fillForm(page, lead);
    await submit(page);
    await expect(page).toHaveURL(/\/thank-you\?ref=/);
    // Booking a visit answers with a redirect and a toast (the flash cookie).
    await page.locator('input[name="slot"]').first().check({ force: true });
    await page.getByRole("button", { name: "Book this visit" }).click();
    await expect(page).toHaveURL(/\/site-visit\?ref=/);
    const toast = page.getByTestId("toast").filter({ hasText: "Your site visit is booked." });
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 8000 }); // CSS fades it out after 5 s
    // From here on, note every moment a toast is on the page other than the faded server one (a
    // toast shown again by hydration, however briefly).
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as unknown as { __toastsShown: string[] }).__toastsShown = shown;
      const check = () => {
        const again = document.querySelector('[data-testid="toast"]:not(.toast-static)');
        if (again) shown.push(again.textContent ?? "");
      };
      new MutationObserver(check).observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["class", "style"],
      });
      check();
    });
    release();
    await waitForHydration(page);
    // Hydrated: the toaster has rendered its own list once the server's static toast is gone (the
    // same commit that would show the toast again); the faded toast must not have come back.
    await expect(page.locator(".toast-static")).toHaveCount(0);
    expect(await page.getByTestId("toast").count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { __toastsShown: string[] }).__toastsShown),
    ).toEqual([]);
    await expect.poll(() => leadsDb().byEmail(lead.email).length).toBe(1);
  });

  // One page for the error states: empty, then invalid, then fixed. With JavaScript it also runs
  // axe on the page and on its error state (axe runs inside the page; the no-JS error markup is the
  // same markup).
  test("a required field left empty is reported; invalid input shows errors next to the fields and keeps every typed value; axe on the page and its error state @both", async ({
    page,
  }) => {
    const js = test.info().project.name === "js";
    const axe = async () =>
      expect((await new AxeBuilder({ page }).include("#main").analyze()).violations).toEqual([]);
    await openForm(page, "/contact");
    if (js) await axe();
    await validatorReady(page);
    await submit(page);
    await expect(page.locator("#contact-form-fullName-error")).toHaveText("Please enter your full name");
    await expect(page.locator("#contact-form-email-error")).toHaveText("Please enter your email address");
    if (js) await axe();

    await fillForm(page, {
      fullName: "Kept Name",
      email: "not-an-email",
      phone: "call me maybe",
      service: "Micromarkets",
      message: "Keep this message",
    });
    await submit(page);

    const form = page.locator("#contact-form");
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#contact-form-email-error")).toHaveText("Please enter a valid email address");
    await expect(page.locator("#contact-form-phone-error")).toHaveText("Please enter a valid phone number");
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-describedby", /contact-form-email-error/);
    await expect(form.getByLabel("Full Name")).toHaveValue("Kept Name");
    await expect(form.getByLabel("Email")).toHaveValue("not-an-email");
    await expect(form.getByLabel("Phone")).toHaveValue("call me maybe");
    await expect(form.getByLabel("Service Interest")).toHaveValue("micromarkets");
    await expect(form.getByLabel("Message")).toHaveValue("Keep this message");
    expect(leadsDb().byEmail("not-an-email")).toHaveLength(0);
    // The first field in error has the focus (Conform with JavaScript, autofocus without).
    await expect(form.getByLabel("Email")).toBeFocused();

    // Fixing the field and sending again works.
    await form.getByLabel("Email").fill(uniqueLead("Fixed").email);
    await form.getByLabel("Phone").fill("");
    await submit(page);
    await expectThanks(page);
  });

  test("a honeypot submission looks successful but is stored as spam and never queued for notification @both", async ({
    page,
  }) => {
    const bot = uniqueLead("Honeypot Bot");
    await openForm(page, "/contact");
    await fillForm(page, { ...bot, message: "cheap pills" });
    await page
      .locator("#contact-form-website")
      .evaluate((input: HTMLInputElement) => (input.value = "http://spam.example.com"));
    await submit(page);
    await expectThanks(page);
    await expect.poll(() => leadsDb().byEmail(bot.email).length).toBe(1);
    const [row] = leadsDb().byEmail(bot.email);
    expect(row).toMatchObject({ is_spam: 1, spam_reason: "honeypot", notification_status: "skipped" });
    expect(leadsDb().notifyJobsFor(row!.id)).toHaveLength(0);
  });

  test("an empty form sent before the validator has loaded is stopped by the browser, not sent to the server", async ({
    page,
  }) => {
    // The validator module is held back: the form is hydrated but cannot validate with zod yet.
    let releaseValidator!: () => void;
    const validatorHeld = new Promise<void>((resolve) => (releaseValidator = resolve));
    await page.route(/\/assets\/contact-schema-[\w-]+\.js$/, async (route) => {
      await validatorHeld;
      await route.continue();
    });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await openForm(page, "/contact");
    await page.evaluate(() => {
      const form = document.getElementById("contact-form")!;
      const seen = ((window as unknown as { formEvents: string[] }).formEvents = [] as string[]);
      form.addEventListener(
        "invalid",
        (event) => seen.push(`invalid:${(event.target as HTMLInputElement).name}`),
        true,
      );
      form.addEventListener("submit", () => seen.push("submit"), true);
    });
    await submit(page);
    // The browser's required-field check: it flags the empty required fields and never submits.
    await page.waitForFunction(() =>
      (window as unknown as { formEvents: string[] }).formEvents.includes("invalid:fullName"),
    );
    expect(
      await page.evaluate(() => (window as unknown as { formEvents: string[] }).formEvents),
    ).not.toContain("submit");
    const name = page.locator("#contact-form").getByLabel("Full Name");
    await expect(name).toBeFocused();
    expect(posts).toEqual([]);
    await expect(page.getByTestId("toast")).toHaveCount(0);

    // Once it has loaded, the form validates with the schema and shows the messages in the page.
    releaseValidator();
    await page.locator("#contact-form[novalidate]").waitFor({ state: "attached" });
    await submit(page);
    await expect(page.locator("#contact-form-fullName-error")).toHaveText("Please enter your full name");
    expect(posts).toEqual([]);
  });

  test("shows Sending... with the button disabled while the request is in flight", async ({ page }) => {
    // The POST is held until the pending state has been seen.
    const post = gate();
    await page.route("**/api/contact", async (route) => {
      if (route.request().method() === "POST") await post.passed;
      await route.continue();
    });
    await openForm(page, "/contact");
    await fillForm(page, uniqueLead("Pending Lead"));
    await submit(page);
    const button = page.locator("#contact-form").getByRole("button", { name: "Sending..." });
    await expect(button).toBeDisabled();
    post.open();
    await expectThanks(page);
  });

  test("a failed request shows the destructive Error toast and keeps the values", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' })
        : route.continue(),
    );
    await openForm(page, "/contact");
    const lead = uniqueLead("Failing Lead");
    await fillForm(page, lead);
    await submit(page);
    const toast = page.getByTestId("toast").filter({ hasText: "Error" });
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(toast).toContainText("There was a problem submitting your request. Please try again.");
    await expect(page.locator("#contact-form").getByLabel("Full Name")).toHaveValue(lead.fullName);
    await expect(page.locator("#contact-form").getByLabel("Email")).toHaveValue(lead.email);
  });

  test("a form rendered by a client-side navigation fetches its signed stamp and is not taken for a bot", async ({
    page,
  }) => {
    const served = await (await page.request.get("/contact")).text();
    expect(served).toMatch(/name="formStartedAt" value="\d{13}\.[\w-]{43}"/);

    // Start on a page without the form (the home page has one of its own).
    await page.goto("/auth");
    await page.waitForFunction(() =>
      Boolean((window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter),
    );
    const stampRequest = page.waitForResponse(
      (r) => r.url().endsWith("/api/contact") && r.request().method() === "GET",
    );
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/contact"),
    );
    await stampRequest;
    await expect(page.locator('#contact-form input[name="formStartedAt"]')).toHaveValue(
      /^\d{13}\.[\w-]{43}$/,
    );
    const lead = uniqueLead("Client Nav");
    await fillForm(page, lead);
    await submit(page);
    await expectThanks(page);
    await expect.poll(() => leadsDb().byEmail(lead.email)[0]?.is_spam).toBe(0);
  });

  test("keeps the session's first referrer and campaign when the form is sent from a later page", async ({
    page,
  }) => {
    await page.goto("/contact?utm_source=ads&utm_campaign=fall", { referer: "https://www.google.com/" });
    await page.locator("#contact-form[data-enhanced]").waitFor();
    await openForm(page, "/contact");
    const lead = uniqueLead("First Touch");
    await fillForm(page, lead);
    await submit(page);
    await expectThanks(page);
    await expect.poll(() => leadsDb().byEmail(lead.email).length).toBe(1);
    const [row] = leadsDb().byEmail(lead.email);
    expect(row!.referrer).toBe("https://www.google.com/");
    expect(JSON.parse(row!.utm!)).toEqual({ utm_source: "ads", utm_campaign: "fall" });
  });
});

// Decision 054: Conform, the form's enhancement, is fetched on the first interaction with the form,
// not with the page. These run with JavaScript only.
test.describe("consultation form: the enhancement loads on first interaction", () => {
  /** The built client chunks holding Conform, and the enhancement's own chunk (build/chunk-modules.json). */
  function conformChunks() {
    const chunks = JSON.parse(readFileSync("build/chunk-modules.json", "utf8")) as Record<
      string,
      Record<string, number>
    >;
    const conform = new Set<string>();
    let enhancement: string | undefined;
    for (const [file, modules] of Object.entries(chunks)) {
      const ids = Object.keys(modules);
      if (ids.some((id) => id.includes("/node_modules/@conform-to/"))) conform.add(`/${file}`);
      if (ids.some((id) => id.endsWith("/components/contact/contact-form-enhancement.tsx")))
        enhancement = `/${file}`;
    }
    return { conform, enhancement };
  }

  // The prize widget (due 2 s after load) brings Conform pieces of its own: mark the game as played.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("prize-game-played", "1"));
  });

  test("on the home page, Conform is not fetched with the page, only once the form is focused", async ({
    page,
  }) => {
    const { conform, enhancement } = conformChunks();
    expect(conform.size).toBeGreaterThan(0);
    expect(enhancement).toBeDefined();
    const fetched: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (conform.has(path) || path === enhancement) fetched.push(path);
    });
    await page.goto("/", { waitUntil: "load" });
    await waitForHydration(page);
    await page.locator("#contact-form[data-enhanced]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    await expect(page.locator("#contact-form[data-conform]")).toHaveCount(0);

    const requested = page.waitForRequest((request) => new URL(request.url()).pathname === enhancement);
    await page.locator("#contact-form").getByLabel("Full Name").focus();
    await requested;
    await page.locator("#contact-form[data-conform]").waitFor({ state: "attached" });
    expect(fetched).toContain(enhancement);
  });

  test("text typed while the enhancement is on its way stays, with the focus and the caret; then validation works", async ({
    page,
  }) => {
    const { enhancement } = conformChunks();
    const chunk = gate();
    let requested!: () => void;
    const enhancementRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route(
      (url) => url.pathname === enhancement,
      async (route) => {
        requested();
        await chunk.passed;
        await route.continue();
      },
    );
    await page.goto("/");
    await waitForHydration(page);
    const form = page.locator("#contact-form");
    const name = form.getByLabel("Full Name");
    await name.focus();
    await enhancementRequested;
    await page.keyboard.type("Ana Lopez");
    // The caret after "Ana", where the next keystrokes go after the swap.
    for (let i = 0; i < " Lopez".length; i++) await page.keyboard.press("ArrowLeft");
    await expect(form).not.toHaveAttribute("data-conform");
    // The very element the visitor is typing in must survive the swap (nothing is re-rendered anew).
    await name.evaluate((input) => ((input as HTMLInputElement & { typedIn?: boolean }).typedIn = true));

    chunk.open();
    await expect(form).toHaveAttribute("data-conform", "");
    await expect(name).toHaveValue("Ana Lopez");
    await expect(name).toBeFocused();
    expect(await name.evaluate((input) => (input as HTMLInputElement & { typedIn?: boolean }).typedIn)).toBe(
      true,
    );
    await page.keyboard.type(" Maria");
    await expect(name).toHaveValue("Ana Maria Lopez");

    // Conform runs the form: once the validator is in too (form[novalidate]), leaving a bad email
    // shows nothing yet (a message then would push the submit button from under a tap); the first
    // tap on Submit sends the form to the check, which reports it next to its field.
    await page.locator("#contact-form[novalidate]").waitFor({ state: "attached" });
    const email = form.getByLabel("Email");
    await email.fill("not-an-email");
    const button = form.getByRole("button", { name: "Get Your Free Consultation" });
    const before = await button.boundingBox();
    await email.blur();
    expect(await button.boundingBox()).toEqual(before);
    await expect(page.locator("#contact-form-email-error")).toHaveCount(0);
    await email.focus();
    await button.click();
    await expect(page.locator("#contact-form-email-error")).toHaveText("Please enter a valid email address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAttribute("aria-describedby", /contact-form-email-error/);
    await expect(name).toHaveValue("Ana Maria Lopez");
  });

  test("a request sent before the enhancement has arrived waits for it and is sent once, as JSON", async ({
    page,
  }) => {
    const { enhancement } = conformChunks();
    const chunk = gate();
    await page.route(
      (url) => url.pathname === enhancement,
      async (route) => {
        await chunk.passed;
        await route.continue();
      },
    );
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await waitForHydration(page);
    const lead = uniqueLead("Early Submit");
    await fillForm(page, lead);
    await submit(page);
    const form = page.locator("#contact-form");
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    // A second submit while waiting (the button is disabled; a script or an assistive tool could
    // still send one) is ignored.
    await form.evaluate((element) => (element as HTMLFormElement).requestSubmit());
    expect(posts).toEqual([]);

    chunk.open();
    await expectThanks(page);
    expect(posts).toEqual(["/api/contact"]);
    await expect.poll(() => leadsDb().byEmail(lead.email).length).toBe(1);
    expect(leadsDb().byEmail(lead.email)[0]).toMatchObject({ source_page: "/", is_spam: 0 });
  });

  test("when the enhancement cannot load, the form posts to its action as without JavaScript", async ({
    page,
  }) => {
    const { enhancement } = conformChunks();
    await page.route(
      (url) => url.pathname === enhancement,
      (route) => route.abort("internetdisconnected"),
    );
    await page.goto("/");
    await waitForHydration(page);
    const lead = uniqueLead("Offline Enhancement");
    await fillForm(page, lead);
    await submit(page);
    await expectThanks(page);
    await expect.poll(() => leadsDb().byEmail(lead.email).length).toBe(1);
    expect(leadsDb().byEmail(lead.email)[0]).toMatchObject({ source_page: "/", is_spam: 0 });
  });
});
