/**
 * The spam checks of a contact request (product §3): the signed form stamp (a person takes a
 * moment to fill the form, a bot does not) and the honeypot.
 */

import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/lib/env.server";
import type { FormStartedStamp } from "~/lib/form-started";
import { sessionSecret } from "~/lib/secrets.server";

/**
 * What a signed stamp was issued for: the form as rendered ("form", field `formStartedAt`) or the
 * "Confirm your request" page shown after a form post whose stamp did not pass ("confirm", field
 * `confirmStartedAt`). Each purpose has its own MAC, so a form stamp cannot pass as a confirm stamp.
 */
export type StampPurpose = "form" | "confirm";

/**
 * The minimum age of a confirm page's stamp (README Decisions): a person reads one line and presses
 * one button, a bot has to fetch the page, parse it and wait. Never more than CONTACT_MIN_FILL_MS.
 */
export const CONFIRM_MIN_MS = 1000;

/** Signs a stamp: `<epoch ms>.<HMAC-SHA256 of it and its purpose, base64url>`. */
export function signFormStarted(at: number = Date.now(), purpose: StampPurpose = "form") {
  const stamp = String(Math.floor(at));
  return `${stamp}.${formStartedMac(stamp, purpose)}`;
}

function formStartedMac(stamp: string, purpose: StampPurpose = "form") {
  const label = purpose === "form" ? "contact-form-started" : "contact-form-confirm";
  return createHmac("sha256", sessionSecret()).update(`${label}:${stamp}`).digest("base64url");
}

export type StampVerdict =
  | { ok: true }
  | { ok: false; reason: "missing-form-stamp" | "bad-form-stamp" }
  | { ok: false; reason: "too-fast"; waitMs: number };

/**
 * Checks a signed stamp: present, genuine (our MAC, not from the future) and at least `minMs` old.
 * There is no maximum age: a page served from a cache, or left open for hours, is still a person's.
 */
export function checkFormStamp(
  value: unknown,
  options: { minMs: number; purpose?: StampPurpose; now?: number },
): StampVerdict {
  const stamp = typeof value === "string" ? value.trim() : "";
  if (!stamp) return { ok: false, reason: "missing-form-stamp" };
  const match = /^(\d{10,16})\.([\w-]{20,100})$/.exec(stamp);
  if (!match) return { ok: false, reason: "bad-form-stamp" };
  const expected = Buffer.from(formStartedMac(match[1]!, options.purpose));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: "bad-form-stamp" };
  const elapsed = (options.now ?? Date.now()) - Number(match[1]);
  if (elapsed < -60_000) return { ok: false, reason: "bad-form-stamp" };
  if (elapsed < options.minMs) return { ok: false, reason: "too-fast", waitMs: options.minMs - elapsed };
  return { ok: true };
}

export type SpamVerdict = { spam: false } | { spam: true; reason: string };

/** The honeypot: hidden from people, filled in by bots. A filled one is stored as spam, silently. */
export function checkHoneypot(honeypot: unknown): SpamVerdict {
  return typeof honeypot === "string" && honeypot.trim() !== ""
    ? { spam: true, reason: "honeypot" }
    : { spam: false };
}

// The form component asks for a signed stamp while it renders on the server.
/** A fresh stamp for a form rendered now, with the minimum fill time (the server's entry provides it). */
export function issueFormStamp(): FormStartedStamp {
  return { stamp: signFormStarted(), minFillMs: getEnv().CONTACT_MIN_FILL_MS };
}
