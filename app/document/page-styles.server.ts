import { createHash } from "node:crypto";
import { PurgeCSS } from "purgecss";
import { PARTIAL_STYLES_MARK } from "~/document/site-styles";

/**
 * A cached page's own styles (the LCP budget, docs/performance.md#budgets; docs/decisions/058-page-styles.md).
 *
 * Every page carries the site's style sheet inline (decision 057): about 11 KB of its 19-30 KB
 * compressed HTML. A page of the page cache keeps, of Tailwind's utilities and base rules, only
 * those its HTML names (PurgeCSS, when the page is rendered for the cache): 2.4-4.5 KB (gzip) less
 * to send before the first paint and fewer rules to match; a small page then fits in what a new
 * connection delivers in its first round trip (14.6 KB). The rest of the sheet (theme, components
 * and our own rules: states set by scripts, animations) is kept, less the custom properties
 * nothing on the page reads (`withoutUnusedVariables`).
 *
 * The page says so with a comment at the start of its styles (PARTIAL_STYLES_MARK). Without
 * JavaScript nothing more is needed: each page the visitor can reach is a server-rendered page
 * with its own styles. With JavaScript, entry.client.tsx adds the whole sheet (a hashed, immutable
 * file) after `load` and before the page hydrates, so what scripts render later (dialogs, toasts,
 * the prize game, form errors, other pages reached by client-side navigation) is styled.
 */

const SITE_STYLES = /(<style id="site-styles"[^>]*>)([\s\S]*?)(<\/style>)/;
/**
 * The layers reduced to what the page's HTML names: Tailwind's preflight (rules for elements the
 * page may not have: tables, code, file inputs, date fields...) and the utilities.
 */
const REDUCED_LAYERS = ["@layer base{", "@layer utilities{"];

/** Where the block that opens at `open` (the index of its `{`) ends, after its `}`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === "\\") i++;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i + 1;
  }
  return -1;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
const decode = (text: string) =>
  text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);
const ATTRIBUTE = /\s([a-zA-Z_:][-\w:.]*)="([^"]*)"/g;

/**
 * What a page's HTML names, for PurgeCSS: Tailwind's tokens whole (`sm:px-6`, `w-1/2`,
 * `group-open:rotate-45`, which the default extractor cuts at the colon or the slash), and each
 * attribute's name, its value and the words of its value as the browser reads them (entities
 * decoded: React writes `[&::-webkit-details-marker]:hidden` as `[&amp;::…`), so that utilities
 * such as `aria-[invalid=true]:…` and arbitrary variants are kept.
 */
