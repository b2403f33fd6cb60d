import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { requestFormData } from "~/lib/request-body.server";
import { createToastHeader } from "~/lib/toast.server";
import { changePasswordFormSchema, PASSWORD_MESSAGES } from "~/models/user-schema";
import { OneTimePasswordExpiredError, WrongPasswordError } from "~/models/users.server";
import {
  adminReturnTo,
  changePasswordOfSession,
  LoginThrottledError,
  requireSession,
  safeRedirectTo,
} from "~/server/auth.server";

/**
 * The change-password dialog's action, for the admin layout (`/admin?password=1`, any admin) and
 * the password-change page (`/admin/password`, an admin with a one-time password): it needs only
 * a session, never the admin's data. Success ends every other session and goes back to the form's
 * `returnTo` (an admin page, without `password`) with the "Password Changed" toast; a refusal
 * answers 400 (429 when throttled) with the errors the dialog shows.
 */
export async function changePasswordAction(request: Request, clientIp: string) {
  const session = await requireSession(request);
  const form = await requestFormData(request);
  if (form.get("intent") !== "change-password") throw data("Unknown action", { status: 400 });
  const returnTo = adminReturnTo(form.get("returnTo"));
  const submission = parseWithZod(form, { schema: changePasswordFormSchema });
  const hide = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };
  if (submission.status !== "success") {
    return data({ result: submission.reply(hide), failure: null as string | null }, { status: 400 });
  }
  try {
    await changePasswordOfSession(session, clientIp, submission.value);
  } catch (error) {
    const known =
      error instanceof WrongPasswordError ||
      error instanceof LoginThrottledError ||
      error instanceof OneTimePasswordExpiredError;
    if (!known) console.error("Password change failed:", error);
    const failure = known ? error.message : PASSWORD_MESSAGES.failed.description;
    return data(
      { result: submission.reply(hide), failure },
      { status: error instanceof LoginThrottledError ? 429 : 400 },
    );
  }
  const closed = new URL(returnTo, "http://local.invalid");
  closed.searchParams.delete("password");
  const headers = new Headers({
    "Set-Cookie": await createToastHeader({ ...PASSWORD_MESSAGES.changed, variant: "success" }),
  });
  return redirect(safeRedirectTo(closed.pathname + closed.search), { headers });
}
