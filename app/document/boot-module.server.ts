import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { DICTIONARY_PARTS, type DictionaryPart } from "~/document/dictionary-parts";
import { LANGS, type Lang } from "~/lib/i18n";
import { PARTIAL_STYLES_MARK } from "~/document/site-styles";
import type { BootRoutes } from "./deferred-hydration.server";

/**
 * The page's boot module: what React Router's inline boot script did, as a file of its own
 * (decision 065).
 *
 * A page's document carries only a short inline script (deferred-hydration.server.ts) that waits
 * for `load` and the hero's paint and then imports this module, which:
 * - adds the whole style sheet when the page carries only its own styles (a page of the page
 *   cache, decision 058);
 * - adds a `modulepreload` link for every module the page will import, so they download in
 *   parallel;
 * - imports the matched routes' modules, sets the route manifest and the route modules on
 *   `window` and imports the client entry, exactly as React Router's boot script does.
 *
 * Inline, the manifest and the module list were about 930 bytes of brotli in every document: a
 * cached service page's second round trip on a slow phone. As a file it comes after `load`, once
 * per set of routes, and the browser keeps it.
 *
 * Its address says what the code is made from, and ends with a hash of the code:
 * `/__boot/<language>/<dictionary parts>/<matched routes>[~<other routes>]/<hash>.js`, e.g.
 * `/__boot/es/ui+pages/0-14~1/3f2a9c1d0b.js`. Routes are numbered by their position in the
 * build's route manifest. The "other routes" are those React Router's own manifest adds for the
 * path's parents (`getPartialManifest`: `/` for every page, so that a link home finds the home
 * route at once). Any server of the same build answers the same address with the same code, also
 * for a document a shared cache kept across a restart; a new build, or a change to this code,
 * gives a new address, so the module can be cached for a year. An address this server would not
 * write is a 404.
 */

export const BOOT_MODULE_PREFIX = "/__boot/";

/** The client chunks the build recorded (vite.config.ts `virtual:language-chunks`). */
export type LanguageChunks = Partial<Record<string, string>>;

type Assets = ServerBuild["assets"];

interface BootSpec {
  lang: Lang;
  parts: readonly DictionaryPart[];
  /** The matched routes' numbers, root first. */
  matched: readonly number[];
  /** The numbers of the other routes of React Router's partial manifest, ascending. */
  others: readonly number[];
}

const NUMBER = "(?:0|[1-9]\\d{0,3})";
const NUMBERS = `${NUMBER}(?:-${NUMBER}){0,15}`;
const ADDRESS = new RegExp(
  `^${BOOT_MODULE_PREFIX}([a-z]{2})/([a-z]+(?:\\+[a-z]+){0,4})/(${NUMBERS})(?:~(${NUMBERS}))?/([0-9a-f]{10})\\.js$`,
);

/** Boot modules made, by address (successes only); a build has a few dozen. */
const made = new Map<string, string>();
const MAX_MADE = 500;

/** The route fields that ask for more than one module per route, which this does not reproduce. */
const SPLIT_MODULES = [
  "clientActionModule",
  "clientLoaderModule",
  "clientMiddlewareModule",
  "hydrateFallbackModule",
];

function specPath({ lang, parts, matched, others }: BootSpec) {
  const routes = matched.join("-") + (others.length ? `~${others.join("-")}` : "");
  return `${BOOT_MODULE_PREFIX}${lang}/${parts.join("+")}/${routes}`;
}

/**
 * The boot module of `spec`, or null when it names no page of this build: a route that does not
 * exist, matched routes that are not a chain from the root, other routes out of order.
 */
