import { sql, type SqlBool } from "kysely";
import type { DB } from "#db/index";
import { nowIso } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { mailFrom, mailTransportFor, plainMailError } from "~/lib/mail.server";
import { businessFacts, leadRecipientsFrom } from "./business-facts.server";
import { configuredChannels, enqueueLeadNotification, LEAD_NOTIFY_JOBS } from "./lead-notifications.server";
import { postWebhook, webhookOrigin } from "./lead-notification-messages.server";
import { retryLeadNotification } from "./contact-request-writes.server";
import { activeMailServer } from "./mail-settings.server";
import { activeWebhook, type WebhookTarget } from "./webhook-settings.server";

/**
 * The health of lead notifications for the owner (docs/decisions/049): "Send a test e-mail / webhook" on
 * Settings with the real outcome in plain words, and the failing-notifications banner of every
 * admin page with its "Retry now".
 */

export type NotificationChannel = "email" | "webhook";

export interface NotificationTestResult {
  channel: NotificationChannel;
  ok: boolean;
  detail: string;
  at: string;
}

/**
 * An SMTP failure in words an owner can act on (app/lib/mail.server.ts's plainMailError); the
 * technical message goes to the log, never to the page.
 */
export function plainError(error: unknown, where = "that address and port"): string {
  return plainMailError(error, where);
}

const TECHNICAL = /\b(E[A-Z]{4,}|SMTP_URL|LEAD_WEBHOOK_URL|LEAD_NOTIFY_TO)\b|\n\s+at /;

/**
 * A stored notification error as the banner shows it: errors recorded in plain words stay as they
 * are; an older or unexpected technical one (codes such as ECONNREFUSED, variable names, stack
 * lines) is told in plain words, keeping its "Gave up after N attempt(s): e-mail:" opening.
 */
export function plainStoredError(text: string | null): string | null {
  if (!text || !TECHNICAL.test(text)) return text;
  const opening =
    /^((?:Gave up after \d+ attempt\(s\)|Attempt \d+): (?:e-mail|webhook): )/.exec(text)?.[1] ?? "";
  const rest = text.slice(opening.length);
  const mail = /e-mail: $/.test(opening) || /SMTP/.test(rest);
  const server = mail ? "the mail server" : "the webhook";
  let words = `${server} could not be reached.`;
  if (/ECONNREFUSED|ECONNRESET/.test(rest)) words = `nothing answered at ${server}'s address.`;
  else if (/ENOTFOUND|EAI_AGAIN|EDNS/.test(rest)) words = `${server}'s name could not be found.`;
  else if (/ETIMEDOUT|ETIMEOUT|timed? ?out/i.test(rest)) words = `${server} did not answer in time.`;
  else if (/EAUTH/.test(rest)) words = "the mail server refused the user name or password.";
  const sentence = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  return `${opening}${opening ? words : sentence}`;
}

/** Records a test's outcome (Settings shows the last one; a success ticks the first-run checklist). */
export async function recordNotificationTest(
  database: DB,
  result: Omit<NotificationTestResult, "at">,
): Promise<NotificationTestResult> {
  const at = nowIso();
  await database
    .insertInto("notification_tests")
    .values({ channel: result.channel, ok: result.ok ? 1 : 0, detail: result.detail, created_at: at })
    .execute();
  return { ...result, at };
}

/**
 * Sends a test e-mail to the lead recipients (Settings, else LEAD_NOTIFY_TO) through the mail
 * server in force, and records the outcome in plain words.
 */
export async function sendTestEmail(database: DB): Promise<NotificationTestResult> {
  const env = getEnv();
  const facts = await businessFacts(database);
  const to = leadRecipientsFrom(facts, env.LEAD_NOTIFY_TO);
  const active = await activeMailServer(database);
  if (!active.ok)
    return recordNotificationTest(database, { channel: "email", ok: false, detail: active.reason });
  if (!to)
    return recordNotificationTest(database, {
      channel: "email",
      ok: false,
      detail: "There is no one to send to: add a lead notification recipient in Business facts.",
    });
  const { server } = active;
  const where = `${server.host}:${server.port}`;
  try {
    await mailTransportFor(server).sendMail({
      from: mailFrom(facts.name, server.from),
      to,
      subject: `Test e-mail from the ${facts.name} website`,
      text: `This is a test from Settings in the ${facts.name} admin. Lead notifications will arrive at this address.`,
    });
    return recordNotificationTest(database, { channel: "email", ok: true, detail: `Delivered to ${to}.` });
  } catch (error) {
    console.error(`mail: test e-mail through ${where} failed: ${String(error)}`);
    return recordNotificationTest(database, {
      channel: "email",
      ok: false,
      detail: plainError(error, where),
    });
  }
}

