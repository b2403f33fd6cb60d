import { Transform } from "node:stream";

/**
 * Starts React's hydration only after the page has loaded and painted.
 *
 * Every page is complete without JavaScript (docs/performance.md#budgets), so the JavaScript is an enhancement and
 * must not compete with the HTML, the CSS and the hero image for a slow connection. React Router's
 * `<Scripts />` asks for the opposite: `<link rel="modulepreload">` for every module of the page
 * (about 150 KB gzipped on the home page, fetched at high priority while the page is still being
 * parsed) and an inline module script whose static `import`s fetch them again at once. On
 * simulated slow 4G the home page's LCP was 2.8 s with them and is 1.3 s without.
 *
 * This rewriter changes the document as it streams out of React:
 * - the `modulepreload` links are dropped;
 * - the inline module script keeps its element and attributes (React hydrates that element and
 *   matches it by `type`), but its code becomes a short script that, after the `load` event, the
 *   hero image's paint (at most HERO_PAINT_WAIT_MS) and the next frame (or HYDRATION_FALLBACK_MS
 *   after the script runs, if the page is still loading then), imports the page's boot module
 *   (boot-module.server.ts). That module adds the `modulepreload` links (all modules then download
 *   in parallel, not as a waterfall), and then does exactly what React Router's script did: set
 *   the route modules and the manifest on `window` and import the client entry. Keeping the
 *   manifest and the module list out of the document saves every page about 930 bytes of brotli
 *   (decision 065).
 *
 * The rewriter only touches markup in the exact form React Router 7 renders it (pinned in
 * package.json); anything else passes through unchanged, which leaves a page as React Router made
 * it, never broken. tests/unit/deferred-hydration.test.ts feeds it every chunk split.
 */

const MATCH =
  /<link rel="modulepreload" href="([^"]+)"[^>]*>|<script((?: nonce="[^"]*")?) type="module" async="">/g;
const CLOSE_SCRIPT = "</script>";
/** What identifies React Router's boot script among module scripts. */
const BOOT_MARK = "window.__reactRouterRouteModules = ";
/** Hydration starts at the latest this long after DOMContentLoaded, even if `load` has not come. */
export const HYDRATION_FALLBACK_MS = 3000;
/** How long the boot waits, at most, for the hero image to be painted (see `bootScript`). */
export const HERO_PAINT_WAIT_MS = 1000;

export class DeferredHydrationRewriter {
  private buffer = "";

  /**
   * `bootModuleFor`: the address of the page's boot module (boot-module.server.ts) for the routes
   * React Router's boot script names, or null when it cannot make one. Without the function the
   * document passes through unchanged; with it, the modulepreload links are dropped (the boot
   * module adds them after load), and a boot script it has no address for is left as it is.
   */
  constructor(private readonly bootModuleFor: ((routes: BootRoutes) => string | null) | null = null) {}
  private rewroteBoot = false;

  /** Takes the next piece of the document; returns what can be sent on already. */
  push(text: string): string {
    this.buffer += text;
    return this.drain(false);
  }

  /** The end of the document: returns everything still held. */
  end(): string {
    return this.drain(true);
  }

  private drain(final: boolean): string {
    const buffer = this.buffer;
    let out = "";
    let pos = 0;
    for (;;) {
      MATCH.lastIndex = pos;
      const match = MATCH.exec(buffer);
      if (!match) break;
      const start = match.index;
      out += buffer.slice(pos, start);
      const [tag, href, nonceAttribute] = match;
      if (this.rewroteBoot) {
        // After the boot script, everything passes through as React rendered it.
        out += tag;
        pos = start + tag.length;
        continue;
      }
      if (href !== undefined) {
        // The boot module lists the page's modules again and adds them after load.
        if (!this.bootModuleFor) out += tag;
        pos = start + tag.length;
        continue;
      }
      const close = buffer.indexOf(CLOSE_SCRIPT, start + tag.length);
      if (close === -1) {
        // The script has not all arrived yet: hold it back from its start.
        pos = start;
        if (final) {
          out += buffer.slice(pos);
          pos = buffer.length;
        }
        this.buffer = buffer.slice(pos);
        return out;
      }
      const code = buffer.slice(start + tag.length, close);
      pos = close + CLOSE_SCRIPT.length;
      const routes = code.includes(BOOT_MARK) ? bootRoutes(code) : null;
      const bootModule = routes && this.bootModuleFor ? this.bootModuleFor(routes) : null;
      if (!bootModule) {
        // Some other module script, or a boot script in a shape this does not know: left alone.
        out += buffer.slice(start, pos);
        continue;
      }
      out += `<script${nonceAttribute} type="module" async="">${bootScript(bootModule)}${CLOSE_SCRIPT}`;
      this.rewroteBoot = true;
    }
    // No whole match starts after `pos`, but a tag cut off at the end of this piece may become
    // one: keep an unfinished tag (a "<" with no ">" after it) for the next piece.
    const lastOpen = buffer.lastIndexOf("<");
    const unfinished = lastOpen >= pos && buffer.indexOf(">", lastOpen) === -1;
    const keepFrom = final || !unfinished ? buffer.length : lastOpen;
    out += buffer.slice(pos, keepFrom);
    this.buffer = buffer.slice(keepFrom);
    return out;
  }
}