function makeBootModule(assets: Assets, chunks: LanguageChunks, spec: BootSpec) {
  const ids = Object.keys(assets.routes);
  const matched = spec.matched.map((n) => assets.routes[ids[n] ?? ""]);
  const others = spec.others.map((n) => assets.routes[ids[n] ?? ""]);
  if (!matched.length || matched[0]?.parentId !== undefined) return null;
  for (let i = 0; i < matched.length; i++) {
    const route = matched[i];
    if (!route || (i > 0 && route.parentId !== matched[i - 1]!.id)) return null;
  }
  if (others.some((route) => !route || spec.matched.includes(ids.indexOf(route.id)))) return null;
  if (spec.others.some((n, i) => i > 0 && n <= spec.others[i - 1]!)) return null;
  if (new Set(spec.parts).size !== spec.parts.length) return null;
  const routes = matched as NonNullable<(typeof matched)[number]>[];
  const split = (route: object) => SPLIT_MODULES.some((field) => (route as Record<string, unknown>)[field]);
  if (assets.sri || [...routes, ...others].some((route) => split(route!))) {
    return null;
  }

  const dictionaries = spec.parts.flatMap((part) => chunks[`${part}.${spec.lang}`] ?? []);
  const preloads = [
    ...new Set([
      ...dictionaries,
      assets.entry.module,
      ...assets.entry.imports,
      ...routes.flatMap((route) => [route.module, ...(route.imports ?? [])]),
    ]),
  ];
  // React Router's partial manifest (getPartialManifest): the matched routes and the parents' ones.
  const manifest = {
    ...assets,
    routes: Object.fromEntries([...routes, ...others].map((route) => [route!.id, route])),
    sri: undefined,
  };
  const names = routes.map((_, index) => `route${index}`);
  const code = [
    ...(chunks.styles
      ? [
          `const own = document.getElementById("site-styles");`,
          `if (own && own.textContent.startsWith(${JSON.stringify(PARTIAL_STYLES_MARK)})) { const link = document.createElement("link"); link.rel = "stylesheet"; link.href = ${JSON.stringify(chunks.styles)}; document.head.append(link); }`,
        ]
      : []),
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `Promise.all([${routes.map((route) => `import(${JSON.stringify(route.module)})`).join(", ")}]).then(([${names.join(", ")}]) => {`,
    `  window.__reactRouterManifest = ${JSON.stringify(manifest)};`,
    `  window.__reactRouterRouteModules = {${routes.map((route, index) => `${JSON.stringify(route.id)}:${names[index]}`).join(",")}};`,
    `  import(${JSON.stringify(assets.entry.module)});`,
    `});`,
    "",
  ].join("\n");
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 10);
  return { path: `${specPath(spec)}/${hash}.js`, code };
}

function remember(path: string, code: string) {
  if (made.size < MAX_MADE) made.set(path, code);
}

/** Set once server.ts answers boot modules (`bootModules`); until then pages keep React Router's script. */
let served = false;

/**
 * The boot module's address for a page whose boot script names `routes` (the rewriter's
 * `BootRoutes`), or null: the boot modules are not being served, or the routes are not this
 * build's in a form the module reproduces. Makes the module, so its hash is known.
 */
export function bootModulePath(
  assets: Assets,
  chunks: LanguageChunks,
  routes: BootRoutes,
  lang: Lang,
  parts: readonly DictionaryPart[],
): string | null {
  if (!served) return null;
  const ids = Object.keys(assets.routes);
  const matched = routes.matched.map((id) => ids.indexOf(id));
  const others = routes.manifest
    .filter((id) => !routes.matched.includes(id))
    .map((id) => ids.indexOf(id))
    .sort((a, b) => a - b);
  if ([...matched, ...others].includes(-1)) return null;
  const module = makeBootModule(assets, chunks, { lang, parts, matched, others });
  if (!module) return null;
  remember(module.path, module.code);
  return module.path;
}

/** The code of the boot module at `pathname`, or null when this build would not write that address. */
export function bootModuleCode(assets: Assets, chunks: LanguageChunks, pathname: string): string | null {
  const known = made.get(pathname);
  if (known !== undefined) return known;
  const found = ADDRESS.exec(pathname);
  if (!found) return null;
  const [, lang, partList, matchedList, otherList, hash] = found;
  if (!LANGS.includes(lang as Lang)) return null;
  const parts = partList!.split("+");
  if (!parts.every((part) => DICTIONARY_PARTS.includes(part as DictionaryPart))) return null;
  const numbers = (list: string | undefined) => (list ? list.split("-").map(Number) : []);
  const module = makeBootModule(assets, chunks, {
    lang: lang as Lang,
    parts: parts as DictionaryPart[],
    matched: numbers(matchedList),
    others: numbers(otherList),
  });
  if (!module || module.path !== pathname || !module.path.endsWith(`/${hash}.js`)) return null;
  remember(module.path, module.code);
  return module.code;
}

/**
 * Express middleware (server.ts, mounted at BOOT_MODULE_PREFIX) answering GET and HEAD for boot
 * modules: immutable, as the address changes with the code; 404 (not stored) for any other
 * address. Another method passes on (to the origin check and React Router's 404/405).
 */
export function bootModules(assets: Assets, chunks: LanguageChunks) {
  served = true;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const code = bootModuleCode(assets, chunks, BOOT_MODULE_PREFIX + req.path.slice(1));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    if (code === null) {
      res.status(404).type("text/plain").setHeader("Cache-Control", "no-store").send("Not Found");
      return;
    }
    res.type("text/javascript").setHeader("Cache-Control", "public, max-age=31536000, immutable").send(code);
  };
}
