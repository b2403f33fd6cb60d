import AxeBuilder from "@axe-core/playwright";
import { jsonLdBlocks } from "../support/json-ld";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "../support/auth";
import { leadsDb, uniqueLead } from "../support/leads-db";

/**
 * The Spanish home, service and contact pages (decisions 040-042): their copy, the
 * language switch, and the consultation form in Spanish, whose lead reaches the (English) admin
 * with the "Spanish-speaking lead" badge.
 */

const isJs = () => test.info().project.name === "js";

async function openForm(page: Page, url: string) {
  await page.goto(url);
  if (isJs()) await page.locator("#contact-form[data-enhanced]").waitFor();
}

/** With JavaScript, the zod validator loads on first focus (form[novalidate] once it has). */
async function validatorReady(page: Page) {
  if (!isJs()) return;
  const field = page.locator("#contact-form").getByLabel("Mensaje");
  await field.focus();
  await page.locator("#contact-form[novalidate]").waitFor({ state: "attached" });
  await field.blur();
}

const submit = (page: Page) =>
  page.locator("#contact-form").getByRole("button", { name: "Solicite su consulta gratis" }).click();

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3)}`);
}

test.describe("Spanish consultation form", () => {
  test("a request from /es/contacto is stored as Spanish and badged in the admin list and view @both", async ({
    page,
  }) => {
    test.slow(); // two leads and a sign-in, without JavaScript too
    const lead = uniqueLead("Lucía Spanish");
    await openForm(page, "/es/contacto");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Solicite su consulta gratis");
    const form = page.locator("#contact-form");
    await expect(form.locator("option").first()).toHaveText("Seleccione un servicio");
    await expect(form.getByText("Por ejemplo: (561) 555-0123")).toBeVisible();
    await form.getByLabel("Nombre completo").fill(lead.fullName);
    await form.getByLabel("Correo electrónico").fill(lead.email);
    await form.getByLabel("Servicio de interés").selectOption({ label: "Micromercados" });
    await form.getByLabel("Mensaje").fill("Oficina de 40 personas en Doral.");
    await submit(page);

    // The Spanish thank-you page (docs/decisions/082), with and without JavaScript.
    await expect(page).toHaveURL(/\/es\/gracias\?ref=\d+\.[\w-]+$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "¡Gracias! Recibimos su solicitud." }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");

    await expect.poll(() => leadsDb().byEmail(lead.email).length).toBe(1);
    const [row] = leadsDb().byEmail(lead.email);
    expect(row).toMatchObject({
      language: "es",
      source_page: "/es/contacto",
      service_interest: "micromarkets",
    });

    await signIn(page, undefined, `/admin?q=${encodeURIComponent(lead.email)}`);
    const listRow = page.locator("tbody tr").filter({ hasText: lead.fullName });
    await expect(listRow.getByTestId("spanish-lead-badge")).toHaveText("Spanish-speaking lead");
    await page.goto(`/admin?view=${row!.id}`);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("spanish-lead-badge")).toHaveText("Spanish-speaking lead");

    // An English lead has no badge.
    const english = uniqueLead("Ann English");
    await openForm(page, "/contact");
    await page.locator("#contact-form").getByLabel("Full Name").fill(english.fullName);
    await page.locator("#contact-form").getByLabel("Email").fill(english.email);
    await page.locator("#contact-form").getByRole("button", { name: "Get Your Free Consultation" }).click();
    await expect(page).toHaveURL(/\/thank-you\?ref=/);
    await expect.poll(() => leadsDb().byEmail(english.email)[0]?.language).toBe("en");
    await page.goto(`/admin?q=${encodeURIComponent(english.email)}`);
    await expect(page.locator("tbody tr").filter({ hasText: english.fullName })).toBeVisible();
    await expect(page.getByTestId("spanish-lead-badge")).toHaveCount(0);
  });

  test("mistakes are answered in Spanish next to the fields, typed values kept @both", async ({ page }) => {
    await openForm(page, "/es/contacto");
    await validatorReady(page);
    const form = page.locator("#contact-form");
    await form.getByLabel("Nombre completo").fill("Ana");
    await form.getByLabel("Correo electrónico").fill("ana-sin-arroba");
    await form.getByLabel("Teléfono").fill("12");
    await submit(page);
    await expect(form.getByText("Por favor, escriba un correo electrónico válido")).toBeVisible();
    await expect(form.getByText("Por favor, escriba un número de teléfono válido")).toBeVisible();
    await expect(form.getByLabel("Nombre completo")).toHaveValue("Ana");
    await expect(form.getByLabel("Correo electrónico")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
  });

  test("the JSON API answers in Spanish and records a Spanish lead only when lang is posted", async ({
    request,
  }) => {
    const bad = await request.post("/api/contact", { data: { fullName: "", email: "x", lang: "es" } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).fieldErrors.email).toEqual(["Por favor, escriba un correo electrónico válido"]);
    const english = await request.post("/api/contact", { data: { fullName: "", email: "x" } });
    expect((await english.json()).fieldErrors.email).toEqual(["Please enter a valid email address"]);
    const unknown = await request.post("/api/contact", {
      data: { fullName: "A", email: "a@example.com", lang: "fr" },
    });
    expect(unknown.status()).toBe(400);
    expect(Object.keys((await unknown.json()).fieldErrors)).toEqual(["lang"]);

    const lead = uniqueLead("Api Spanish");
    const created = await request.post("/api/contact", { data: { ...lead, lang: "es" } });
    expect(created.status()).toBe(201);
    expect(leadsDb().byEmail(lead.email)[0]?.language).toBe("es");
  });
});

test.describe("Spanish home and service pages", () => {
  // A page's axe scan is run on the load its own test makes (with reduced motion, as every scan).
  test("the home page is Spanish throughout, has no axe violations, and switches to the English home", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page).toHaveTitle(/Máquinas expendedoras y micromercados de lujo/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Comodidades de lujo para los tiempos modernos",
    );
    for (const heading of [
      "Tres maneras de alimentar a su equipo",
      "Las marcas premium que su gente pide",
      "Nuestra misión",
      "Instalaciones de ejemplo",
      "Servimos al sur de la Florida, de Palm Beach a Miami",
      "Preguntas frecuentes",
    ])
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    await expect(page.getByTestId("faq-item").first()).toContainText("¿De verdad una máquina expendedora");
    await expect(page.getByTestId("brand").last()).toContainText("Marca aliada");
    await expect(page.getByRole("link", { name: "Ver Miami" })).toHaveAttribute(
      "href",
      "/es/ubicaciones/miami",
    );
    await expect(page.locator("#contact-form").getByLabel("Nombre completo")).toBeVisible();
    await expect(page.locator("#contact-form")).toHaveAttribute("action", "/es/contacto");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link", { name: "Micromercados", exact: true })).toHaveAttribute(
      "href",
      "/es/micromercados",
    );
    expect(await axeViolations(page), "/es").toEqual([]);
    await page.locator("header").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Luxury Amenities for the Modern Age");
    await page.locator("header").getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es$/);
  });

  for (const [en, es, h1] of [
    ["/classic-vending", "/es/maquinas-expendedoras", "Máquinas expendedoras modernas, instaladas gratis"],
    ["/smart-machines", "/es/maquinas-inteligentes", "Máquinas inteligentes de autoservicio"],
    ["/micromarkets", "/es/micromercados", "Un micromercado en su sala de descanso"],
  ] as const) {
    test(`${en} switches to ${es} and back, with hreflang and Spanish JSON-LD; no axe violations on ${es}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(en);
      await page.locator("header").getByRole("link", { name: "Español" }).click();
      await expect(page).toHaveURL(new RegExp(`${es}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/es");
      await expect(page.getByRole("heading", { name: "Galería de instalaciones" })).toBeVisible();
      expect(await page.locator('link[rel="alternate"][hreflang="en-US"]').getAttribute("href")).toMatch(
        new RegExp(`${en}$`),
      );
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`${es}$`));
      const blocks = await jsonLdBlocks(page);
      const service = blocks.find((b) => b["@type"] === "Service")!;
      expect(service.inLanguage).toBe("es-US");
      expect(String(service.url)).toMatch(new RegExp(`${es}$`));
      // The switch is a plain link: the Spanish page was loaded afresh, as a scan of it needs.
      expect(await axeViolations(page), es).toEqual([]);
      await page.locator("header").getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(new RegExp(`${en}$`));
    });
  }

  test("the Spanish pages are cached and listed in the sitemap with their English pairs", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of [
      "/es",
      "/es/maquinas-expendedoras",
      "/es/maquinas-inteligentes",
      "/es/micromercados",
      "/es/contacto",
    ])
      expect(sitemap).toContain(`${path}</loc><xhtml:link rel="alternate" hreflang="en-US"`);
    await request.get("/es/micromercados");
    const again = await request.get("/es/micromercados");
    expect(again.headers()["x-page-cache"]).toBe("hit");
  });

  // /es and the Spanish service pages are scanned in their tests above.
  for (const path of ["/es/contacto"]) {
    test(`no axe violations on ${path}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
