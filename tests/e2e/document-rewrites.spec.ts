import { expect, request as requestContext, test, type Page } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { removeDataDir, startAppServer, TEST_ADMIN, type AppServer } from "../support/app-server";
import { signInOverHttp } from "../support/auth";
import { createPostViaApi, uniqueTag } from "./blog-fixtures";
import {
  bootRoutes,
  bootScript,
  DeferredHydrationRewriter,
} from "../../app/document/deferred-hydration.server";
import { withPageStyles } from "../../app/document/page-styles.server";
import { PARTIAL_STYLES_MARK } from "../../app/document/site-styles";

/**
 * The document seams (app/document/README.md, decision 076) against the real production build.
 *
 * The suite's server has them on; this spec starts one with DOCUMENT_REWRITES=off, which serves
 * React Router's stock document. For each page family it asserts, on the markup both servers
 * really send:
 * - on: each rewrite's own marker (no modulepreload link, the deferred boot script exactly as
 *   `bootScript` writes it, a boot module that carries React Router's manifest, the page's
 *   dictionaries among its preloads, inline styles, reduced on a cached page);
 * - off: React Router's own markup (its modulepreload links and its inline boot script in the
 *   shape `bootRoutes` reads, the style sheet linked), run through the same rewriter functions, and
 *   the boot module's manifest equal to the one React Router itself wrote for the page;
 * - both: the page renders 200 and hydrates in Chromium, and a client-side navigation works.
 * A React Router release that changes the markup the rewriters match makes the "on" markers
 * disappear (the rewriters leave unknown markup alone) and this spec fail.
 *
 * It also writes the page-by-page figures to .reports/document-rewrites.md.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

let off: AppServer;
const onBase = () => process.env.E2E_BASE_URL!;
/** A post published on both servers (a fresh database has none). */
let postPath = "";

test.beforeAll(async () => {
  off = await startAppServer({ env: { DOCUMENT_REWRITES: "off" } });
  const title = `Document seams ${uniqueTag()}`;
  for (const baseURL of [onBase(), off.url]) {
    const api = await requestContext.newContext({ baseURL });
    await signInOverHttp(api);
    postPath = `/blog/${(await createPostViaApi(api, { title })).slug}`;
    await api.dispose();
  }
});

test.afterAll(async () => {
  await off?.stop();
  if (off) removeDataDir(off.dataDir);
  mkdirSync(".reports", { recursive: true });
  const rows = [...figures.entries()].map(
    ([family, f]) =>
      `| ${family} | \`${f.path}\` | ${f.cached ? "yes" : "no"} | ${f.on.bytes} | ${f.on.scripts} | ${f.on.hydrated} | ${f.off.bytes} | ${f.off.scripts} | ${f.off.hydrated} |`,
  );
  writeFileSync(
    ".reports/document-rewrites.md",
    [
      "| page | path | page cache | on: bytes (br) | on: scripts | on: hydrated | off: bytes (br) | off: scripts | off: hydrated |",
      "|---|---|---|---|---|---|---|---|---|",
      ...rows,
      "",
    ].join("\n"),
  );
});

interface Figures {
  bytes: number | string;
  scripts: number;
  hydrated: string;
}
const figures = new Map<string, { path: string; cached: boolean; on: Figures; off: Figures }>();

