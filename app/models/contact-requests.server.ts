/**
 * Contact requests (consultation leads), SPEC §3. One module for the entity: the leads issue owns
 * the "Creating" block (the zod schema shared by the form action and POST /api/contact, spam
 * checks, notification status), the admin issue owns the "Reading" block (counters, search, sort,
 * paging, CSV).
 */

/** SPEC §3: the five allowed values of serviceInterest, with the labels people read. */
export const SERVICE_INTERESTS = [
  { value: "micromarkets", label: "Micromarkets" },
  { value: "smart-machines", label: "Smart Machines" },
  { value: "classic-vending", label: "Classic Vending" },
  { value: "referral-program", label: "Referral Program" },
  { value: "all-services", label: "All Services" },
] as const;

export type ServiceInterest = (typeof SERVICE_INTERESTS)[number]["value"];

export function serviceInterestLabel(value: string | null | undefined) {
  return SERVICE_INTERESTS.find((s) => s.value === value)?.label ?? (value || "Not specified");
}

// --- Creating (leads issue) ------------------------------------------------------------------
// Imports of this block are kept inside it (aliased) so the Reading block can add its own freely.
import { createHmac as leadsHmac, timingSafeEqual as leadsTimingSafeEqual } from "node:crypto";
import { z as leadsZod } from "zod";
import type { DB as LeadsDB } from "#db/index";
import { contactRequestSchema as leadsContactSchema, UTM_KEYS, type ContactRequestInput as LeadsContactRequestInput } from "~/components/contact/contact-schema";
import { nowIso as leadsNowIso } from "~/lib/db.server";
import { setFormStartedIssuer } from "~/lib/form-started";
import { sessionSecret as leadsSessionSecret } from "~/lib/secrets.server";
// The schema lives in a module the browser can import (the form validates with it too); it is
// re-exported here so both server entry points (the /contact action, POST /api/contact) take it
// from the model.
export { contactRequestSchema, type ContactRequestInput } from "~/components/contact/contact-schema";

/** Where a lead came from: the page, the visit's referrer and its utm_* parameters. */
const attributionText = (max: number) =>
  leadsZod
    .string()
    .transform((value) => value.trim().slice(0, max) || undefined)
    .optional()
    .catch(undefined);
export const leadAttributionShape = {
  // A same-site path only: it is also where a visitor without JavaScript is sent back to.
  sourcePage: leadsZod
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .optional()
    .catch(undefined),
  referrer: attributionText(500),
  utm_source: attributionText(200),
  utm_medium: attributionText(200),
  utm_campaign: attributionText(200),
  utm_term: attributionText(200),
  utm_content: attributionText(200),
};
export const leadAttributionSchema = leadsZod.object(leadAttributionShape);
export type LeadAttribution = leadsZod.output<typeof leadAttributionSchema>;

/**
 * POST /api/contact's body: the form's fields (SPEC §7), plus what the enhanced form also sends
 * (attribution, the honeypot, the signed render stamp). Empty strings and nulls count as "not
 * given", as they do in the HTML form.
 */
export const contactApiSchema = leadsZod.preprocess(
  (value) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && !(typeof v === "string" && v.trim() === "")))
      : value,
  leadsContactSchema.extend({
    ...leadAttributionShape,
    website: leadsZod.unknown().optional(),
    formStartedAt: leadsZod.unknown().optional(),
  }),
);

/** The honeypot field: hidden from people, filled in by bots. */
export const HONEYPOT_FIELD = "website";

/** Signs a form-render stamp: `<epoch ms>.<HMAC-SHA256 of it, base64url>`. */
export function signFormStarted(at: number = Date.now()) {
  const stamp = String(Math.floor(at));
  return `${stamp}.${formStartedMac(stamp)}`;
}

function formStartedMac(stamp: string) {
  return leadsHmac("sha256", leadsSessionSecret()).update(`contact-form-started:${stamp}`).digest("base64url");
}

