import { expect, test, type Page } from "@playwright/test";
import { signIn } from "../support/auth";
import { waitForHydrationOnPausedClock } from "../support/hydration";
import { drawViaApi, expectNoAxeViolations, GAME_CHUNK, recordScripts, uniquePerson } from "./prize-support";

/**
 * The prize game in Spanish (decision 045): the /es/premio page with and without
 * JavaScript, the floating widget on Spanish pages, Spanish messages from the same rules, and the
 * entry's language in the admin ("Spanish-speaking lead" badge, CSV Language column).
 */

/** The entry appears in the admin with the Spanish badge and "Spanish" in the CSV. */
async function expectSpanishLeadInAdmin(page: Page, email: string) {
  await signIn(page, undefined, `/admin/prize-entries?q=${encodeURIComponent(email)}`);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(email);
  await expect(rows.first()).toContainText("Spanish-speaking lead");
  const csv = await (
    await page.request.get(`/admin/prize-entries.csv?q=${encodeURIComponent(email)}`)
  ).text();
  const [header, line] = csv.split("\r\n");
  expect(header!.split(",").at(-1)).toBe("Language");
  expect(line).toContain(email);
  expect(line!.split(",").at(-1)).toBe("Spanish");
}

test.describe("the prize game in Spanish", () => {
  test.describe.configure({ timeout: 60_000 });

  test("/es/premio: drop the coin, Spanish field messages, enter; the entry is a Spanish-speaking lead @both", async ({
    page,
  }) => {
    const person = uniquePerson("es-page");
    await page.goto("/es/premio");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page).toHaveTitle("Juego de premios: gane hasta $1,000 | Gold Coast Vending");
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute("href", /\/prize$/);
    await expect(page.locator('link[rel="alternate"][hreflang="es-US"]')).toHaveAttribute(
      "href",
      /\/es\/premio$/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Gane hasta $1,000 en crédito para máquinas expendedoras",
    );
    // No floating icon on the prize page itself.
    await expect(page.getByRole("link", { name: /Gane hasta \$1,000/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Echar la moneda" }).click();
    await expect(page).toHaveURL(/\/es\/premio\?token=/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(/^¡Ganó \$(100|1,000) en crédito para máquinas expendedoras!$/);
    const amountText = (await heading.textContent())!.match(/\$(100|1,000)/)![0];
    await expect(
      page.getByText("El crédito es solo para clientes futuros, no para clientes actuales."),
    ).toBeVisible();

    await page.getByLabel("Correo electrónico").fill("todavia-no-es-un-correo");
    await page.getByLabel("Teléfono").fill("(561) 555-01");
    await page.getByRole("button", { name: "Reclamar mi crédito" }).click();
    await expect(page.getByText("Por favor, escriba un correo electrónico válido")).toBeVisible();
    await expect(page.getByText("Por favor, escriba un número de teléfono válido")).toBeVisible();
    await expect(page.getByLabel("Teléfono")).toHaveValue("(561) 555-01");
    await expect(page).toHaveURL(/\/es\/premio\?token=/);
    await expectNoAxeViolations(page);

    await page.getByLabel("Correo electrónico").fill(person.email);
    await page.getByLabel("Teléfono").fill(person.phone);
    await page.getByRole("button", { name: "Reclamar mi crédito" }).click();
    await expect(page).toHaveURL(/\/es\/premio\?result=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Felicidades!");
    await expect(
      page.getByText(`Su crédito de ${amountText} para máquinas expendedoras está reservado.`),
    ).toBeVisible();
    await expect(
      page.getByText(`Premio: ${amountText} en crédito para máquinas expendedoras.`),
    ).toBeVisible();

    // The same phone again: "Ya participó", in Spanish, back on the Spanish page.
    await page.goto("/es/premio");
    await page.getByRole("button", { name: "Echar la moneda" }).click();
    await page.getByLabel("Correo electrónico").fill(uniquePerson("es-page2").email);
    await page.getByLabel("Teléfono").fill(person.phone.replace(/\D/g, ""));
    await page.getByRole("button", { name: "Reclamar mi crédito" }).click();
    await expect(page).toHaveURL(/\/es\/premio$/);
    await expect(page.getByTestId("toast")).toContainText("Ya participó");
    await expect(page.getByTestId("toast")).toContainText(
      "Usted ya participó en el juego de premios con este correo electrónico o número de teléfono.",
    );

    await expectSpanishLeadInAdmin(page, person.email);
  });

  test("an unknown token on /es/premio falls back to the intro with a Spanish message @nojs", async ({
    page,
  }) => {
    await page.goto("/es/premio?token=forged.token");
    await expect(page.getByRole("alert")).toHaveText(
      "No pudimos verificar este premio. Eche una moneda para jugar otra vez.",
    );
  });

  test("the language switch on /prize leads to /es/premio and back @both", async ({ page }) => {
    await page.goto("/prize");
    await page.locator("header").getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/premio$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Gane hasta $1,000 en crédito para máquinas expendedoras",
    );
    await page.locator("header").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/prize$/);
  });

  test("without JavaScript the floating icon on a Spanish page links to /es/premio @nojs", async ({
    page,
  }) => {
    await page.goto("/es/ubicaciones/miami");
    const link = page.getByRole("link", { name: /Gane hasta \$1,000/ });
    await expect(link).toHaveAttribute("href", "/es/premio");
    await expect(link).toHaveAccessibleName(
      "Gane hasta $1,000 en crédito para máquinas expendedoras: juegue al juego de premios",
    );
  });

  test("the floating widget on a Spanish page plays in Spanish and stores a Spanish entry", async ({
    page,
  }) => {
    const person = uniquePerson("es-widget");
    await page.clock.install({ time: new Date("2026-11-23T12:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-23T12:00:01Z"));
    await page.goto("/es/ubicaciones/doral");
    await waitForHydrationOnPausedClock(page);
    await page.waitForLoadState("networkidle");
    const scripts = recordScripts(page);
    await page.clock.runFor(2000);
    const launcher = page.getByRole("link", { name: /Gane hasta \$1,000/ });
    await expect(launcher).toBeVisible();
    await expect(page.getByRole("button", { name: "Ocultar el juego de premios" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Juego de premios" })).toBeVisible();
    // The icon is due and nothing was fetched for it: the game comes when the visitor reaches for it.
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);

    await launcher.click();
    const panel = page.getByRole("dialog");
    await expect(panel).toHaveAttribute("data-step", "intro");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(
      "Gane hasta $1,000 en crédito para máquinas expendedoras",
    );
    await expect(page.getByTestId("prize-announcer")).toHaveText(
      "Juego de premios. Gane hasta $1,000 en crédito para máquinas expendedoras.",
    );
    // axe: this state is scanned in English in prize-widget.spec.ts, the Spanish page on /es/premio above.
    const drawn = page.waitForResponse((r) => r.url().endsWith("/api/engagement/draw?lang=es"));
    await panel.getByRole("button", { name: "Echar la moneda" }).click();
    const { prizeAmount } = (await (await drawn).json()) as { prizeAmount: number };
    await expect(panel.getByRole("heading", { name: "¡Su moneda ya entró!" })).toBeFocused();
    await page.clock.runFor(3500);
    await expect(panel).toHaveAttribute("data-step", "form");
    const amountText = prizeAmount === 1000 ? "$1,000" : "$100";
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(
      `¡Ganó ${amountText} en crédito para máquinas expendedoras!`,
    );

    const email = panel.getByLabel("Correo electrónico");
    const phone = panel.getByLabel("Teléfono");
    await email.fill("no-es-correo");
    await phone.fill("555-12");
    await panel.getByRole("button", { name: "Reclamar mi crédito" }).click();
    await expect(panel.getByText("Por favor, escriba un correo electrónico válido")).toBeVisible();
    await expect(panel.getByText("Por favor, escriba un número de teléfono válido")).toBeVisible();

    // A phone only the server can tell is no real number: its Spanish message at the field.
    await email.fill(person.email);
    await phone.fill("561 555 0199 123");
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/engagement?lang=es"));
    await panel.getByRole("button", { name: "Reclamar mi crédito" }).click();
    expect((await refused).status()).toBe(400);
    await expect(panel.getByText("Por favor, escriba un número de teléfono válido")).toBeVisible();

    await phone.fill(person.phone);
    const entered = page.waitForResponse((r) => r.url().endsWith("/api/engagement?lang=es"));
    await panel.getByRole("button", { name: "Reclamar mi crédito" }).click();
    expect((await entered).status()).toBe(201);
    await expect(panel).toHaveAttribute("data-step", "result");
    await expect(panel.getByRole("heading", { name: "¡Felicidades!" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Cerrar", exact: true })).toBeVisible();

    // The API answers a repeat player in Spanish for a Spanish page.
    const draw = await drawViaApi(page.request);
    const again = await page.request.post("/api/engagement?lang=es", {
      data: { ...person, prizeAmount: draw.prizeAmount, token: draw.token },
    });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({
      message: "Usted ya participó en el juego de premios con este correo electrónico o número de teléfono.",
    });

    await page.clock.resume();
    await expectSpanishLeadInAdmin(page, person.email);
  });
});

test("if the game cannot be fetched, the Spanish icon goes to /es/premio as without JavaScript", async ({
  page,
}) => {
  await page.clock.install({ time: new Date("2026-11-23T12:00:00Z") });
  await page.clock.pauseAt(new Date("2026-11-23T12:00:01Z"));
  await page.goto("/es/ubicaciones/doral");
  await waitForHydrationOnPausedClock(page);
  await page.route(GAME_CHUNK, (route) => route.abort());
  await page.clock.runFor(2000);
  const launcher = page.getByRole("link", { name: /Gane hasta \$1,000/ });
  await expect(page.getByRole("button", { name: "Ocultar el juego de premios" })).toBeVisible();
  await launcher.click();
  await expect(page).toHaveURL(/\/es\/premio$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Gane hasta $1,000 en crédito para máquinas expendedoras",
  );
});
