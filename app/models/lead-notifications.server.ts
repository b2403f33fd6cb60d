import { sql, type Updateable } from "kysely";
import type { ContactRequestsTable } from "#db/schema";
import type { DB } from "#db/index";
import { jobs, PermanentJobError, type JobDefinition, type JobsRunner } from "~/lib/jobs-runner.server";
import { db, nowIso } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isPermanentMailError } from "~/lib/mail.server";
import { businessFacts, leadRecipientsFrom } from "./business-facts.server";
import { getContactRequest } from "./contact-request-list.server";
import { mailServerConfigured } from "./mail-settings.server";
import { webhookConfigured } from "./webhook-settings.server";
import { enqueuePushAlert } from "./push.server";
import { describeError, postLeadWebhook, sendLeadEmail } from "./lead-notification-messages.server";

/**
 * Lead notifications (the outbox): every non-spam lead gets one job per configured channel,
 * `leads.email` (the e-mail to the lead recipients) and `leads.webhook` (a signed JSON post to the
 * webhook in force, docs/decisions/085), written in the same transaction as the lead. Each job is retried on its own
 * and runs in its own lane of the jobs runner (app/jobs/registry.server.ts), so a channel that
 * hangs or fails delays nothing else (docs/decisions/070). A job records its delivery on the lead;
 * the lead is `sent` once every configured channel has it. Failures retry with backoff for more
 * than 24 hours; then the lead is marked `failed` with the reason, for the admin to see.
 */

export type LeadChannel = "email" | "webhook";
export const LEAD_EMAIL_JOB = "leads.email";
export const LEAD_WEBHOOK_JOB = "leads.webhook";
export const LEAD_NOTIFY_JOBS = [LEAD_EMAIL_JOB, LEAD_WEBHOOK_JOB] as const;

const CHANNELS = {
  email: { job: LEAD_EMAIL_JOB, label: "e-mail", delivered: "email_notified_at" },
  webhook: { job: LEAD_WEBHOOK_JOB, label: "webhook", delivered: "webhook_notified_at" },
} as const;

/**
 * Queues a lead's notifications inside the transaction that stores the lead (the outbox): a job
 * for each configured channel that has not had the lead yet and has no job for it queued or
 * running (so "Retry now" never doubles a delivery still in progress).
 */
