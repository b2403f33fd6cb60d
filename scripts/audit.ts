/**
 * `npm run audit` (run `npm run build` first): Lighthouse 12 on the home page, one service page,
 * one city page and the blog list, mobile form factor with simulated slow 4G (Lighthouse's
 * default: 150 ms RTT, 1.6 Mbps, 4× CPU slowdown), in Debian's Chromium (/usr/bin/chromium or
 * CHROMIUM_PATH) with the flags of tests/support/chromium.ts. Prints the four category scores, LCP, TBT, CLS and
 * the transferred bytes of JS, CSS, images and HTML per page, each against the budgets of docs/performance.md.
 * Then the JavaScript budget (docs/decisions/039, scripts/audit-js.ts): per public page (home, a service
 * page, a city page, a Spanish city page, /blog, a post, /contact, /prize, /space-visualization),
 * the framework floor, our code and the total in KB gzip.
 * Exits non-zero when Lighthouse itself fails, or when a page loads more than 150 KB gzip of
 * JavaScript in all or more than 38 KB of our own; the Lighthouse figures are printed only.
 * Set AUDIT_JSON_DIR to keep each full Lighthouse report as JSON there.
 * Each page is audited --runs times (default 5: the budget's LCP is the median of five); the
 * table shows the run with the median LCP, and every run's LCP is printed above it.
 * Options: --pages /,/micromarkets (comma separated; both parts), --url http://host:port (audit a
 * running server), --only lighthouse|js, --runs N.
 */
import { execFileSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { makeDataDir, startAppServer, type AppServer } from "../tests/support/app-server";
import { budgetPages, JS_BUDGET, measurePageJs } from "./audit-js";
import { args, fail } from "./lib";

const options = args({
  pages: { type: "string" },
  url: { type: "string" },
  only: { type: "string" },
  runs: { type: "string" },
});
/** Lighthouse runs per page; the figures shown are those of the run with the median LCP (docs/performance.md). */
const runs = Number(options.runs ?? 5);
if (!Number.isInteger(runs) || runs < 1) fail("--runs takes a whole number of at least 1");
if (options.only && options.only !== "lighthouse" && options.only !== "js") fail("--only lighthouse|js");
const pages = options.pages?.split(",").map((p) => p.trim()) ?? [
  "/",
  "/smart-machines",
  "/locations/miami",
  "/blog",
];

const BUDGET = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1000,
  tbtMs: 100,
  cls: 0,
  jsKb: 150,
  cssKb: 20,
};

let server: AppServer | null = null;
if (!options.url) {
  // The seed's posts, so /blog lists some and a post page exists.
  const dataDir = makeDataDir("vending-audit-");
  execFileSync("npx", ["tsx", "scripts/db-seed.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, SESSION_SECRET: "audit-".repeat(8) },
    stdio: "ignore",
  });
  server = await startAppServer({ dataDir });
}
const base = options.url ?? server!.url;
const chrome =
  options.only === "js"
    ? null
    : await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: ["--headless=new", ...chromiumArgs],
      });

/** The gzip size of the page's inline `<style>` elements (the site's styles live there, decision 057). */
async function inlineStyleBytes(url: string) {
  const html = await (await fetch(url)).text();
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  return styles ? gzipSync(styles).length : 0;
}

