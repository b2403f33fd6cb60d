import { createHmac } from "node:crypto";
import type { Updateable } from "kysely";
import type { ContactRequestRow, ContactRequestsTable } from "#db/schema";
import type { DB } from "#db/index";
import { jobs, PermanentJobError, type JobDefinition } from "~/lib/jobs-runner.server";
import { db, nowIso } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { escapeHtml, isPermanentMailError, mailFrom, mailTransport } from "~/lib/mail.server";
import { businessFacts, leadRecipientsFrom } from "./business-facts.server";
import { leadLanguageLabel, SPANISH_LEAD_BADGE } from "./contact";
import { getContactRequest, serviceInterestLabel } from "./contact-requests.server";

/**
 * Lead notifications (the outbox): every non-spam lead gets one `leads.notify` job, written in the
 * same transaction as the lead. The job delivers the lead to each configured channel (e-mail to
 * LEAD_NOTIFY_TO, a signed JSON webhook to LEAD_WEBHOOK_URL) and records each delivery on the lead,
 * so a retry after a partial failure resends only what is missing. Failures retry with backoff for
 * more than 24 hours; then the lead is marked `failed` with the reason, for the admin to see.
 */

export const LEAD_NOTIFY_JOB = "leads.notify";

/** Queues a lead's notification inside the transaction that stores the lead (the outbox). */
export function enqueueLeadNotification(trx: DB, leadId: number) {
  return jobs().enqueue(LEAD_NOTIFY_JOB, { leadId }, { db: trx });
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

export function leadNotifyJob(): JobDefinition<{ leadId: number }> {
  return {
    maxAttempts: LEAD_NOTIFY_MAX_ATTEMPTS,
    ...leadNotifyBackoff(),
    handler: ({ leadId }, { attempt }) => deliverLead(leadId, attempt),
    onFailed: async ({ leadId }, error, job) => {
      await db()
        .updateTable("contact_requests")
        .set({
          notification_status: "failed",
          notification_error: `Gave up after ${job.attempts} attempt(s): ${describe(error)}`.slice(0, 1000),
          notification_attempts: job.attempts,
        })
        .where("id", "=", leadId)
        .execute();
    },
  };
}

/** Delivers one lead to every configured channel that has not received it yet. */
export async function deliverLead(leadId: number, attempt = 1) {
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

  const failures: { channel: string; error: unknown; permanent: boolean }[] = [];
  if (channels.email && !lead.email_notified_at) {
    try {
      await sendLeadEmail(lead, recipients!);
      await markLead(leadId, { email_notified_at: nowIso() });
    } catch (error) {
      failures.push({ channel: "e-mail", error, permanent: isPermanentMailError(error) });
    }
  }
  if (channels.webhook && !lead.webhook_notified_at) {
    try {
      await postLeadWebhook(lead);
      await markLead(leadId, { webhook_notified_at: nowIso() });
    } catch (error) {
      failures.push({ channel: "webhook", error, permanent: error instanceof PermanentJobError });
    }
  }

  if (failures.length === 0) {
    return markLead(leadId, {
      notification_status: "sent",
      notified_at: nowIso(),
      notification_error: null,
      notification_attempts: attempt,
    });
  }
  const message = failures
    .map((f) => `${f.channel}: ${describe(f.error)}`)
    .join("; ")
    .slice(0, 1000);
  // Still pending: the admin sees the last error while the job retries.
  await markLead(leadId, {
    notification_error: `Attempt ${attempt}: ${message}`,
    notification_attempts: attempt,
  });
  if (failures.every((f) => f.permanent)) throw new PermanentJobError(message);
  throw new Error(message);
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

export function postLeadWebhook(lead: ContactRequestRow) {
  return postWebhook(JSON.stringify(leadWebhookPayload(lead)), WEBHOOK_EVENT, String(lead.id));
}

/** Posts one signed body to LEAD_WEBHOOK_URL (a lead, or the Settings test); throws the failure in plain words. */
export async function postWebhook(body: string, event: string, id: string) {
  const env = getEnv();
  let response: Response;
  try {
    response = await fetch(env.LEAD_WEBHOOK_URL!, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
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
