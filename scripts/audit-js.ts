/**
 * The JavaScript budget (docs/decisions/039), measured by `npm run audit`: each public page is loaded in
 * Chromium (no interaction) until its scripts are quiet (the prize widget, due 2000 ms after
 * `load`, included), and every script it fetched is split into the framework floor (react,
 * react-dom, react-router, the bundler runtime) and our code (everything else, our libraries
 * included), in KB gzip (level 9, the size of the built file). The split comes from
 * build/chunk-modules.json, which the build writes (vite.config.ts): a chunk's gzip size is
 * shared out by the rendered size of its modules.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";

export const JS_BUDGET = { totalKb: 150, oursKb: 38 };

/** react, react-dom, react-router (and what they bundle), the bundler's runtime and preload helper. */
const FRAMEWORK =
  /^(?:\/node_modules\/(?:react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser|turbo-stream)\/|\0?(?:rolldown\/runtime|vite\/preload-helper))/;

interface Split {
  floor: number;
  ours: number;
}

const QUIET_MS = 1500;
const AFTER_LOAD_MS = 3000;
const MAX_WAIT_MS = 15_000;

function chunkSplits(clientDir: string) {
  const chunks = JSON.parse(readFileSync("build/chunk-modules.json", "utf8")) as Record<
    string,
    Record<string, number>
  >;
  const splits = new Map<string, Split>();
  for (const [file, modules] of Object.entries(chunks)) {
    const gzip = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
    let framework = 0;
    let all = 0;
    for (const [id, length] of Object.entries(modules)) {
      all += length;
      if (FRAMEWORK.test(id)) framework += length;
    }
    const floor = all ? Math.round((gzip * framework) / all) : 0;
    splits.set(`/${file}`, { floor, ours: gzip - floor });
  }
  return splits;
}

export interface PageJs {
  page: string;
  floorKb: number;
  oursKb: number;
  totalKb: number;
  files: string[];
}

/** Loads each page and sums the scripts it fetched; throws when a script is not in the build. */
export async function measurePageJs(base: string, pages: string[]): Promise<PageJs[]> {
  const splits = chunkSplits("build/client");
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results: PageJs[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const tab = await context.newPage();
      const scripts = new Set<string>();
      let lastScriptAt = Date.now();
      tab.on("request", (request) => {
        if (request.resourceType() !== "script") return;
        scripts.add(new URL(request.url()).pathname);
        lastScriptAt = Date.now();
      });
      const response = await tab.goto(base + page, { waitUntil: "load" });
      if (!response?.ok()) throw new Error(`${page}: ${response?.status()}`);
      const loadedAt = Date.now();
      while (Date.now() - loadedAt < MAX_WAIT_MS) {
        const now = Date.now();
        if (now - loadedAt >= AFTER_LOAD_MS && now - lastScriptAt >= QUIET_MS) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await context.close();
      let floor = 0;
      let ours = 0;
      for (const script of scripts) {
        if (script.startsWith("/__boot/")) {
          // The page's boot module (decision 065), made by the server: all ours.
          ours += gzipSync(Buffer.from(await (await fetch(base + script)).arrayBuffer()), {
            level: 9,
          }).length;
          continue;
        }
        const split = splits.get(script);
        if (!split)
          throw new Error(`${page}: ${script} is not in build/chunk-modules.json (run npm run build)`);
        floor += split.floor;
        ours += split.ours;
      }
      const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
      results.push({
        page,
        floorKb: kb(floor),
        oursKb: kb(ours),
        totalKb: kb(floor + ours),
        files: [...scripts].sort(),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * The pages of the budget: each public page family, found from the site itself, and the Spanish
 * home and prize pages (the two heaviest pages, whose Spanish strings are longer).
 */
export async function budgetPages(base: string): Promise<string[]> {
  const blog = await (await fetch(`${base}/blog`)).text();
  const post = /href="(\/blog\/(?!rss\.xml)[^"?#]+)"/.exec(blog)?.[1];
  const city = await (await fetch(`${base}/locations/miami`)).text();
  const spanish =
    /hreflang="es"[^>]*href="https?:\/\/[^/"]+(\/es\/[^"]+)"|href="https?:\/\/[^/"]+(\/es\/[^"]+)"[^>]*hreflang="es"/.exec(
      city,
    );
  return [
    "/",
    "/es",
    "/micromarkets",
    "/locations/miami",
    spanish?.[1] ?? spanish?.[2] ?? "/es/ubicaciones/miami",
    "/blog",
    ...(post ? [post] : []),
    "/contact",
    "/prize",
    "/es/premio",
    "/space-visualization",
  ];
}