type Row = Record<string, string>;
type LighthouseReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
const rows: Row[] = [];
const misses: string[] = [];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const jsMisses: string[] = [];
const lcpRuns: string[] = [];
try {
  for (const path of chrome ? pages : []) {
    // A warm-up load so the server's first-request costs do not count (with the browser's
    // Accept-Encoding, so the page cache has already compressed what Lighthouse will ask for).
    await fetch(base + path, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    const reports: LighthouseReport[] = [];
    for (let run = 0; run < runs; run++) {
      // A run Lighthouse itself could not record (NO_NAVSTART and the like, now and then on
      // repeated loads) is taken again, once.
      for (let attempt = 1; ; attempt++) {
        const result = await lighthouse(base + path, {
          port: chrome!.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          formFactor: "mobile",
          throttlingMethod: "simulate",
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const error = result.lhr.runtimeError;
        if (!error) {
          reports.push(result.lhr);
          break;
        }
        if (attempt === 2) throw new Error(`${path}: ${error.message}`);
        console.log(`${path}: run ${run + 1} not recorded (${error.code}); taking it again`);
      }
    }
    const lcpOf = (report: LighthouseReport) =>
      report.audits["largest-contentful-paint"]?.numericValue ?? NaN;
    reports.sort((a, b) => lcpOf(a) - lcpOf(b));
    const lhr = reports[Math.floor((reports.length - 1) / 2)]!;
    lcpRuns.push(`${path}: ${reports.map((report) => lcpOf(report).toFixed(0)).join(", ")} ms`);
    if (process.env.AUDIT_JSON_DIR) {
      const { writeFileSync } = await import("node:fs");
      writeFileSync(
        `${process.env.AUDIT_JSON_DIR}/lighthouse${path.replace(/\W+/g, "-")}.json`,
        JSON.stringify(lhr),
      );
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests =
      (
        lhr.audits["network-requests"]?.details as {
          items?: { resourceType?: string; transferSize?: number }[];
        }
      )?.items ?? [];
    const bytes = (type: string) =>
      requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);

    const figures = {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      js: bytes("Script"),
      // Style sheet files plus the site's styles inlined in the page (decision 057), gzipped.
      css: bytes("Stylesheet") + (await inlineStyleBytes(base + path)),
      img: bytes("Image"),
      html: bytes("Document"),
    };
    const check = (ok: boolean, label: string) => {
      if (!ok) misses.push(`${path}: ${label}`);
      return ok ? "" : " ✗";
    };
    rows.push({
      page: path,
      perf:
        figures.performance +
        check(
          figures.performance >= BUDGET.performance,
          `performance ${figures.performance} < ${BUDGET.performance}`,
        ),
      a11y:
        figures.accessibility +
        check(figures.accessibility >= BUDGET.accessibility, `accessibility ${figures.accessibility}`),
      bp:
        figures["best-practices"] +
        check(
          figures["best-practices"] >= BUDGET["best-practices"],
          `best practices ${figures["best-practices"]}`,
        ),
      seo: figures.seo + check(figures.seo >= BUDGET.seo, `SEO ${figures.seo}`),
      "LCP ms":
        figures.lcpMs.toFixed(0) + check(figures.lcpMs <= BUDGET.lcpMs, `LCP ${figures.lcpMs.toFixed(0)} ms`),
      "TBT ms":
        figures.tbtMs.toFixed(0) + check(figures.tbtMs <= BUDGET.tbtMs, `TBT ${figures.tbtMs.toFixed(0)} ms`),
      CLS: figures.cls.toFixed(3) + check(figures.cls <= BUDGET.cls, `CLS ${figures.cls.toFixed(3)}`),
      "JS KB": kb(figures.js) + check(figures.js <= BUDGET.jsKb * 1024, `JS ${kb(figures.js)} KB`),
      "CSS KB": kb(figures.css) + check(figures.css <= BUDGET.cssKb * 1024, `CSS ${kb(figures.css)} KB`),
      "img KB": kb(figures.img),
      "HTML KB": kb(figures.html),
    });
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== "informative" &&
          a.scoreDisplayMode !== "notApplicable" &&
          a.scoreDisplayMode !== "manual",
      )
      .map((a) => a.id);
    if (failing.length) console.log(`${path}: audits below 0.9: ${failing.join(", ")}`);
  }
  if (options.only !== "lighthouse") {
    const jsPages = options.pages ? pages : await budgetPages(base);
    const measured = await measurePageJs(base, jsPages);
    console.log(
      `\nJavaScript per page, KB gzip (level 9), everything fetched without interaction until the scripts are quiet (anything due after load included). ` +
        `Floor: react, react-dom, react-router, bundler runtime. Budget: ours <= ${JS_BUDGET.oursKb} KB, total <= ${JS_BUDGET.totalKb} KB.`,
    );
    console.table(
      measured.map((m) => {
        const overOurs = m.oursKb > JS_BUDGET.oursKb;
        const overTotal = m.totalKb > JS_BUDGET.totalKb;
        if (overOurs) jsMisses.push(`${m.page}: our JS ${m.oursKb} KB > ${JS_BUDGET.oursKb} KB`);
        if (overTotal) jsMisses.push(`${m.page}: JS ${m.totalKb} KB > ${JS_BUDGET.totalKb} KB`);
        return {
          page: m.page,
          "floor KB": m.floorKb.toFixed(1),
          "ours KB": m.oursKb.toFixed(1) + (overOurs ? " ✗" : ""),
          "total KB": m.totalKb.toFixed(1) + (overTotal ? " ✗" : ""),
          files: m.files.length,
        };
      }),
    );
    if (process.env.AUDIT_VERBOSE) for (const m of measured) console.log(m.page, m.files.join(" "));
    console.log(
      jsMisses.length
        ? `Over the JavaScript budget:\n  ${jsMisses.join("\n  ")}`
        : "Every page is within the JavaScript budget.",
    );
  }
} finally {
  await chrome?.kill();
  await server?.stop();
}
if (options.only === "js") process.exit(jsMisses.length ? 1 : 0);

console.log(
  `\nLighthouse ${"12.8.2"} · mobile · simulated slow 4G · ${chromiumPath}\n` +
    `Budgets (docs/performance.md): performance >= ${BUDGET.performance} (home), a11y/best practices/SEO 100, LCP <= ${BUDGET.lcpMs} ms, TBT <= ${BUDGET.tbtMs} ms, CLS ${BUDGET.cls}, JS <= ${BUDGET.jsKb} KB, CSS <= ${BUDGET.cssKb} KB (transferred, compressed; CSS counts files and inline styles)\n`,
);
console.log(
  `Each page ${runs} time(s); the row shows the run with the median LCP. LCP of every run, sorted:`,
);
for (const line of lcpRuns) console.log(`  ${line}`);
console.table(rows);
console.log(misses.length ? `Over budget (✗):\n  ${misses.join("\n  ")}` : "Every page is within budget.");
if (jsMisses.length) process.exit(1);
