import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { Form, Link, useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { UrlDialog } from "~/components/ui/dialog";
import { InputField } from "~/components/ui/field";
import { toast } from "~/components/ui/toaster";
import { changePasswordFormSchema, PASSWORD_MESSAGES } from "~/models/user-schema";

export interface ChangePasswordActionData {
  result: SubmissionResult<string[]>;
  /** Set when the server refused the change (wrong current password, throttled, ...). */
  failure: string | null;
}

/**
 * The change-password dialog of product §2/§5, opened at `?password=1` on any admin page. It posts to
 * the admin layout's action (`/admin?password=1`), which redirects back to `returnTo` with the
 * "Password Changed" toast, or answers 400 with the errors (rendered in the dialog, with or
 * without JavaScript). `required` (a one-time password, decision 072): the password-change page's
 * dialog, which posts to that page and cannot be closed or cancelled.
 */
export function ChangePasswordDialog({
  closeHref,
  returnTo,
  actionData,
  username,
  required = false,
  action = "/admin?password=1",
}: {
  username: string;
  /** Signed in with a one-time password: a password of their own comes first (decisions 052, 072). */
  required?: boolean;
  /** Null when `required`: nothing else can be done first. */
  closeHref: string | null;
  returnTo: string;
  actionData: ChangePasswordActionData | undefined;
  /** Where the form posts: the layout's action, or the password-change page's. */
  action?: string;
}) {
  // No key: the fetcher (and any old errors) goes away with the dialog.
  const fetcher = useFetcher<ChangePasswordActionData>();
  const last = fetcher.data ?? actionData;
  const pending = fetcher.state !== "idle";
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: last?.result,
    constraint: {
      currentPassword: { required: true },
      // No minLength here: the browser would block the form with its own words instead of the product's.
      newPassword: { required: true },
      confirmPassword: { required: true },
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  const failure = last?.failure ?? null;
  useEffect(() => {
    if (failure)
      toast({ title: PASSWORD_MESSAGES.failed.title, description: failure, variant: "destructive" });
  }, [last, failure]);

  // The summary at the top names the problem with the product's titles.
  const summary = failure
    ? { title: PASSWORD_MESSAGES.failed.title, description: failure }
    : fields.confirmPassword.errors?.includes(PASSWORD_MESSAGES.mismatch.description)
      ? PASSWORD_MESSAGES.mismatch
      : fields.newPassword.errors?.includes(PASSWORD_MESSAGES.tooShort.description)
        ? PASSWORD_MESSAGES.tooShort
        : null;

  return (
    <UrlDialog
      title="Change Password"
      description="Enter your current password, then choose a new one."
      closeHref={closeHref}
      size="sm"
    >
      {required ? (
        <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          You signed in with a one-time password. Choose your own password to continue: enter the one-time
          password as the current password.
        </p>
      ) : null}
      {summary ? (
        <div role="alert" className="mb-4 rounded-lg border border-red-700 bg-red-50 p-3 text-red-800">
          <p className="font-semibold">{summary.title}</p>
          <p className="text-sm">{summary.description}</p>
        </div>
      ) : null}
      <fetcher.Form method="post" action={action} className="grid gap-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="change-password" />
        <input type="hidden" name="returnTo" value={returnTo} />
        {/* Lets a password manager tell which account's password changes. */}
        <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
        <InputField
          meta={fields.currentPassword}
          type="password"
          label="Current Password"
          inputProps={{ autoComplete: "current-password" }}
        />
        <InputField
          meta={fields.newPassword}
          type="password"
          label="New Password"
          hint="At least 8 characters."
          inputProps={{ autoComplete: "new-password" }}
        />
        <InputField
          meta={fields.confirmPassword}
          type="password"
          label="Confirm New Password"
          inputProps={{ autoComplete: "new-password" }}
        />
        <p className="text-sm text-stone-600">Changing your password signs you out on every other device.</p>
        <div className="flex flex-wrap justify-end gap-2">
          {closeHref !== null ? (
            <Link to={closeHref} replace preventScrollReset className={buttonClass("outline")}>
              Cancel
            </Link>
          ) : null}
          <button type="submit" disabled={pending} className={buttonClass("primary")}>
            {pending ? "Saving..." : "Change Password"}
          </button>
        </div>
      </fetcher.Form>
      {closeHref === null ? (
        // Nothing else can be done first, but leaving is always possible.
        <Form
          method="post"
          action="/logout"
          className="mt-5 flex flex-wrap items-center justify-end gap-2 border-t border-stone-200 pt-4"
        >
          <span className="text-sm text-stone-600">Not now?</span>
          <button type="submit" className={buttonClass("outline", "sm")}>
            Logout
          </button>
        </Form>
      ) : null}
    </UrlDialog>
  );
}
