import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { PrizeAmount } from "~/models/prize-schema";
import { sessionSecret } from "~/lib/secrets.server";

/**
 * The signed, expiring proof of a prize draw. When the coin drops the server draws the amount and
 * hands back `payload.signature`: the payload (base64url JSON) names a random token id, the amount
 * and the expiry; the signature is an HMAC-SHA256 with a key derived from the session secret
 * (a separate key, so a token can never pass for a cookie signature or the other way round).
 * An entry redeems the token once: engagement_submissions.token_id is unique.
 */
export const PRIZE_TOKEN_TTL_MS = 30 * 60 * 1000;

export interface PrizeTokenClaims {
  /** Random id (stored with the entry, so a token redeems once). */
  id: string;
  amount: PrizeAmount;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
}

export const PRIZE_TOKEN_MESSAGES = {
  missing: "The prize token is missing. Drop a coin to play.",
  invalid: "This prize could not be verified. Drop a coin to play again.",
  expired: "This prize has expired. Drop a coin to play again.",
  used: "This prize has already been claimed.",
  mismatch: "The prize amount does not match the prize you drew.",
} as const;

export type PrizeTokenProblem = keyof typeof PRIZE_TOKEN_MESSAGES;

/** A token refused; `problem` lets the caller say it in the page's language (English message). */
export class PrizeTokenError extends Error {
  constructor(readonly problem: PrizeTokenProblem) {
    super(PRIZE_TOKEN_MESSAGES[problem]);
    this.name = "PrizeTokenError";
  }
}

function signingKey(secret: string) {
  return createHmac("sha256", secret).update("prize-token:v1").digest();
}

function sign(payload: string, secret: string) {
  return createHmac("sha256", signingKey(secret)).update(payload).digest("base64url");
}

export function createPrizeToken(
  amount: PrizeAmount,
  options: { now?: number; ttlMs?: number; secret?: string } = {},
) {
  const now = options.now ?? Date.now();
  const claims: PrizeTokenClaims = {
    id: randomBytes(16).toString("base64url"),
    amount,
    exp: now + (options.ttlMs ?? PRIZE_TOKEN_TTL_MS),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return { token: `${payload}.${sign(payload, options.secret ?? sessionSecret())}`, claims };
}

/** The token's claims when its signature holds and it has not expired; throws a PrizeTokenError otherwise. */
export function verifyPrizeToken(
  token: string | null | undefined,
  options: { now?: number; secret?: string } = {},
): PrizeTokenClaims {
  if (!token) throw new PrizeTokenError("missing");
  const parts = token.split(".");
  if (parts.length !== 2 || !parts[0] || !parts[1] || token.length > 512)
    throw new PrizeTokenError("invalid");
  const [payload, signature] = parts as [string, string];
  const expected = Buffer.from(sign(payload, options.secret ?? sessionSecret()));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new PrizeTokenError("invalid");
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    throw new PrizeTokenError("invalid");
  }
  if (!isClaims(claims)) throw new PrizeTokenError("invalid");
  if ((options.now ?? Date.now()) >= claims.exp) throw new PrizeTokenError("expired");
  return claims;
}

function isClaims(value: unknown): value is PrizeTokenClaims {
  if (!value || typeof value !== "object") return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.id === "string" &&
    c.id.length >= 16 &&
    (c.amount === 100 || c.amount === 1000) &&
    typeof c.exp === "number" &&
    Number.isFinite(c.exp)
  );
}