export async function enqueueLeadNotification(trx: DB, leadId: number, runner: JobsRunner = jobs()) {
  const lead = await trx
    .selectFrom("contact_requests")
    .select(["email_notified_at", "webhook_notified_at"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  const configured = await configuredChannels(trx);
  for (const channel of ["email", "webhook"] as const) {
    const { job, delivered } = CHANNELS[channel];
    if (!configured[channel] || lead?.[delivered]) continue;
    const pending = await trx
      .selectFrom("jobs")
      .select("id")
      .where("status", "in", ["queued", "running"])
      .where("type", "=", job)
      .where(sql`json_extract(payload, '$.leadId')`, "=", leadId)
      .executeTakeFirst();
    if (!pending) await runner.enqueue(job, { leadId }, { db: trx });
  }
}

/** Retries: 30 s doubling up to 1 h, 40 attempts: about 34 h in all (at least 27 h with jitter). */
export const LEAD_NOTIFY_MAX_ATTEMPTS = 40;
const PRODUCTION_BACKOFF_BASE_MS = 30_000;
const PRODUCTION_BACKOFF_MAX_MS = 3_600_000;

/**
 * The configured channels. `recipients`: the lead e-mail's recipients (`leadRecipients()`: the
 * Settings list, else LEAD_NOTIFY_TO); without it, LEAD_NOTIFY_TO. `mailServer`: whether a mail
 * server is in force (`mailServerConfigured`: SMTP_URL or the one saved in Settings). `webhook`:
 * whether a webhook is in force (`webhookConfigured`: LEAD_WEBHOOK_URL or the one saved in Settings).
 */
export function notificationChannels(
  recipients = getEnv().LEAD_NOTIFY_TO,
  mailServer = Boolean(getEnv().SMTP_URL),
  webhook = Boolean(getEnv().LEAD_WEBHOOK_URL && getEnv().LEAD_WEBHOOK_SECRET),
) {
  return { email: Boolean(mailServer && recipients), webhook };
}

/** Who gets the lead e-mails: the recipients saved in Settings, else LEAD_NOTIFY_TO. */
export async function leadRecipients(database: DB) {
  return leadRecipientsFrom(await businessFacts(database), getEnv().LEAD_NOTIFY_TO);
}

/** The channels configured now: the mail server, recipients and webhook saved in Settings count. */
export async function configuredChannels(database: DB, recipients?: string | undefined) {
  return notificationChannels(
    recipients ?? (await leadRecipients(database)),
    await mailServerConfigured(database),
    await webhookConfigured(database),
  );
}

/** Whether a new lead is notified at all (e-mail with a recipient, or the webhook). */
export async function anyNotificationChannel(database: DB) {
  const channels = await configuredChannels(database);
  return channels.email || channels.webhook;
}

/**
 * The job's retry schedule. LEAD_RETRY_BASE_MS (tests only; the environment refuses it when
 * NODE_ENV=production) shortens the delays but never the number of attempts.
 */
export function leadNotifyBackoff() {
  const testBase = getEnv().LEAD_RETRY_BASE_MS;
  return testBase
    ? { backoffBaseMs: testBase, backoffMaxMs: testBase * 8 }
    : { backoffBaseMs: PRODUCTION_BACKOFF_BASE_MS, backoffMaxMs: PRODUCTION_BACKOFF_MAX_MS };
}

/** The job of one channel: `leadNotifyJob("email")` for `leads.email`, `("webhook")` for `leads.webhook`. */
export function leadNotifyJob(channel: LeadChannel): JobDefinition<{ leadId: number }> {
  return {
    maxAttempts: LEAD_NOTIFY_MAX_ATTEMPTS,
    ...leadNotifyBackoff(),
    // A job definition is wiring the runner calls: it takes the live database (docs/decisions/077).
    handler: ({ leadId }, { attempt, signal }) => deliverLead(db(), channel, leadId, attempt, signal),
    onFailed: async ({ leadId }, error, job) => {
      const reason = `Gave up after ${job.attempts} attempt(s): ${CHANNELS[channel].label}: ${describeError(error)}`;
      await db()
        .updateTable("contact_requests")
        .set({
          notification_status: "failed",
          notification_error: reason.slice(0, 1000),
          notification_attempts: job.attempts,
        })
        .where("id", "=", leadId)
        .execute();
      await enqueuePushAlert(db(), jobs, "failed", leadId);
    },
  };
}

/**
 * Delivers one lead to one channel, unless that channel already has it, then marks the lead `sent`
 * when every configured channel has it. A failure is recorded on the lead ("Attempt N: e-mail:
 * ...") while the lead is still pending, and thrown for the runner to retry.
 */
export async function deliverLead(
  database: DB,
  channel: LeadChannel,
  leadId: number,
  attempt = 1,
  signal?: AbortSignal,
) {
  const lead = await getContactRequest(database, leadId);
  if (!lead) throw new PermanentJobError(`lead #${leadId} no longer exists`);
  if (lead.is_spam)
    return markLead(database, leadId, {
      notification_status: "skipped",
      notification_error: "Not notified: flagged as spam",
    });
  const recipients = await leadRecipients(database);
  const channels = await configuredChannels(database, recipients);
  if (!channels.email && !channels.webhook) {
    return markLead(database, leadId, {
      notification_status: "skipped",
      notification_error: "Not notified: no e-mail or webhook is configured",
      notification_attempts: attempt,
    });
  }

  const { label, delivered } = CHANNELS[channel];
  if (channels[channel] && !lead[delivered]) {
    try {
      if (channel === "email") await sendLeadEmail(database, lead, recipients!);
      else await postLeadWebhook(database, lead, signal);
    } catch (error) {
      // Still pending: the admin sees the last error of each channel while its job retries.
      await recordChannelError(
        database,
        leadId,
        channel,
        `Attempt ${attempt}: ${label}: ${describeError(error)}`,
        attempt,
      );
      const permanent =
        channel === "email" ? isPermanentMailError(error) : error instanceof PermanentJobError;
      if (permanent && !(error instanceof PermanentJobError))
        throw new PermanentJobError(describeError(error));
      throw error;
    }
    await markLead(database, leadId, { [delivered]: nowIso() });
  }
  await settleLead(database, leadId, channels, channel, attempt);
}

/**
 * After a channel has the lead: `sent` when every configured channel has it; otherwise the lead
 * stays pending, without the error this channel recorded earlier (the other channel's stays).
 * One transaction, so the two channel jobs finishing together cannot both miss the last step.
 */
async function settleLead(
  database: DB,
  leadId: number,
  channels: Record<LeadChannel, boolean>,
  channel: LeadChannel,
  attempt: number,
) {
  await database.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("contact_requests")
      .select(["notification_status", "notification_error", "email_notified_at", "webhook_notified_at"])
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (!lead || lead.notification_status !== "pending") return;
    const everyChannel =
      (!channels.email || lead.email_notified_at) && (!channels.webhook || lead.webhook_notified_at);
    const update = trx.updateTable("contact_requests").where("id", "=", leadId);
    if (everyChannel) {
      await update
        .set({
          notification_status: "sent",
          notified_at: nowIso(),
          notification_error: null,
          notification_attempts: attempt,
        })
        .execute();
    } else if (lead.notification_error) {
      const errors = channelErrors(lead.notification_error);
      if (errors.delete(channel)) await update.set({ notification_error: joinErrors(errors) }).execute();
    }
  });
}

/** Records a channel's failed attempt on a pending lead, beside the other channel's last error. */
async function recordChannelError(
  database: DB,
  leadId: number,
  channel: LeadChannel,
  text: string,
  attempt: number,
) {
  await database.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("contact_requests")
      .select(["notification_status", "notification_error"])
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (lead?.notification_status !== "pending") return;
    const errors = channelErrors(lead.notification_error);
    errors.set(channel, text.replace(/\s+/g, " ").slice(0, 480));
    await trx
      .updateTable("contact_requests")
      .set({ notification_error: joinErrors(errors), notification_attempts: attempt })
      .where("id", "=", leadId)
      .execute();
  });
}

/** A pending lead's error, "Attempt 3: e-mail: ...; Attempt 2: webhook: ...", by channel. */
function channelErrors(text: string | null) {
  const errors = new Map<LeadChannel, string>();
  if (!text) return errors;
  const starts = [...text.matchAll(/(?:^|; )Attempt \d+: (e-mail|webhook): /g)];
  starts.forEach((match, i) => {
    const from = match.index + (match[0].startsWith("; ") ? 2 : 0);
    const to = starts[i + 1]?.index ?? text.length;
    errors.set(match[1] === "e-mail" ? "email" : "webhook", text.slice(from, to));
  });
  return errors;
}

function joinErrors(errors: Map<LeadChannel, string>) {
  const parts = (["email", "webhook"] as const).flatMap((channel) => errors.get(channel) ?? []);
  return parts.length ? parts.join("; ") : null;
}

function markLead(database: DB, id: number, values: Updateable<ContactRequestsTable>) {
  return database
    .updateTable("contact_requests")
    .set(values)
    .where("id", "=", id)
    .execute()
    .then(() => undefined);
}
