// The per-request values server.ts hands to every loader and action.
declare module "react-router" {
  interface AppLoadContext {
    /** This response's CSP nonce; every inline or module script must carry it. */
    cspNonce: string;
    /** The client's address (honours TRUST_PROXY). */
    clientIp: string;
    /**
     * Render the whole document before sending any of it (the page cache's renders: nobody waits
     * on them, and a page rendered whole needs none of React's streaming scripts).
     */
    wholeDocument?: boolean;
    /**
     * The page's schema.org blocks, set by its loader (app/lib/structured-data.server.ts) and
     * written into the document's head by entry.server, never into the loader data (app/lib/json-ld.tsx).
     */
    jsonLd?: object[];
    /** Set by entry.server's handleError when a loader or action met a full/locked/failing database. */
    databaseUnavailable?: boolean;
  }
}

export {};
