import { setTimeout as sleep } from "node:timers/promises";
import type { DB } from "#db/index";
import { getEnv } from "~/lib/env.server";
import { rateLimiter } from "~/lib/rate-limits.server";
import {
  checkFormStamp,
  checkHoneypot,
  CONFIRM_MIN_MS,
  type StampPurpose,
} from "~/models/contact-spam-checks.server";
import {
  contactFingerprint,
  contactIdempotencyScope,
  findIdempotentLead,
} from "~/models/contact-idempotency.server";
import { createContactRequest } from "~/models/contact-request-writes.server";
import {
  leadAttributionShape,
  type ContactRequestInput,
  type LeadAttribution,
} from "~/models/contact-request-input.server";
import type { Lang } from "~/lib/i18n";
import { anyNotificationChannel, enqueueLeadNotification } from "~/models/lead-notifications.server";
import { enqueuePushAlert } from "~/models/push.server";
import { jobs } from "~/lib/jobs-runner.server";
import { enqueueLeadReply } from "~/models/site-visit-mail.server";

/**
 * One consultation request, from the HTML form action or POST /api/contact: an idempotency key
 * this client used before answers with its lead, then the rate limit per client IP, the spam checks, and
 * the lead, its key and its notification job in one transaction.
 */

export type SubmitResult =
  | { ok: true; id: number }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number }
  /** The form's stamp did not pass (too recent, missing, forged): nothing is stored; ask the person to confirm. */
  | { ok: false; reason: "confirm" }
  /** The idempotency key was used before with other values. */
  | { ok: false; reason: "idempotency-conflict" };

/** The minimum age of a stamp of that purpose (the confirm page's is shorter). */
export function stampMinimumMs(purpose: StampPurpose) {
  const minFill = getEnv().CONTACT_MIN_FILL_MS;
  return purpose === "confirm" ? Math.min(CONFIRM_MIN_MS, minFill) : minFill;
}

export async function submitContactRequest(
  database: DB,
  request: {
    input: ContactRequestInput;
    attribution: LeadAttribution;
    honeypot?: unknown;
    /** The signed stamp and what it was issued for. */
    stamp?: { value: unknown; purpose: StampPurpose };
    /**
     * "form" (the /contact action): a stamp that does not pass asks for a confirmation, nothing is
     * stored. "api" (POST /api/contact): the stamp is optional and an unverifiable one is ignored (API
     * clients need none); a genuine but too recent one is waited out before the lead is stored.
     */
    mode: "form" | "api";
    /** The client's Idempotency-Key (API); the form derives one from its stamp and values. */
    idempotencyKey?: string;
    /** The language of the page the request came from (decision 042); English when left out. */
    language?: Lang;
    clientIp: string;
  },
): Promise<SubmitResult> {
  const fingerprint = contactFingerprint({ ...request.input, ...request.attribution });
  const key =
    request.idempotencyKey !== undefined
      ? `api:${request.idempotencyKey}`
      : request.mode === "form" && typeof request.stamp?.value === "string" && request.stamp.value
        ? `form:${contactFingerprint({ stamp: request.stamp.value, fingerprint })}`
        : undefined;
  // A key counts only among this client's requests (decision 072).
  const scope = contactIdempotencyScope(request.clientIp);
  if (key) {
    const seen = await findIdempotentLead(database, scope, key);
    if (seen)
      return seen.fingerprint === fingerprint
        ? { ok: true, id: seen.lead_id }
        : { ok: false, reason: "idempotency-conflict" };
  }

  const spam = checkHoneypot(request.honeypot);
  const verdict = request.stamp
    ? checkFormStamp(request.stamp.value, {
        minMs: stampMinimumMs(request.stamp.purpose),
        purpose: request.stamp.purpose,
      })
    : undefined;
  // The confirm page is not a submission: it stores nothing and does not count against the limit.
  if (request.mode === "form" && !spam.spam && !verdict?.ok) return { ok: false, reason: "confirm" };

  const minute = rateLimiter("leadFormPerMinute");
  const day = rateLimiter("leadFormPerDay");
  const perMinute = minute.check(request.clientIp);
  const perDay = day.check(request.clientIp);
  if (!perMinute.ok || !perDay.ok) {
    return {
      ok: false,
      reason: "rate-limited",
      retryAfterSeconds: Math.max(
        perMinute.ok ? 0 : perMinute.retryAfterSeconds,
        perDay.ok ? 0 : perDay.retryAfterSeconds,
      ),
    };
  }
  // The enhanced form waits out the minimum itself; this covers a client whose clock ran fast.
  if (request.mode === "api" && !spam.spam && verdict && !verdict.ok && verdict.reason === "too-fast")
    await sleep(verdict.waitMs);
  const created = await createContactRequest(database, {
    input: request.input,
    attribution: request.attribution,
    spam,
    notify: await anyNotificationChannel(database),
    enqueueNotification: enqueueLeadNotification,
    enqueueReply: enqueueLeadReply,
    idempotency: key ? { scope, key, fingerprint } : undefined,
    language: request.language ?? "en",
  });
  if (created.replayed && created.conflict) return { ok: false, reason: "idempotency-conflict" };
  // The owner's phone hears of it at once (docs/decisions/079); a failure here never loses the lead.
  if (!created.replayed)
    await enqueuePushAlert(database, jobs, spam.spam ? "held" : "lead", created.id).catch((error: unknown) =>
      console.error(`push: could not queue the alert for lead #${created.id}: ${String(error)}`),
    );
  return { ok: true, id: created.id };
}

/** Fills attribution gaps from the Referer of the POST (the page the form was on, same site). */
export function attributionFromReferer(request: Request, attribution: LeadAttribution): LeadAttribution {
  const header = request.headers.get("referer");
  if (!header) return attribution;
  let url: URL;
  try {
    url = new URL(header);
  } catch {
    return attribution;
  }
  if (url.origin !== new URL(request.url).origin) return attribution;
  const out: LeadAttribution = { ...attribution };
  // Through the same rule as a posted sourcePage: it is where a visitor without JavaScript is sent
  // back to, so a same-origin path such as "//other.example" must not become an open redirect.
  out.sourcePage ??= leadAttributionShape.sourcePage.parse(url.pathname);
  for (const key of ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const) {
    const value = url.searchParams.get(key);
    if (value && !out[key]) out[key] = value.slice(0, 200);
  }
  return out;
}
