import { createContext, useContext, useState } from "react";

/**
 * The site's style sheet (app.css, about 11 KB gzip) travels inside each page's `<head>` instead
 * of as a separate file (docs/decisions/057-styles-inline.md). On a slow phone a linked style sheet
 * blocks the first paint for a round trip and its own download after the HTML; inline, the page
 * paints as soon as its first bytes arrive.
 *
 * The server provides the CSS text (entry.server.tsx, from rewrites.server.ts); in the browser the
 * element is already in the document, so the client renders what is there: hydration matches,
 * nothing is parsed twice, and client-side navigations keep the same element.
 *
 * With DOCUMENT_REWRITES=off (decision 076) the server provides the built file's address instead
 * and the element is the stock `<link rel="stylesheet">`; the browser again renders what it finds.
 */
export type SiteStylesSource = { css: string } | { href: string };

const SiteStylesContext = createContext<SiteStylesSource | null>(null);

/**
 * Starts the styles of a page from the page cache, which carry only the utilities that page uses
 * (app/document/page-styles.server.ts); entry.client.tsx then adds the whole sheet.
 */
export const PARTIAL_STYLES_MARK = "/*page-styles*/";
export const SiteStylesProvider = SiteStylesContext.Provider;

const ID = "site-styles";

/** In the browser: what the server rendered. */
function fromDocument(): SiteStylesSource {
  if (typeof document === "undefined") return { css: "" };
  const element = document.getElementById(ID);
  if (element instanceof HTMLLinkElement) return { href: element.getAttribute("href") ?? "" };
  return { css: element?.textContent ?? "" };
}

export function SiteStyles() {
  const fromServer = useContext(SiteStylesContext);
  const [source] = useState(() => fromServer ?? fromDocument());
  if ("href" in source) return <link id={ID} rel="stylesheet" href={source.href} />;
  return <style id={ID} dangerouslySetInnerHTML={{ __html: source.css }} />;
}
