import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { createServer, type Server } from "node:http";
import { startAppServer, type AppServer } from "../support/app-server";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../support/lead-sinks";
import { uniqueLead } from "../support/leads-db";

// From the consultation form to a booked site visit (docs/decisions/082), in both languages, with
// and without JavaScript: the thank-you page and its one "lead" conversion, the instant reply, the
// booking, and the invitation read by a real iCalendar parser (ical.js). A local stand-in for
// Plausible records the events the page reports.
const FAKE_PLAUSIBLE = `
(function () {
  var queued = (window.plausible && window.plausible.q) || [];
  window.__events = [];
  window.__urls = [];
  window.plausible = function (name, options) { window.__events.push(name); if (options && options.u) window.__urls.push(options.u); };
  queued.forEach(function (args) { window.plausible.apply(null, args); });
})();`;

let smtp: SmtpSink;
let provider: Server;
let app: AppServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  smtp = await startSmtpSink();
  provider = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/javascript", "access-control-allow-origin": "*" });
    res.end(FAKE_PLAUSIBLE);
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  const address = provider.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  app = await startAppServer({
    env: {
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: "owner@example.com",
      MAIL_FROM: "Gold Coast Vending <web@example.com>",
      CONTACT_RATE_PER_MINUTE: "1000",
      CONTACT_RATE_PER_DAY: "1000",
      ANALYTICS_PROVIDER: "plausible",
      PLAUSIBLE_DOMAIN: "goldcoastvending.test",
      PLAUSIBLE_SCRIPT_URL: `${origin}/js/script.manual.js`,
    },
  });
});

test.afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
  await new Promise((resolve) => provider?.close(resolve));
});

const TEXT = {
  en: {
    form: "/contact",
    name: "Full Name",
    email: "Email",
    service: "Service Interest",
    submit: "Get Your Free Consultation",
    thanks: "Thank you! We have your request.",
    toast: "Thank you for your interest!",
    thankYouPath: /\/thank-you\?ref=\d+\.[\w-]+$/,
    book: "Book this visit",
    booked: "Your site visit is booked",
    visitPath: /\/site-visit\?ref=/,
    reply: "We have your request",
    replyBook: "book your free site visit here:",
  },
  es: {
    form: "/es/contacto",
    name: "Nombre completo",
    email: "Correo electrónico",
    service: "Servicio de interés",
    submit: "Solicite su consulta gratis",
    thanks: "¡Gracias! Recibimos su solicitud.",
    toast: "¡Gracias por su interés!",
    thankYouPath: /\/es\/gracias\?ref=\d+\.[\w-]+$/,
    book: "Reservar esta visita",
    booked: "Su visita está reservada",
    visitPath: /\/es\/visita\?ref=/,
    reply: "Recibimos su solicitud",
    replyBook: "reserve aquí su visita gratuita:",
  },
} as const;

/** The events reported so far (after the load event: the provider's script and DOMContentLoaded have run). */
const events = (page: Page) =>
  page.evaluate(() => [...((window as unknown as { __events?: string[] }).__events ?? [])].sort());

function invitation(mail: ReceivedMail) {
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { method: calendar.getFirstPropertyValue("method"), event };
}

for (const lang of ["en", "es"] as const) {
  test(`${lang}: the form leads to the thank-you page, a reply, and a booked visit with its invitation @both`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = TEXT[lang];
    const js = test.info().project.name === "js";
    const lead = uniqueLead(`Visit ${lang} ${js ? "js" : "nojs"}`);
    await page.goto(app.url + t.form);
    if (js) await page.locator("#contact-form[data-enhanced]").waitFor();
    const form = page.locator("#contact-form");
    await form.getByLabel(t.name).fill(lead.fullName);
    await form.getByLabel(t.email).fill(lead.email);
    await form.getByLabel(t.service).selectOption("micromarkets");
    await form.getByRole("button", { name: t.submit }).click();

    await expect(page).toHaveURL(t.thankYouPath);
    await expect(page.getByRole("heading", { level: 1, name: t.thanks })).toBeVisible();
    // SPEC's success toast opens the page, on both paths (the form's redirect, the enhanced form's fetch).
    await expect(page.getByTestId("toast")).toContainText(t.toast);
    const reference = (await page.getByTestId("reference").textContent())!;
    expect(reference).toMatch(/^GCV-\d{6}$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator("script[data-conversion]")).toHaveCount(1);
    if (js) {
      await page.waitForLoadState("load");
      expect(await events(page)).toEqual(["Lead", "pageview"]);
      // The conversion and the page view are reported without the lead's signed reference.
      const urls = await page.evaluate(() => (window as unknown as { __urls: string[] }).__urls);
      const shown = `${app.url}${lang === "es" ? "/es/gracias" : "/thank-you"}`;
      expect(urls).toEqual([shown, shown]);
    }

    // A reload counts nothing again and posts nothing again.
    await page.reload();
    await expect(page.getByTestId("reference")).toHaveText(reference);
    await expect(page.locator("script[data-conversion]")).toHaveCount(0);
    if (js) expect(await events(page)).toEqual(["pageview"]);

    // The instant reply, in the lead's language, with the reference and the booking link.
    const reply = await smtp.waitFor((m) => m.to.includes(lead.email) && m.subject.includes(reference));
    expect(reply.subject).toContain(t.reply);
    expect(reply.text).toContain(t.replyBook);
    expect(reply.text).toMatch(t.visitPath);

    // Book the first free time (a radio among the times grouped by day).
    const first = page.locator('input[name="slot"]').first();
    const slot = (await first.getAttribute("value"))!;
    await first.check({ force: true });
    await page.getByRole("button", { name: t.book }).click();
    await expect(page).toHaveURL(t.visitPath);
    await expect(page.getByRole("heading", { level: 1, name: t.booked })).toBeVisible();
    await expect(page.getByTestId("booked-visit")).toBeVisible();

    // The visitor's invitation and the owner's, both parsed by ical.js, at the booked instant (UTC).
    for (const to of [lead.email, "owner@example.com"]) {
      const mail = await smtp.waitFor(
        (m) => m.to.includes(to) && m.calendar !== "" && m.text.includes(lead.email) === (to !== lead.email),
      );
      const { method, event } = invitation(mail);
      expect(method).toBe("REQUEST");
      expect(event.startDate.toJSDate().toISOString()).toBe(slot);
      expect(event.endDate.toJSDate().getTime() - Date.parse(slot)).toBe(45 * 60_000);
      expect(event.uid).toMatch(/^site-visit-\d+@/);
    }
  });
}

test("the thank-you and site-visit pages pass axe", async ({ page }) => {
  test.skip(test.info().project.name !== "js", "one scan per page state");
  test.setTimeout(90_000); // two axe scans on a loaded machine
  const lead = uniqueLead("Visit axe");
  const res = await page.request.post(`${app.url}/api/contact`, {
    data: { ...lead, serviceInterest: "micromarkets" },
  });
  const { thankYou } = (await res.json()) as { thankYou: string };
  await page.goto(app.url + thankYou);
  const axe = () => new AxeBuilder({ page }).exclude("section[aria-label^='Notifications']").analyze();
  expect((await axe()).violations).toEqual([]);
  await page.goto(app.url + thankYou.replace("/thank-you", "/site-visit"));
  expect((await axe()).violations).toEqual([]);
});