/** The document as sent: its text, its size with brotli (as a browser asks), its headers. */
function getDocument(base: string, path: string) {
  return new Promise<{ status: number; html: string; brotliBytes: number; cacheControl: string }>(
    (resolve, reject) => {
      const url = new URL(path, base);
      const plain = fetch(url).then(async (response) => ({
        status: response.status,
        html: await response.text(),
        cacheControl: response.headers.get("cache-control") ?? "",
      }));
      const req = httpRequest(url, { headers: { "Accept-Encoding": "br, gzip" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => plain.then((page) => resolve({ ...page, brotliBytes: bytes }), reject));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    },
  );
}

const MODULE_SCRIPT = /<script[^>]* type="module"[^>]*>([\s\S]*?)<\/script>/g;
const moduleScripts = (html: string) => [...html.matchAll(MODULE_SCRIPT)].map((found) => found[1]!);
const modulePreloads = (html: string) => html.match(/<link rel="modulepreload"/g)?.length ?? 0;
const INLINE_STYLES = /<style id="site-styles"[^>]*>([\s\S]*?)<\/style>/;
const LINKED_STYLES = /<link id="site-styles" rel="stylesheet" href="(\/assets\/app-[\w-]+\.css)"\/>/;

/** The route modules and the entry a boot (React Router's inline script or our module) imports. */
function imports(code: string) {
  const statics = [...code.matchAll(/import \* as route\d+ from "([^"]+)"/g)].map((found) => found[1]!);
  const dynamic = [...code.matchAll(/import\("([^"]+)"\)/g)].map((found) => found[1]!);
  return [...statics, ...dynamic];
}

const manifestOf = (code: string) =>
  JSON.parse(/window\.__reactRouterManifest = (\{[\s\S]*?\});\n/.exec(code)![1]!) as unknown;
const routeModulesOf = (code: string) => /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(code)![1]!;

/** Goes to `url`, waits for hydration; returns the scripts fetched until then and the time. */
async function hydrate(page: Page, url: string) {
  let scripts = 0;
  const count = (response: { request: () => { resourceType: () => string } }) => {
    if (response.request().resourceType() === "script") scripts++;
  };
  page.on("response", count);
  const started = Date.now();
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
  const ms = Date.now() - started;
  page.off("response", count);
  return { scripts, hydrated: `yes, ${ms} ms` };
}

/** A client-side navigation from the page through a footer link: the document stays the same. */
async function navigateInPage(page: Page) {
  const current = new URL(page.url()).pathname;
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const target = page
    .getByRole("contentinfo")
    .locator(`a[href^="/"]:not([href="${current}"]):not([href*="."]):not([href*="#"])`)
    .first();
  const href = (await target.getAttribute("href"))!;
  await target.click();
  await page.waitForURL((url) => url.pathname === href);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    `${current} → ${href} was not a client-side navigation`,
  ).toBe(true);
}

const families: Array<{ family: string; path: string | (() => string) }> = [
  { family: "home", path: "/" },
  { family: "service page", path: "/micromarkets" },
  { family: "city page", path: "/locations/miami" },
  { family: "blog index", path: "/blog" },
  { family: "blog post", path: () => postPath },
  { family: "contact", path: "/contact" },
  { family: "prize", path: "/prize" },
  { family: "space visualization", path: "/space-visualization" },
  { family: "Spanish home", path: "/es" },
  { family: "Spanish city page", path: "/es/ubicaciones/miami" },
  { family: "Spanish service page", path: "/es/micromercados" },
  { family: "Spanish contact", path: "/es/contacto" },
  { family: "admin sign-in", path: "/auth" },
];

for (const { family, path: pathOf } of families) {
  test(`${family}: each rewrite's marker when on, React Router's stock document when off, hydrated both ways`, async ({
    page,
  }) => {
    const path = typeof pathOf === "string" ? pathOf : pathOf();
    const lang = path === "/es" || path.startsWith("/es/") ? "es" : "en";
    const other = lang === "es" ? "en" : "es";
    // Twice: the first request of a cached page fills the page cache.
    await getDocument(onBase(), path);
    await getDocument(off.url, path);
    const on = await getDocument(onBase(), path);
    const stock = await getDocument(off.url, path);
    expect(on.status).toBe(200);
    expect(stock.status).toBe(200);
    const cached = on.cacheControl.startsWith("public");
    expect(stock.cacheControl.startsWith("public"), "the switch leaves the page cache as it is").toBe(cached);

    // --- on: the deferred boot (016, 062) and the boot module (065) ---
    expect(modulePreloads(on.html), "on: React Router's modulepreload links are dropped").toBe(0);
    expect(on.html.includes("__reactRouterManifest"), "on: no manifest in the document").toBe(false);
    const onBoot = moduleScripts(on.html).filter((code) => code.includes("/__boot/"));
    expect(onBoot, "on: one deferred boot script").toHaveLength(1);
    const address = /import\("(\/__boot\/[^"]+\.js)"\)/.exec(onBoot[0]!)![1]!;
    expect(address).toMatch(new RegExp(`^/__boot/${lang}/`));
    expect(onBoot[0], "on: the boot script is exactly bootScript()'s").toBe(bootScript(address));
    const bootModule = await fetch(new URL(address, onBase()));
    expect(bootModule.status).toBe(200);
    expect(bootModule.headers.get("cache-control")).toContain("immutable");
    const bootCode = await bootModule.text();
    // The page's dictionaries (056) are preloaded with its modules, in its language only.
    expect(bootCode).toContain(`/assets/ui.${lang}-`);
    expect(bootCode).not.toContain(`/assets/ui.${other}-`);

    // --- on: inline styles (057), reduced on a cached page (058, 063, 065) ---
    const onStyles = INLINE_STYLES.exec(on.html)?.[1];
    expect(onStyles, "on: the site's styles are inline").toBeDefined();
    expect(LINKED_STYLES.test(on.html), "on: no linked style sheet").toBe(false);
    if (cached) {
      expect(onStyles!.startsWith(PARTIAL_STYLES_MARK), "on: a cached page carries only its own styles").toBe(
        true,
      );
      expect(bootCode).toMatch(/link\.rel = "stylesheet"; link\.href = "\/assets\/app-[\w-]+\.css"/);
    } else {
      expect(onStyles!.startsWith(PARTIAL_STYLES_MARK)).toBe(false);
      expect(onStyles!.length).toBeGreaterThan(10_000);
    }

    // --- off: React Router's own document ---
    expect(modulePreloads(stock.html), "off: React Router's modulepreload links").toBeGreaterThan(2);
    expect(stock.html.includes("/__boot/"), "off: no boot module").toBe(false);
    expect(stock.html.includes(PARTIAL_STYLES_MARK), "off: no reduced styles").toBe(false);
    expect(INLINE_STYLES.test(stock.html), "off: no inline styles").toBe(false);
    expect(LINKED_STYLES.test(stock.html), "off: the style sheet is linked").toBe(true);
    const sheet = await getDocument(off.url, LINKED_STYLES.exec(stock.html)![1]!);
    expect(sheet.status).toBe(200);
    const stockBoot = moduleScripts(stock.html).filter((code) => code.includes("__reactRouterRouteModules"));
    expect(stockBoot, "off: React Router's inline boot script").toHaveLength(1);
    // The real markup, through the functions the "on" server runs it through.
    const routes = bootRoutes(stockBoot[0]!);
    expect(routes, "bootRoutes() reads React Router's boot script as it is written today").not.toBeNull();
    const rewriter = new DeferredHydrationRewriter(() => "/__boot/probe.js");
    const rewritten = rewriter.push(stock.html) + rewriter.end();
    expect(modulePreloads(rewritten)).toBe(0);
    expect(rewritten.includes("__reactRouterManifest")).toBe(false);
    expect(
      rewritten.includes(`>${bootScript("/__boot/probe.js")}</script>`),
      "the rewriter replaces the real boot script",
    ).toBe(true);
    // The boot module does what React Router's script did: the same manifest, the same route
    // modules in the same order, then the same entry.
    expect(manifestOf(bootCode), "the boot module's manifest is React Router's").toEqual(
      manifestOf(stockBoot[0]!),
    );
    expect(routeModulesOf(bootCode)).toBe(routeModulesOf(stockBoot[0]!));
    expect(imports(bootCode)).toEqual(imports(stockBoot[0]!));
    expect(Object.keys(JSON.parse(routeModulesOf(stockBoot[0]!).replace(/:route\d+/g, ":0")))).toEqual(
      routes!.matched,
    );

    // --- both: the page hydrates, and a client-side navigation works ---
    const onBrowser = await hydrate(page, new URL(path, onBase()).href);
    await navigateInPage(page);
    const offBrowser = await hydrate(page, new URL(path, off.url).href);
    // Off, the page's dictionaries are still one chunk per language (a build-time split), fetched
    // by the client entry.
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
      ),
    ).toContainEqual(expect.stringMatching(new RegExp(`^/assets/ui\\.${lang}-`)));
    await navigateInPage(page);

    figures.set(family, {
      path,
      cached,
      on: { bytes: on.brotliBytes, ...onBrowser },
      // Off, the style sheet is a request of its own, before the first paint.
      off: { bytes: `${stock.brotliBytes} + ${sheet.brotliBytes} (app.css)`, ...offBrowser },
    });
  });
}

test("page styles: React's real document reduced by withPageStyles", async () => {
  // /contact is rendered per request, so the suite's server sends it with the whole sheet inline.
  const { html } = await getDocument(onBase(), "/contact");
  const whole = INLINE_STYLES.exec(html)![1]!;
  expect(whole.startsWith(PARTIAL_STYLES_MARK)).toBe(false);
  const reduced = INLINE_STYLES.exec(await withPageStyles(html))![1]!;
  expect(reduced.startsWith(PARTIAL_STYLES_MARK)).toBe(true);
  expect(reduced.length).toBeLessThan(whole.length * 0.8);
});

test("off: a form posts and redirects through the router (sign-in)", async ({ page }) => {
  await page.goto(`${off.url}/auth?redirectTo=%2Fadmin`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByLabel("Username").fill(TEST_ADMIN.username);
  await page.getByLabel("Password").fill(TEST_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});
