import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { signInOn } from "../support/auth";
import { removeDataDir, startAppServer, type AppServer } from "../support/app-server";
import { waitForHydration } from "../support/hydration";
import { DomUtils, parseDocument } from "htmlparser2";
import { by, servedHtml } from "../support/served-html";
import { expectNoAxeViolations } from "./prize-support";

// The Photos tab and the public pages it feeds (docs/decisions/050 and 051), on a server of our own: the
// uploads replace the drawings, which the shared server's other specs expect to see.
let server: AppServer;
const MAX_BYTES = 300_000;

// Serial: the journeys share this server. Each waits for real AVIF/WebP encoding by the job.
test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  server = await startAppServer({ env: { UPLOAD_MAX_BYTES: String(MAX_BYTES) } });
});
test.afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

/** A real photo made here: a coloured gradient with EXIF that must not reach the site. */
async function photo(width: number, height: number, hue: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    raw[i * 3] = (hue + (i % width)) % 256;
    raw[i * 3 + 1] = Math.floor(i / width) % 256;
    raw[i * 3 + 2] = hue;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Artist: "secret-camera-owner" } })
    .toBuffer();
}

const signInHere = (page: Page) => signInOn(page, server.url, "/admin/photos");

const galleryForm = (page: Page) => page.getByRole("form", { name: "Upload an installation photo" });
const heroCard = (page: Page, name: string) => page.getByRole("group", { name });

async function uploadGalleryPhoto(page: Page, caption: string, bytes: Buffer) {
  const form = galleryForm(page);
  await form
    .locator('input[name="photo"]')
    .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: bytes });
  await form.getByLabel("Alt text (English)").fill(`Alt text of ${caption}`);
  await form.getByLabel("Caption (English)").fill(caption);
  await form.getByRole("button", { name: "Upload Photo" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: caption })).toBeVisible();
}