/**
 * Posts a signed test event (`X-Lead-Event: test`) to a webhook: the one in force (Settings' "Send a
 * test webhook") or the form's values before they are saved. The outcome in plain words; the
 * technical error goes to the log.
 */
export async function tryWebhook(target: WebhookTarget): Promise<{ ok: boolean; detail: string }> {
  const body = JSON.stringify({
    event: "test",
    sentAt: nowIso(),
    message: "A test from Settings in the admin.",
  });
  try {
    await postWebhook(target, body, "test", `test-${Date.now()}`);
    return { ok: true, detail: `Delivered to ${webhookOrigin(target.url)}.` };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`webhook: test to ${webhookOrigin(target.url)} failed: ${message}`);
    return {
      ok: false,
      detail: (/answered (\d+)/.test(message)
        ? `The webhook refused the test: ${message}.`
        : "The webhook could not be reached: nothing answered at its address. Check that the receiving service is running."
      ).slice(0, 600),
    };
  }
}

/** "Send a test webhook" to the webhook in force, and records the outcome. */
export async function sendTestWebhook(database: DB): Promise<NotificationTestResult> {
  const active = await activeWebhook(database);
  const outcome = active.ok
    ? await tryWebhook(active.target)
    : {
        ok: false,
        detail: active.configured
          ? active.reason
          : "No webhook is set up: add its address and secret in Settings → Notifications.",
      };
  return recordNotificationTest(database, { channel: "webhook", ...outcome });
}

/** The latest test of each channel. */
export async function lastNotificationTests(database: DB) {
  const rows = await database
    .selectFrom("notification_tests")
    .selectAll()
    .where("id", "in", (eb) =>
      eb
        .selectFrom("notification_tests")
        .select((e) => e.fn.max("id").as("id"))
        .groupBy("channel"),
    )
    .execute();
  const result: Partial<Record<NotificationChannel, NotificationTestResult>> = {};
  for (const row of rows)
    result[row.channel] = { channel: row.channel, ok: row.ok === 1, detail: row.detail, at: row.created_at };
  return result;
}

/** Whether any test of a channel has ever succeeded (the first-run checklist). */
export async function anyTestSucceeded(database: DB) {
  const row = await database
    .selectFrom("notification_tests")
    .select("id")
    .where("ok", "=", 1)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The leads whose notification is failing: given up (`failed`) or still retrying after an error
 * (`pending` with an error), spam left out. The second term is, in literals and word for word, the
 * WHERE clause of the partial index `contact_requests_failing_notifications (is_spam, id)`
 * (migration 0022): SQLite uses a partial index only for a query whose WHERE clause contains the
 * index's, and then this is a lookup of the failing rows instead of a scan of every lead.
 */
const NOTIFICATION_FAILING = sql<SqlBool>`is_spam = 0
    and (notification_status = 'failed'
      or (notification_status = 'pending' and notification_error is not null))`;

/**
 * Leads whose notification is failing: how many, the newest error (the banner) and when the oldest
 * of them came in (`since`: /healthz reports lead notifications degraded after a while).
 */
export async function failingNotifications(database: DB) {
  const failing = database.selectFrom("contact_requests").where(NOTIFICATION_FAILING);
  const [count, newest, oldest] = await Promise.all([
    failing.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    failing.select(["notification_error"]).orderBy("id", "desc").limit(1).executeTakeFirst(),
    failing.select(["created_at"]).orderBy("id", "asc").limit(1).executeTakeFirst(),
  ]);
  return {
    waiting: Number(count.n),
    lastError: newest?.notification_error ?? null,
    since: oldest?.created_at ?? null,
  };
}

/**
 * "Retry now": leads that gave up are queued again (as the lead view's retry does); leads still
 * retrying have their next attempt moved to now. Returns how many were queued.
 */
export async function retryFailingNotifications(database: DB) {
  const recipients = leadRecipientsFrom(await businessFacts(database), getEnv().LEAD_NOTIFY_TO);
  const channels = await configuredChannels(database, recipients);
  const notify = channels.email || channels.webhook;
  const failed = await database
    .selectFrom("contact_requests")
    .select("id")
    .where(NOTIFICATION_FAILING)
    .where("notification_status", "=", "failed")
    .execute();
  let queued = 0;
  for (const { id } of failed) {
    const outcome = await retryLeadNotification(database, id, {
      notify,
      enqueueNotification: enqueueLeadNotification,
    });
    if (outcome === "queued") queued++;
  }
  const retrying = await database
    .updateTable("jobs")
    .set({ run_at: nowIso(), updated_at: nowIso() })
    .where("type", "in", LEAD_NOTIFY_JOBS)
    .where("status", "=", "queued")
    .where("last_error", "is not", null)
    .executeTakeFirst();
  return { queued: queued + Number(retrying.numUpdatedRows ?? 0), notify };
}
