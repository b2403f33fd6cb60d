import { Form, Link, useLocation, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import type { OffsiteCopyAlert } from "~/models/offsite-copy";
import { OffsiteCopyBanner } from "~/components/admin/offsite-copy";

export interface AdminHealth {
  notifications: { waiting: number; lastError: string | null };
  /** The newest backup run, when it failed. */
  failedBackup: { at: string; error: string | null } | null;
  /** The newest copy to the off-site bucket, when it failed. */
  offsiteCopy?: OffsiteCopyAlert | null;
}

/**
 * The banner of every admin page (docs/decisions/049): lead notifications that are failing (how many wait,
 * the newest error, "Retry now") and a failed last backup ("Back up now"). Plain form posts to the
 * Settings action, which comes back to this page: works without JavaScript.
 */
export function AdminBanner({ health }: { health: AdminHealth }) {
  const location = useLocation();
  const navigation = useNavigation();
  const returnTo = location.pathname + location.search;
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const { notifications, failedBackup, offsiteCopy } = health;
  if (notifications.waiting === 0 && !failedBackup && !offsiteCopy) return null;
  return (
    <div className="mt-6 grid gap-3">
      {notifications.waiting > 0 ? (
        <div
          role="alert"
          data-testid="notification-banner"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900"
        >
          <div className="min-w-0">
            <p className="font-semibold">
              Lead notifications are failing: {notifications.waiting} lead
              {notifications.waiting === 1 ? " is" : "s are"} waiting to be sent.
            </p>
            {notifications.lastError ? (
              <p className="mt-1 break-words">What happened: {notifications.lastError}</p>
            ) : null}
            <p className="mt-1">
              What to do: check the mail server in{" "}
              <Link to="/admin/settings/notifications" className="font-semibold underline underline-offset-2">
                Settings → Notifications
              </Link>
              , send a test e-mail, then press Retry now.
            </p>
          </div>
          <Form method="post" action="/admin/settings">
            <input type="hidden" name="intent" value="retry-notifications" />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button
              type="submit"
              className={buttonClass("destructive", "sm")}
              disabled={busy("retry-notifications")}
            >
              {busy("retry-notifications") ? "Retrying…" : "Retry now"}
            </button>
          </Form>
        </div>
      ) : null}
      {failedBackup ? (
        <div
          role="alert"
          data-testid="backup-banner"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900"
        >
          <div className="min-w-0">
            <p className="font-semibold">The last backup failed ({formatDateTime(failedBackup.at)}).</p>
            {failedBackup.error ? <p className="mt-1 break-words">Error: {failedBackup.error}</p> : null}
          </div>
          <Form method="post" action="/admin/settings">
            <input type="hidden" name="intent" value="backup-now" />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button type="submit" className={buttonClass("destructive", "sm")} disabled={busy("backup-now")}>
              {busy("backup-now") ? "Backing up…" : "Back up now"}
            </button>
          </Form>
        </div>
      ) : null}
      {offsiteCopy ? <OffsiteCopyBanner alert={offsiteCopy} /> : null}
    </div>
  );
}