/** Waits until no photo is processing (JavaScript polls; without it, the page is reloaded). */
async function waitUntilReady(page: Page) {
  await expect(async () => {
    if (test.info().project.use.javaScriptEnabled === false) await page.reload();
    await expect(page.getByText("Processing", { exact: true })).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
}

async function galleryCaptions(page: Page) {
  return page.locator("#installations li").allInnerTexts();
}

const js = () => test.info().project.use.javaScriptEnabled !== false;
const inGallery = (match: Parameters<typeof by.inside>[1]) => by.inside(by.id("installations"), match);

/**
 * The home page's gallery as the server sends it to a visitor (no cookie): read over HTTP, as the
 * page cache serves it, where no rendering is needed (docs/decisions/075-test-suite-speed.md).
 */
async function servedGallery(request: APIRequestContext) {
  const response = await request.get(`${server.url}/`);
  expect(response.status()).toBe(200);
  const text = await response.text();
  const html = servedHtml(text);
  const document = parseDocument(text);
  const sources = (type: string) =>
    DomUtils.findAll(
      inGallery((e) => e.name === "source" && e.attribs.type === type),
      document.children,
    ).map((e) => e.attribs.srcset!);
  return {
    captions: html.texts(inGallery(by.tag("li"))),
    drawings: html.count(
      inGallery((e) => e.name === "img" && /^\/images\/install-/.test(e.attribs.src ?? "")),
    ),
    /** The file URLs of the first photo's AVIF and WebP sources. */
    firstUrls: () =>
      [sources("image/avif")[0]!, sources("image/webp")[0]!].flatMap((srcset) =>
        srcset.split(",").map((part) => part.trim().split(" ")[0]!),
      ),
  };
}

/** Every URL of a source's srcset answers 200 with the format's type and a year of caching. */
async function expectServed(page: Page, source: Locator, type: string) {
  const srcset = (await source.getAttribute("srcset"))!;
  const urls = srcset.split(",").map((part) => part.trim().split(" ")[0]!);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    expect(url).toMatch(/^\/media\/photos\/[a-f0-9]{20}-\d+\.(avif|webp)$/);
    const response = await page.request.get(`${server.url}${url}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe(type);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const body = await response.body();
    expect(body.includes(Buffer.from("secret-camera-owner"))).toBe(false);
  }
}

test("photos replace the drawings in the gallery in both formats; reorder and hide @both", async ({
  page,
  request,
}) => {
  // Before any upload: the drawings (and the page is now in the page cache).
  expect((await servedGallery(request)).drawings).toBe(4);

  await signInHere(page);
  await expect(page.getByRole("heading", { name: "Installation Photos" })).toBeVisible();
  await expect(page.getByText("No photo is shown yet")).toBeVisible();
  // 512 px wide: two gallery widths (480 and the original), small enough to encode quickly.
  await uploadGalleryPhoto(page, "Breakroom market, Boca Raton", await photo(512, 384, 40));
  await uploadGalleryPhoto(page, "Gym cooler, Fort Lauderdale", await photo(512, 384, 160));
  await waitUntilReady(page);
  await expect(page.getByText("2 of 2 photos shown")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${server.url}/`);
  await expect(page.locator('#installations img[src^="/images/install-"]')).toHaveCount(0);
  expect(await galleryCaptions(page)).toEqual([
    "Breakroom market, Boca Raton",
    "Gym cooler, Fort Lauderdale",
  ]);
  const first = page.locator("#installations li").first();
  await expect(first.locator("img")).toHaveAttribute("alt", "Alt text of Breakroom market, Boca Raton");
  await expect(first.locator("img")).toHaveAttribute("width", "512");
  await expect(first.locator("img")).toHaveAttribute("height", "384");
  await expect(first.locator("img")).toHaveAttribute("loading", "lazy");
  await expect(first.locator("source").first()).toHaveAttribute("sizes", /300px/);
  await expect(first.locator('source[type="image/avif"]')).toHaveAttribute("srcset", / 480w, .* 512w$/);
  // The files (read over HTTP, the same with or without JavaScript: checked once).
  if (js()) {
    await expectServed(page, first.locator('source[type="image/avif"]'), "image/avif");
    await expectServed(page, first.locator('source[type="image/webp"]'), "image/webp");
  }

  // The dialog (?photo=1) shows it large.
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\?photo=1/);
  const dialog = page.getByRole("dialog", { name: "Breakroom market, Boca Raton" });
  await expect(dialog.locator('source[type="image/avif"]')).toHaveAttribute("sizes", /1000px/);
  await expect(dialog.getByRole("link", { name: "Close" })).toBeVisible();
  // Read-only pages whose markup does not depend on JavaScript: checked in the browser once.
  if (js()) {
    // On the Spanish home the dialog's close control is in Spanish (the caption falls back to English).
    await page.goto(`${server.url}/es?photo=1`);
    await expect(page.getByRole("dialog").getByRole("link", { name: "Cerrar", exact: true })).toBeVisible();

    // The service pages show them too.
    await page.goto(`${server.url}/classic-vending`);
    expect(await page.locator("#gallery li").allInnerTexts()).toEqual([
      "Breakroom market, Boca Raton",
      "Gym cooler, Fort Lauderdale",
    ]);
  }

  // Reorder: the second moves up; the page cache follows.
  await page.goto(`${server.url}/admin/photos`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Move up: Gym cooler, Fort Lauderdale" }).click();
  await expect(page.getByRole("button", { name: "Move up: Gym cooler, Fort Lauderdale" })).toBeDisabled();
  // The home page as served (over HTTP from here on: these are reads of its markup).
  const reordered = await servedGallery(request);
  expect(reordered.captions).toEqual(["Gym cooler, Fort Lauderdale", "Breakroom market, Boca Raton"]);

  // Published: its files are public (a request without the admin's cookie) and immutable.
  const gymUrls = reordered.firstUrls();
  expect(gymUrls.length).toBeGreaterThan(1);
  for (const url of gymUrls) {
    const published = await request.get(`${server.url}${url}`);
    expect(published.status(), url).toBe(200);
    expect(published.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }

  // Hide one: it leaves the gallery, and comes back when shown.
  await page.goto(`${server.url}/admin/photos`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Hide: Gym cooler, Fort Lauderdale" }).click();
  await expect(page.getByText("Photo hidden from the site")).toBeVisible();
  await expect(page.getByText("1 of 2 photos shown")).toBeVisible();
  // Hidden (decision 072): its files are 404 to the public; the admin's preview still shows it,
  // from answers no cache may keep.
  const hiddenThumb = page.locator("li").filter({ hasText: "Gym cooler, Fort Lauderdale" }).locator("img");
  await expect(hiddenThumb).toHaveJSProperty("complete", true);
  expect(await hiddenThumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  for (const url of gymUrls) {
    const hidden = await request.get(`${server.url}${url}`);
    expect(hidden.status(), url).toBe(404);
    const preview = await page.request.get(`${server.url}${url}`);
    expect(preview.status(), url).toBe(200);
    expect(preview.headers()["cache-control"]).toBe("private, no-store");
  }
  expect((await servedGallery(request)).captions).toEqual(["Breakroom market, Boca Raton"]);

  // Delete, with a confirmation step.
  await page.goto(`${server.url}/admin/photos`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Delete: Breakroom market, Boca Raton" }).click();
  await expect(page).toHaveURL(/\?delete=\d+/);
  await page.getByRole("dialog", { name: "Delete Photo" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Photo deleted")).toBeVisible();
  await expect(page.getByText("No photo is shown yet")).toBeVisible();
  // The only one left is hidden: the drawings are back.
  expect((await servedGallery(request)).drawings).toBe(4);
  await page.goto(`${server.url}/admin/photos`);
  await page.getByRole("link", { name: "Delete: Gym cooler, Fort Lauderdale" }).click();
  await page.getByRole("dialog", { name: "Delete Photo" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Photo deleted")).toBeVisible();
  // Deleted: gone for everyone, the admin too.
  for (const url of gymUrls) {
    expect((await request.get(`${server.url}${url}`)).status(), url).toBe(404);
    expect((await page.request.get(`${server.url}${url}`)).status(), url).toBe(404);
  }
});

test("a refused upload shows its error next to the field and keeps the typed text @both", async ({
  page,
}) => {
  await signInHere(page);
  const form = galleryForm(page);
  // Not an image, whatever its name and declared type say.
  await form.locator('input[name="photo"]').setInputFiles({
    name: "holiday.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("This is a text file, not a photo."),
  });
  await form.getByLabel("Alt text (English)").fill("Typed alt text");
  await form.getByLabel("Caption (English)").fill("Typed caption");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("upload=gallery")),
    form.getByRole("button", { name: "Upload Photo" }).click(),
  ]);
  expect(response.status()).toBe(400);
  const error = form.getByText("The photo is not an image we can read.", { exact: false });
  await expect(error).toBeVisible();
  await expect(form.locator('input[name="photo"]')).toHaveAttribute("aria-invalid", "true");
  await expect(form.locator('input[name="photo"]')).toHaveAttribute(
    "aria-describedby",
    new RegExp(`${await error.getAttribute("id")}`),
  );
  await expect(form.getByLabel("Alt text (English)")).toHaveValue("Typed alt text");
  await expect(form.getByLabel("Caption (English)")).toHaveValue("Typed caption");

  // Too large: over UPLOAD_MAX_BYTES (here 300,000 bytes).
  const big = Buffer.concat([await photo(200, 150, 90), Buffer.alloc(MAX_BYTES, 7)]);
  await form
    .locator('input[name="photo"]')
    .setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: big });
  await form.getByLabel("Caption (English)").fill("Typed caption again");
  await form.getByRole("button", { name: "Upload Photo" }).click();
  await expect(form.getByText("The photo is too large: it may be at most 0.3 MB.")).toBeVisible();
  await expect(form.getByLabel("Caption (English)")).toHaveValue("Typed caption again");

  // Alt text is required.
  await form.locator('input[name="photo"]').setInputFiles({
    name: "ok.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(300, 200, 10),
  });
  await form.getByLabel("Alt text (English)").fill("");
  await form.getByRole("button", { name: "Upload Photo" }).click();
  await expect(form.getByText("Alt text is required")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Typed caption" })).toHaveCount(0);
});

/** How many images of a service page's hero (as served, over HTTP) have a `src` matching `src`. */
async function servedHeroImages(request: APIRequestContext, path: string, src: RegExp) {
  const response = await request.get(`${server.url}${path}`);
  expect(response.status()).toBe(200);
  return servedHtml(await response.text()).count(
    by.inside(
      by.attr("aria-labelledby", "page-title"),
      (e) => e.name === "img" && src.test(e.attribs.src ?? ""),
    ),
  );
}

test("a service page's uploaded hero replaces its drawing, loaded first @both", async ({ page, request }) => {
  // The drawing first (and the page is now in the page cache).
  expect(await servedHeroImages(request, "/micromarkets", /^\/images\/service-market-/)).toBe(1);
  const heroImg = page.locator('section[aria-labelledby="page-title"] img');

  await signInHere(page);
  const card = heroCard(page, "Micromarkets (view page)");
  await card.locator('input[name="photo"]').setInputFiles({
    name: "market.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(900, 600, 200),
  });
  await card.getByLabel("Alt text (English)").fill("Our micromarket at a Miami office");
  await card.getByRole("button", { name: "Upload Hero Image" }).click();
  await expect(page.getByText("Photo uploaded")).toBeVisible();
  await waitUntilReady(page);
  await expect(card.getByRole("link", { name: "Remove the Micromarkets hero image" })).toBeVisible();

  await page.goto(`${server.url}/micromarkets`);
  await expect(heroImg).toHaveAttribute("alt", "Our micromarket at a Miami office");
  await expect(heroImg).toHaveAttribute("fetchpriority", "high");
  await expect(heroImg).toHaveAttribute("loading", "eager");
  await expect(heroImg).toHaveAttribute("width", "900");
  await expect(heroImg).toHaveAttribute("height", "600");
  const avif = page.locator('section[aria-labelledby="page-title"] source[type="image/avif"]');
  await expect(avif).toHaveAttribute("sizes", "(max-width: 1024px) 92vw, 560px");
  await expect(avif).toHaveAttribute("srcset", / 400w, .* 800w, .* 900w$/);
  if (js()) await expectServed(page, avif, "image/avif"); // over HTTP: the same without JavaScript
  // The other service pages keep their drawings.
  expect(await servedHeroImages(request, "/smart-machines", /^\/images\/service-smart-/)).toBe(1);
});

test("the photo files are served only for photos that exist, never the originals", async ({ request }) => {
  for (const path of [
    "/media/photos/0123456789abcdef0123-480.avif",
    "/media/photos/original.jpg",
    "/media/photos/..%2Fapp.sqlite",
  ]) {
    const response = await request.get(`${server.url}${path}`);
    expect(response.status()).toBe(404);
  }
  const anonymous = await request.get(`${server.url}/admin/photos`, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
});
