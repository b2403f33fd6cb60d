import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, NavLink, Outlet, redirect, useLocation, useNavigation } from "react-router";
import {
  ChangePasswordDialog,
  type ChangePasswordActionData,
} from "~/components/admin/change-password-dialog";
import { AdminBanner, type AdminHealth } from "~/components/admin/admin-banner";
import { adminTabs } from "~/components/admin/tabs";
import { lastBackup } from "~/models/backups.server";
import { failingNotifications } from "~/models/notification-checks.server";
import { buttonClass } from "~/components/ui/button";
import {
  changePasswordOfSession,
  LoginThrottledError,
  requireSession,
  requireUser,
  safeRedirectTo,
} from "~/server/auth.server";
import { hrefWith, withParams } from "~/lib/list-query";
import { changePasswordFormSchema, PASSWORD_MESSAGES } from "~/models/user-schema";
import { createToastHeader } from "~/lib/toast.server";
import { WrongPasswordError } from "~/models/users.server";
import { requestFormData } from "~/lib/request-body.server";
import { noindexMeta } from "~/lib/seo";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => noindexMeta("Admin Dashboard | Gold Coast Vending");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [notifications, backup] = await Promise.all([failingNotifications(), lastBackup()]);
  const health: AdminHealth = {
    notifications,
    failedBackup:
      backup?.status === "failed" || backup?.status === "interrupted"
        ? { at: backup.finished_at ?? backup.started_at, error: backup.error }
        : null,
  };
  return { user, health };
}

/** Where the dialog goes back to: an admin page, never another site. */
function adminReturnTo(value: FormDataEntryValue | null) {
  const target = safeRedirectTo(value, "/admin");
  return target === "/admin" || target.startsWith("/admin/") || target.startsWith("/admin?")
    ? target
    : "/admin";
}

/**
 * The layout's action: the change-password dialog (any admin page posts it to `/admin?password=1`).
 * Success ends every other session and goes back with the "Password Changed" toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireSession(request);
  const form = await requestFormData(request);
  if (form.get("intent") !== "change-password") throw data("Unknown action", { status: 400 });
  const returnTo = adminReturnTo(form.get("returnTo"));
  const submission = parseWithZod(form, { schema: changePasswordFormSchema });
  const hide = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };
  if (submission.status !== "success") {
    return data<ChangePasswordActionData>({ result: submission.reply(hide), failure: null }, { status: 400 });
  }
  try {
    await changePasswordOfSession(session, context.clientIp, submission.value);
  } catch (error) {
    const known = error instanceof WrongPasswordError || error instanceof LoginThrottledError;
    if (!known) console.error("Password change failed:", error);
    const failure = known ? error.message : PASSWORD_MESSAGES.failed.description;
    return data<ChangePasswordActionData>(
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

export default function AdminLayout({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const loggingOut = navigation.state !== "idle" && navigation.formAction === "/logout";
  const passwordOpen = new URLSearchParams(location.search).has("password");
  const closePassword = hrefWith(location.pathname, location.search, { password: null });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-ink">Admin Dashboard</h1>
          <p className="mt-1 text-stone-600">Welcome back, {loaderData.user.username}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={withParams(location.search, { password: 1 })}
            preventScrollReset
            className={buttonClass("ghost", "sm")}
          >
            Change Password
          </Link>
          <Form method="post" action="/logout">
            <button type="submit" disabled={loggingOut} className={buttonClass("outline", "sm")}>
              {loggingOut ? "Logging out..." : "Logout"}
            </button>
          </Form>
        </div>
      </div>
      <AdminBanner health={loaderData.health} />
      <nav aria-label="Admin sections" className="mt-8 border-b border-stone-200">
        <ul className="-mb-px flex flex-wrap gap-2">
          {adminTabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  `inline-block border-b-2 px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${isActive ? "border-brand-600 text-ink" : "border-transparent text-stone-600 hover:text-ink"}`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
      {passwordOpen ? (
        <ChangePasswordDialog
          username={loaderData.user.username}
          closeHref={closePassword}
          returnTo={closePassword}
          actionData={actionData && "result" in actionData ? actionData : undefined}
          required={loaderData.user.mustChangePassword === true}
        />
      ) : null}
    </div>
  );
}
