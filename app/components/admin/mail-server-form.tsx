import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { IntentButtons, NothingSavedAlert, UnsavedTestOutcome, useBusyIntent } from "./settings-form-parts";
import { InputField, SelectField } from "~/components/ui/field";
import {
  MAIL_PRESETS,
  SECURITY_OPTIONS,
  mailFormSchema,
  mailFormValues,
  type MailPreset,
  type MailSettingsView,
} from "~/models/mail-settings";

export const NOTIFICATIONS_ACTION = "/admin/settings/notifications";

const PRESET_OPTIONS = Object.entries(MAIL_PRESETS).map(([value, preset]) => ({
  value,
  label: preset.label,
}));

const PASSWORD_HINTS: Record<MailSettingsView["password"], string> = {
  none: "Kept encrypted; never shown again once saved.",
  saved: "Saved; leave empty to keep it (only while the server, port and user name stay the same).",
  unreadable:
    "The saved password cannot be read on this machine (as after a restore on a new machine): enter it again.",
};

export interface MailTestOutcome {
  ok: boolean;
  detail: string;
}

/**
 * Settings → Notifications → Mail server (docs/decisions/079). A plain POST form with two buttons:
 * "Send a test e-mail" tries the typed values without saving them (the answer comes back on this
 * page, the typed password carried sealed to the next Save), "Save" stores them. Choosing a preset
 * fills the server, port and security when JavaScript is on; without it, a preset with the server
 * left empty is applied by the action.
 */
export function MailServerForm({
  settings,
  recipients,
  lastResult,
  test,
  pendingPassword,
}: {
  settings: MailSettingsView;
  recipients: string | null;
  lastResult?: SubmissionResult<string[]> | null;
  test?: MailTestOutcome | null;
  pendingPassword?: string;
}) {
  const busy = useBusyIntent(NOTIFICATIONS_ACTION);
  const [form, fields] = useForm({
    id: "mail-server-form",
    lastResult,
    defaultValue: mailFormValues(settings),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: mailFormSchema }),
  });
  const preset = (fields.preset.value as MailPreset | undefined) ?? settings.preset;
  const choosePreset = (value: string) => {
    const chosen = MAIL_PRESETS[value as MailPreset];
    if (!chosen) return;
    if (chosen.host) form.update({ name: fields.host.name, value: chosen.host });
    form.update({ name: fields.port.name, value: String(chosen.port) });
    form.update({ name: fields.security.name, value: chosen.security });
  };
  return (
    <Form
      method="post"
      action={NOTIFICATIONS_ACTION}
      {...getFormProps(form)}
      className="grid min-w-0 gap-5"
      data-testid="mail-server-form"
    >
      <NothingSavedAlert show={Boolean(form.errors?.length) || lastResult?.status === "error"} />
      <input type="hidden" name="pendingPassword" value={pendingPassword ?? ""} />
      <SelectField
        meta={fields.preset}
        label="Your e-mail provider"
        options={PRESET_OPTIONS}
        hint={MAIL_PRESETS[preset]?.hint}
        selectProps={{ onChange: (event) => choosePreset(event.currentTarget.value) }}
      />
      <div className="grid min-w-0 gap-5 sm:grid-cols-2">
        <InputField
          meta={fields.host}
          label="Mail server"
          hint="e.g. smtp.gmail.com. Left empty, the provider's server is used."
          inputProps={{ autoComplete: "off", spellCheck: false, inputMode: "url" }}
        />
        <InputField
          meta={fields.port}
          type="number"
          label="Port"
          inputProps={{ min: 1, max: 65535, inputMode: "numeric" }}
        />
        <SelectField meta={fields.security} label="Security" options={SECURITY_OPTIONS} />
        <InputField
          meta={fields.from}
          type="email"
          label="Send from (optional)"
          hint="Usually the same address as the user name."
          inputProps={{ autoComplete: "off", spellCheck: false }}
        />
        <InputField
          meta={fields.username}
          label="User name"
          hint="Usually your full e-mail address. Leave empty only for a relay that needs no sign-in."
          inputProps={{ autoComplete: "off", spellCheck: false }}
        />
        <InputField
          meta={fields.password}
          type="password"
          label="Password"
          hint={
            pendingPassword
              ? "The password you tested will be saved; leave empty to keep it."
              : PASSWORD_HINTS[settings.password]
          }
          inputProps={{ autoComplete: "new-password", spellCheck: false }}
        />
      </div>
      <p className="text-sm text-stone-600">
        {recipients ? (
          <>
            Lead e-mails and the test go to <span className="break-all font-semibold">{recipients}</span>
            .{" "}
          </>
        ) : (
          <>No one gets the lead e-mails yet. </>
        )}
        <a href="/admin/settings#business-facts" className="font-semibold text-brand-700 underline">
          Change who gets them
        </a>
      </p>
      <IntentButtons
        busy={busy}
        buttons={[
          { intent: "test", label: "Send a test e-mail", busyLabel: "Sending…" },
          { intent: "save", label: "Save", busyLabel: "Saving…", primary: true },
        ]}
      />
      <UnsavedTestOutcome test={test} testId="mail-test-result" />
    </Form>
  );
}
