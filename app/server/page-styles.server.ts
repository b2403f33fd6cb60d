import { PurgeCSS } from "purgecss";
import { PARTIAL_STYLES_MARK } from "~/lib/site-styles";

/**
 * A cached page's own styles (issue 17's LCP; docs/decisions/058-page-styles.md).
 *
 * Every page carries the site's style sheet inline (decision 057): about 11 KB of its 19-30 KB
 * compressed HTML. A page of the page cache keeps, of Tailwind's utilities, only those its HTML
 * uses (PurgeCSS, once per entry, when the page is rendered for the cache): about 4-5 KB less to
 * send before the first paint and fewer rules to match, and a small page then fits the first
 * round trip of a new connection (14.6 KB). The rest of the sheet (theme, base, components and our
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

/**
 * A class attribute's tokens as Tailwind writes them: `sm:px-6`, `w-1/2`, `[id]:x`, `group-open:rotate-45`
 * (the default extractor would cut them at the colon or the slash).
 */
const tailwindTokens = (content: string) => content.match(/[^<>"'`\s]*[^<>"'`\s:]/g) ?? [];

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
  const [purged] = await new PurgeCSS().purge({
    content: [{ raw: page, extension: "html" }],
    css: [{ raw: css.slice(start, end) }],
    defaultExtractor: tailwindTokens,
  });
  const styles = `${PARTIAL_STYLES_MARK}${css.slice(0, start)}${purged?.css ?? ""}${css.slice(end)}`;
  return html.slice(0, found.index) + open + styles + close + html.slice(found.index + element.length);
}
