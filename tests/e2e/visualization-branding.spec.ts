import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { TEST_ADMIN, removeDataDir, startAppServer, type AppServer } from "../support/app-server";
import { logoPng, saveArtifact } from "../support/visualization-fixtures";
import { waitForHydration } from "../support/hydration";

/**
 * Branding read from a local "company website" (the test-only loopback allowance of the URL
 * guard), a small upload limit for the oversized-upload refusal, and the admin Visualizations tab.
 * This spec runs its own server so its configuration does not leak into other specs.
 */
const BRAND = { name: "Harbor Coffee Roasters", color: "#b45309", rgb: [180, 83, 9] as const };

let site: http.Server;
let siteUrl = "";
let siteHits: string[] = [];
let app: AppServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const icon = await logoPng(BRAND.color, "HARBOR");
  site = http.createServer((req, res) => {
    siteHits.push(req.url ?? "");
    if (req.url === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><html><head><title>Home | ${BRAND.name}</title>
        <meta property="og:site_name" content="${BRAND.name}"><meta name="theme-color" content="${BRAND.color}">
        <link rel="apple-touch-icon" href="/apple-touch-icon.png"><style>header{background:${BRAND.color}}</style></head>
        <body><header><h1>${BRAND.name}</h1></header></body></html>`);
      return;
    }
    if (req.url === "/apple-touch-icon.png") {
      res.writeHead(200, { "content-type": "image/png" });
      res.end(icon);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const port = (site.address() as AddressInfo).port;
  siteUrl = `http://127.0.0.1:${port}/`;
  app = await startAppServer({
    env: { UNSAFE_TEST_FETCH_ALLOW_LOOPBACK: `127.0.0.1:${port}`, UPLOAD_MAX_BYTES: "300000" },
  });
});

test.afterAll(async () => {
  await app?.stop();
  if (app) removeDataDir(app.dataDir);
  await new Promise((resolve) => site?.close(resolve));
});

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await waitForHydration(page);
}

async function toDetails(page: Page, javaScriptEnabled: boolean, machines: string) {
  await page.goto(`${app.url}/space-visualization?m=${machines}`);
  await ready(page, javaScriptEnabled);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByLabel("Your website")).toBeVisible();
}

test("the mockup is branded from the company's website @both", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(60_000);
  siteHits = [];
  await toDetails(page, javaScriptEnabled, "snack:1,single-combo:1,fresh-food:1,checkout-shelving:1");
  await page.getByLabel("Your website").fill(siteUrl);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Generate Visualization" }).click();
  const image = page.getByTestId("visualization-image");
  await expect(image).toBeVisible({ timeout: 30_000 });
  expect(siteHits).toContain("/");
  expect(siteHits).toContain("/apple-touch-icon.png");

  const response = await page.request.get(new URL((await image.getAttribute("src"))!, app.url).toString());
  expect(response.headers()["content-type"]).toBe("image/webp");
  const { data, info } = await sharp(await response.body())
    .raw()
    .toBuffer({ resolveWithObject: true });
  let brandPixels = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const d =
      Math.abs(data[i]! - BRAND.rgb[0]) +
      Math.abs(data[i + 1]! - BRAND.rgb[1]) +
      Math.abs(data[i + 2]! - BRAND.rgb[2]);
    if (d < 60) brandPixels++;
  }
  // The machines are wrapped in the brand colour: a real share of the picture, not a stray pixel.
  expect(brandPixels / (info.width * info.height)).toBeGreaterThan(0.01);
  saveArtifact(`branded-${testInfo.project.name}.webp`, await response.body());
});

test("an oversized upload is refused with a clear message @both", async ({ page, javaScriptEnabled }) => {
  await toDetails(page, javaScriptEnabled, "drink:1");
  await page.getByLabel("Your website").fill("https://oversized.invalid");
  const noisy = await sharp({
    create: {
      width: 900,
      height: 900,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(noisy.length).toBeGreaterThan(300_000);
  await page
    .getByLabel("Photo of your space (optional)")
    .setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: noisy });
  await page.getByRole("button", { name: "Next" }).click();
  if (javaScriptEnabled) await page.getByRole("button", { name: "Generate Visualization" }).click();
  await expect(page.getByTestId("toast")).toContainText("Upload Failed");
  await expect(page.getByRole("alert").filter({ hasText: /too large/ })).toContainText("0.3 MB");
});

test("the admin Visualizations tab lists the requests as leads, with CSV export @both", async ({ page }) => {
  await page.goto(`${app.url}/auth?redirectTo=/admin/visualizations`);
  await page.getByLabel("Username").fill(TEST_ADMIN.username);
  await page.getByLabel("Password").fill(TEST_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/visualizations$/);
  await expect(page.getByRole("link", { name: "Visualizations" })).toHaveAttribute("aria-current", "page");
  const table = page.getByRole("table", { name: "Visualization requests" });
  const row = table.getByRole("row").filter({ hasText: BRAND.name }).first();
  await expect(row).toContainText(siteUrl);
  await expect(row).toContainText("1 × Snack Machine");
  await expect(row).toContainText("completed");
  await expect(row.getByRole("img")).toHaveAttribute("src", /\/thumb\.webp\?v=1$/);

  await page.getByRole("searchbox").fill("nothing-matches-this");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No visualizations found")).toBeVisible();

  const csv = await page.request.get(`${app.url}/admin/visualizations.csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text).toContain(BRAND.name);
  expect(text).toContain(siteUrl);
  // Signed out: no list, no CSV.
  const anonymous = await fetch(`${app.url}/admin/visualizations.csv`, { redirect: "manual" });
  expect(anonymous.status).toBe(302);
});
