/**
 * Writing contact requests (product §3): creating a lead with its notification job (the outbox),
 * releasing or deleting a lead held as spam, and retrying a failed notification.
 */

import type { DB } from "#db/index";
import { UTM_KEYS } from "~/models/contact";
import { nowIso } from "~/lib/db.server";
import { leadDay } from "~/lib/dates";
import { phoneE164 } from "~/lib/phone";
import type { Lang } from "~/lib/i18n";
import type { ContactRequestInput, LeadAttribution } from "./contact-request-input.server";
import type { SpamVerdict } from "./contact-spam-checks.server";

const NO_CHANNEL_ERROR = "Not notified: no e-mail or webhook is configured";

export interface NewContactRequest {
  input: ContactRequestInput;
  attribution: LeadAttribution;
  spam: SpamVerdict;
  /** Whether any notification channel (e-mail, webhook) is configured. */
  notify: boolean;
  /** Adds the lead's notification job inside the same transaction (the outbox). */
  enqueueNotification?: (trx: DB, leadId: number) => Promise<unknown>;
  /** Adds the instant reply to the visitor inside the same transaction (never for spam). */
  enqueueReply?: (trx: DB, leadId: number) => Promise<unknown>;
  /**
   * Stored with the lead; a key seen before in the same scope (contactIdempotencyScope) returns its
   * lead instead of creating one.
   */
  idempotency?: { scope: string; key: string; fingerprint: string };
  /** The language of the page the request came from (English when left out). */
  language?: Lang;
}

export type CreatedContactRequest =
  { id: number; notified: boolean; replayed?: false } | { id: number; replayed: true; conflict: boolean };

/**
 * Stores a lead. The row and its notification job are written in one transaction, so a lead that
 * was acknowledged is on disk together with the job that will deliver it (a crash after the
 * commit loses neither; a crash before it acknowledges nothing). Spam is kept for audit and never
 * notified; without any channel the notification is recorded as skipped.
 */
export async function createContactRequest(
  database: DB,
  lead: NewContactRequest,
): Promise<CreatedContactRequest> {
  const utmEntries = UTM_KEYS.flatMap((key) =>
    lead.attribution[key] ? [[key, lead.attribution[key]] as const] : [],
  );
  const willNotify = lead.notify && !lead.spam.spam;
  return database.transaction().execute(async (trx): Promise<CreatedContactRequest> => {
    if (lead.idempotency) {
      // Inside the transaction: writes are serialized, so two copies of one request cannot both insert.
      const seen = await trx
        .selectFrom("contact_idempotency_keys")
        .select(["lead_id", "fingerprint"])
        .where("scope", "=", lead.idempotency.scope)
        .where("key", "=", lead.idempotency.key)
        .executeTakeFirst();
      if (seen)
        return {
          id: seen.lead_id,
          replayed: true,
          conflict: seen.fingerprint !== lead.idempotency.fingerprint,
        };
    }
    // Only a visualization that exists is referenced (the id comes from the visitor's URL).
    const visualization = lead.attribution.visualization
      ? await trx
          .selectFrom("visualization_requests")
          .select("public_id")
          .where("public_id", "=", lead.attribution.visualization)
          .executeTakeFirst()
      : undefined;
    const createdAt = nowIso();
    const row = await trx
      .insertInto("contact_requests")
      .values({
        full_name: lead.input.fullName,
        email: lead.input.email,
        phone: lead.input.phone || null,
        // Searchable in any spelling (migration 0027).
        phone_e164: phoneE164(lead.input.phone),
        service_interest: lead.input.serviceInterest || null,
        message: lead.input.message || null,
        source_page: lead.attribution.sourcePage ?? null,
        referrer: lead.attribution.referrer || null,
        visualization_id: visualization?.public_id ?? null,
        utm: utmEntries.length ? JSON.stringify(Object.fromEntries(utmEntries)) : null,
        utm_campaign: lead.attribution.utm_campaign || null,
        is_spam: lead.spam.spam ? 1 : 0,
        spam_reason: lead.spam.spam ? lead.spam.reason : null,
        notification_status: willNotify ? "pending" : "skipped",
        notification_error: lead.spam.spam
          ? "Not notified: flagged as spam"
          : willNotify
            ? null
            : NO_CHANNEL_ERROR,
        created_at: createdAt,
        // The New York day the Insights totals count it on (migration 0025).
        created_day: leadDay(createdAt),
        language: lead.language ?? "en",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (lead.idempotency) {
      await trx
        .insertInto("contact_idempotency_keys")
        .values({
          scope: lead.idempotency.scope,
          key: lead.idempotency.key,
          lead_id: row.id,
          fingerprint: lead.idempotency.fingerprint,
          created_at: nowIso(),
        })
        .execute();
    }
    if (willNotify && lead.enqueueNotification) await lead.enqueueNotification(trx, row.id);
    if (!lead.spam.spam && lead.enqueueReply) await lead.enqueueReply(trx, row.id);
    return { id: row.id, notified: willNotify };
  });
}

/**
 * "Not spam": a held lead joins the normal list and is notified now, through the outbox (its job
 * in the same transaction). Only a lead held as spam is changed.
 */
export async function releaseHeldLead(
  database: DB,
  id: number,
  options: {
    notify: boolean;
    enqueueNotification?: (trx: DB, leadId: number) => Promise<unknown>;
    /** The instant reply the visitor did not get while the lead was held. */
    enqueueReply?: (trx: DB, leadId: number) => Promise<unknown>;
  },
): Promise<"released" | "not-found"> {
  return database.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("contact_requests")
      .set({
        is_spam: 0,
        spam_reason: null,
        notification_status: options.notify ? "pending" : "skipped",
        notification_error: options.notify ? null : NO_CHANNEL_ERROR,
      })
      .where("id", "=", id)
      .where("is_spam", "=", 1)
      .returning("id")
      .executeTakeFirst();
    if (!updated) return "not-found";
    if (options.notify && options.enqueueNotification) await options.enqueueNotification(trx, id);
    if (options.enqueueReply) await options.enqueueReply(trx, id);
    return "released";
  });
}

/** Deletes a lead held as spam (leads in the normal list are never deleted from the admin). */
export async function deleteHeldLead(database: DB, id: number): Promise<boolean> {
  const result = await database
    .deleteFrom("contact_requests")
    .where("id", "=", id)
    .where("is_spam", "=", 1)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * "Retry now" for a lead whose notification failed after every attempt: a new job, in the same
 * transaction, which sends only to the channels that have not received the lead yet.
 */
export async function retryLeadNotification(
  database: DB,
  id: number,
  options: { notify: boolean; enqueueNotification: (trx: DB, leadId: number) => Promise<unknown> },
): Promise<"queued" | "not-failed" | "no-channel"> {
  if (!options.notify) return "no-channel";
  return database.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("contact_requests")
      .set({ notification_status: "pending", notification_error: null })
      .where("id", "=", id)
      .where("notification_status", "=", "failed")
      .where("is_spam", "=", 0)
      .returning("id")
      .executeTakeFirst();
    if (!updated) return "not-failed";
    await options.enqueueNotification(trx, id);
    return "queued";
  });
}
