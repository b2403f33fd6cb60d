/**
 * Instant alerts on the owner's phone (docs/decisions/079): Web Push with the site's VAPID key
 * pair (made at first start, the private key sealed like every stored secret), the devices that
 * opted in from Settings → Notifications, and the `push.alert` job that tells each of them about a
 * new lead, a lead held as spam or a lead whose notification failed. The payload is encrypted for
 * each device (aes128gcm, RFC 8291) by the `web-push` library; it is posted with fetch.
 */
import { createRequire } from "node:module";
import type * as WebPush from "web-push";
import type { DB } from "#db/index";
import { nowIso } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { PermanentJobError, type JobDefinition, type JobsRunner } from "~/lib/jobs-runner.server";
import { seal, tryOpen } from "~/lib/secret-box.server";

// web-push is CommonJS whose exports Node's ESM loader cannot list: loaded with require, typed by
// its declarations.
const webpush = createRequire(import.meta.url)("web-push") as typeof WebPush;

export const PUSH_JOB = "push.alert";
const PRIVATE_CONTEXT = "push.vapid-private";
/** How long a push service keeps an alert for a phone that is off (seconds). */
const PUSH_TTL_S = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

export type PushAlertKind = "lead" | "held" | "failed";

export interface PushKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The site's VAPID keys, made (and stored) when there are none, or when the stored private key
 * cannot be opened on this machine (as after a restore on a new one): then the devices that opted
 * in under the old keys are forgotten, since no push service would take alerts for them any more.
 */
export async function ensurePushKeys(database: DB): Promise<PushKeys> {
  const row = await database.selectFrom("push_keys").selectAll().where("id", "=", 1).executeTakeFirst();
  if (row) {
    const opened = tryOpen(row.private_sealed, PRIVATE_CONTEXT);
    if (opened.ok) return { publicKey: row.public_key, privateKey: opened.text };
  }
  const keys = webpush.generateVAPIDKeys();
  const values = {
    public_key: keys.publicKey,
    private_sealed: seal(keys.privateKey, PRIVATE_CONTEXT),
    created_at: nowIso(),
  };
  await database.transaction().execute(async (trx) => {
    if (row) await trx.deleteFrom("push_subscriptions").execute();
    await trx
      .insertInto("push_keys")
      .values({ id: 1, ...values })
      .onConflict((oc) => oc.column("id").doUpdateSet(values))
      .execute();
  });
  return keys;
}

/** The public key browsers subscribe with (base64url). */
export async function pushPublicKey(database: DB) {
  return (await ensurePushKeys(database)).publicKey;
}

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * A subscription from a browser, checked: an https endpoint (a push service), or in tests an
 * http one on this machine; keys in base64url. Null when it is not one.
 */
export function parsePushSubscription(value: unknown): PushSubscriptionInput | null {
  const v = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } } | null;
  if (!v || typeof v.endpoint !== "string" || v.endpoint.length > 2000) return null;
  const { p256dh, auth } = v.keys ?? {};
  if (typeof p256dh !== "string" || typeof auth !== "string") return null;
  if (!B64URL.test(p256dh) || !B64URL.test(auth) || p256dh.length > 200 || auth.length > 100) return null;
  let url: URL;
  try {
    url = new URL(v.endpoint);
  } catch {
    return null;
  }
  const local = url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]";
  const allowed = url.protocol === "https:" || (url.protocol === "http:" && local && !getEnv().isProduction);
  return allowed ? { endpoint: url.href, keys: { p256dh, auth } } : null;
}

/** Adds (or renews) a device's subscription. */
export async function savePushSubscription(
  database: DB,
  subscription: PushSubscriptionInput,
  label: string,
  by: string | null,
) {
  const values = {
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    label: label.slice(0, 80),
    created_by: by,
    created_at: nowIso(),
    last_error: null,
  };
  await database
    .insertInto("push_subscriptions")
    .values({ endpoint: subscription.endpoint, ...values })
    .onConflict((oc) => oc.column("endpoint").doUpdateSet(values))
    .execute();
}