export type SpamVerdict = { spam: false } | { spam: true; reason: string };

/**
 * The spam checks that need no third party: the honeypot, and (for forms, which carry a signed
 * render stamp) a minimum time between render and submit. A missing or forged stamp counts as a
 * bot on the HTML form; the JSON API accepts requests without one (API clients are not forms).
 */
export function checkSpam(input: {
  honeypot?: unknown;
  formStarted?: unknown;
  requireStamp: boolean;
  minFillMs: number;
  now?: number;
}): SpamVerdict {
  if (typeof input.honeypot === "string" && input.honeypot.trim() !== "") return { spam: true, reason: "honeypot" };
  const stamp = typeof input.formStarted === "string" ? input.formStarted.trim() : "";
  if (!stamp) return input.requireStamp ? { spam: true, reason: "missing-form-stamp" } : { spam: false };
  const match = /^(\d{10,16})\.([\w-]{20,100})$/.exec(stamp);
  if (!match) return { spam: true, reason: "bad-form-stamp" };
  const expected = Buffer.from(formStartedMac(match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !leadsTimingSafeEqual(expected, given)) return { spam: true, reason: "bad-form-stamp" };
  const elapsed = (input.now ?? Date.now()) - Number(match[1]);
  if (elapsed < -60_000) return { spam: true, reason: "bad-form-stamp" };
  if (elapsed < input.minFillMs) return { spam: true, reason: "too-fast" };
  return { spam: false };
}

export interface NewContactRequest {
  input: LeadsContactRequestInput;
  attribution: LeadAttribution;
  spam: SpamVerdict;
  /** Whether any notification channel (e-mail, webhook) is configured. */
  notify: boolean;
  /** Adds the lead's notification job inside the same transaction (the outbox). */
  enqueueNotification?: (trx: LeadsDB, leadId: number) => Promise<unknown>;
}

/**
 * Stores a lead. The row and its notification job are written in one transaction, so a lead that
 * was acknowledged is on disk together with the job that will deliver it (a crash after the
 * commit loses neither; a crash before it acknowledges nothing). Spam is kept for audit and never
 * notified; without any channel the notification is recorded as skipped.
 */
export async function createContactRequest(database: LeadsDB, lead: NewContactRequest) {
  const utmEntries = UTM_KEYS.flatMap((key) => (lead.attribution[key] ? [[key, lead.attribution[key]] as const] : []));
  const willNotify = lead.notify && !lead.spam.spam;
  return database.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("contact_requests")
      .values({
        full_name: lead.input.fullName,
        email: lead.input.email,
        phone: lead.input.phone || null,
        service_interest: lead.input.serviceInterest || null,
        message: lead.input.message || null,
        source_page: lead.attribution.sourcePage ?? null,
        referrer: lead.attribution.referrer || null,
        utm: utmEntries.length ? JSON.stringify(Object.fromEntries(utmEntries)) : null,
        is_spam: lead.spam.spam ? 1 : 0,
        spam_reason: lead.spam.spam ? lead.spam.reason : null,
        notification_status: willNotify ? "pending" : "skipped",
        notification_error: lead.spam.spam ? "Not notified: flagged as spam" : willNotify ? null : "Not notified: no e-mail or webhook is configured",
        created_at: leadsNowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (willNotify && lead.enqueueNotification) await lead.enqueueNotification(trx, row.id);
    return { id: row.id, notified: willNotify };
  });
}

/** One lead by id (notifications, tests). */
export function getContactRequest(database: LeadsDB, id: number) {
  return database.selectFrom("contact_requests").selectAll().where("id", "=", id).executeTakeFirst();
}
// The form component asks for a signed stamp while it renders on the server.
setFormStartedIssuer(() => signFormStarted());
// (end of creating)

// --- Reading (admin issue) -------------------------------------------------------------------
// (end of reading)
