import { createHash } from "node:crypto";
import { aesGcmOpen, aesGcmSeal } from "./secret-box.server";
import { sessionSecret } from "./secrets.server";

/**
 * Carries a secret (a one-time password) across one post/redirect/get to the page that shows it
 * once, like the toast's flash cookie but encrypted (AES-256-GCM, key derived from the session
 * secret): the plain text is never stored on the server, never in a URL, and the cookie is
 * unreadable to anyone who sees it. HttpOnly, SameSite=Strict, limited to /admin, gone after
 * 10 minutes or at the first read.
 */
const COOKIE = "__admin_secret";
const MAX_AGE_S = 600;
const PATH = "/admin";

function key() {
  return createHash("sha256").update(`${sessionSecret()}\0one-time-secret`).digest();
}

function cookieHeader(value: string, maxAge: number) {
  return `${COOKIE}=${value}; Path=${PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict`;
}

/** The Set-Cookie value that hands `payload` to the next page of the /admin area. */
export function oneTimeSecretCookie(payload: Record<string, string>) {
  return cookieHeader(aesGcmSeal(key(), JSON.stringify(payload)), MAX_AGE_S);
}

/**
 * Reads and consumes the secret: the payload (null when absent, expired or tampered with) and the
 * Set-Cookie value that deletes the cookie (null when there was none).
 */
export function takeOneTimeSecret(request: Request): {
  payload: Record<string, string> | null;
  clear: string | null;
} {
  const raw = request.headers
    .get("Cookie")
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!raw) return { payload: null, clear: null };
  const clear = cookieHeader("", 0);
  try {
    const payload: unknown = JSON.parse(aesGcmOpen(key(), raw));
    if (!payload || typeof payload !== "object") return { payload: null, clear };
    return { payload: payload as Record<string, string>, clear };
  } catch {
    return { payload: null, clear };
  }
}