function pageTokens(content: string): string[] {
  const tokens = new Set(content.match(/[^<>"'`\s]*[^<>"'`\s:]/g) ?? []);
  for (const [, name = "", value = ""] of content.matchAll(ATTRIBUTE)) {
    const text = decode(value);
    tokens.add(name).add(text);
    for (const word of text.split(/\s+/)) if (word) tokens.add(word);
  }
  return [...tokens];
}

/**
 * The reduced layers per layer and set of tokens: the cache refills an entry every few minutes and
 * after every Settings save with the same page, and PurgeCSS takes 30-150 ms of the event loop for it.
 */
const reduced = new Map<string, string>();
const MAX_REDUCED = 400;

/** `layer` (a whole `@layer …{…}` block) with only the rules whose selectors the tokens name. */
async function reduceLayer(layer: string, tokens: readonly string[], tokensKey: string): Promise<string> {
  const key = createHash("sha256").update(layer).update(tokensKey).digest("base64url");
  let kept = reduced.get(key);
  if (kept === undefined) {
    const [purged] = await new PurgeCSS().purge({
      content: [{ raw: tokens.join("\n"), extension: "txt" }],
      css: [{ raw: layer }],
      defaultExtractor: (text) => text.split("\n"),
    });
    kept = purged?.css ?? "";
    if (reduced.size >= MAX_REDUCED) reduced.clear();
    reduced.set(key, kept);
  }
  return kept;
}

/**
 * `html` with the utilities and base rules of its inline site styles reduced to those it uses,
 * marked as partial; as it is when it has no site styles, or no utilities layer to reduce.
 */
export async function withPageStyles(html: string): Promise<string> {
  const found = SITE_STYLES.exec(html);
  if (!found) return html;
  const [element, open, css, close] = found;
  if (!css.includes(REDUCED_LAYERS.at(-1)!)) return html;
  const page = html.slice(0, found.index) + html.slice(found.index + element.length);
  // Without the form stamp's value, which changes with every render and no rule selects on.
  const tokens = pageTokens(page.replace(/\svalue="[^"]*"/g, ' value=""')).sort();
  const tokensKey = tokens.join("\n");
  let styles = css;
  for (const layerStart of REDUCED_LAYERS) {
    const start = styles.indexOf(layerStart);
    if (start < 0) continue;
    const end = blockEnd(styles, start + layerStart.length - 1);
    if (end < 0) return html;
    const kept = await reduceLayer(styles.slice(start, end), tokens, tokensKey);
    styles = styles.slice(0, start) + kept + styles.slice(end);
  }
  styles = withoutPropertyRegistrations(withoutUnusedVariables(`${PARTIAL_STYLES_MARK}${styles}`, page));
  return html.slice(0, found.index) + open + styles + close + html.slice(found.index + element.length);
}

const VARIABLE_REFERENCE = /var\(\s*(--[\w-]+)/g;
/** Tailwind's theme variables: `@layer theme{:root,:host{--color-red-50:…;…}}`. */
const THEME_BLOCK = /(@layer theme\{:root,:host\{)([^{}]*)(\}\})/;
/** Its fallback for browsers without `@property`: `*,:before,:after,::backdrop{--tw-…:initial;…}`. */
const FALLBACK_BLOCK = /(@layer properties\{@supports [^{]*\{\*,:before,:after,::backdrop\{)([^{}]*)(\}\}\})/;
const PROPERTY_RULE = /@property (--[\w-]+)\{[^{}]*\}/g;

const references = (text: string) => [...text.matchAll(VARIABLE_REFERENCE)].map(([, name]) => name!);
const declarations = (block: string) =>
  block
    .split(";")
    .filter(Boolean)
    .map((declaration) => [declaration.slice(0, declaration.indexOf(":")), declaration] as const);

/**
 * `css` without the custom properties nothing on the page reads: Tailwind's theme declares every
 * colour, font and size the site uses anywhere (the admin's reds and ambers on a city page), and
 * registers (`@property`) and resets (a fallback for old browsers) every `--tw-*` variable of
 * every utility. A variable is kept when the rest of the styles or the page's own HTML (a `style`
 * attribute) read it with `var()`, or a kept theme variable does. Only what no rule can read goes,
 * so nothing on screen changes (e2e page-styles.spec.ts); the whole sheet that a visitor with
 * JavaScript gets after `load` has them all.
 */
export function withoutUnusedVariables(css: string, page: string): string {
  const theme = THEME_BLOCK.exec(css);
  const themeDeclarations = theme ? declarations(theme[2]!) : [];
  const rest = css.replace(THEME_BLOCK, "").replace(FALLBACK_BLOCK, "").replace(PROPERTY_RULE, "");
  const used = new Set([...references(rest), ...references(page)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, declaration] of themeDeclarations) {
      if (!used.has(name)) continue;
      for (const reference of references(declaration)) {
        if (!used.has(reference)) grew = Boolean(used.add(reference));
      }
    }
  }
  const keep = (block: string) =>
    declarations(block)
      .filter(([name]) => used.has(name))
      .map(([, declaration]) => declaration)
      .join(";");
  return css
    .replace(THEME_BLOCK, (_all, open: string, block: string, close: string) => open + keep(block) + close)
    .replace(FALLBACK_BLOCK, (_all, open: string, block: string, close: string) => open + keep(block) + close)
    .replace(PROPERTY_RULE, (rule, name: string) => (used.has(name) ? rule : ""));
}

/**
 * `css` with Tailwind's `@property` rules dropped and their fallback applied in every browser.
 *
 * Tailwind registers each `--tw-*` variable it uses (`@property --tw-shadow{syntax:"*";
 * inherits:false;initial-value:0 0 #0000}`) and, for browsers without `@property`, sets the same
 * initial values on every element (`*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;…}`) under
 * an `@supports` test. Both give each element the initial value unless a utility sets it; the
 * registrations only add typed values that a transition can interpolate (a gradient stop on
 * hover). The fallback alone is about 270 bytes of brotli smaller on a service page (decision
 * 065); the whole sheet, added after `load`, registers them all again.
 */
export function withoutPropertyRegistrations(css: string): string {
  const fallback = FALLBACK_BLOCK.exec(css);
  if (!fallback) return css;
  return (
    css
      // (The layer stays, even empty: it is first in the cascade's order of layers.)
      .replace(
        FALLBACK_BLOCK,
        (_all, _open: string, block: string) => `@layer properties{*,:before,:after,::backdrop{${block}}}`,
      )
      .replace(PROPERTY_RULE, "")
  );
}
