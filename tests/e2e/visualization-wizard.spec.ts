import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { logoPng, roomPhoto, saveArtifact } from "../support/visualization-fixtures";
import { waitForHydration } from "../support/hydration";

/**
 * The space-visualization wizard of product §4/§5, with JavaScript (in place, JSON API, polling)
 * and without (URL state, multipart form, result page that refreshes itself).
 */
async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await waitForHydration(page);
}

const toast = (page: Page) => page.getByTestId("toast");

test.describe("space visualization wizard", () => {
  test("the wizard's steps pass axe checks", async ({ page }) => {
    await page.goto("/space-visualization?m=snack:2");
    await ready(page, true);
    const check = async () => {
      const results = await new AxeBuilder({ page }).include("main").analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual(
        [],
      );
    };
    await check();
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByLabel("Your website")).toBeVisible();
    await check();
  });

  test("shows the steps, the catalogue of 11 machine types with pictures and a progress bar at the real step; validation toasts: no machine, then no website @both", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow(); // the catalogue and both validation steps in one page: over 30 s on a loaded machine
    await page.goto("/space-visualization");
    await ready(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Space Visualization");
    for (const step of ["Choose Machines", "Provide Details", "Generate Visualization"])
      await expect(page.getByText(step, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Wizard progress" })).toHaveAttribute(
      "aria-valuenow",
      "33",
    );
    const cards = page
      .locator("li")
      .filter({ has: page.locator('img[src^="/space-visualization/machines/"]') });
    await expect(cards).toHaveCount(11);
    const picture = await page.request.get("/space-visualization/machines/double-led.svg");
    expect(picture.headers()["content-type"]).toBe("image/svg+xml");

    await page.getByRole("link", { name: "Next" }).click();
    await expect(toast(page)).toContainText("Please select machines");
    await expect(toast(page)).toContainText("You need to select at least one machine to continue.");
    await expect(page.getByRole("progressbar", { name: "Wizard progress" })).toHaveAttribute(
      "aria-valuenow",
      "33",
    );

    await page.getByRole("link", { name: "Add Snack Machine" }).click();
    await page.getByRole("link", { name: "Add another Snack Machine" }).click();
    await page.getByRole("link", { name: "Add Freezer" }).click();
    const selection = page.getByRole("list", { name: "Selected machines" });
    await expect(selection).toContainText("2 × Snack Machine");
    await expect(selection).toContainText("1 × Freezer");
    await page.getByRole("link", { name: "Remove Freezer" }).click();
    await expect(selection).not.toContainText("Freezer");

    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByRole("progressbar", { name: "Wizard progress" })).toHaveAttribute(
      "aria-valuenow",
      "67",
    );
    await expect(page.getByLabel("Your website")).toHaveAttribute("type", "url");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(toast(page)).toContainText("Please provide website URL");
    await expect(toast(page)).toContainText("Website URL is required to extract your branding.");
    // Previous goes back to step 1 with the selection kept.
    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page.getByRole("progressbar", { name: "Wizard progress" })).toHaveAttribute(
      "aria-valuenow",
      "33",
    );
    await expect(page.getByRole("list", { name: "Selected machines" })).toContainText("2 × Snack Machine");
  });

  test("the full wizard with a photo and a logo produces a downloadable mockup @both", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.goto("/space-visualization?m=combo:1,double-led:1,drink-cooler:2");
    await ready(page, javaScriptEnabled);
    await page.getByRole("link", { name: "Next" }).click();
    await page.getByLabel("Your website").fill("https://wizard-test.invalid");
    await page
      .getByLabel("Logo (optional)")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logoPng("#1d4ed8", "ACME") });
    await page
      .getByLabel("Photo of your space (optional)")
      .setInputFiles({ name: "room.jpg", mimeType: "image/jpeg", buffer: await roomPhoto() });
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("progressbar", { name: "Wizard progress" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    if (!javaScriptEnabled) await expect(page).toHaveURL(/\/space-visualization\/[A-Za-z0-9_-]{20,}$/);
    await page.getByRole("button", { name: "Generate Visualization" }).click();
    const image = page.getByTestId("visualization-image");
    await expect(image).toBeVisible({ timeout: 30_000 });
    if (javaScriptEnabled) await expect(toast(page)).toContainText("Your visualization is ready!");

    const src = (await image.getAttribute("src"))!;
    const webp = await page.request.get(src);
    expect(webp.status()).toBe(200);
    expect(webp.headers()["content-type"]).toBe("image/webp");
    const meta = await sharp(await webp.body()).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(1600);
    const download = page.getByRole("link", { name: "Download Image" });
    const jpeg = await page.request.get((await download.getAttribute("href"))!);
    expect(jpeg.headers()["content-type"]).toBe("image/jpeg");
    expect(jpeg.headers()["content-disposition"]).toMatch(/^attachment; filename="space-visualization-/);
    const jpegBytes = await jpeg.body();
    // The uploaded photo's EXIF (camera, GPS) is gone from what we serve.
    expect((await sharp(jpegBytes).metadata()).exif).toBeUndefined();
    saveArtifact(`wizard-${testInfo.project.name}.jpg`, jpegBytes);

    // The call to action references the request on the contact form.
    const id = src.split("/")[2]!;
    await expect(page.getByRole("link", { name: "Book Your Free Installation" })).toHaveAttribute(
      "href",
      `/contact?visualization=${id}#contact-form`,
    );

    await page
      .getByRole("link", { name: "Create New Visualization" })
      .or(page.getByRole("button", { name: "Create New Visualization" }))
      .click();
    await expect(page.getByRole("progressbar", { name: "Wizard progress" })).toHaveAttribute(
      "aria-valuenow",
      "33",
    );
    await expect(page.getByText("No machines yet.")).toBeVisible();
  });

  test("a file that is not an image is refused @both", async ({ page, javaScriptEnabled }) => {
    if (javaScriptEnabled) {
      // JS path: advance from step 1 in place so the form stays in the page.
      await page.goto("/space-visualization?m=snack:1");
      await ready(page, true);
      await page.getByRole("link", { name: "Next" }).click();
    } else {
      await page.goto("/space-visualization?step=2&m=snack:1");
    }
    await page.getByLabel("Your website").fill("https://not-an-image.invalid");
    // Named and typed like a PNG, but it is text: refused by content.
    await page.getByLabel("Logo (optional)").setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from("this is not really a png"),
    });
    await page.getByRole("button", { name: "Next" }).click();
    if (javaScriptEnabled) await page.getByRole("button", { name: "Generate Visualization" }).click();
    await expect(toast(page)).toContainText("Upload Failed");
    await expect(toast(page)).toContainText("There was an error uploading your files. Please try again.");
    await expect(page.getByRole("alert").filter({ hasText: /image/ })).toBeVisible();
  });

  test("the JSON API answers 415 for a non-image and 413 for an oversized file", async ({ request }) => {
    const machines = JSON.stringify([{ category: "smart", type: "single-combo", quantity: 1 }]);
    const notImage = await request.post("/api/visualization", {
      multipart: {
        machines,
        websiteUrl: "https://api-test.invalid",
        spacePhoto: {
          name: "photo.jpg",
          mimeType: "image/jpeg",
          buffer: Buffer.from("<html>not a photo</html>"),
        },
      },
    });
    expect(notImage.status()).toBe(415);
    expect((await notImage.json()).message).toMatch(/not an image/);

    const tooBig = await request.post("/api/visualization", {
      multipart: {
        machines,
        spacePhoto: {
          name: "huge.jpg",
          mimeType: "image/jpeg",
          buffer: Buffer.alloc(10 * 1024 * 1024 + 10, 1),
        },
      },
    });
    expect(tooBig.status()).toBe(413);
    expect((await tooBig.json()).message).toMatch(/too large/);

    const bad = await request.post("/api/visualization", {
      multipart: { machines: '[{"category":"vending","type":"freezer","quantity":1}]' },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).fieldErrors.machines).toBeTruthy();

    const ok = await request.post("/api/visualization", { multipart: { machines } });
    expect(ok.status()).toBe(201);
    const { id } = await ok.json();
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const status = await request.get(`/api/visualization/${id}`);
    expect(await status.json()).toMatchObject({ id, status: "pending", generatedImageUrl: null });
    expect((await request.get("/api/visualization/doesnotexistatall0000")).status()).toBe(404);
    expect((await request.post("/api/visualization/doesnotexistatall0000/generate")).status()).toBe(404);
    const started = await request.post(`/api/visualization/${id}/generate`);
    expect(started.status()).toBe(202);
    await expect
      .poll(async () => (await (await request.get(`/api/visualization/${id}`)).json()).status, {
        timeout: 20_000,
        intervals: [500],
      })
      .toBe("completed");
  });

  test("with JavaScript the result page revalidates in place: its no-JS self-refresh never reloads it", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const created = await request.post("/api/visualization", {
      multipart: {
        machines: JSON.stringify([{ category: "vending", type: "snack", quantity: 1 }]),
        spacePhoto: { name: "room.jpg", mimeType: "image/jpeg", buffer: await roomPhoto() },
      },
    });
    const { id } = await created.json();
    const response = await page.goto(`/space-visualization/${id}`);
    expect(response?.headers()["refresh"]).toBeUndefined();
    await ready(page, true);
    // A refresh is scheduled by a refresh <meta> the moment it enters the document, and stays
    // scheduled (2 s, in the browser, out of reach of the page's clock) even once the meta is gone:
    // note every one that ever enters the document while the job runs.
    await page.evaluate(() => {
      const w = window as unknown as { __sameDocument: boolean; __refreshMetas: string[] };
      w.__sameDocument = true;
      w.__refreshMetas = Array.from(
        document.querySelectorAll('meta[http-equiv="refresh" i]'),
        (m) => m.outerHTML,
      );
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            const metas = [
              ...(node.matches('meta[http-equiv="refresh" i]') ? [node] : []),
              ...node.querySelectorAll('meta[http-equiv="refresh" i]'),
            ];
            w.__refreshMetas.push(...metas.map((m) => m.outerHTML));
          }
      }).observe(document, { subtree: true, childList: true });
    });
    await page.getByRole("button", { name: "Generate Visualization" }).click();
    await expect(page.getByTestId("visualization-image")).toBeVisible({ timeout: 30_000 });
    expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { __refreshMetas: string[] }).__refreshMetas),
    ).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });

  test("an unknown result page is a 404", async ({ request }) => {
    const response = await request.get("/space-visualization/AAAAAAAAAAAAAAAAAAAAAAAA");
    expect(response.status()).toBe(404);
  });
});
