import { createHmac } from "node:crypto";
import { sql, type Updateable } from "kysely";
import type { ContactRequestRow, ContactRequestsTable } from "#db/schema";
import type { DB } from "#db/index";
import { jobs, PermanentJobError, type JobDefinition, type JobsRunner } from "~/lib/jobs-runner.server";
import { db, nowIso } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { escapeHtml, isPermanentMailError, mailFrom, mailTransport } from "~/lib/mail.server";
import { businessFacts, leadRecipientsFrom } from "./business-facts.server";
import { leadLanguageLabel, SPANISH_LEAD_BADGE } from "./contact";
import { getContactRequest } from "./contact-request-list.server";
import { serviceInterestLabel } from "./contact-request-input.server";

/**
 * Lead notifications (the outbox): every non-spam lead gets one job per configured channel,
 * `leads.email` (the e-mail to the lead recipients) and `leads.webhook` (a signed JSON post to
 * LEAD_WEBHOOK_URL), written in the same transaction as the lead. Each job is retried on its own
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

/** How long the webhook receiver has to accept the connection and answer (ms). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

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
  const configured = notificationChannels();
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

export const WEBHOOK_SIGNATURE_HEADER = "X-Lead-Signature";
export const WEBHOOK_EVENT = "lead.created";

/**
 * The configured channels. `recipients`: the lead e-mail's recipients (`leadRecipients()`: the
 * Settings list, else LEAD_NOTIFY_TO); without it, LEAD_NOTIFY_TO.
 */
export function notificationChannels(recipients = getEnv().LEAD_NOTIFY_TO) {
  const env = getEnv();
  return {
    email: Boolean(env.SMTP_URL && recipients),
    webhook: Boolean(env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET),
  };
}

/** Who gets the lead e-mails: the recipients saved in Settings, else LEAD_NOTIFY_TO. */
export async function leadRecipients() {
  return leadRecipientsFrom(await businessFacts(), getEnv().LEAD_NOTIFY_TO);
}

export function anyNotificationChannel() {
  const channels = notificationChannels();
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
    handler: ({ leadId }, { attempt, signal }) => deliverLead(channel, leadId, attempt, signal),
    onFailed: async ({ leadId }, error, job) => {
      const reason = `Gave up after ${job.attempts} attempt(s): ${CHANNELS[channel].label}: ${describe(error)}`;
      await db()
        .updateTable("contact_requests")
        .set({
          notification_status: "failed",
          notification_error: reason.slice(0, 1000),
          notification_attempts: job.attempts,
        })
        .where("id", "=", leadId)
        .execute();
    },
  };
}

/**
 * Delivers one lead to one channel, unless that channel already has it, then marks the lead `sent`
 * when every configured channel has it. A failure is recorded on the lead ("Attempt N: e-mail:
 * ...") while the lead is still pending, and thrown for the runner to retry.
 */
export async function deliverLead(channel: LeadChannel, leadId: number, attempt = 1, signal?: AbortSignal) {
  const lead = await getContactRequest(db(), leadId);
  if (!lead) throw new PermanentJobError(`lead #${leadId} no longer exists`);
  if (lead.is_spam)
    return markLead(leadId, {
      notification_status: "skipped",
      notification_error: "Not notified: flagged as spam",
    });
  const recipients = await leadRecipients();
  const channels = notificationChannels(recipients);
  if (!channels.email && !channels.webhook) {
    return markLead(leadId, {
      notification_status: "skipped",
      notification_error: "Not notified: no e-mail or webhook is configured",
      notification_attempts: attempt,
    });
  }

  const { label, delivered } = CHANNELS[channel];
  if (channels[channel] && !lead[delivered]) {
    try {
      if (channel === "email") await sendLeadEmail(lead, recipients!);
      else await postLeadWebhook(lead, signal);
    } catch (error) {
      // Still pending: the admin sees the last error of each channel while its job retries.
      await recordChannelError(leadId, channel, `Attempt ${attempt}: ${label}: ${describe(error)}`, attempt);
      const permanent =
        channel === "email" ? isPermanentMailError(error) : error instanceof PermanentJobError;
      if (permanent && !(error instanceof PermanentJobError)) throw new PermanentJobError(describe(error));
      throw error;
    }
    await markLead(leadId, { [delivered]: nowIso() });
  }
  await settleLead(leadId, channels, channel, attempt);
}

/**
 * After a channel has the lead: `sent` when every configured channel has it; otherwise the lead
 * stays pending, without the error this channel recorded earlier (the other channel's stays).
 * One transaction, so the two channel jobs finishing together cannot both miss the last step.
 */
