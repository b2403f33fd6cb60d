import { parseWithZod } from "@conform-to/zod/v4";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { data } from "react-router";
import type { DB } from "#db/index";
import { getEnv } from "~/lib/env.server";
import { isPublicAddress } from "~/lib/safe-fetch.server";
import { webhookOrigin } from "~/models/lead-notification-messages.server";
import { oneTimeSecretCookie } from "~/lib/one-time-secret.server";
import { redirectWithToast } from "~/lib/toast.server";
import { recordNotificationTest, tryWebhook } from "~/models/notification-checks.server";
import {
  formSecret,
  missingSecretMessage,
  removeWebhookSettings,
  saveWebhookSettings,
  saveWebhookWithNewSecret,
  sealPendingSecret,
} from "~/models/webhook-settings.server";
import { webhookSchemaFor } from "~/models/webhook-settings";

/**
 * The webhook section's posts on /admin/settings/notifications (docs/decisions/085): test before
 * saving, save, make a new secret (shown once after the redirect, through the one-time-secret
 * cookie), remove. The typed secret never goes back to the page in clear.
 */

export const WEBHOOK_INTENTS = new Set([
  "webhook-save",
  "webhook-test",
  "webhook-make-secret",
  "webhook-remove",
]);

const HERE = "/admin/settings/notifications";
const HIDDEN = ["secret", "pendingSecret"];

function envWins() {
  return Boolean(getEnv().LEAD_WEBHOOK_URL);
}

/**
 * In production a webhook saved or tested from the admin must reach a public address: an address
 * inside the server's own network (127.0.0.1, 10.x, a private name) would let the page probe it and
 * tell what answers. LEAD_WEBHOOK_URL, set by whoever runs the server, may point anywhere.
 */
export async function privateAddressError(
  url: string,
  production = getEnv().isProduction,
): Promise<string | null> {
  if (!production) return null;
  const hostname = new URL(url).hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(hostname) ? [hostname] : (await lookup(hostname, { all: true })).map((a) => a.address);
  } catch {
    return `Nothing answers to the name ${hostname}: check the address the receiving service gave you.`;
  }
  return addresses.length && addresses.every(isPublicAddress)
    ? null
    : "This address points inside the server's own network: use the public address the receiving service gave you.";
}

export async function webhookAction(database: DB, intent: string, form: FormData, by: string) {
  if (intent === "webhook-remove") {
    await removeWebhookSettings(database);
    return redirectWithToast(`${HERE}#webhook`, {
      title: "Webhook removed",
      description: envWins()
        ? "The saved webhook is gone; the server's own webhook is still in force."
        : "New leads are no longer posted to it.",
      variant: "success",
    });
  }
  const submission = parseWithZod(form, { schema: webhookSchemaFor(intent, !getEnv().isProduction) });
  if (submission.status !== "success")
    return data(
      { webhook: { result: submission.reply({ hideFields: HIDDEN }), test: null, pending: "" } },
      { status: 400 },
    );
  const value = { secret: "", ...submission.value };
  const unreachable = await privateAddressError(value.url);
  if (unreachable)
    return data(
      {
        webhook: {
          result: submission.reply({ hideFields: HIDDEN, fieldErrors: { url: [unreachable] } }),
          test: null,
          pending: "",
        },
      },
      { status: 400 },
    );

  if (intent === "webhook-make-secret") {
    const secret = await saveWebhookWithNewSecret(database, value.url, by);
    return redirectWithToast(
      `${HERE}#webhook`,
      {
        title: "New webhook secret made",
        description: "Copy the secret shown on this page into the receiving service: it is shown only once.",
        variant: "success",
      },
      { headers: { "Set-Cookie": oneTimeSecretCookie({ webhookSecret: secret }) } },
    );
  }

  if (intent === "webhook-save") {
    if (!(await saveWebhookSettings(database, value, by)))
      return data(
        {
          webhook: {
            result: submission.reply({
              hideFields: HIDDEN,
              fieldErrors: { secret: [await missingSecretMessage(database)] },
            }),
            test: null,
            pending: "",
          },
        },
        { status: 400 },
      );
    return redirectWithToast(`${HERE}#webhook`, {
      title: "Webhook saved",
      description: envWins()
        ? "Saved, but the server's own webhook is in force and wins (see the note above the form)."
        : `New leads are posted to ${webhookOrigin(value.url)} from now on.`,
      variant: "success",
    });
  }

  // "Send a test webhook" with the form's values, before saving.
  const secret = await formSecret(database, value);
  const test = secret
    ? await tryWebhook({ url: value.url, secret })
    : { ok: false, detail: await missingSecretMessage(database) };
  await recordNotificationTest(database, { channel: "webhook", ...test });
  return data({
    webhook: {
      result: submission.reply({ hideFields: HIDDEN }),
      test,
      // The typed secret goes back sealed (never in clear) so Save needs no retyping.
      pending: sealPendingSecret(value.secret) || value.pendingSecret,
    },
  });
}