export async function deletePushSubscription(database: DB, where: { id?: number; endpoint?: string }) {
  let query = database.deleteFrom("push_subscriptions");
  if (where.id !== undefined) query = query.where("id", "=", where.id);
  else if (where.endpoint) query = query.where("endpoint", "=", where.endpoint);
  else return false;
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listPushSubscriptions(database: DB) {
  return database
    .selectFrom("push_subscriptions")
    .select(["id", "endpoint", "label", "created_at", "last_ok_at", "last_error"])
    .orderBy("id")
    .execute();
}

/** What an alert says (the lead's name only; the details stay behind the admin sign-in). */
export function pushMessage(kind: PushAlertKind, lead: { id: number; full_name: string }) {
  const url = `/admin?view=${lead.id}`;
  switch (kind) {
    case "lead":
      return {
        title: "New lead",
        body: `${lead.full_name} asked for a consultation.`,
        url,
        tag: `lead-${lead.id}`,
      };
    case "held":
      return {
        title: "A lead was held as possible spam",
        body: `${lead.full_name}: open it to check, and move it to the list if it is real.`,
        url: "/admin?spam=1",
        tag: `held-${lead.id}`,
      };
    case "failed":
      return {
        title: "A lead notification failed",
        body: `The e-mail about ${lead.full_name} could not be sent. Open Settings → Notifications to fix it.`,
        url,
        tag: `failed-${lead.id}`,
      };
  }
}

/** Posts one encrypted alert to one device; "gone" when the push service forgot the device. */
export async function postPush(
  subscription: PushSubscriptionInput,
  payload: string,
  keys: PushKeys,
): Promise<"ok" | "gone"> {
  const details = webpush.generateRequestDetails(subscription, payload, {
    TTL: PUSH_TTL_S,
    contentEncoding: "aes128gcm",
    vapidDetails: { subject: vapidSubject(), publicKey: keys.publicKey, privateKey: keys.privateKey },
  });
  const response = await fetch(details.endpoint, {
    method: "POST",
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : null,
    redirect: "manual",
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return "gone";
  if (response.status < 200 || response.status >= 300)
    throw new Error(`the push service answered ${response.status}`);
  return "ok";
}

function vapidSubject() {
  const site = getEnv().PUBLIC_SITE_URL;
  // Push services want an https: or mailto: contact; a site on plain http (tests, a LAN) uses mailto.
  return site.startsWith("https://") ? site : `mailto:no-reply@${new URL(site).hostname || "localhost"}`;
}

/** Sends `message` to every device; devices the push service forgot are removed. */
export async function sendPushToAll(database: DB, message: ReturnType<typeof pushMessage>) {
  const devices = await database.selectFrom("push_subscriptions").selectAll().execute();
  if (!devices.length) return { sent: 0, failed: 0 };
  const keys = await ensurePushKeys(database);
  const payload = JSON.stringify(message);
  let sent = 0;
  let failed = 0;
  for (const device of devices) {
    try {
      const outcome = await postPush(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        payload,
        keys,
      );
      if (outcome === "gone") await deletePushSubscription(database, { id: device.id });
      else {
        sent++;
        await database
          .updateTable("push_subscriptions")
          .set({ last_ok_at: nowIso(), last_error: null })
          .where("id", "=", device.id)
          .execute();
      }
    } catch (error) {
      failed++;
      console.error(`push: alert to device #${device.id} failed: ${String(error)}`);
      await database
        .updateTable("push_subscriptions")
        .set({ last_error: "The last alert could not be delivered to this device." })
        .where("id", "=", device.id)
        .execute();
    }
  }
  return { sent, failed };
}

/** Queues an alert about a lead when at least one device opted in. */
export async function enqueuePushAlert(
  database: DB,
  runner: () => JobsRunner,
  kind: PushAlertKind,
  leadId: number,
) {
  const device = await database.selectFrom("push_subscriptions").select("id").limit(1).executeTakeFirst();
  if (device) await runner().enqueue(PUSH_JOB, { kind, leadId }, { db: database });
}

/** The `push.alert` job: one alert about one lead to every device (a few quick retries). */
export function pushAlertJob(database: () => DB): JobDefinition<{ kind: PushAlertKind; leadId: number }> {
  return {
    maxAttempts: 3,
    backoffBaseMs: 10_000,
    handler: async ({ kind, leadId }) => {
      const lead = await database()
        .selectFrom("contact_requests")
        .select(["id", "full_name"])
        .where("id", "=", leadId)
        .executeTakeFirst();
      if (!lead) throw new PermanentJobError(`lead #${leadId} no longer exists`);
      const { sent, failed } = await sendPushToAll(database(), pushMessage(kind, lead));
      if (failed && !sent) throw new Error("no device took the alert");
    },
  };
}