/** The routes React Router's boot script hydrates, and those its inline route manifest holds. */
export interface BootRoutes {
  /** The matched routes, whose modules it imports (`window.__reactRouterRouteModules`). */
  matched: string[];
  /** Every route of its partial manifest: the matched ones and those of the path's parents. */
  manifest: string[];
}

const STATEMENT = /^\s*import \* as route\d+ from "[^"\n]+";\s*$/;
const ROUTE_MODULES = /window\.__reactRouterRouteModules = \{(.*)\};/;
const ROUTE_MODULE_KEY = /("(?:[^"\\]|\\.)*"):route\d+/g;
const MANIFEST = /window\.__reactRouterManifest = (\{[\s\S]*?\});\n/;

/**
 * The routes of React Router's boot script in the exact form it writes with lazy route discovery
 * and one module per route:
 *   import * as route0 from "/assets/root-A.js";
 *   window.__reactRouterManifest = {"entry":…,"routes":{"root":…,"routes/home":…},…};
 *   window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
 *   import("/assets/entry.client-C.js");
 * or null for anything else (a manifest file import, split route chunks, an HMR runtime).
 */
export function bootRoutes(code: string): BootRoutes | null {
  const manifestFound = MANIFEST.exec(code);
  const modulesFound = ROUTE_MODULES.exec(code);
  if (!manifestFound || !modulesFound) return null;
  const imports = code
    .slice(0, manifestFound.index)
    .split(/(?<=;)\n/)
    .filter((line) => line.trim() && line.trim() !== ";");
  if (!imports.every((line) => STATEMENT.test(line))) return null;
  try {
    const manifest = JSON.parse(manifestFound[1]!) as { routes?: Record<string, unknown> };
    const matched = [...modulesFound[1]!.matchAll(ROUTE_MODULE_KEY)].map(
      ([, key]) => JSON.parse(key!) as string,
    );
    if (!manifest.routes || !matched.length || imports.length !== matched.length) return null;
    const manifestIds = Object.keys(manifest.routes);
    if (!matched.every((id) => manifestIds.includes(id))) return null;
    return { matched, manifest: manifestIds };
  } catch {
    return null;
  }
}

/**
 * The inline script that takes the place of React Router's boot script: it imports the page's
 * boot module (`bootModule`) once the page has loaded and its hero has been painted. Exported for
 * the unit test.
 */
export function bootScript(bootModule: string): string {
  return [
    "{",
    "let started = false;",
    // The page's own hero image (the priority picture, marked `data-hero`) is painted first: on a
    // fast connection `load` can come before the frame that shows it, and modules fetched then
    // would compete with that frame. A Largest Contentful Paint entry naming the hero arrives once
    // the frame is on screen; a hero that is not the largest element gets none, and is on screen
    // two frames after its decode. Without the APIs, a hero out of view, or an image that fails,
    // the boot goes on.
    "const afterHero = (go) => {",
    '  const hero = document.querySelector("img[data-hero]");',
    '  const types = typeof PerformanceObserver === "function" ? PerformanceObserver.supportedEntryTypes || [] : [];',
    // (`complete` is true for a broken image too, which never reports a paint: naturalWidth is 0.)
    '  if (!hero || !hero.complete || !hero.naturalWidth || !types.includes("largest-contentful-paint")) return go();',
    "  const box = hero.getBoundingClientRect(); if (box.bottom <= 0 || box.top >= innerHeight) return go();",
    "  let done = false; const once = () => { if (done) return; done = true; observer.disconnect(); go(); };",
    "  const observer = new PerformanceObserver((list) => { if (list.getEntries().some((entry) => entry.element === hero)) once(); });",
    '  observer.observe({ type: "largest-contentful-paint", buffered: true });',
    '  if (typeof hero.decode === "function") hero.decode().then(() => requestAnimationFrame(() => requestAnimationFrame(once)), once);',
    `  setTimeout(once, ${HERO_PAINT_WAIT_MS});`,
    "};",
    `const start = () => { if (started) return; started = true; afterHero(() => requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(bootModule)})))); };`,
    // A stuck image or a slow third-party script must not hold the page's JavaScript back for long.
    `if (document.readyState === "complete") start(); else { addEventListener("load", start, { once: true }); setTimeout(start, ${HYDRATION_FALLBACK_MS}); }`,
    "}",
  ].join("\n");
}

/** A Node stream for `renderToPipeableStream(...).pipe()`: UTF-8 in, the rewritten UTF-8 out. */
export function createDeferredHydrationTransform(
  bootModuleFor: ((routes: BootRoutes) => string | null) | null = null,
): Transform {
  const rewriter = new DeferredHydrationRewriter(bootModuleFor);
  const decoder = new TextDecoder();
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = rewriter.push(decoder.decode(chunk, { stream: true }));
      callback(null, text ? Buffer.from(text) : undefined);
    },
    flush(callback) {
      const text = rewriter.push(decoder.decode()) + rewriter.end();
      callback(null, text ? Buffer.from(text) : undefined);
    },
  });
}
