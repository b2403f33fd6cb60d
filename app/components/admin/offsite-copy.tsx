import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { IntentButtons, useBusyIntent } from "./settings-form-parts";
import { FieldError, InputField } from "~/components/ui/field";
import { formatDateTime } from "~/lib/dates";
import {
  offsiteFormSchema,
  offsiteFormValues,
  type OffsiteCopyAlert,
  type OffsiteCopyView,
  type OffsiteSettingsView,
} from "~/models/offsite-copy";

/**
 * Settings → Off-site copy (docs/decisions/069-offsite-copy.md): where each backup is copied to, the last copy's
 * outcome beside the last backup, and the banner of every admin page when a copy failed. The form
 * posts to /admin/settings/offsite (post/redirect/get with a toast); without JavaScript a refused
 * form comes back on that page with the errors next to their fields.
 */

export const OFFSITE_ACTION = "/admin/settings/offsite";

function checkbox(meta: Parameters<typeof getInputProps>[0], label: string, hint?: string) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  return (
    <div className="flex items-start gap-3">
      <input
        key={key}
        {...props}
        aria-describedby={hint ? `${meta.id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 rounded border-stone-400 text-brand-600 focus:ring-brand-500"
      />
      <div>
        <label htmlFor={meta.id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        {hint ? (
          <p id={`${meta.id}-hint`} className="mt-0.5 text-sm text-stone-600">
            {hint}
          </p>
        ) : null}
        <FieldError meta={meta} />
      </div>
    </div>
  );
}

const SECRET_HINTS: Record<OffsiteSettingsView["secret"], string> = {
  none: "Kept encrypted; never shown again once saved.",
  saved: "Saved; leave empty to keep it.",
  unreadable:
    "The saved secret cannot be read on this machine (it was locked with a key that is not here, as after a restore on a new machine): enter it again.",
};

export function OffsiteCopyPanel({
  settings,
  lastResult,
}: {
  settings: OffsiteSettingsView;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  return (
    <section
      id="offsite"
      aria-labelledby="offsite-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="offsite-title" className="mb-2 font-display text-2xl font-semibold text-ink">
        Off-site copy
      </h2>
      <p className="mb-5 text-sm text-stone-600">
        Each backup is also uploaded to a storage bucket of yours (Amazon S3, Backblaze B2, Cloudflare R2,
        Wasabi or any S3-compatible service), so a failed disk does not take the backups with it.
        {settings.enabled ? ` Now: every backup goes to ${settings.bucket}.` : " Now: off."}
      </p>
      {/* A new form after each save: nothing typed (the secret least of all) stays in the fields. */}
      <OffsiteForm key={settings.updatedAt ?? "unsaved"} settings={settings} lastResult={lastResult} />
    </section>
  );
}

function OffsiteForm({
  settings,
  lastResult,
}: {
  settings: OffsiteSettingsView;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const busy = useBusyIntent(OFFSITE_ACTION);
  const [form, fields] = useForm({
    id: "offsite-form",
    lastResult,
    defaultValue: offsiteFormValues(settings),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: offsiteFormSchema({ secretSaved: settings.secret === "saved" }) }),
  });
  return (
    <Form
      method="post"
      action={OFFSITE_ACTION}
      {...getFormProps(form)}
      className="grid gap-5"
      data-testid="offsite-form"
    >
      {lastResult?.status === "error" ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          Nothing was saved: please correct the fields marked below.
        </p>
      ) : null}
      {checkbox(
        fields.enabled,
        "Copy each backup off the machine",
        "Untick (or clear the bucket) to stop copying; the settings are kept.",
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          meta={fields.endpoint}
          type="url"
          label="Endpoint"
          hint="The service's address, e.g. https://s3.us-west-004.backblazeb2.com, https://<account id>.r2.cloudflarestorage.com, https://s3.us-east-1.wasabisys.com"
          inputProps={{ autoComplete: "off", inputMode: "url", spellCheck: false }}
          className="sm:col-span-2"
        />
        <InputField
          meta={fields.region}
          label="Region"
          hint="e.g. us-east-1; auto for Cloudflare R2."
          inputProps={{ autoComplete: "off", spellCheck: false }}
        />
        <InputField
          meta={fields.bucket}
          label="Bucket"
          hint="The bucket's name. Clear it to turn the copy off."
          inputProps={{ autoComplete: "off", spellCheck: false }}
        />
        <InputField
          meta={fields.prefix}
          label="Folder in the bucket (optional)"
          hint="e.g. gold-coast/ when the bucket holds other things too."
          inputProps={{ autoComplete: "off", spellCheck: false }}
        />
        <InputField
          meta={fields.keep}
          type="number"
          label="Backups to keep in the bucket"
          hint="Older ones are deleted from the bucket after each copy."
          inputProps={{ min: 1, max: 1000, inputMode: "numeric" }}
        />
        <InputField
          meta={fields.accessKeyId}
          label="Access key ID"
          inputProps={{ autoComplete: "off", spellCheck: false }}
        />
        <InputField
          meta={fields.secret}
          type="password"
          label="Secret access key"
          hint={SECRET_HINTS[settings.secret]}
          inputProps={{ autoComplete: "new-password", spellCheck: false }}
        />
      </div>
      {checkbox(
        fields.pathStyle,
        "Use path-style addresses",
        "Only when the service asks for it (some self-hosted servers and older setups).",
      )}
      <IntentButtons
        busy={busy}
        buttons={[
          { intent: "save", label: "Save", busyLabel: "Saving…", primary: true },
          { intent: "test", label: "Save and test the connection", busyLabel: "Testing…" },
        ]}
      />
      <p className="text-sm text-stone-600">
        The test writes a small file to the bucket and deletes it again.
      </p>
      <LastTest test={settings.lastTest} />
      {settings.updatedAt ? (
        <p className="text-sm text-stone-600">
          Last saved {formatDateTime(settings.updatedAt)}
          {settings.updatedBy ? ` by ${settings.updatedBy}` : ""}.
        </p>
      ) : null}
    </Form>
  );
}

function LastTest({ test }: { test: OffsiteSettingsView["lastTest"] }) {
  if (!test) return null;
  return (
    <p className="text-sm" data-testid="offsite-last-test">
      <Badge tone={test.ok ? "success" : "danger"}>{test.ok ? "Works" : "Failed"}</Badge>{" "}
      <span className="text-stone-600">Last test, {formatDateTime(test.at)}:</span> {test.detail}
    </p>
  );
}

/** The last copy's outcome, in one line beside the last backup. */
export function OffsiteCopyStatus({ copy, enabled }: { copy: OffsiteCopyView | null; enabled: boolean }) {
  let tone: "success" | "danger" | "info" | "neutral" = "neutral";
  let label = "Off-site";
  let text: string;
  if (!copy)
    text = enabled
      ? "No backup has been copied off the machine yet."
      : "Backups are not copied off the machine.";
  else
    switch (copy.status) {
      case "succeeded":
        tone = "success";
        label = "Copied";
        text = `Copied off the machine to ${copy.bucket} at ${formatDateTime(copy.finishedAt)}.`;
        break;
      case "retrying":
      case "failed":
        tone = "danger";
        label = "Copy failed";
        text = `The copy to ${copy.bucket} failed: ${copy.error ?? "no reason was recorded."}${
          copy.nextAttemptAt
            ? ` Trying again at ${formatDateTime(copy.nextAttemptAt)}.`
            : copy.status === "failed"
              ? " No more tries for this backup; the next backup is copied again."
              : ""
        }`;
        break;
      case "skipped":
        text = `${copy.backupFolder} was not copied: ${copy.error ?? "the off-site copy was turned off."}`;
        break;
      default:
        tone = "info";
        label = "Copying";
        text = `Copying ${copy.backupFolder} to ${copy.bucket}…`;
    }
  return (
    <p className="mt-1 text-sm" data-testid="offsite-last-copy">
      <Badge tone={tone}>{label}</Badge> <span className="break-words">{text}</span>{" "}
      {!enabled || !copy || copy.status === "failed" || copy.status === "retrying" ? (
        <a href="#offsite" className="font-semibold underline underline-offset-2">
          Off-site copy settings
        </a>
      ) : null}
    </p>
  );
}

/** The admin banner's part for a failed copy off the machine. */
export function OffsiteCopyBanner({ alert }: { alert: OffsiteCopyAlert }) {
  return (
    <div
      role="alert"
      data-testid="offsite-banner"
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">
        The copy of the backup to {alert.bucket} failed ({formatDateTime(alert.at)}).
      </p>
      <p className="mt-1 break-words">{alert.reason}</p>
      <p className="mt-1">
        {alert.nextAttemptAt
          ? `It is tried again at ${formatDateTime(alert.nextAttemptAt)}.`
          : "No more tries for this backup: the next backup is copied again."}{" "}
        <Link to="/admin/settings#offsite" className="font-semibold underline underline-offset-2">
          Check the off-site copy settings
        </Link>
      </p>
    </div>
  );
}
