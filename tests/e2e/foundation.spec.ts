import { expect, test } from "@playwright/test";
import { bootModuleOf, pageModule } from "../support/boot-module";
import { waitForHydration } from "../support/hydration";

test.describe("foundation", () => {
  // An unknown path or city: the not-found page with status 404 inside the shell, over HTTP in
  // pages-over-http.spec.ts and rendered in public-navigation.spec.ts (with its axe scan).

  test("the site's styles come inside the page, not as a render-blocking file @both", async ({ page }) => {
    // Decision 057: app.css is inlined in <head>; no style sheet request stands before the first paint.
    // A cached page carries only the utilities it uses; with JavaScript the whole sheet follows
    // after `load`, before the page hydrates (058).
    const styleSheets: Array<{ path: string; afterLoad: boolean }> = [];
    let loaded = false;
    page.on("load", () => (loaded = true));
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet")
        styleSheets.push({ path: new URL(request.url()).pathname, afterLoad: loaded });
    });
    await page.request.get("/locations/miami"); // fills the page cache
    await page.goto("/locations/miami");
    await waitForHydration(page);
    const styles = page.locator("head style#site-styles");
    await expect(styles).toHaveCount(1);
    // The page's own rules: thousands of characters, not a stub (17.6 KB on this page).
    expect((await styles.textContent())!.length).toBeGreaterThan(10_000);
    if (test.info().project.use.javaScriptEnabled === false) expect(styleSheets).toEqual([]);
    else
      expect(styleSheets).toEqual([
        { path: expect.stringMatching(/^\/assets\/app-[\w-]+\.css$/), afterLoad: true },
      ]);
    // The styles apply: the footer is the dark band, the skip link is visually hidden.
    const footer = page.getByRole("contentinfo");
    await expect(footer).toHaveCSS("background-color", "rgb(15, 27, 45)");
    await expect(page.getByRole("link", { name: "Skip to content" })).toHaveCSS("position", "absolute");

    // A client-side navigation (with JavaScript) keeps the one style element and its rules.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator("style#site-styles")).toHaveCount(1);
    await expect(footer).toHaveCSS("background-color", "rgb(15, 27, 45)");
  });

  test("security headers and a CSP nonce that matches every script", async ({ request }) => {
    // The contact page is rendered per request (cached pages use script hashes instead:
    // tests/server/page-cache.test.ts).
    const response = await request.get("/contact");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers["content-security-policy"];
    expect(csp).toBeTruthy();
    expect(headers["content-security-policy-report-only"]).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["x-powered-by"]).toBeUndefined();

    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    const executable = scripts.filter((attrs) => !/type="application\/ld\+json"/.test(attrs));
    expect(executable.length).toBeGreaterThan(0);
    for (const attrs of executable) expect(attrs).toContain(`nonce="${nonce}"`);

    // A new nonce for every response.
    const again = (await request.get("/contact")).headers()["content-security-policy"];
    expect(/'nonce-([^']+)'/.exec(again)?.[1]).not.toBe(nonce);
  });

  test("the page's modules are fetched only after it has loaded, then it hydrates; scripts run under the enforced CSP without violations", async ({
    page,
  }) => {
    const errors: string[] = [];
    const violations: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    for (const path of ["/", "/locations/miami", "/blog"]) {
      const response = await page.goto(path);
      expect(await response!.text()).not.toContain('rel="modulepreload"');
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/.+\.js$/.test(entry.name));
        return {
          loadEnd: navigation.loadEventEnd,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
          scripts: scripts.length,
        };
      });
      expect(timing.scripts, path).toBeGreaterThan(3);
      expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.loadEnd);
    }
    // Hydrated: a client-side navigation works (no full document load).
    await page.evaluate(() => ((window as unknown as { hydratedMarker: boolean }).hydratedMarker = true));
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Vending", exact: true })
      .click();
    await expect(page).toHaveURL(/\/classic-vending$/);
    expect(
      await page.evaluate(() => (window as unknown as { hydratedMarker?: boolean }).hydratedMarker),
    ).toBe(true);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a page's boot module: named by the build, cached for a year, 404 for an address the build did not make", async ({
    request,
  }) => {
    // Decision 065: the document carries a short boot script; the route manifest and the module
    // list come in the boot module, after load.
    for (const path of ["/", "/smart-machines", "/es/ubicaciones/miami", "/blog"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain("__reactRouterManifest");
      expect(html, path).not.toContain('rel="modulepreload"');
      const boot = await bootModuleOf(request, path);
      const response = await request.get(boot);
      expect(response.status(), boot).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/javascript/);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      const code = await response.text();
      expect(code).toContain("window.__reactRouterManifest = {");
      expect(code).toContain("window.__reactRouterRouteModules = {");
      // Every module it names is one of the build's files.
      for (const [module] of code.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g))
        expect((await request.head(module)).status(), module).toBe(200);
    }
    const spanish = await bootModuleOf(request, "/es/ubicaciones/miami");
    // Language, dictionary parts, matched routes ~ the parents' routes, the code's hash.
    expect(spanish).toMatch(/^\/__boot\/es\/ui\+pages\/0(-\d+)+~\d+(-\d+)*\/[0-9a-f]{10}\.js$/);
    for (const address of [
      spanish.replace(/[0-9a-f]{10}\.js$/, "0000000000.js"), // another build's code
      spanish.replace("/es/", "/fr/"),
      spanish.replace("/es/ui+pages/0-", "/es/ui+pages/0-9999-"),
      "/__boot/x.js",
    ]) {
      const missing = await request.get(address);
      expect(missing.status(), address).toBe(404);
      expect(missing.headers()["cache-control"]).toBe("no-store");
    }
  });

  test("fingerprinted assets are cached for a year and compressed", async ({ request }) => {
    const asset = await pageModule(request, "/");
    const response = await request.get(asset!, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Static files carry the headers that matter for them, not the document's (CSP, frames...).
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["cross-origin-resource-policy"]).toBe("same-origin");
    expect(response.headers()["content-security-policy"]).toBeUndefined();
    expect(response.headers()["x-frame-options"]).toBeUndefined();
    expect(response.headers()["permissions-policy"]).toBeUndefined();
    // Sent as the build compressed it (.br, .gz), the same bytes once decoded.
    expect(response.headers()["content-encoding"]).toBe("br");
    expect(response.headers()["vary"]).toContain("Accept-Encoding");
    const gzipped = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers()["content-encoding"]).toBe("gzip");
    const plain = await request.get(asset!, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expect(plain.headers()["content-type"]).toMatch(/^text\/javascript/);
    expect((await response.body()).equals(await plain.body())).toBe(true);
    expect((await gzipped.body()).equals(await plain.body())).toBe(true);
    // Another method is the app's to answer, labelled as what it is (a short refusal is sent
    // uncompressed: it must not carry the precompressed file's Content-Encoding).
    const post = await request.post(asset!, {
      headers: { "Accept-Encoding": "br", Origin: "https://evil.example" },
    });
    expect(post.status()).toBe(403);
    expect(post.headers()["content-encoding"]).toBeUndefined();
    expect(await post.text()).toBe("Cross-site requests are not allowed.");

    const gzip = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    const brotli = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(brotli.headers()["content-encoding"]).toBe("br");
    const favicon = await request.get("/favicon.svg");
    expect(favicon.headers()["cache-control"]).toBe("public, max-age=3600");
    // An SVG opened on its own is a document: it may not run or load anything.
    expect(favicon.headers()["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    );
  });

  test("a POST from another site is refused with 403", async ({ request }) => {
    const crossSite = await request.post("/contact", {
      headers: { Origin: "https://evil.example" },
      form: { fullName: "x" },
    });
    expect(crossSite.status()).toBe(403);
    const api = await request.post("/api/contact", { headers: { Origin: "https://evil.example" }, data: {} });
    expect(api.status()).toBe(403);
    expect(await api.json()).toEqual({ message: "Cross-site requests are not allowed." });
    const fetchSite = await request.post("/contact", {
      headers: { "Sec-Fetch-Site": "cross-site" },
      form: { fullName: "x" },
    });
    expect(fetchSite.status()).toBe(403);
  });

  test("unknown API paths answer JSON, never HTML", async ({ request }) => {
    const response = await request.get("/api/does-not-exist");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toEqual({ message: "Not found." });
  });

  test("/healthz answers ok after a database round trip, as JSON", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toMatchObject({
      status: "ok",
      checks: { database: { status: "ok" }, disk: { status: "ok" }, notifications: { status: "ok" } },
    });
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("robots.txt keeps crawlers out of the private areas", async ({ request }) => {
    const body = await (await request.get("/robots.txt")).text();
    for (const path of ["/admin", "/auth", "/api/"]) expect(body).toContain(`Disallow: ${path}`);
    expect(body).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });
});
