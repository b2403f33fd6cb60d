import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  allVisualizationsForExport,
  brandingName,
  createVisualization,
  listVisualizations,
  updateVisualization,
} from "~/models/visualizations.server";
import { createTestDatabase } from "../support/test-db";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(async () => {
  await test.cleanup();
});

async function seed() {
  const snack = [{ category: "vending" as const, type: "snack" as const, quantity: 1 }];
  const cooler = [{ category: "micromarket" as const, type: "drink-cooler" as const, quantity: 2 }];
  const a = await createVisualization(test.db, { machines: snack, websiteUrl: "https://alpha.example" });
  const b = await createVisualization(test.db, { machines: cooler, websiteUrl: "https://bravo.example" });
  const c = await createVisualization(test.db, { machines: snack, websiteUrl: "https://charlie.example" });
  await updateVisualization(test.db, b.id, {
    status: "completed",
    branding: JSON.stringify({ businessName: "Bravo Offices" }),
  });
  return { a, b, c };
}

describe("admin Visualizations list and CSV export", () => {
  it("exports only the requests the tab's search finds, in the tab's order", async () => {
    await seed();
    const snackOnly = await allVisualizationsForExport(test.db, { q: "snack", sort: "website", dir: "desc" });
    expect(snackOnly.map((r) => r.website_url)).toEqual(["https://charlie.example", "https://alpha.example"]);
    const listed = await listVisualizations(test.db, {
      q: "snack",
      sort: "website",
      dir: "desc",
      page: 1,
      pageSize: 20,
    });
    expect(listed.items.map((r) => r.id)).toEqual(snackOnly.map((r) => r.id));
    expect(listed.total).toBe(2);

    const completed = await allVisualizationsForExport(test.db, {
      q: "completed",
      sort: "createdAt",
      dir: "desc",
    });
    expect(completed.map((r) => r.website_url)).toEqual(["https://bravo.example"]);
    expect(await allVisualizationsForExport(test.db, { q: "", sort: "createdAt", dir: "desc" })).toHaveLength(
      3,
    );
  });

  it("reads the business name from the stored branding, tolerating none or broken JSON", () => {
    expect(brandingName({ branding: JSON.stringify({ businessName: "Bravo Offices" }) })).toBe(
      "Bravo Offices",
    );
    expect(brandingName({ branding: null })).toBeNull();
    expect(brandingName({ branding: "{not json" })).toBeNull();
  });
});
