// The per-request values server.ts hands to every loader and action.
declare module "react-router" {
  interface AppLoadContext {
    /** This response's CSP nonce; every inline or module script must carry it. */
    cspNonce: string;
    /** The client's address (honours TRUST_PROXY). */
    clientIp: string;
    /** Set by entry.server's handleError when a loader or action met a full/locked/failing database. */
    databaseUnavailable?: boolean;
  }
}

export {};
