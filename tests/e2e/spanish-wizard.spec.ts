import { addAdminSession } from "../support/auth";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "../support/hydration";
import { logoPng } from "../support/visualization-fixtures";

/**
 * The space-visualization wizard in Spanish (decision 045), with JavaScript (in place,
 * JSON API with ?lang=es, polling) and without (URL state, multipart form, the result page that
 * refreshes itself); the request is a Spanish-speaking lead in the admin.
 */
async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await waitForHydration(page);
}

const toast = (page: Page) => page.getByTestId("toast");
const progress = (page: Page) => page.getByRole("progressbar", { name: "Progreso del asistente" });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

test.describe("the wizard in Spanish", () => {
  test("steps, catalogue, Spanish validation messages, hreflang; axe on both steps @both", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/es/visualizacion-de-espacio");
    await ready(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page).toHaveTitle("Visualización gratis de su espacio | Gold Coast Vending");
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
      "href",
      /\/space-visualization$/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Visualización de su espacio");
    for (const step of ["Elija las máquinas", "Complete los detalles", "Genere la visualización"])
      await expect(page.getByText(step, { exact: true }).first()).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuetext", "Paso 1 de 3");
    await expect(page.getByRole("heading", { name: "Máquinas expendedoras clásicas" })).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Siguiente" }).click();
    await expect(toast(page)).toContainText("Por favor, seleccione las máquinas");
    await expect(toast(page)).toContainText("Necesita seleccionar al menos una máquina para continuar.");

    await page.getByRole("link", { name: "Agregar Máquina de snacks" }).click();
    await page.getByRole("link", { name: "Agregar otra unidad: Máquina de snacks" }).click();
    const selection = page.getByRole("list", { name: "Máquinas seleccionadas" });
    await expect(selection).toContainText("2 × Máquina de snacks");
    await expect(page).toHaveURL(/\/es\/visualizacion-de-espacio\?m=snack%3A2$/);

    await page.getByRole("link", { name: "Siguiente" }).click();
    await expect(progress(page)).toHaveAttribute("aria-valuetext", "Paso 2 de 3");
    await expect(page.getByText("Imágenes JPEG, PNG, WebP o AVIF, de hasta")).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Siguiente" }).click();
    await expect(toast(page)).toContainText("Por favor, indique la dirección de su sitio web");

    // An address that is no website: the field's message, in Spanish.
    await page.getByLabel("Su sitio web").fill("mailto:hola@example.com");
    await page.getByRole("button", { name: "Siguiente" }).click();
    await expect(
      page.getByText("Por favor, escriba una dirección web como https://suempresa.com."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/es\/visualizacion-de-espacio\?step=2/);
  });

  test("the whole wizard to its result; the request is a Spanish-speaking lead in the admin @both", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(90_000);
    const website = `https://es-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}.invalid`;
    await page.goto("/es/visualizacion-de-espacio?m=combo:1,drink-cooler:1");
    await ready(page, javaScriptEnabled);
    await page.getByRole("link", { name: "Siguiente" }).click();
    await page.getByLabel("Su sitio web").fill(website);
    await page
      .getByLabel("Logo (opcional)")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logoPng("#0f766e", "HOLA") });
    await page.getByRole("button", { name: "Siguiente" }).click();
    await expect(progress(page)).toHaveAttribute("aria-valuetext", "Paso 3 de 3");
    if (javaScriptEnabled) {
      await expect(page.getByRole("heading", { name: "Todo listo para generar" })).toBeVisible();
      await expect(page.getByText("1 × Máquina combinada")).toBeVisible();
      await expect(page.getByText("Logo: logo.png")).toBeVisible();
    } else {
      await expect(page).toHaveURL(/\/es\/visualizacion-de-espacio\/[A-Za-z0-9_-]{20,}$/);
      await expect(page).toHaveTitle("La visualización de su espacio | Gold Coast Vending");
      await expect(page.getByText("1 × Máquina combinada")).toBeVisible();
    }
    const uploaded = javaScriptEnabled
      ? page.waitForResponse((r) => r.url().endsWith("/api/visualization?lang=es"))
      : null;
    await page.getByRole("button", { name: "Generar visualización" }).click();
    if (uploaded) expect((await uploaded).status()).toBe(201);
    const image = page.getByTestId("visualization-image");
    await expect(image).toBeVisible({ timeout: 45_000 });
    await expect(image).toHaveAttribute("alt", "Su maqueta de máquinas expendedoras con su marca");
    await expect(page.getByText("¡Su visualización está lista!").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Descargar imagen" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Reserve su instalación gratis" })).toHaveAttribute(
      "href",
      /visualization=[A-Za-z0-9_-]{20,}#contact-form$/,
    );

    await addAdminSession(page);
    await page.goto(`/admin/visualizations?q=${encodeURIComponent(website.slice(8))}`);
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Spanish-speaking lead");
    // The admin stays English: machines in English words.
    await expect(rows.first()).toContainText("1 × Combo Machine");
    const csv = await (
      await page.request.get(`/admin/visualizations.csv?q=${encodeURIComponent(website.slice(8))}`)
    ).text();
    const [header, line] = csv.split("\r\n");
    expect(header!.split(",").at(-1)).toBe("Language");
    expect(line!.split(",").at(-1)).toBe("Spanish");
  });

  test("the JSON API refuses a file that is no image in the page's language", async ({ request }) => {
    const response = await request.post("/api/visualization?lang=es", {
      multipart: {
        machines: JSON.stringify([{ category: "vending", type: "snack", quantity: 1 }]),
        websiteUrl: "https://example.com",
        logo: { name: "logo.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") },
      },
    });
    expect(response.status()).toBe(415);
    expect((await response.json()).message).toBe(
      "El logo y la foto del espacio deben ser imágenes (JPEG, PNG, WebP o AVIF).",
    );
  });
});
