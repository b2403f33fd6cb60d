import { expect, test } from "@playwright/test";
import { createServer, type Server } from "node:http";
import { startAppServer, type AppServer } from "../support/app-server";
import { waitForHydration } from "../support/hydration";

/**
 * Page views with a configured provider: a real HTTP server stands in for Plausible and serves a
 * script that records every `plausible("pageview")` call (including the queued first one).
 */
const FAKE_PLAUSIBLE = `
(function () {
  var queued = (window.plausible && window.plausible.q) || [];
  window.__pageviews = [];
  window.plausible = function (name, options) { window.__pageviews.push({ name: name, url: options && options.u }); };
  queued.forEach(function (args) { window.plausible.apply(null, args); });
})();`;

let provider: Server;
let providerOrigin: string;
let app: AppServer;

test.beforeAll(async () => {
  provider = createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/javascript", "access-control-allow-origin": "*" });
    res.end(FAKE_PLAUSIBLE);
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  const address = provider.address();
  providerOrigin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  app = await startAppServer({
    env: {
      ANALYTICS_PROVIDER: "plausible",
      PLAUSIBLE_DOMAIN: "goldcoastvending.test",
      PLAUSIBLE_SCRIPT_URL: `${providerOrigin}/js/script.manual.js`,
    },
  });
});

test.afterAll(async () => {
  await app?.stop();
  provider?.close();
});

test("a configured provider is allowed by the CSP and gets a page view on load and on every route change", async ({
  page,
}) => {
  const response = await page.goto(app.url + "/");
  const csp = response!.headers()["content-security-policy"]!;
  expect(csp).toContain(providerOrigin);
  const script = page.locator(`script[src="${providerOrigin}/js/script.manual.js"]`);
  await expect(script).toHaveAttribute("data-domain", "goldcoastvending.test");
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { __pageviews?: { url: string }[] }).__pageviews?.length ?? 0,
      ),
    )
    .toBe(1);
  await waitForHydration(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Smart Machines" }).click();
  await expect(page).toHaveURL(/\/smart-machines$/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { __pageviews: { url: string }[] }).__pageviews.map(
          (v) => new URL(v.url).pathname,
        ),
      ),
    )
    .toEqual(["/", "/smart-machines"]);
});

test("the first page view is counted even if the visitor leaves before the page's JavaScript runs", async ({
  page,
}) => {
  // The page's own modules never arrive; the provider's script does.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto(app.url + "/locations/miami");
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { __pageviews?: { url: string }[] }).__pageviews?.map(
            (v) => new URL(v.url).pathname,
          ) ?? [],
      ),
    )
    .toEqual(["/locations/miami"]);
  expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
});
