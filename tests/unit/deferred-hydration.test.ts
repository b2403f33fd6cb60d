import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  createDeferredHydrationTransform,
  DeferredHydrationRewriter,
  bootRoutes,
  bootScript,
  HERO_PAINT_WAIT_MS,
  HYDRATION_FALLBACK_MS,
} from "~/document/deferred-hydration.server";

// A document in the form React Router 7's <Scripts /> renders it (head preloads, boot script).
// tests/e2e/document-rewrites.spec.ts runs the real built document through the same functions.
const BOOT = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"},"routes":{"root":{},"routes/home":{},"routes/about":{}},"version":"1"};
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

const BOOT_MODULE = "/__boot/1/en/ui+home/0-1.js";

const bootModuleFor = () => BOOT_MODULE;

function rewriteAtOnce(html: string) {
  const rewriter = new DeferredHydrationRewriter(bootModuleFor);
  return rewriter.push(html) + rewriter.end();
}

describe("deferred hydration", () => {
  it("drops the modulepreload links and has the boot script import the boot module after load", () => {
    const out = rewriteAtOnce(DOCUMENT);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain("<p>1 &lt; 2 and 3 > 2</p>");
    // The boot element keeps its attributes (React hydrates it); its code imports nothing but the
    // boot module, and the manifest is no longer in the document.
    const boot = /<script nonce="abc\+\/==" type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(boot).toBe(bootScript(BOOT_MODULE));
    expect(boot.match(/import\(/g)).toHaveLength(1);
    expect(boot).toContain(`import(${JSON.stringify(BOOT_MODULE)})`);
    expect(boot).toContain('addEventListener("load", start, { once: true })');
    expect(out).not.toContain("__reactRouterManifest");
    // Only React Router's boot script is rewritten; a later module script is left alone.
    expect(out).toContain(
      '<script nonce="abc+/==" type="module" async="">import "/not/react-router.js";</script>',
    );
  });

  it("gives the same document however the stream is cut into pieces", () => {
    const expected = rewriteAtOnce(DOCUMENT);
    for (let cut = 1; cut < DOCUMENT.length; cut++) {
      const rewriter = new DeferredHydrationRewriter(bootModuleFor);
      const out = rewriter.push(DOCUMENT.slice(0, cut)) + rewriter.push(DOCUMENT.slice(cut)) + rewriter.end();
      expect(out, `cut at ${cut}`).toBe(expected);
    }
    const rewriter = new DeferredHydrationRewriter(bootModuleFor);
    expect([...DOCUMENT].map((char) => rewriter.push(char)).join("") + rewriter.end()).toBe(expected);
  });

  it("keeps multi-byte characters whole across chunk borders of the byte stream", async () => {
    const bytes = Buffer.from(DOCUMENT);
    const pieces = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) =>
      bytes.subarray(i * 7, i * 7 + 7),
    );
    const out = await text(Readable.from(pieces).pipe(createDeferredHydrationTransform(bootModuleFor)));
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
      static supportedEntryTypes = ["largest-contentful-paint"];
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
    /** Delivers Largest Contentful Paint entries to the observers still listening. */
    const paint = (...entries: object[]) => {
      for (const observer of observers)
        if (observer.observed) observer.callback({ getEntries: () => entries });
    };
    const document = {
      readyState: "loading",
      querySelector: (selector: string) => (selector === "img[data-hero]" ? hero : null),
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

  it("imports the boot module once the page has loaded and painted, and only once", async () => {
    const boot = bootHarness(bootScript(BOOT_MODULE));
    await boot.advance(0);
    expect(boot.imported).toEqual([]); // nothing before the load event
    boot.listeners.load!();
    await boot.advance(0);
    expect(boot.imported).toEqual([BOOT_MODULE]);
    await boot.advance(HYDRATION_FALLBACK_MS); // the fallback timer does not start it twice
    expect(boot.imported).toHaveLength(1);
  });

  it("waits for the hero image's paint when the hero is in view, and at most HERO_PAINT_WAIT_MS", async () => {
    const hero = {
      complete: true,
      naturalWidth: 800,
      getBoundingClientRect: () => ({ top: 500, bottom: 900 }),
    };
    const painted = bootHarness(bootScript(BOOT_MODULE), hero);
    painted.listeners.load!();
    await painted.advance(0);
    expect(painted.imported).toEqual([]);
    painted.paint({ element: {} }); // another element's paint
    await painted.advance(0);
    expect(painted.imported).toEqual([]);
    painted.paint({ element: hero });
    await painted.advance(0);
    expect(painted.imported).toEqual([BOOT_MODULE]);
    painted.paint({ element: hero });
    await painted.advance(HERO_PAINT_WAIT_MS);
    expect(painted.imported).toHaveLength(1); // started once

    const never = bootHarness(bootScript(BOOT_MODULE), hero);
    never.listeners.load!();
    await never.advance(HERO_PAINT_WAIT_MS - 1);
    expect(never.imported).toEqual([]);
    await never.advance(HERO_PAINT_WAIT_MS);
    expect(never.imported).toHaveLength(1);

    const below = { ...hero, getBoundingClientRect: () => ({ top: 900, bottom: 1300 }) };
    const outOfView = bootHarness(bootScript(BOOT_MODULE), below);
    outOfView.listeners.load!();
    await outOfView.advance(0);
    expect(outOfView.imported).toHaveLength(1);

    // A hero that is not the largest element gets no LCP entry: two frames after its decode.
    let decoded: () => void = () => undefined;
    const smaller = { ...hero, decode: () => new Promise<void>((resolve) => (decoded = resolve)) };
    const afterDecode = bootHarness(bootScript(BOOT_MODULE), smaller);
    afterDecode.listeners.load!();
    await afterDecode.advance(0);
    expect(afterDecode.imported).toEqual([]);
    decoded();
    for (let frame = 0; frame < 4; frame++) await afterDecode.advance(0);
    expect(afterDecode.imported).toEqual([BOOT_MODULE]);

    // Still loading (the fallback start before `load`), or loaded but broken: no paint will come.
    for (const unpainted of [
      { ...hero, complete: false },
      { ...hero, naturalWidth: 0 },
    ]) {
      const boot = bootHarness(bootScript(BOOT_MODULE), unpainted);
      boot.listeners.load!();
      await boot.advance(0);
      expect(boot.imported).toHaveLength(1);
    }
  });

  it("starts anyway when the load event is late (a stuck image, a slow third-party script)", async () => {
    const boot = bootHarness(bootScript(BOOT_MODULE));
    await boot.advance(HYDRATION_FALLBACK_MS - 1);
    expect(boot.imported).toEqual([]);
    await boot.advance(HYDRATION_FALLBACK_MS);
    expect(boot.imported).toEqual([BOOT_MODULE]);
    boot.listeners.load!();
    await boot.advance(HYDRATION_FALLBACK_MS);
    expect(boot.imported).toHaveLength(1);
  });

  it("without a boot module, leaves React Router's scripts and preloads as they are", () => {
    const rewriter = new DeferredHydrationRewriter(null);
    expect(rewriter.push(DOCUMENT) + rewriter.end()).toBe(DOCUMENT);
    // No address for these routes: the boot script stays as React Router wrote it.
    const declined = new DeferredHydrationRewriter(() => null);
    const out = declined.push(DOCUMENT) + declined.end();
    expect(out).toContain(`<script nonce="abc+/==" type="module" async="">${BOOT}</script>`);
  });

  it("reads the matched routes and the manifest's routes from React Router's boot script", () => {
    expect(bootRoutes(BOOT)).toEqual({
      matched: ["root", "routes/home"],
      manifest: ["root", "routes/home", "routes/about"],
    });
    const seen: unknown[] = [];
    const rewriter = new DeferredHydrationRewriter((routes) => (seen.push(routes), BOOT_MODULE));
    rewriter.push(DOCUMENT);
    rewriter.end();
    expect(seen).toEqual([bootRoutes(BOOT)]);
    // The manifest written with indentation, as React Router writes it.
    const pretty = BOOT.replace(
      /window\.__reactRouterManifest = (\{.*\});/,
      (_all, json: string) => `window.__reactRouterManifest = ${JSON.stringify(JSON.parse(json), null, 2)};`,
    );
    expect(pretty).toContain('\n    "root"');
    expect(bootRoutes(pretty)).toEqual(bootRoutes(BOOT));
  });

  it("does not read boot scripts in shapes the boot module does not reproduce", () => {
    // Without lazy route discovery (a manifest file), with split route chunks, without a manifest.
    const withManifestFile = BOOT.replace(
      ";\nimport * as route0",
      'import "/assets/manifest-M.js";\nimport * as route0',
    );
    const split = BOOT.replace(
      'import * as route1 from "/assets/home-B.js";',
      'import * as route1_clientLoader from "/assets/home-B-loader.js";\nimport * as route1_main from "/assets/home-B.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
    );
    const noManifest = BOOT.replace(/ {2}window\.__reactRouterManifest = .*\n/, "");
    const unknownRoute = BOOT.replace('"routes/home":route1', '"routes/gone":route1');
    for (const code of [withManifestFile, split, noManifest, unknownRoute]) {
      expect(code).not.toBe(BOOT);
      expect(bootRoutes(code)).toBeNull();
    }
  });

  it("leaves a boot script that never closes, and other module scripts before it, as they are", () => {
    const other = '<script type="module" async="">import "/elsewhere.js";</script>';
    const html = `<body>${other}<script nonce="n" type="module" async="">${BOOT}`;
    expect(rewriteAtOnce(html)).toBe(html);
    const closed = rewriteAtOnce(
      `<body>${other}<script nonce="n" type="module" async="">${BOOT}</script></body>`,
    );
    expect(closed).toContain(other);
    expect(closed).toContain(`import(${JSON.stringify(BOOT_MODULE)})`);
  });
});
