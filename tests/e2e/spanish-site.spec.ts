import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "../support/hydration";

/**
 * The Spanish site (decision 040): the 30 city pages under /es/ubicaciones, the shell (banner,
 * navigation, drawer, footer) in the page's language, the language switch, hreflang alternates,
 * the sitemap, the page cache and the Spanish 404.
 */

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

test.describe("Spanish city pages", () => {
  test("switching languages on a city page keeps the visitor on the same city", async ({ page }) => {
    await page.goto("/locations/hialeah");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await page.locator("header").getByRole("link", { name: "Español" }).click();

    await expect(page).toHaveURL(/\/es\/ubicaciones\/hialeah$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Máquinas expendedoras y micromercados en Hialeah",
    );
    await expect(page).toHaveTitle("Máquinas expendedoras en Hialeah, FL | Gold Coast Vending");
    const spanishNav = page.getByRole("navigation", { name: "Principal" });
    await expect(spanishNav.getByRole("link", { name: "Micromercados", exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Ruta de navegación" })).toContainText("Inicio");
    await expect(page.getByRole("heading", { name: "Zonas donde damos servicio" })).toBeVisible();
    await expect(page.locator("footer")).toContainText("Todos los derechos reservados.");
    await expect(page.locator("footer")).toContainText("Dom. a jue.");

    // The Spanish bar's scroll buttons lead to the Spanish home page's sections.
    await expect(spanishNav.getByRole("link", { name: "Productos" })).toHaveAttribute("href", "/es#brands");
    await page.locator("header").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/locations\/hialeah$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vending & Micromarkets in Hialeah");
  });

  test("a page downloads its own language's strings only; switching languages fetches the other's", async ({
    page,
  }) => {
    // Decision 056: the dictionaries are one chunk per part and language, fetched before hydration.
    const dictionaries: string[] = [];
    page.on("request", (request) => {
      // The "ui" part of the dictionaries: /assets/ui.es-<hash>.js and ui.en-<hash>.js.
      const name = /\/assets\/ui\.(en|es)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (name) dictionaries.push(name);
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto("/es/ubicaciones/hialeah");
    await waitForHydration(page);
    expect(dictionaries).toEqual(["es"]);

    // The switch is a plain link (a new page load): the English page fetches the English strings.
    await page.locator("header").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/locations\/hialeah$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vending & Micromarkets in Hialeah");
    await expect(page.locator("footer")).toContainText("Service Areas");
    // The strings are fetched at hydration, after the load event: wait for it before counting.
    await waitForHydration(page);
    expect(dictionaries).toEqual(["es", "en"]);

    // An English page loaded afresh never asks for the Spanish strings (the English may come from cache).
    dictionaries.length = 0;
    await page.goto("/blog");
    await waitForHydration(page);
    expect(dictionaries).not.toContain("es");
    expect(errors).toEqual([]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the drawer's language switch leads to the same city in Spanish @both", async ({ page }) => {
      await page.goto("/locations/miami-beach");
      await page.locator("nav summary").click();
      const drawer = page.locator("#mobile-menu");
      await drawer.getByRole("link", { name: "Español" }).click();
      await expect(page).toHaveURL(/\/es\/ubicaciones\/miami-beach$/);
      await page.locator("nav summary").click();
      const spanishDrawer = page.locator("#mobile-menu");
      for (const name of ["Servicios", "Zonas de servicio", "Contacto", "English"])
        await expect(spanishDrawer.getByText(name, { exact: true })).toBeVisible();
      await expect(spanishDrawer.getByRole("link", { name: "Llame al (561) 555-0142" })).toBeVisible();
    });
  });

  // What a visitor without JavaScript gets of a Spanish city page (hreflang, canonical, JSON-LD in
  // the page's language) and of the Spanish not-found page is checked over HTTP in
  // pages-over-http.spec.ts.

  test("the sitemap lists both languages of each city with alternates; Spanish pages are cached", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect((sitemap.match(/<loc>[^<]*\/es\/ubicaciones\//g) ?? []).length).toBe(30);
    expect(sitemap).toMatch(
      /<loc>[^<]*\/es\/ubicaciones\/weston<\/loc><xhtml:link rel="alternate" hreflang="en-US" href="[^"]*\/locations\/weston"\/>/,
    );
    await request.get("/es/ubicaciones/weston");
    const again = await request.get("/es/ubicaciones/weston");
    expect(again.headers()["x-page-cache"]).toBe("hit");
    expect(await again.text()).toContain('<html lang="es-US"');
  });

  for (const path of ["/es/ubicaciones/miami", "/es/no-existe"]) {
    test(`no axe violations on ${path}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
