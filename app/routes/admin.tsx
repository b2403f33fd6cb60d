import { db } from "~/lib/db.server";
import { Form, Link, NavLink, Outlet, useLocation, useNavigation } from "react-router";
import { ChangePasswordDialog } from "~/components/admin/change-password-dialog";
import { AdminBanner, type AdminHealth } from "~/components/admin/admin-banner";
import { adminTabs } from "~/components/admin/tabs";
import { lastBackup } from "~/models/backups.server";
import { failingNotifications, plainStoredError } from "~/models/notification-checks.server";
import { offsiteCopyAlert } from "~/models/offsite-backups.server";
import { buttonClass } from "~/components/ui/button";
import { PASSWORD_CHANGE_PATH, passwordChangeRedirect, requireSession } from "~/server/auth.server";
import { changePasswordAction } from "~/server/password-change.server";
import { hrefWith, withParams } from "~/lib/list-query";
import { noindexMeta } from "~/lib/seo";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => noindexMeta("Admin Dashboard | Gold Coast Vending");

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireSession(request);
  if (user.mustChangePassword) {
    // The password-change page is all such an admin sees (decision 072): no banner, no tabs.
    if (new URL(request.url).pathname !== PASSWORD_CHANGE_PATH) throw passwordChangeRedirect(request);
    return { user, health: null };
  }
  const [notifications, backup] = await Promise.all([failingNotifications(db()), lastBackup(db())]);
  const health: AdminHealth = {
    // Words an owner understands: codes and variable names stay in the log (docs/decisions/079).
    notifications: { ...notifications, lastError: plainStoredError(notifications.lastError) },
    failedBackup:
      backup?.status === "failed" || backup?.status === "interrupted"
        ? { at: backup.finished_at ?? backup.started_at, error: backup.error }
        : null,
    offsiteCopy: await offsiteCopyAlert(db()),
  };
  return { user, health };
}

/**
 * The layout's action: the change-password dialog (any admin page posts it to `/admin?password=1`).
 * Success ends every other session and goes back with the "Password Changed" toast.
 */
export function action({ request, context }: Route.ActionArgs) {
  return changePasswordAction(request, context.clientIp);
}

export default function AdminLayout({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const loggingOut = navigation.state !== "idle" && navigation.formAction === "/logout";
  const passwordOpen = new URLSearchParams(location.search).has("password");
  const closePassword = hrefWith(location.pathname, location.search, { password: null });
  const { user, health } = loaderData;
  if (user.mustChangePassword || !health) {
    // A one-time password: only the password-change page (app/routes/admin.password.tsx) renders;
    // its dialog carries the Logout button.
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="font-display text-3xl font-bold text-ink">Admin Dashboard</h1>
        <p className="mt-1 text-stone-600">Welcome, {user.username}</p>
        <Outlet />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-ink">Admin Dashboard</h1>
          <p className="mt-1 text-stone-600">Welcome back, {user.username}</p>
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
      <AdminBanner health={health} />
      <nav aria-label="Admin sections" className="mt-8 border-b border-stone-200">
        <ul className="-mb-px flex flex-wrap gap-2 xl:gap-1">
          {adminTabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  `inline-block border-b-2 px-4 py-2.5 text-sm xl:px-3 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${isActive ? "border-brand-600 text-ink" : "border-transparent text-stone-600 hover:text-ink"}`
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
          username={user.username}
          closeHref={closePassword}
          returnTo={closePassword}
          actionData={actionData && "result" in actionData ? actionData : undefined}
        />
      ) : null}
    </div>
  );
}
