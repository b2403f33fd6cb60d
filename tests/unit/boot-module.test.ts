import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { PARTIAL_STYLES_MARK } from "~/document/site-styles";
import { bootModuleCode, bootModulePath, bootModules } from "~/document/boot-module.server";

// A hand-made build manifest; tests/e2e/document-rewrites.spec.ts compares the real boot module
// with the boot script React Router writes for the same page.
const route = (id: string, parentId: string | undefined, module: string, imports: string[]) => ({
  id,
  parentId,
  path: id === "root" ? "" : id.replace("routes/", ""),
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasDefaultExport: true,
  hasErrorBoundary: false,
  module,
  imports,
  css: [],
});

const assets = {
  entry: { module: "/assets/entry.client-C.js", imports: ["/assets/runtime-R.js", "/assets/jsx-J.js"] },
  routes: {
    root: route("root", undefined, "/assets/root-A.js", ["/assets/runtime-R.js", "/assets/header-H.js"]),
    "routes/home": route("routes/home", "root", "/assets/home-B.js", ["/assets/form-F.js"]),
    "routes/blog": route("routes/blog", "root", "/assets/blog-D.js", ["/assets/card-K.js"]),
  },
  url: "/assets/manifest-1a2b.js",
  version: "1a2b",
} as unknown as ServerBuild["assets"];

const chunks = {
  "ui.es": "/assets/ui.es-U.js",
  "pages.es": "/assets/ui-pages.es-P.js",
  "ui.en": "/assets/ui.en-V.js",
  styles: "/assets/app-S.css",
};

/** Runs boot module code against a fake page; `own`: the page's inline style sheet text, if any. */
async function run(code: string, own: string | null) {
  const appended: string[] = [];
  const imported: string[] = [];
  const win: Record<string, unknown> = {};
  const document = {
    getElementById: (id: string) => (id === "site-styles" && own !== null ? { textContent: own } : null),
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { append: (link: { rel: string; href: string }) => appended.push(`${link.rel} ${link.href}`) },
  };
  const fakeImport = (specifier: string) => {
    imported.push(specifier);
    return Promise.resolve({ specifier });
  };
  new Function("document", "window", "__import", code.replaceAll("import(", "__import("))(
    document,
    win,
    fakeImport,
  );
  await new Promise((resolve) => setImmediate(resolve));
  return { appended, imported, win };
}

const routes = (matched: string[], others: string[] = []) => ({ matched, manifest: [...matched, ...others] });

describe("boot module", () => {
  it("is not used until the server answers boot modules", () => {
    expect(bootModulePath(assets, chunks, routes(["root", "routes/blog"]), "es", ["ui", "pages"])).toBeNull();
  });

  it("is named by the language, the dictionaries, the routes and a hash of its code", () => {
    bootModules(assets, chunks); // the server now answers them
    const path = bootModulePath(assets, chunks, routes(["root", "routes/blog"], ["routes/home"]), "es", [
      "ui",
      "pages",
    ])!;
    expect(path).toMatch(/^\/__boot\/es\/ui\+pages\/0-2~1\/[0-9a-f]{10}\.js$/);
    expect(bootModuleCode(assets, chunks, path)).toContain("window.__reactRouterManifest");
    // Another language, or other routes, is another module.
    const english = bootModulePath(assets, chunks, routes(["root", "routes/blog"], ["routes/home"]), "en", [
      "ui",
    ])!;
    expect(english.split("/").at(-1)).not.toBe(path.split("/").at(-1));
    // Routes that are not this build's, or not a chain from the root.
    expect(bootModulePath(assets, chunks, routes(["root", "routes/gone"]), "es", ["ui"])).toBeNull();
    expect(bootModulePath(assets, chunks, routes(["routes/blog"]), "es", ["ui"])).toBeNull();
    expect(
      bootModulePath(assets, chunks, routes(["root", "routes/home", "routes/blog"]), "es", ["ui"]),
    ).toBeNull();
  });

  it("does what React Router's boot script did, with its partial manifest", async () => {
    bootModules(assets, chunks);
    const path = bootModulePath(assets, chunks, routes(["root", "routes/blog"], ["routes/home"]), "es", [
      "ui",
      "pages",
    ])!;
    const page = await run(bootModuleCode(assets, chunks, path)!, `${PARTIAL_STYLES_MARK}.a{}`);
    expect(page.appended).toEqual([
      "stylesheet /assets/app-S.css",
      ...[
        "/assets/ui.es-U.js",
        "/assets/ui-pages.es-P.js",
        "/assets/entry.client-C.js",
        "/assets/runtime-R.js",
        "/assets/jsx-J.js",
        "/assets/root-A.js",
        "/assets/header-H.js",
        "/assets/blog-D.js",
        "/assets/card-K.js",
      ].map((href) => `modulepreload ${href}`),
    ]);
    expect(page.imported).toEqual(["/assets/root-A.js", "/assets/blog-D.js", "/assets/entry.client-C.js"]);
    expect(page.win.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-A.js" },
      "routes/blog": { specifier: "/assets/blog-D.js" },
    });
    // The matched routes and the home route (the path's parent, "/"), as React Router sends them.
    expect(page.win.__reactRouterManifest).toEqual({
      entry: assets.entry,
      routes: {
        root: assets.routes.root,
        "routes/blog": assets.routes["routes/blog"],
        "routes/home": assets.routes["routes/home"],
      },
      url: assets.url,
      version: assets.version,
    });
  });

  it("adds the whole style sheet only to a page that carries just its own styles", async () => {
    bootModules(assets, chunks);
    const path = bootModulePath(assets, chunks, routes(["root", "routes/home"]), "en", ["ui"])!;
    const code = bootModuleCode(assets, chunks, path)!;
    for (const own of [null, ".whole{}"]) {
      const page = await run(code, own);
      expect(page.appended.filter((line) => line.startsWith("stylesheet"))).toEqual([]);
      expect(page.appended[0]).toBe("modulepreload /assets/ui.en-V.js");
    }
  });

  it("answers nothing for an address this build would not write", () => {
    bootModules(assets, chunks);
    const path = bootModulePath(assets, chunks, routes(["root", "routes/blog"], ["routes/home"]), "es", [
      "ui",
      "pages",
    ])!;
    const hash = path.split("/").at(-1)!;
    for (const address of [
      path.replace(/[0-9a-f]{10}\.js$/, "0000000000.js"), // another build's code
      path.replace("/es/", "/fr/"), // no such language
      path.replace("ui+pages", "ui+admin"), // no such dictionary part
      path.replace("ui+pages", "pages+ui"), // not in the order the server writes
      path.replace("0-2~1", "0-3~1"), // no such route
      path.replace("0-2~1", "00-2~1"), // a number not as the server writes it
      path.replace("0-2~1", "2~1"), // not from the root
      path.replace("0-2~1", "0-2~2"), // a matched route again
      `/__boot/es/ui+pages/0-2~1/../${hash}`,
      "/__boot/x.js",
    ])
      expect(bootModuleCode(assets, chunks, address), address).toBeNull();
  });
});
