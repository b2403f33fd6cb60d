import { createContext, useContext, useState } from "react";

/**
 * The site's style sheet (app.css, about 11 KB gzip) travels inside each page's `<head>` instead
 * of as a separate file (docs/decisions/057-styles-inline.md). On a slow phone a linked style sheet
 * blocks the first paint for a round trip and its own download after the HTML; inline, the page
 * paints as soon as its first bytes arrive.
 *
 * The server provides the CSS text (entry.server.tsx, from site-styles.server.ts); in the browser
 * the element is already in the document, so the client renders what is there: hydration matches,
 * nothing is parsed twice, and client-side navigations keep the same element.
 */
const SiteStylesContext = createContext<string | null>(null);

/**
 * Starts the styles of a page from the page cache, which carry only the utilities that page uses
 * (app/server/page-styles.server.ts); entry.client.tsx then adds the whole sheet.
 */
export const PARTIAL_STYLES_MARK = "/*page-styles*/";
export const SiteStylesProvider = SiteStylesContext.Provider;

const ID = "site-styles";

export function SiteStyles() {
  const fromServer = useContext(SiteStylesContext);
  const [css] = useState(
    () =>
      fromServer ?? (typeof document === "undefined" ? "" : (document.getElementById(ID)?.textContent ?? "")),
  );
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
