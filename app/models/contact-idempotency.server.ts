/**
 * Idempotency keys of POST /api/contact (decision 072): the key as a client sends it, its scope,
 * the fingerprint of a request's values and the lead a key already created.
 */

import { createHash } from "node:crypto";
import type { DB } from "#db/index";
import { clientRateLimitKey } from "~/lib/rate-limit.server";

/**
 * An idempotency key as a client may send it (`Idempotency-Key` header): 1 to 200 printable ASCII
 * characters. Null when absent; "invalid" when present but outside those rules (400).
 */
export function parseIdempotencyKey(value: string | null): string | null | "invalid" {
  if (value === null) return null;
  return /^[\x21-\x7e](?:[\x20-\x7e]{0,198}[\x21-\x7e])?$/.test(value) ? value : "invalid";
}

/**
 * The scope of an idempotency key (decision 072): keys are compared only among the requests of the
 * client that sent them, so a key another client guessed or copied can neither make a genuine
 * request fail (422) nor answer it with someone else's lead. The client is the one the rate limits
 * count (`clientRateLimitKey`: an IPv6 client by its /64); stored as a hash, never the address.
 * Keep this the one place the scope is derived.
 */
export function contactIdempotencyScope(clientIp: string) {
  return createHash("sha256")
    .update(`contact-idempotency\0${clientRateLimitKey(clientIp)}`)
    .digest("hex")
    .slice(0, 32);
}

/** SHA-256 (hex) of a request's values, key order ignored: the same key must come with the same values. */
export function contactFingerprint(values: Record<string, unknown>) {
  const entries = Object.entries(values)
    .filter(([, v]) => v !== undefined && v !== null && v !== "")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256").update(JSON.stringify(entries)).digest("hex");
}

/**
 * The lead an idempotency key created in this scope, if any (a retry is answered before the rate
 * limit counts it).
 */
export function findIdempotentLead(database: DB, scope: string, key: string) {
  return database
    .selectFrom("contact_idempotency_keys")
    .select(["lead_id", "fingerprint"])
    .where("scope", "=", scope)
    .where("key", "=", key)
    .executeTakeFirst();
}
