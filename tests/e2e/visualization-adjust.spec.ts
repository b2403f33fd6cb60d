import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { waitForHydration } from "../support/hydration";
import { roomPhoto } from "../support/visualization-fixtures";

/**
 * Adjusting a finished mockup (docs/decisions/084): without JavaScript the step buttons re-render
 * it and each version is kept (the visitor can show an earlier one); with JavaScript the machines'
 * outline is dragged over the image and letting go shows the new version.
 */
async function finishedMockup(request: APIRequestContext) {
  const created = await request.post("/api/visualization", {
    multipart: {
      machines: JSON.stringify([{ category: "vending", type: "combo", quantity: 2 }]),
      spacePhoto: { name: "room.jpg", mimeType: "image/jpeg", buffer: await roomPhoto() },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.post(`/api/visualization/${id}/generate`)).ok()).toBe(true);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/visualization/${id}`)).json()) as { status: string }).status,
      {
        timeout: 30_000,
      },
    )
    .toBe("completed");
  return id;
}

const image = (page: Page) => page.getByTestId("visualization-image");

test("the adjust buttons re-render the mockup and keep every version @both", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const id = await finishedMockup(request);
  await page.goto(`/space-visualization/${id}`);
  if (javaScriptEnabled) await waitForHydration(page);
  await expect(image(page)).toHaveAttribute("src", /mockup\.webp\?v=1$/);
  const first = await (await page.request.get((await image(page).getAttribute("src"))!)).body();

  await page.getByRole("button", { name: "Move left" }).click();
  await expect(image(page)).toHaveAttribute("src", /mockup\.webp\?v=2$/, { timeout: 20_000 });
  const second = await (await page.request.get((await image(page).getAttribute("src"))!)).body();
  expect(second.equals(first)).toBe(false);
  await expect(page.getByText("Version 2 (shown)")).toBeVisible();

  await page.getByRole("button", { name: "Floor line lower" }).click();
  await expect(image(page)).toHaveAttribute("src", /mockup\.webp\?v=3$/, { timeout: 20_000 });

  // An earlier version can be shown again; the download follows the version shown.
  await page.getByRole("button", { name: "Show version 1" }).click();
  await expect(image(page)).toHaveAttribute("src", /mockup\.webp\?v=1$/);
  await expect(page.getByText("Version 1 (shown)")).toBeVisible();
  await expect(page.getByRole("link", { name: "Download Image" })).toHaveAttribute(
    "href",
    /mockup\.jpg\?v=1$/,
  );
  const shown = await (await page.request.get((await image(page).getAttribute("src"))!)).body();
  expect(shown.equals(first)).toBe(true);

  if (javaScriptEnabled) {
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  }
});

test("with JavaScript the machines are dragged over the image and the new version shows", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const id = await finishedMockup(request);
  await page.goto(`/space-visualization/${id}`);
  await waitForHydration(page);
  const group = page.getByTestId("group-handle");
  await expect(group).toBeVisible();
  await group.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const before = (await group.boundingBox())!;
  const frame = (await image(page).boundingBox())!;
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await page.mouse.move(before.x + before.width / 2 + frame.width * 0.15, before.y + before.height / 2, {
    steps: 5,
  });
  await page.mouse.up();
  await expect(image(page)).toHaveAttribute("src", /mockup\.webp\?v=2$/, { timeout: 20_000 });
  // The machines now stand where they were dropped (within a few per cent of the width).
  await expect
    .poll(async () => ((await group.boundingBox())!.x - before.x) / frame.width)
    .toBeGreaterThan(0.1);

  // The floor line moves with the keyboard too.
  const floor = page.getByTestId("floor-handle");
  const floorBefore = Number(await floor.getAttribute("aria-valuenow"));
  await floor.focus();
  await page.keyboard.press("ArrowDown");
  await expect(image(page)).toHaveAttribute("src", /mockup\.webp\?v=3$/, { timeout: 20_000 });
  await expect.poll(async () => Number(await floor.getAttribute("aria-valuenow"))).toBe(floorBefore + 2);
  // The floor line keeps the keyboard focus through the new version: the next step needs no Tab.
  await expect(floor).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(image(page)).toHaveAttribute("src", /mockup\.webp\?v=4$/, { timeout: 20_000 });
  await expect(floor).toBeFocused();
});
