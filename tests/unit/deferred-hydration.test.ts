import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  createDeferredHydrationTransform,
  DeferredHydrationRewriter,
  deferBootScript,
  HERO_PAINT_WAIT_MS,
  HYDRATION_FALLBACK_MS,
} from "~/server/deferred-hydration.server";

// A document in the form React Router 7's <Scripts /> renders it (head preloads, boot script).
const BOOT = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"},"version":"1"};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;
const DOCUMENT =
  `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/><title>Café ☕ – Home</title>` +
  `<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="abc+/=="/>` +
  `<link rel="modulepreload" href="/assets/root-A.js" nonce="abc+/=="/>` +
  `<link rel="stylesheet" href="/assets/root.css"/></head><body><main><p>1 &lt; 2 and 3 > 2</p></main>` +
  `<script nonce="abc+/==">window.__reactRouterContext = {"state":{"a":"<b>"}};</script>` +
  `<script nonce="abc+/==" type="module" async="">${BOOT}</script>` +
  `<script nonce="abc+/==" type="module" async="">import "/not/react-router.js";</script>` +
  `</body></html>`;

function rewriteAtOnce(html: string) {
  const rewriter = new DeferredHydrationRewriter();
  return rewriter.push(html) + rewriter.end();
}

describe("deferred hydration", () => {
  it("drops the modulepreload links and defers the boot script's imports until after load", () => {
    const out = rewriteAtOnce(DOCUMENT);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain("<p>1 &lt; 2 and 3 > 2</p>");
    // The boot element keeps its attributes (React hydrates it), but has no static import left.
    const boot = /<script nonce="abc\+\/==" type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(boot).not.toMatch(/^\s*import\s+(\*|")/m);
    expect(boot).toContain('import("/assets/root-A.js"), import("/assets/home-B.js")');
    expect(boot).toContain('["/assets/entry.client-C.js","/assets/root-A.js"]');
    expect(boot).toContain('addEventListener("load", start, { once: true })');
    // Only React Router's boot script is rewritten; a later module script is left alone.
    expect(out).toContain(
      '<script nonce="abc+/==" type="module" async="">import "/not/react-router.js";</script>',
    );
  });

  it("gives the same document however the stream is cut into pieces", () => {
    const expected = rewriteAtOnce(DOCUMENT);
    for (let cut = 1; cut < DOCUMENT.length; cut++) {
      const rewriter = new DeferredHydrationRewriter();
      const out = rewriter.push(DOCUMENT.slice(0, cut)) + rewriter.push(DOCUMENT.slice(cut)) + rewriter.end();
      expect(out, `cut at ${cut}`).toBe(expected);
    }
    const rewriter = new DeferredHydrationRewriter();
    expect([...DOCUMENT].map((char) => rewriter.push(char)).join("") + rewriter.end()).toBe(expected);
  });

  it("keeps multi-byte characters whole across chunk borders of the byte stream", async () => {
    const bytes = Buffer.from(DOCUMENT);
    const pieces = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) =>
      bytes.subarray(i * 7, i * 7 + 7),
    );
    const out = await text(Readable.from(pieces).pipe(createDeferredHydrationTransform()));
    expect(out).toBe(rewriteAtOnce(DOCUMENT));
    expect(out).toContain("Café ☕ – Home");
  });

  it("passes a document without React Router's scripts through unchanged", () => {
    const html = "<!DOCTYPE html><html><body><h1>Plain</h1><script>if (a < b) x();</script></body></html>";
    expect(rewriteAtOnce(html)).toBe(html);
    const rewriter = new DeferredHydrationRewriter();
    expect(rewriter.push(html.slice(0, 50)) + rewriter.push(html.slice(50)) + rewriter.end()).toBe(html);
  });

  /** Runs a deferred boot script against a fake window whose timers and frames run on demand. */
  function bootHarness(code: string, hero: object | null = null) {
    const appended: string[] = [];
    const imported: string[] = [];
    const listeners: Record<string, () => void> = {};
    const timers: Array<{ fn: () => void; ms: number }> = [];
    const win: Record<string, unknown> = {};
    const observers: Array<{ callback: (list: { getEntries: () => object[] }) => void; observed: boolean }> =
      [];
    class FakePerformanceObserver {
      static supportedEntryTypes = ["element", "largest-contentful-paint"];
      record: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]["callback"]) {
        this.record = { callback, observed: false };
        observers.push(this.record);
      }
      observe() {
        this.record.observed = true;
      }
      disconnect() {
        this.record.observed = false;
      }
    }
    /** Delivers Element Timing entries to the observers still listening. */
    const paint = (...entries: object[]) => {
      for (const observer of observers)
        if (observer.observed) observer.callback({ getEntries: () => entries });
    };
    const document = {
      readyState: "loading",
      querySelector: (selector: string) => (selector === "img[elementtiming]" ? hero : null),
      createElement: () => ({}) as { rel?: string; href?: string },
      head: { append: (link: { rel: string; href: string }) => appended.push(`${link.rel} ${link.href}`) },
    };
    const fakeImport = (specifier: string) => {
      imported.push(specifier);
      return Promise.resolve({ specifier });
    };
    new Function(
      "document",
      "addEventListener",
      "requestAnimationFrame",
      "setTimeout",
      "window",
      "PerformanceObserver",
      "innerHeight",
      "__import",
      code.replaceAll("import(", "__import("),
    )(
      document,
      (type: string, fn: () => void) => (listeners[type] = fn),
      (fn: () => void) => timers.push({ fn, ms: 0 }),
      (fn: () => void, ms = 0) => timers.push({ fn, ms }),
      win,
      FakePerformanceObserver,
      800,
      fakeImport,
    );
    /** Runs the timers and frames due within `ms` (and those they schedule), then lets promises settle. */
    const advance = async (ms: number) => {
      for (
        let due = timers.findIndex((t) => t.ms <= ms);
        due !== -1;
        due = timers.findIndex((t) => t.ms <= ms)
      )
        timers.splice(due, 1)[0]!.fn();
      await new Promise((resolve) => setImmediate(resolve));
    };
    return { appended, imported, listeners, win, advance, paint };
  }

  it("writes a boot script that runs the original code once the page has loaded and painted", async () => {
    const boot = bootHarness(deferBootScript(BOOT, ["/assets/root-A.js"]));
    await boot.advance(0);
    expect(boot.imported).toEqual([]); // nothing before the load event
    boot.listeners.load!();
    await boot.advance(0);
    expect(boot.appended).toEqual(["modulepreload /assets/root-A.js"]);
    expect(boot.imported).toEqual(["/assets/root-A.js", "/assets/home-B.js", "/assets/entry.client-C.js"]);
    expect(boot.win.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-A.js" },
      "routes/home": { specifier: "/assets/home-B.js" },
    });
    await boot.advance(HYDRATION_FALLBACK_MS); // the fallback timer does not start it twice
    expect(boot.imported).toHaveLength(3);
  });

  it("waits for the hero image's paint when the hero is in view, and at most HERO_PAINT_WAIT_MS", async () => {
    const hero = {
      complete: true,
      naturalWidth: 800,
      getBoundingClientRect: () => ({ top: 500, bottom: 900 }),
    };
    const painted = bootHarness(deferBootScript(BOOT, []), hero);
    painted.listeners.load!();
    await painted.advance(0);
    expect(painted.imported).toEqual([]);
    painted.paint({ element: {} }); // another element's paint
    await painted.advance(0);
    expect(painted.imported).toEqual([]);
    painted.paint({ element: hero });
    await painted.advance(0);
    expect(painted.imported).toHaveLength(3);
    painted.paint({ element: hero });
    await painted.advance(HERO_PAINT_WAIT_MS);
    expect(painted.imported).toHaveLength(3); // started once

    const never = bootHarness(deferBootScript(BOOT, []), hero);
    never.listeners.load!();
    await never.advance(HERO_PAINT_WAIT_MS - 1);
    expect(never.imported).toEqual([]);
    await never.advance(HERO_PAINT_WAIT_MS);
    expect(never.imported).toHaveLength(3);

    const below = { ...hero, getBoundingClientRect: () => ({ top: 900, bottom: 1300 }) };
    const outOfView = bootHarness(deferBootScript(BOOT, []), below);
    outOfView.listeners.load!();
    await outOfView.advance(0);
    expect(outOfView.imported).toHaveLength(3);

    // Still loading (the fallback start before `load`), or loaded but broken: no paint will come.
    for (const unpainted of [
      { ...hero, complete: false },
      { ...hero, naturalWidth: 0 },
    ]) {
      const boot = bootHarness(deferBootScript(BOOT, []), unpainted);
      boot.listeners.load!();
      await boot.advance(0);
      expect(boot.imported).toHaveLength(3);
    }
  });

  it("starts anyway when the load event is late (a stuck image, a slow third-party script)", async () => {
    const boot = bootHarness(deferBootScript(BOOT, []));
    await boot.advance(HYDRATION_FALLBACK_MS - 1);
    expect(boot.imported).toEqual([]);
    await boot.advance(HYDRATION_FALLBACK_MS);
    expect(boot.imported).toEqual(["/assets/root-A.js", "/assets/home-B.js", "/assets/entry.client-C.js"]);
    boot.listeners.load!();
    await boot.advance(HYDRATION_FALLBACK_MS);
    expect(boot.imported).toHaveLength(3);
  });

  it("handles React Router's other boot shapes: split route chunks and a bare manifest import", async () => {
    const split = `;
import "/assets/manifest-M.js";
import * as route0 from "/assets/root-A.js";
import * as route1_clientLoader from "/assets/home-B-loader.js";
import * as route1_main from "/assets/home-B.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;
    const boot = bootHarness(deferBootScript(split, []));
    boot.listeners.load!();
    await boot.advance(0);
    expect(boot.imported).toEqual([
      "/assets/manifest-M.js",
      "/assets/root-A.js",
      "/assets/home-B-loader.js",
      "/assets/home-B.js",
      "/assets/entry.client-C.js",
    ]);
    expect(boot.win.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-A.js" },
      "routes/home": { specifier: "/assets/home-B.js" },
    });
  });

  it("writes the route manifest without its indentation, as the same object", async () => {
    const manifest = {
      entry: { module: "/assets/entry.client-C.js", imports: ["/assets/a.js"] },
      version: "1",
    };
    const pretty = BOOT.replace(
      '{"entry":{"module":"/assets/entry.client-C.js"},"version":"1"}',
      JSON.stringify(manifest, null, 2),
    );
    expect(pretty).toContain('\n    "module"');
    const script = deferBootScript(pretty, []);
    expect(script).toContain(`window.__reactRouterManifest = ${JSON.stringify(manifest)};`);
    const boot = bootHarness(script);
    boot.listeners.load!();
    await boot.advance(0);
    expect(boot.win.__reactRouterManifest).toEqual(manifest);
    // Not JSON after all: left as it was.
    const odd = BOOT.replace('"version":"1"', "version:1");
    expect(deferBootScript(odd, [])).toContain(
      'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"},version:1};',
    );
  });

  it("leaves a boot script that never closes, and other module scripts before it, as they are", () => {
    const other = '<script type="module" async="">import "/elsewhere.js";</script>';
    const html = `<body>${other}<script nonce="n" type="module" async="">${BOOT}`;
    expect(rewriteAtOnce(html)).toBe(html);
    const closed = rewriteAtOnce(
      `<body>${other}<script nonce="n" type="module" async="">${BOOT}</script></body>`,
    );
    expect(closed).toContain(other);
    expect(closed).toContain('import("/assets/root-A.js")');
  });
});
