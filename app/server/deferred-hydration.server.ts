import { Transform } from "node:stream";
import { PARTIAL_STYLES_MARK } from "~/lib/site-styles";

/**
 * Starts React's hydration only after the page has loaded and painted.
 *
 * Every page is complete without JavaScript (DESIGN §7), so the JavaScript is an enhancement and
 * must not compete with the HTML, the CSS and the hero image for a slow connection. React Router's
 * `<Scripts />` asks for the opposite: `<link rel="modulepreload">` for every module of the page
 * (about 150 KB gzipped on the home page, fetched at high priority while the page is still being
 * parsed) and an inline module script whose static `import`s fetch them again at once. On
 * simulated slow 4G the home page's LCP was 2.8 s with them and is 1.3 s without.
 *
 * This rewriter changes the document as it streams out of React:
 * - the `modulepreload` links are dropped (their addresses are kept);
 * - the inline module script keeps its element and attributes (React hydrates that element and
 *   matches it by `type`), but its static imports become dynamic imports that run only after the
 *   `load` event, the hero image's paint (at most HERO_PAINT_WAIT_MS) and the next frame (or
 *   HYDRATION_FALLBACK_MS after the script runs, if the page is still loading then). At that
 *   moment it adds the `modulepreload` links to the head
 *   (all modules then download in parallel, not as a waterfall; React adopts these links when it
 *   hydrates) and then does exactly what React Router's script did: set the route modules and the
 *   manifest on `window` and import the client entry.
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
/** How long the boot waits, at most, for the hero image to be painted (see `deferBootScript`). */
export const HERO_PAINT_WAIT_MS = 1000;

export class DeferredHydrationRewriter {
  private buffer = "";
  private readonly preloads: string[];

  /**
   * `extraPreloads`: modules the page will import that React Router does not list (its language's
   * dictionaries). `wholeStyles`: the whole style sheet's URL, which the boot adds first when the
   * page carries only its own styles (a page of the page cache, decision 058).
   */
  constructor(
    extraPreloads: readonly string[] = [],
    private readonly wholeStyles?: string,
  ) {
    this.preloads = [...extraPreloads];
  }
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
        this.preloads.push(href);
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
      if (!code.includes(BOOT_MARK)) {
        // Some other module script: left alone.
        out += buffer.slice(start, pos);
        continue;
      }
      out += `<script${nonceAttribute} type="module" async="">${deferBootScript(code, this.preloads, this.wholeStyles)}${CLOSE_SCRIPT}`;
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

const STATIC_IMPORT = /import \* as (\w+) from ("[^"\n]+");|import ("[^"\n]+");/g;

/**
 * React Router's boot script, with its static imports made dynamic and started after load:
 *   import * as route0 from "/assets/root.js";   ->   the same module, imported after load
 *   import "/assets/manifest.js";                ->   likewise (only without lazy route discovery)
 * The rest of the script (manifest and route modules on `window`, `import(entry)`) runs unchanged
 * once the imports have resolved. Exported for the unit test.
 */
export function deferBootScript(code: string, preloads: readonly string[], wholeStyles?: string): string {
  code = compactManifest(code);
  const names: string[] = [];
  const specifiers: string[] = [];
  const rest = code.replace(
    STATIC_IMPORT,
    (_statement, name: string | undefined, specifier: string | undefined, bare: string | undefined) => {
      names.push(name ?? "");
      specifiers.push((specifier ?? bare)!);
      return "";
    },
  );
  return [
    "{",
    "let started = false;",
    // The page's own hero image (the priority picture, marked `elementtiming`) is painted first:
    // on a fast connection `load` can come before the frame that shows it, and modules fetched
    // then would compete with that frame. The Element Timing entry arrives once the frame is on
    // screen; without the API, a hero out of view, or an image that fails, the boot goes on.
    "const afterHero = (go) => {",
    '  const hero = document.querySelector("img[elementtiming]");',
    '  const types = typeof PerformanceObserver === "function" ? PerformanceObserver.supportedEntryTypes || [] : [];',
    // (`complete` is true for a broken image too, which never reports a paint: naturalWidth is 0.)
    '  if (!hero || !hero.complete || !hero.naturalWidth || !types.includes("element")) return go();',
    "  const box = hero.getBoundingClientRect(); if (box.bottom <= 0 || box.top >= innerHeight) return go();",
    "  let done = false; const once = () => { if (done) return; done = true; observer.disconnect(); go(); };",
    "  const observer = new PerformanceObserver((list) => { if (list.getEntries().some((entry) => entry.element === hero)) once(); });",
    '  observer.observe({ type: "element", buffered: true });',
    `  setTimeout(once, ${HERO_PAINT_WAIT_MS});`,
    "};",
    "const start = () => { if (started) return; started = true; afterHero(() => requestAnimationFrame(() => setTimeout(() => {",
    ...(wholeStyles
      ? [
          `const own = document.getElementById("site-styles"); if (own && own.textContent.startsWith(${JSON.stringify(PARTIAL_STYLES_MARK)})) { const link = document.createElement("link"); link.rel = "stylesheet"; link.href = ${JSON.stringify(wholeStyles)}; document.head.append(link); }`,
        ]
      : []),
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `Promise.all([${specifiers.map((s) => `import(${s})`).join(", ")}]).then(([${names.join(", ")}]) => {${rest}});`,
    "}))); };",
    // A stuck image or a slow third-party script must not hold the page's JavaScript back for long.
    `if (document.readyState === "complete") start(); else { addEventListener("load", start, { once: true }); setTimeout(start, ${HYDRATION_FALLBACK_MS}); }`,
    "}",
  ].join("\n");
}

const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\});\n/;

/**
 * React Router writes the route manifest into the boot script as indented JSON (a third of the
 * script's bytes on a city page). The same object without the indentation, when it parses as
 * JSON; otherwise the script as it was.
 */
function compactManifest(code: string): string {
  const found = MANIFEST.exec(code);
  if (!found) return code;
  try {
    const compact = JSON.stringify(JSON.parse(found[2]!));
    return (
      code.slice(0, found.index) + found[1] + compact + ";\n" + code.slice(found.index + found[0].length)
    );
  } catch {
    return code;
  }
}

/** A Node stream for `renderToPipeableStream(...).pipe()`: UTF-8 in, the rewritten UTF-8 out. */
export function createDeferredHydrationTransform(
  extraPreloads: readonly string[] = [],
  wholeStyles?: string,
): Transform {
  const rewriter = new DeferredHydrationRewriter(extraPreloads, wholeStyles);
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
