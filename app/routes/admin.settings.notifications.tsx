import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { MailServerForm } from "~/components/admin/mail-server-form";
import { PushDevices } from "~/components/admin/push-devices";
import { NewWebhookSecret, WebhookForm } from "~/components/admin/webhook-form";
import { db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { takeOneTimeSecret } from "~/lib/one-time-secret.server";
import { requestFormData } from "~/lib/request-body.server";
import { ownHeaders } from "~/lib/route-headers";
import { noindexMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { businessFacts, leadRecipientsFrom } from "~/models/business-facts.server";
import { mailFormSchema } from "~/models/mail-settings";
import {
  mailSettingsView,
  saveMailSettings,
  sealPendingPassword,
  testMailSettings,
} from "~/models/mail-settings.server";
import {
  deletePushSubscription,
  listPushSubscriptions,
  parsePushSubscription,
  pushPublicKey,
  savePushSubscription,
  sendPushToAll,
} from "~/models/push.server";
import { recordNotificationTest } from "~/models/notification-checks.server";
import { webhookSettingsView } from "~/models/webhook-settings.server";
import { webhookAction, WEBHOOK_INTENTS } from "~/server/webhook-settings-actions.server";
import { requireUser } from "~/server/auth.server";
import type { Route } from "./+types/admin.settings.notifications";

/**
 * /admin/settings/notifications (docs/decisions/079, 085): the outgoing mail server (with "Send a
 * test e-mail" before saving), the lead webhook (with "Send a test webhook" before saving) and the
 * devices that get instant alerts. Every form works without JavaScript except turning alerts on,
 * which the browser only does by script.
 */
export const meta: Route.MetaFunction = () =>
  noindexMeta("Notifications | Settings | Admin | Gold Coast Vending");

// The page that shows a made webhook secret once is never stored by a browser or proxy.
export const headers = ownHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const database = db();
  const [mail, webhook, facts, publicKey, devices] = await Promise.all([
    mailSettingsView(database),
    webhookSettingsView(database),
    businessFacts(database),
    pushPublicKey(database),
    listPushSubscriptions(database),
  ]);
  // A webhook secret the site just made: shown this once (docs/decisions/085), then the cookie goes.
  const secret = takeOneTimeSecret(request);
  const newSecret = secret.payload?.webhookSecret ?? null;
  return data(
    {
      mail,
      webhook,
      newSecret,
      recipients: leadRecipientsFrom(facts, getEnv().LEAD_NOTIFY_TO) ?? null,
      publicKey,
      devices: devices.map(({ endpoint: _endpoint, ...device }) => device),
    },
    {
      headers: {
        "Cache-Control": "no-store",
        // Another page's one-time secret (an admin's one-time password) is left for that page.
        ...(newSecret && secret.clear ? { "Set-Cookie": secret.clear } : {}),
      },
    },
  );
}

const HERE = "/admin/settings/notifications";

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await requestFormData(request);
  const intent = form.get("intent");
  const database = db();
  if (typeof intent === "string" && WEBHOOK_INTENTS.has(intent))
    return webhookAction(database, intent, form, user.username);
  switch (intent) {
    case "save":
    case "test": {
      const submission = parseWithZod(form, { schema: mailFormSchema });
      if (submission.status !== "success")
        return data(
          {
            result: submission.reply({ hideFields: ["password", "pendingPassword"] }),
            test: null,
            pending: "",
          },
          { status: 400 },
        );
      const value = submission.value;
      // A password is only reused for the server and user it was given for (mail-settings.server.ts).
      const askPassword = (message: string, test: { ok: boolean; detail: string } | null) =>
        data(
          {
            result: submission.reply({
              fieldErrors: { password: [message] },
              hideFields: ["password", "pendingPassword"],
            }),
            test,
            pending: "",
          },
          { status: 400 },
        );
      if (intent === "save") {
        const saved = await saveMailSettings(database, value, user.username);
        if (!saved.ok) return askPassword(saved.passwordError, null);
        return redirectWithToast(HERE, {
          title: "Mail server saved",
          description: getEnv().SMTP_URL
            ? "Saved, but the server's own settings are in force and win (see the note at the top)."
            : `Lead e-mails go out through ${value.host} from now on.`,
          variant: "success",
        });
      }
      const facts = await businessFacts(database);
      const to = leadRecipientsFrom(facts, getEnv().LEAD_NOTIFY_TO);
      const test = to
        ? await testMailSettings(database, value, to, facts.name)
        : {
            ok: false,
            detail: "There is no one to send to: add a lead notification recipient in Business facts first.",
          };
      await recordNotificationTest(database, { channel: "email", ok: test.ok, detail: test.detail });
      if ("passwordError" in test && test.passwordError)
        return askPassword(test.passwordError, { ok: false, detail: test.detail });
      return data({
        result: submission.reply({ hideFields: ["password", "pendingPassword"] }),
        test,
        // The typed password goes back sealed (never in clear) so Save needs no retyping.
        pending: sealPendingPassword(value.password, value) || value.pendingPassword,
      });
    }
    case "push-subscribe": {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(String(form.get("subscription") ?? ""));
      } catch {
        parsed = null;
      }
      const subscription = parsePushSubscription(parsed);
      if (!subscription) throw data("Not a push subscription", { status: 400 });
      const label = String(form.get("label") ?? "")
        .replace(/[\r\n]+/g, " ")
        .trim();
      await savePushSubscription(database, subscription, label, user.username);
      return redirectWithToast(HERE, {
        title: "Alerts turned on",
        description: "This device gets an alert for each new lead.",
        variant: "success",
      });
    }
    case "push-remove": {
      await deletePushSubscription(database, { id: Number(form.get("id")) || -1 });
      return redirectWithToast(HERE, {
        title: "Device removed",
        description: "It gets no more alerts.",
        variant: "success",
      });
    }
    case "push-test": {
      const { sent, failed } = await sendPushToAll(database, {
        title: "Test alert",
        body: "Alerts about new leads will arrive like this one.",
        url: HERE,
        tag: "test",
      });
      return redirectWithToast(
        HERE,
        failed && !sent
          ? {
              title: "The test alert was not delivered",
              description: "No device took it: remove the device and turn alerts on again from it.",
              variant: "destructive",
            }
          : {
              title: "Test alert sent",
              description: `Sent to ${sent} device(s).${failed ? ` ${failed} did not take it.` : ""}`,
              variant: "success",
            },
      );
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}

const SOURCE_TEXT = {
  env: "The server's own settings (set by whoever installed the site) are in force and win over the mail server saved here.",
  admin: "The mail server saved here is in force.",
  none: "No mail server is set up yet: leads are only visible in the admin.",
} as const;

const WEBHOOK_SOURCE_TEXT = {
  env: "The server's own webhook (set by whoever installed the site) is in force and wins over the one saved here.",
  admin: "The webhook saved here is in force.",
  none: "No webhook is set up. A webhook posts each new lead, signed, to another service such as a CRM, a chat or a spreadsheet.",
} as const;

export default function NotificationSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mail, webhook } = loaderData;
  const webhookReply = actionData && "webhook" in actionData ? actionData.webhook : null;
  return (
    <div className="grid min-w-0 gap-8">
      <p className="text-sm">
        <Link to="/admin/settings" className="font-semibold underline underline-offset-2">
          Back to Settings
        </Link>
      </p>
      <Section id="mail" title="Lead e-mails">
        <InForce
          testId="mail-source"
          text={SOURCE_TEXT[mail.source]}
          verb="Sending through"
          at={mail.inForce}
        />
        <MailServerForm
          key={mail.updatedAt ?? "unsaved"}
          settings={mail}
          recipients={loaderData.recipients}
          lastResult={actionData && "result" in actionData ? actionData.result : null}
          test={actionData && "test" in actionData ? actionData.test : null}
          pendingPassword={actionData && "pending" in actionData ? actionData.pending : undefined}
        />
      </Section>
      <Section id="webhook" title="Webhook">
        <InForce
          testId="webhook-source"
          text={WEBHOOK_SOURCE_TEXT[webhook.source]}
          verb="Posting to"
          at={webhook.inForce}
        />
        {loaderData.newSecret ? (
          <div className="mb-5">
            <NewWebhookSecret secret={loaderData.newSecret} />
          </div>
        ) : null}
        <WebhookForm
          key={webhook.updatedAt ?? "unsaved"}
          settings={webhook}
          lastResult={webhookReply?.result}
          test={webhookReply?.test}
          pendingSecret={webhookReply?.pending}
        />
      </Section>
      <Section id="alerts" title="Alerts on your phone">
        <PushDevices publicKey={loaderData.publicKey} devices={loaderData.devices} />
      </Section>
    </div>
  );
}

/** One panel of the page; `id` is its anchor (the webhook's is linked from Settings). */
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="mb-2 font-display text-2xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Which settings are in force (the server's own or the ones saved here) and where they send. */
function InForce({
  testId,
  text,
  verb,
  at,
}: {
  testId: string;
  text: string;
  verb: string;
  at: string | null;
}) {
  return (
    <p className="mb-5 text-sm text-stone-600" data-testid={testId}>
      {text}
      {at ? (
        <>
          {" "}
          {verb} <span className="break-all">{at}</span>.
        </>
      ) : null}
    </p>
  );
}
