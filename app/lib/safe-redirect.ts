/**
 * The one check for every redirect target the app takes from a request (?redirectTo=, a posted
 * redirectTo/returnTo, the contact form's sourcePage): a path on this site, or `fallback`.
 *
 * The value is resolved the way a browser resolves a Location header ("." and ".." segments,
 * "%2e" read as ".", "\" read as "/", tabs and newlines dropped), and the result must then start
 * with a single "/" followed by neither "/" nor "\" ("//host" and "/\host" leave the site). The
 * returned string is that serialized result (ASCII only, so it is always a valid header value),
 * and serializing it again gives the same string: what is checked is what is sent.
 */
export function safeLocalPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  // Browsers drop tabs and newlines inside URLs and read "\" as "/": refuse them outright.
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value)) return fallback;
  if (!value.startsWith("/")) return fallback;
  const path = resolveLocal(value);
  if (path === null || resolveLocal(path) !== path) return fallback;
  return path;
}

const MAX_LENGTH = 2000;
const BASE = "http://local.invalid";
const LOCAL = /^\/(?:$|[^/\\])/;

function resolveLocal(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.username || url.password) return null;
  const path = url.pathname + url.search + url.hash;
  if (!LOCAL.test(path) || /[\u0000-\u0020\u007f-\uffff\\]/.test(path) || path.length > MAX_LENGTH * 3)
    return null;
  return path;
}
