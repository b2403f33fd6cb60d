import { createHash } from "node:crypto";
import { PurgeCSS } from "purgecss";
import { PARTIAL_STYLES_MARK } from "~/lib/site-styles";

/**
 * A cached page's own styles (issue 17's LCP; docs/decisions/058-page-styles.md).
 *
 * Every page carries the site's style sheet inline (decision 057): about 11 KB of its 19-30 KB
 * compressed HTML. A page of the page cache keeps, of Tailwind's utilities, only those its HTML
 * uses (PurgeCSS, when the page is rendered for the cache): 2.4-4.5 KB (gzip) less to send before
 * the first paint and fewer rules to match; a small page then comes close to what a new
 * connection delivers in its first round trip (14.6 KB). The rest of the sheet (theme, base, components and our
 * own rules: states set by scripts, animations) is kept whole.
 *
 * The page says so with a comment at the start of its styles (PARTIAL_STYLES_MARK). Without
 * JavaScript nothing more is needed: each page the visitor can reach is a server-rendered page
 * with its own styles. With JavaScript, entry.client.tsx adds the whole sheet (a hashed, immutable
 * file) after `load` and before the page hydrates, so what scripts render later (dialogs, toasts,
 * the prize game, form errors, other pages reached by client-side navigation) is styled.
 */

const SITE_STYLES = /(<style id="site-styles"[^>]*>)([\s\S]*?)(<\/style>)/;
const UTILITIES_LAYER = "@layer utilities{";

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
 * The reduced utilities per set of tokens: the cache refills an entry every few minutes and after
 * every Settings save with the same page, and PurgeCSS takes 30-150 ms of the event loop for it.
 */
const reduced = new Map<string, string>();
const MAX_REDUCED = 200;

/**
 * `html` with the utilities of its inline site styles reduced to those it uses, marked as partial;
 * as it is when it has no site styles, or no utilities layer to reduce.
 */
export async function withPageStyles(html: string): Promise<string> {
  const found = SITE_STYLES.exec(html);
  if (!found) return html;
  const [element, open, css, close] = found;
  const start = css.indexOf(UTILITIES_LAYER);
  if (start < 0) return html;
  const end = blockEnd(css, start + UTILITIES_LAYER.length - 1);
  if (end < 0) return html;
  const page = html.slice(0, found.index) + html.slice(found.index + element.length);
  const utilities = css.slice(start, end);
  // Without the form stamp's value, which changes with every render and no utility selects on.
  const tokens = pageTokens(page.replace(/\svalue="[^"]*"/g, ' value=""'));
  const key = createHash("sha256").update(utilities).update(tokens.sort().join("\n")).digest("base64url");
  let kept = reduced.get(key);
  if (kept === undefined) {
    const [purged] = await new PurgeCSS().purge({
      content: [{ raw: tokens.join("\n"), extension: "txt" }],
      css: [{ raw: utilities }],
      defaultExtractor: (text) => text.split("\n"),
    });
    kept = purged?.css ?? "";
    if (reduced.size >= MAX_REDUCED) reduced.clear();
    reduced.set(key, kept);
  }
  const styles = `${PARTIAL_STYLES_MARK}${css.slice(0, start)}${kept}${css.slice(end)}`;
  return html.slice(0, found.index) + open + styles + close + html.slice(found.index + element.length);
}
