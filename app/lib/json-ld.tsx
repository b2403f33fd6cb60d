import { createContext, useContext } from "react";
import { useLocation, useMatches } from "react-router";

/**
 * The page's schema.org JSON-LD, written into the server's HTML only (decision 065).
 *
 * A page's loader builds its blocks (app/lib/structured-data.server.ts) and hands them to the
 * render through the load context (`context.jsonLd`), not as loader data: loader data is sent a
 * second time, inside the document, for hydration, and the blocks cost a cached service page about
 * 770 bytes of brotli there, the difference between one round trip and two on a slow phone.
 * Search engines read the blocks from the server's HTML; the browser never needs them.
 *
 * So the browser renders the same `<script>` element with the text the server wrote into the
 * document (read from the document, never sent again). The element is keyed by the path: a
 * client-side navigation to another page replaces it with an empty one instead of leaving the
 * first page's blocks behind, and going back to the first page shows them again.
 */
const JsonLdContext = createContext<string | undefined>(undefined);

/**
 * entry.server's provider: the blocks the page's loader put on the load context, as the script's
 * text (`jsonLdText`, app/lib/json-ld.server.ts).
 */
export const JsonLdProvider = JsonLdContext.Provider;

/**
 * A route whose loader sets `context.jsonLd` says so in its handle, so that the browser, which
 * never sees the blocks, renders the element too: `export const handle = { jsonLd: true }`.
 */
export interface JsonLdHandle {
  jsonLd?: boolean;
}

/** The document's own JSON-LD, as the server wrote it, read once in the browser. */
const served =
  typeof document === "undefined"
    ? undefined
    : {
        pathname: location.pathname,
        text: document.querySelector('head > script[type="application/ld+json"]')?.textContent ?? "",
      };

/**
 * One `application/ld+json` script in the head holding the page's blocks as a JSON array (each
 * block keeps its own `@context`); rendered where a matched route's handle has `jsonLd: true`.
 */
export function JsonLd() {
  const matches = useMatches();
  const { pathname } = useLocation();
  // On the server, the blocks; in the browser, on the page the document was served for, the text
  // the server wrote (so that a render React has to redo on the client keeps it), else nothing.
  const text = useContext(JsonLdContext) ?? (pathname === served?.pathname ? served.text : "");
  if (!matches.some((match) => (match.handle as JsonLdHandle | undefined)?.jsonLd)) return null;
  return (
    <script
      key={pathname}
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
