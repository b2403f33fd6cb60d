import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { useOwnServer } from "../support/own-server";
import { by, servedHtml } from "../support/served-html";
import { signInOn } from "../support/auth";
import { expectNoAxeViolations } from "./prize-support";

/**
 * The Testimonials tab and the home page (docs/decisions/053-testimonials-in-the-database.md),
 * with and without JavaScript. A server of its own: the testimonials are global, and the home page
 * of the shared server must keep its three.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });
const server = useOwnServer();

async function signIn(page: Page) {
  await signInOn(page, server().url, "/admin/testimonials");
}

const cards = (page: Page) => page.getByTestId("admin-testimonial");
/**
 * The home page as a visitor (no cookie) is served it, through the page cache: its markup read over
 * HTTP, where no rendering is needed (docs/decisions/075-test-suite-speed.md).
 */
async function servedHome(request: APIRequestContext, path = "/") {
  const response = await request.get(`${server().url}${path}`);
  expect(response.status()).toBe(200);
  const html = servedHtml(await response.text());
  return {
    names: html.texts(by.testId("testimonial-name")),
    sampleLabels: html.texts(by.testId("sample-label")),
    testimonials: html.texts(by.testId("testimonial")),
    originalLabels: html.texts(by.testId("testimonial-original")),
    headings: html.texts((e) => /^h[1-6]$/.test(e.name)),
  };
}

test("add a testimonial, move it to the top, hide one: the home page shows the first three visible, samples labelled @both", async ({
  page,
  request,
}) => {
  // Today's samples, labelled as such for visitors.
  const before = await servedHome(request);
  expect(before.names).toEqual(["Danielle R.", "Marcus T.", "Elena V."]);
  expect(before.sampleLabels).toEqual(
    Array(3).fill("Sample testimonial: an illustration, not a customer review"),
  );

  await signIn(page);
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).filter({ hasText: "Sample" })).toHaveCount(3);
  await expectNoAxeViolations(page);

  // Add: errors next to the fields, typed values kept; then saved, last in the list.
  await page.getByRole("link", { name: "Add Testimonial" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Testimonial" });
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Name").fill("Rosa M.");
  await dialog.getByLabel("Role").fill("Facilities Director");
  await dialog.getByRole("button", { name: "Add Testimonial" }).click();
  await expect(dialog.getByText("Company is required")).toBeVisible();
  await expect(dialog.getByText("Quote is required")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("Rosa M.");
  await dialog.getByLabel("Company").fill("Doral logistics hub");
  await dialog.getByLabel("Quote").fill("Our night shift finally has hot food at 3 AM.");
  await dialog
    .getByLabel("Spanish translation (optional)")
    .fill("Nuestro turno de noche por fin tiene comida caliente.");
  await dialog.getByRole("button", { name: "Add Testimonial" }).click();
  await expect(page.getByText("Testimonial added", { exact: true })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(cards(page).nth(3)).toContainText("Rosa M.");
  await expect(cards(page).nth(3)).not.toContainText("Sample");
  await expect(cards(page).nth(3)).not.toContainText("On the home page");

  // Move it to the top (three steps up), then hide Marcus T.
  for (const expected of [2, 1, 0]) {
    await page.getByRole("button", { name: "Move Rosa M. up" }).click();
    await expect(cards(page).nth(expected)).toContainText("Rosa M.");
  }
  await expect(page.getByRole("button", { name: "Move Rosa M. up" })).toBeDisabled();
  await page.getByRole("button", { name: "Hide Marcus T." }).click();
  await expect(page.getByText("Testimonial hidden", { exact: true })).toBeVisible();
  await expect(cards(page).filter({ hasText: "Marcus T." })).toContainText("Hidden");
  await expect(cards(page).filter({ hasText: "On the home page" })).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Show Marcus T." })).toBeVisible();

  // The home page (served from the page cache) follows at once.
  const after = await servedHome(request);
  expect(after.names).toEqual(["Rosa M.", "Danielle R.", "Elena V."]);
  const rosa = after.testimonials[0]!;
  expect(rosa).toContain("Our night shift finally has hot food at 3 AM.");
  expect(rosa).toContain("Facilities Director, Doral logistics hub");
  expect(rosa).not.toContain("Sample testimonial");
  expect(after.sampleLabels).toHaveLength(2);

  // The Spanish home shows Rosa's Spanish text; a testimonial without one is marked as the original.
  await page.getByRole("link", { name: "Edit Elena V." }).click();
  await page
    .getByRole("dialog", { name: "Edit Testimonial" })
    .getByLabel("Spanish translation (optional)")
    .fill("");
  await page.getByRole("button", { name: "Save Testimonial" }).click();
  await expect(page.getByText("Testimonial saved", { exact: true })).toBeVisible();
  const es = await servedHome(request, "/es");
  expect(es.testimonials[0]).toContain("Nuestro turno de noche por fin tiene comida caliente.");
  expect(es.testimonials[0]).not.toContain("Our night shift");
  expect(es.testimonials[1]).toContain("Nuestra máquina vieja se tragaba los billetes");
  expect(es.testimonials[2]).toContain("Residents love the smart cooler");
  expect(es.originalLabels).toEqual(["Testimonio en su idioma original"]);
});

test("editing a sample's words makes it a real one; with none visible the home page has no testimonials section @both", async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.getByRole("link", { name: "Edit Danielle R." }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Testimonial" });
  await expect(dialog).toContainText("This is a sample.");
  await dialog.getByLabel("Quote").fill("The micromarket is the first thing clients mention.");
  await dialog.getByRole("button", { name: "Save Testimonial" }).click();
  await expect(page.getByText("Testimonial saved", { exact: true })).toBeVisible();
  await expect(cards(page).filter({ hasText: "Danielle R." })).not.toContainText("Sample");

  // Delete one (with its confirmation) and hide the rest.
  await page.getByRole("link", { name: "Delete Elena V." }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Testimonial" });
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Testimonial deleted", { exact: true })).toBeVisible();
  await expect(cards(page).filter({ hasText: "Elena V." })).toHaveCount(0);
  for (const name of ["Rosa M.", "Danielle R."]) {
    await page.getByRole("button", { name: `Hide ${name}` }).click();
    await expect(page.getByRole("button", { name: `Show ${name}` })).toBeVisible();
  }
  await expect(cards(page).filter({ hasText: "On the home page" })).toHaveCount(0);

  const home = await servedHome(request);
  expect(home.headings).toContain("Premium Brand Partners");
  expect(home.headings).not.toContain("What Our Hosts Say");
  expect(home.testimonials).toEqual([]);
});
