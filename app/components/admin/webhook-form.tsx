import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { IntentButtons, NothingSavedAlert, UnsavedTestOutcome, useBusyIntent } from "./settings-form-parts";
import { InputField } from "~/components/ui/field";
import { webhookFormValues, webhookSchemaFor, type WebhookSettingsView } from "~/models/webhook-settings";
import { NOTIFICATIONS_ACTION } from "./mail-server-form";

const SECRET_HINTS: Record<WebhookSettingsView["secret"], string> = {
  none: "Paste the secret the receiving service gave you, or press “Make a new secret”. Kept encrypted; never shown again once saved.",
  saved: "Saved; leave empty to keep it.",
  unreadable:
    "The saved secret cannot be read on this machine (as after a restore on a new machine): enter the secret again, or make a new one.",
};

export interface WebhookTestOutcome {
  ok: boolean;
  detail: string;
}

/**
 * Settings → Notifications → Webhook (docs/decisions/085). A plain POST form: "Send a test webhook"
 * tries the typed values without saving them (the typed secret goes back to the page only sealed),
 * "Save" stores them, "Make a new secret" saves the address with a secret the site makes and shows
 * once (after a redirect, from the one-time-secret cookie). Works the same without JavaScript.
 */
export function WebhookForm({
  settings,
  lastResult,
  test,
  pendingSecret,
}: {
  settings: WebhookSettingsView;
  lastResult?: SubmissionResult<string[]> | null;
  test?: WebhookTestOutcome | null;
  pendingSecret?: string;
}) {
  const busy = useBusyIntent(NOTIFICATIONS_ACTION);
  const [form, fields] = useForm({
    id: "webhook-form",
    lastResult,
    defaultValue: webhookFormValues(settings),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: webhookSchemaFor(formData.get("intent"), settings.allowHttp) }),
  });
  return (
    <div className="grid min-w-0 gap-5">
      <Form
        method="post"
        action={NOTIFICATIONS_ACTION}
        {...getFormProps(form)}
        className="grid min-w-0 gap-5"
        data-testid="webhook-form"
      >
        <NothingSavedAlert show={Boolean(form.errors?.length) || lastResult?.status === "error"} />
        <input type="hidden" name="pendingSecret" value={pendingSecret ?? ""} />
        <InputField
          meta={fields.url}
          type="url"
          label="Address"
          hint="The address the receiving service (a CRM, Zapier, a chat app…) gives you for incoming webhooks."
          inputProps={{ autoComplete: "off", spellCheck: false, inputMode: "url" }}
        />
        <InputField
          meta={fields.secret}
          type="password"
          label="Signing secret"
          hint={
            pendingSecret
              ? "The secret you tested will be saved; leave empty to keep it."
              : SECRET_HINTS[settings.secret]
          }
          inputProps={{ autoComplete: "new-password", spellCheck: false }}
        />
        <IntentButtons
          busy={busy}
          buttons={[
            { intent: "webhook-test", label: "Send a test webhook", busyLabel: "Sending…" },
            { intent: "webhook-save", label: "Save", busyLabel: "Saving…", primary: true },
            { intent: "webhook-make-secret", label: "Make a new secret", busyLabel: "Making…" },
          ]}
        />
        <UnsavedTestOutcome test={test} testId="webhook-test-result" />
      </Form>
      {settings.url ? (
        <Form method="post" action={NOTIFICATIONS_ACTION}>
          <button
            type="submit"
            name="intent"
            value="webhook-remove"
            className={buttonClass("outline", "sm")}
            disabled={Boolean(busy)}
          >
            {busy === "webhook-remove" ? "Removing…" : "Remove the webhook"}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

/** The secret the site just made, shown this once so the owner can give it to the receiving service. */
export function NewWebhookSecret({ secret }: { secret: string }) {
  return (
    <div
      role="status"
      aria-labelledby="new-webhook-secret-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id="new-webhook-secret-title" className="font-semibold">
        Your new signing secret
      </h3>
      <p className="mt-2 text-sm">
        Copy it now into the receiving service: it is shown only this once. It signs every post, so the
        service can check that a lead really comes from this website.
      </p>
      <p className="mt-3">
        <code
          data-testid="webhook-new-secret"
          className="inline-block max-w-full select-all break-all rounded-md bg-white px-3 py-1.5 font-mono text-base text-ink ring-1 ring-amber-300"
        >
          {secret}
        </code>
      </p>
    </div>
  );
}
