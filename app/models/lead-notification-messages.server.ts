/**
 * What a lead notification says and how it is sent: the e-mail to the lead recipients and the
 * signed JSON post to the webhook in force (docs/lead-notifications.md, docs/decisions/085). The outbox and its jobs are
 * in lead-notifications.server.ts.
 */
import { createHmac } from "node:crypto";
import type { ContactRequestRow } from "#db/schema";
import type { DB } from "#db/index";
import { PermanentJobError } from "~/lib/jobs-runner.server";
import { getEnv } from "~/lib/env.server";
import { escapeHtml, mailFrom, mailTransportFor, plainMailError } from "~/lib/mail.server";
import { businessFacts } from "./business-facts.server";
import { activeMailServer } from "./mail-settings.server";
import { activeWebhook, type WebhookTarget } from "./webhook-settings.server";
import { leadLanguageLabel, SPANISH_LEAD_BADGE } from "./contact";
import { serviceInterestLabel } from "./contact-request-input.server";

/** How long the webhook receiver has to accept the connection and answer (ms). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export const WEBHOOK_SIGNATURE_HEADER = "X-Lead-Signature";
export const WEBHOOK_EVENT = "lead.created";

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
  // The subject follows the lead's language (docs/decisions/079): a plain Reply to this e-mail goes
  // to the lead with it. The body stays English (the admin's language), saying so for a Spanish lead.
  const spanish = lead.language === "es";
  const subject = (
    spanish
      ? `Nueva solicitud de consulta de ${lead.full_name}`
      : `New consultation request from ${lead.full_name}`
  ).replace(/[\r\n]+/g, " ");
  const intro = spanish
    ? "A new consultation request arrived on the Spanish site: this lead speaks Spanish, so reply in Spanish (a plain Reply keeps the Spanish subject)."
    : "A new consultation request arrived on the website.";
  const text = [
    intro,
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
<h1 style="font-size:20px">${spanish ? "Nueva solicitud de consulta" : "New consultation request"}</h1>
<p>${escapeHtml(intro)}</p>
<table cellpadding="0" cellspacing="0">${rows}</table>
<p><a href="${escapeHtml(link)}" style="color:#047857;font-weight:600">Open lead #${lead.id} in the admin</a></p>
<p style="color:#57534e">We promise a reply in under one hour.</p>
</body></html>`;
  return { subject, text, html };
}

/**
 * Sends the lead e-mail through the mail server in force (SMTP_URL, else Settings). A failure is
 * thrown in plain words (the technical error goes to the log), keeping the SMTP answer code that
 * tells a permanent refusal from a passing one.
 */
export async function sendLeadEmail(database: DB, lead: ContactRequestRow, to: string) {
  const active = await activeMailServer(database);
  if (!active.ok) throw new Error(active.reason);
  const { server } = active;
  const { subject, text, html } = leadEmail(lead);
  try {
    await mailTransportFor(server).sendMail({
      from: mailFrom((await businessFacts(database)).name, server.from),
      to,
      replyTo: { name: lead.full_name, address: lead.email },
      subject,
      text,
      html,
      headers: { "X-Lead-Id": String(lead.id) },
    });
  } catch (error) {
    const where = `${server.host}:${server.port}`;
    console.error(`leads: e-mail for lead #${lead.id} through ${where} failed: ${String(error)}`);
    const responseCode = (error as { responseCode?: unknown })?.responseCode;
    throw Object.assign(new Error(plainMailError(error, where)), { responseCode });
  }
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
 * `X-Lead-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the webhook's secret>`.
 * Receivers recompute it over the raw body, compare in constant time and refuse old timestamps.
 */
export function signWebhook(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

/**
 * Posts a lead to the webhook in force (LEAD_WEBHOOK_URL, else Settings). A saved secret that
 * cannot be read on this machine fails the attempt in plain words (the owner enters it again; the
 * job's next attempt then delivers).
 */
export async function postLeadWebhook(database: DB, lead: ContactRequestRow, signal?: AbortSignal) {
  const active = await activeWebhook(database);
  if (!active.ok) throw new Error(active.reason);
  const body = JSON.stringify(leadWebhookPayload(lead));
  return postWebhook(active.target, body, WEBHOOK_EVENT, String(lead.id), signal);
}

/**
 * The webhook's address as logged: its origin only. Services such as Slack or Zapier put their
 * secret in the path, and the log is read by whoever runs the machine.
 */
export function webhookOrigin(url: string) {
  try {
    return new URL(url).origin;
  } catch {
    return "(an unreadable address)";
  }
}

/**
 * Posts one signed body to a webhook (a lead, or a Settings test); throws the failure in plain
 * words. The receiver has WEBHOOK_TIMEOUT_MS to answer; `signal` (the runner stopping) abandons the
 * attempt sooner.
 */
export async function postWebhook(
  target: WebhookTarget,
  body: string,
  event: string,
  id: string,
  signal?: AbortSignal,
) {
  let response: Response;
  try {
    response = await fetch(target.url, {
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
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(body, target.secret),
      },
      body,
    });
  } catch (error) {
    // The technical reason (ECONNREFUSED, a timeout…) goes to the log; the admin reads plain words.
    console.error(`webhook: post to ${webhookOrigin(target.url)} failed: ${describeError(error)}`);
    throw new Error("could not reach the webhook: nothing answered at its address in time");
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

export function describeError(error: unknown) {
  const cause = (error as { cause?: unknown })?.cause;
  const base = error instanceof Error ? error.message : String(error);
  return cause instanceof Error && !base.includes(cause.message) ? `${base}: ${cause.message}` : base;
}
