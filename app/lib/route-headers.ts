import type { HeadersArgs } from "react-router";

/**
 * A route's `headers` export that sends its loader's and action's own headers (an action's wins).
 * React Router passes only Set-Cookie through on its own: without this, a form action's
 * `Retry-After` on a 429 or `Cache-Control: no-store` on a page of typed values never reached the
 * browser.
 */
export function ownHeaders({ parentHeaders, loaderHeaders, actionHeaders }: HeadersArgs) {
  const headers = new Headers(parentHeaders);
  for (const source of [loaderHeaders, actionHeaders]) {
    source.forEach((value, name) => {
      if (name !== "set-cookie") headers.set(name, value);
    });
  }
  return headers;
}