async function settleLead(
  leadId: number,
  channels: Record<LeadChannel, boolean>,
  channel: LeadChannel,
  attempt: number,
) {
  await db()
    .transaction()
    .execute(async (trx) => {
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
async function recordChannelError(leadId: number, channel: LeadChannel, text: string, attempt: number) {
  await db()
    .transaction()
    .execute(async (trx) => {
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

function markLead(id: number, values: Updateable<ContactRequestsTable>) {
  return db()
    .updateTable("contact_requests")
    .set(values)
    .where("id", "=", id)
    .execute()
    .then(() => undefined);
}

export function adminLeadUrl(id: number) {
  return `${getEnv().PUBLIC_SITE_URL}/admin?view=${id}`;
}

function leadFields(lead: ContactRequestRow): [string, string][] {
  const utm = parseUtm(lead.utm);
  return [
    ["Full Name", lead.full_name],
    ["Email", lead.email],
    ["Phone", lead.phone ?? "Not given"],
    [
      "Service Interest",
      lead.service_interest ? serviceInterestLabel(lead.service_interest) : "Not specified",
    ],
    ["Message", lead.message ?? "No message"],
    [
      "Language",
      lead.language === "es"
        ? `${leadLanguageLabel(lead.language)} (${SPANISH_LEAD_BADGE})`
        : leadLanguageLabel(lead.language),
    ],
    ["Source Page", lead.source_page ?? "Unknown"],
    ["Referrer", lead.referrer ?? "None"],
    ...(lead.visualization_id
      ? [
          ["Visualization", `${getEnv().PUBLIC_SITE_URL}/space-visualization/${lead.visualization_id}`] as [
            string,
            string,
          ],
        ]
      : []),
    [
      "Campaign",
      utm
        ? Object.entries(utm)
            .map(([k, v]) => `${k}=${v}`)
            .join(", ")
        : "None",
    ],
    [
      "Received",
      `${new Date(lead.created_at).toLocaleString("en-US", { timeZone: "America/New_York", dateStyle: "medium", timeStyle: "short" })} (Eastern)`,
    ],
  ];
}

/** The e-mail to the business: a plain-text part always, and an HTML part with every value escaped. */
export function leadEmail(lead: ContactRequestRow) {
  const link = adminLeadUrl(lead.id);
  const fields = leadFields(lead);
  const subject = `New consultation request from ${lead.full_name}`.replace(/[\r\n]+/g, " ");
  const text = [
    "A new consultation request arrived on the website.",
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    `Open it in the admin: ${link}`,
    "",
    "We promise a reply in under one hour.",
  ].join("\n");
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#57534e;font-weight:600">${escapeHtml(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c1917">
<h1 style="font-size:20px">New consultation request</h1>
<table cellpadding="0" cellspacing="0">${rows}</table>
<p><a href="${escapeHtml(link)}" style="color:#047857;font-weight:600">Open lead #${lead.id} in the admin</a></p>
<p style="color:#57534e">We promise a reply in under one hour.</p>
</body></html>`;
  return { subject, text, html };
}

export async function sendLeadEmail(lead: ContactRequestRow, to: string) {
  const { subject, text, html } = leadEmail(lead);
  await mailTransport().sendMail({
    from: mailFrom((await businessFacts()).name),
    to,
    replyTo: { name: lead.full_name, address: lead.email },
    subject,
    text,
    html,
    headers: { "X-Lead-Id": String(lead.id) },
  });
}

/** The webhook body: the lead's fields and the admin link. */
export function leadWebhookPayload(lead: ContactRequestRow) {
  return {
    event: WEBHOOK_EVENT,
    lead: {
      id: lead.id,
      fullName: lead.full_name,
      email: lead.email,
      phone: lead.phone,
      serviceInterest: lead.service_interest,
      serviceInterestLabel: lead.service_interest ? serviceInterestLabel(lead.service_interest) : null,
      message: lead.message,
      /** "en" or "es" (decision 042); languageLabel is what the admin shows. */
      language: lead.language,
      languageLabel: leadLanguageLabel(lead.language),
      sourcePage: lead.source_page,
      referrer: lead.referrer,
      utm: parseUtm(lead.utm),
      visualizationUrl: lead.visualization_id
        ? `${getEnv().PUBLIC_SITE_URL}/space-visualization/${lead.visualization_id}`
        : null,
      createdAt: lead.created_at,
    },
    adminUrl: adminLeadUrl(lead.id),
  };
}

/**
 * `X-Lead-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with LEAD_WEBHOOK_SECRET>`.
 * Receivers recompute it over the raw body, compare in constant time and refuse old timestamps.
 */
export function signWebhook(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

export function postLeadWebhook(lead: ContactRequestRow, signal?: AbortSignal) {
  return postWebhook(JSON.stringify(leadWebhookPayload(lead)), WEBHOOK_EVENT, String(lead.id), signal);
}

/**
 * Posts one signed body to LEAD_WEBHOOK_URL (a lead, or the Settings test); throws the failure in
 * plain words. The receiver has WEBHOOK_TIMEOUT_MS to answer; `signal` (the runner stopping)
 * abandons the attempt sooner.
 */
export async function postWebhook(body: string, event: string, id: string, signal?: AbortSignal) {
  const env = getEnv();
  let response: Response;
  try {
    response = await fetch(env.LEAD_WEBHOOK_URL!, {
      method: "POST",
      redirect: "manual",
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)])
        : AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "GoldCoastVending-LeadWebhook/1",
        "X-Lead-Event": event,
        // Deliveries may repeat after a retry: receivers dedupe on this id.
        "X-Lead-Id": id,
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(body, env.LEAD_WEBHOOK_SECRET!),
      },
      body,
    });
  } catch (error) {
    throw new Error(`could not reach the webhook (${describe(error)})`);
  }
  await response.body?.cancel();
  if (response.status >= 200 && response.status < 300) return;
  // 410 Gone says the endpoint is retired; anything else may recover.
  if (response.status === 410) throw new PermanentJobError(`the webhook answered ${response.status}`);
  throw new Error(`the webhook answered ${response.status}`);
}

function parseUtm(value: string | null): Record<string, string> | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : null;
  } catch {
    return null;
  }
}

function describe(error: unknown) {
  const cause = (error as { cause?: unknown })?.cause;
  const base = error instanceof Error ? error.message : String(error);
  return cause instanceof Error && !base.includes(cause.message) ? `${base}: ${cause.message}` : base;
}
