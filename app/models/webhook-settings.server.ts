/**
 * The lead webhook saved in Settings → Notifications (docs/decisions/085): the row, the sealed
 * signing secret, and which webhook is in force (LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET win when
 * they are set). Posting and signing: lead-notification-messages.server.ts.
 */
import { randomBytes } from "node:crypto";
import type { DB } from "#db/index";
import { nowIso } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { seal, tryOpen } from "~/lib/secret-box.server";
import type { WebhookFormValue, WebhookSettingsView } from "./webhook-settings";

const SECRET_CONTEXT = "webhook.secret";
/** A secret typed for a test and carried (sealed) to the next Save; bound to its own purpose. */
const PENDING_CONTEXT = "webhook.secret.pending";

export const UNREADABLE_WEBHOOK_SECRET =
  "The saved webhook secret cannot be read on this machine (as after a restore on a new machine): enter the secret again in Settings → Notifications.";

/** Where a lead is posted and the secret that signs it. */
export interface WebhookTarget {
  url: string;
  secret: string;
}

function readRow(database: DB) {
  return database.selectFrom("webhook_settings").selectAll().where("id", "=", 1).executeTakeFirst();
}

function envWebhook(): WebhookTarget | null {
  const env = getEnv();
  return env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
    ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET }
    : null;
}

/** The settings as the admin page shows them: never the secret, only whether one is usable. */
export async function webhookSettingsView(database: DB): Promise<WebhookSettingsView> {
  const row = await readRow(database);
  const env = envWebhook();
  return {
    source: env ? "env" : row ? "admin" : "none",
    inForce: env?.url ?? row?.url ?? null,
    url: row?.url ?? "",
    secret: !row ? "none" : tryOpen(row.secret_sealed, SECRET_CONTEXT).ok ? "saved" : "unreadable",
    allowHttp: !getEnv().isProduction,
    updatedAt: row?.updated_at ?? null,
    updatedBy: row?.updated_by ?? null,
  };
}

/**
 * The secret for the form's values: typed, else carried from a test, else the saved one; null when
 * there is none, "unreadable" when the saved one cannot be opened on this machine.
 */
export async function formSecret(database: DB, input: WebhookFormValue): Promise<string | null> {
  if (input.secret) return input.secret;
  if (input.pendingSecret) {
    const pending = tryOpen(input.pendingSecret, PENDING_CONTEXT);
    if (pending.ok) return pending.text;
  }
  const row = await readRow(database);
  if (!row) return null;
  const opened = tryOpen(row.secret_sealed, SECRET_CONTEXT);
  return opened.ok ? opened.text : null;
}

/** Why the form's values have no secret to sign with, in the words shown next to the field. */
export async function missingSecretMessage(database: DB) {
  const row = await readRow(database);
  return row
    ? "The saved secret cannot be read on this machine (as after a restore on a new machine): paste it again, or make a new one."
    : "Paste the secret the receiving service gave you, or press “Make a new secret”.";
}

async function store(database: DB, url: string, secret: string, by: string | null) {
  const values = {
    url,
    secret_sealed: seal(secret, SECRET_CONTEXT),
    updated_at: nowIso(),
    updated_by: by,
  };
  await database
    .insertInto("webhook_settings")
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
}

/** Saves the form's webhook with the secret the form resolves to; false when there is none. */
export async function saveWebhookSettings(database: DB, input: WebhookFormValue, by: string | null) {
  const secret = await formSecret(database, input);
  if (!secret) return false;
  await store(database, input.url, secret, by);
  return true;
}

/** "Make a new secret": 32 random bytes, base64url; saved (sealed) with the address and returned once. */
export async function saveWebhookWithNewSecret(database: DB, url: string, by: string | null) {
  const secret = randomBytes(32).toString("base64url");
  await store(database, url, secret, by);
  return secret;
}

/** "Remove the webhook": leads are no longer posted (unless the server's own webhook is set). */
export async function removeWebhookSettings(database: DB) {
  await database.deleteFrom("webhook_settings").where("id", "=", 1).execute();
}

/** Seals a secret typed for a test so the page can carry it to Save without showing it. */
export function sealPendingSecret(secret: string) {
  return secret ? seal(secret, PENDING_CONTEXT) : "";
}

export type ActiveWebhook =
  | { ok: true; source: "env" | "admin"; target: WebhookTarget }
  | { ok: false; configured: boolean; reason: string };

/**
 * The webhook in force: LEAD_WEBHOOK_URL/SECRET when set, else the one saved in Settings; or why
 * there is none (`configured`: a webhook is saved but its secret cannot be read here).
 */
export async function activeWebhook(database: DB): Promise<ActiveWebhook> {
  const env = envWebhook();
  if (env) return { ok: true, source: "env", target: env };
  const row = await readRow(database);
  if (!row)
    return {
      ok: false,
      configured: false,
      reason: "No webhook is set up: add one in Settings → Notifications.",
    };
  const opened = tryOpen(row.secret_sealed, SECRET_CONTEXT);
  if (!opened.ok) return { ok: false, configured: true, reason: UNREADABLE_WEBHOOK_SECRET };
  return { ok: true, source: "admin", target: { url: row.url, secret: opened.text } };
}

/**
 * Whether leads are posted to a webhook: the environment's, or one saved in Settings (also when its
 * secret cannot be read here: the lead's job then fails with words saying to enter it again).
 */
export async function webhookConfigured(database: DB) {
  if (envWebhook()) return true;
  return Boolean(await readRow(database));
}
