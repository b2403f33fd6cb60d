import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "./secrets.server";

/**
 * A lead's signed reference (docs/decisions/082-thank-you-site-visits-instant-reply.md): `<id>.<mac>`,
 * an HMAC-SHA256 of the id with a key derived from the session secret. It opens the lead's
 * thank-you page and its site-visit page (book, reschedule, cancel); the page shows only the
 * reference number and the visit, never the person's details. The reference number people read
 * and quote on the phone is `referenceNumber(id)`.
 */
function mac(id: number) {
  return createHmac("sha256", `${sessionSecret()}\0lead-reference`)
    .update(String(id))
    .digest("base64url")
    .slice(0, 22);
}

export function signLeadReference(id: number) {
  return `${id}.${mac(id)}`;
}

/** The lead id of a genuine reference, else null. */
export function verifyLeadReference(value: unknown): number | null {
  if (typeof value !== "string" || value.length > 64) return null;
  const match = /^([1-9]\d{0,11})\.([\w-]{22})$/.exec(value);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(mac(id));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** "GCV-000123": the number the visitor quotes. */
export function referenceNumber(id: number) {
  return `GCV-${String(id).padStart(6, "0")}`;
}

/**
 * The one-time "lead" conversion: a cookie set with the response that created the lead and read
 * (and cleared) by the thank-you page, so a reload or the back button never counts it again.
 */
const CONVERSION_COOKIE = "lead_conversion";

export function conversionCookie(id: number) {
  return `${CONVERSION_COOKIE}=${signLeadReference(id)}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax`;
}

/** Whether the request carries the conversion cookie of lead `id`, and the header that clears it. */
export function takeConversion(request: Request, id: number): { converted: boolean; clear: string | null } {
  const raw = request.headers
    .get("Cookie")
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${CONVERSION_COOKIE}=`))
    ?.slice(CONVERSION_COOKIE.length + 1);
  if (!raw) return { converted: false, clear: null };
  return {
    converted: verifyLeadReference(decodeURIComponent(raw)) === id,
    clear: `${CONVERSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
  };
}

/** The thank-you page of a lead, in its language. */
export function thankYouPath(id: number, lang: "en" | "es") {
  return `${lang === "es" ? "/es/gracias" : "/thank-you"}?ref=${signLeadReference(id)}`;
}

/** The site-visit page of a lead (book, reschedule, cancel), in its language. */
export function siteVisitPath(id: number, lang: "en" | "es") {
  return `${lang === "es" ? "/es/visita" : "/site-visit"}?ref=${signLeadReference(id)}`;
}
