import { jobs } from "~/jobs/index.server";
import { db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";
import {
  checkSpam,
  createContactRequest,
  leadAttributionShape,
  type ContactRequestInput,
  type LeadAttribution,
} from "~/models/contact-requests.server";
import { anyNotificationChannel, LEAD_NOTIFY_JOB } from "~/models/lead-notifications.server";

/**
 * One consultation request, from the HTML form action or POST /api/contact: rate limit per client
 * IP, spam checks, then the lead and its notification job in one transaction.
 */
let limiters: { minute: RateLimiter; day: RateLimiter } | undefined;
function contactLimiters() {
  const env = getEnv();
  limiters ??= {
    minute: createRateLimiter({ name: "contact:minute", windowMs: 60_000, max: env.CONTACT_RATE_PER_MINUTE }),
    day: createRateLimiter({ name: "contact:day", windowMs: 86_400_000, max: env.CONTACT_RATE_PER_DAY }),
  };
  return limiters;
}

export type SubmitResult = { ok: true; id: number } | { ok: false; retryAfterSeconds: number };

export async function submitContactRequest(request: {
  input: ContactRequestInput;
  attribution: LeadAttribution;
  honeypot?: unknown;
  formStarted?: unknown;
  /** The HTML form always carries a signed render stamp; JSON API clients need not. */
  requireStamp: boolean;
  clientIp: string;
}): Promise<SubmitResult> {
  const { minute, day } = contactLimiters();
  const perMinute = minute.check(request.clientIp);
  const perDay = day.check(request.clientIp);
  if (!perMinute.ok || !perDay.ok) {
    return { ok: false, retryAfterSeconds: Math.max(perMinute.ok ? 0 : perMinute.retryAfterSeconds, perDay.ok ? 0 : perDay.retryAfterSeconds) };
  }
  const spam = checkSpam({
    honeypot: request.honeypot,
    formStarted: request.formStarted,
    requireStamp: request.requireStamp,
    minFillMs: getEnv().CONTACT_MIN_FILL_MS,
  });
  const created = await createContactRequest(db(), {
    input: request.input,
    attribution: request.attribution,
    spam,
    notify: anyNotificationChannel(),
    enqueueNotification: (trx, leadId) => jobs().enqueue(LEAD_NOTIFY_JOB, { leadId }, { db: trx }),
  });
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
