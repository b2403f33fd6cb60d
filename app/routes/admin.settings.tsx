import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { OffsiteCopyPanel, OffsiteCopyStatus } from "~/components/admin/offsite-copy";
import { BusinessFactsForm } from "~/components/admin/settings-form";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { formatBytes } from "~/lib/bytes";
import { formatDateTime } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { requestFormData } from "~/lib/request-body.server";
import { noindexMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { backUpNow, lastBackup, lastSuccessfulBackup, newestBackupFolder } from "~/models/backups.server";
import { offsitePanel } from "~/models/offsite-backups.server";
import { mailSettingsView } from "~/models/mail-settings.server";
import { webhookSettingsView } from "~/models/webhook-settings.server";
import { businessFactsFormSchema, businessFactsFormValues, sampleFacts } from "~/models/business-facts";
import {
  businessFacts,
  businessFactsSaved,
  leadRecipientsFrom,
  saveBusinessFacts,
} from "~/models/business-facts.server";
import {
  lastNotificationTests,
  retryFailingNotifications,
  sendTestEmail,
  sendTestWebhook,
  type NotificationTestResult,
} from "~/models/notification-checks.server";
import { requireUser, safeRedirectTo } from "~/server/auth.server";
import type { Route } from "./+types/admin.settings";

export const meta: Route.MetaFunction = () => noindexMeta("Settings | Admin | Gold Coast Vending");

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const database = db();
  const env = getEnv();
  const [facts, saved, tests, last, lastOk] = await Promise.all([
    businessFacts(database),
    businessFactsSaved(database),
    lastNotificationTests(database),
    lastBackup(database),
    lastSuccessfulBackup(database),
  ]);
  const newest = newestBackupFolder(env.BACKUP_DIR);
  const nextRun = await database
    .selectFrom("jobs")
    .select("run_at")
    .where("type", "=", "backups.daily")
    .where("status", "=", "queued")
    .orderBy("run_at")
    .executeTakeFirst();
  return {
    form: businessFactsFormValues(facts),
    samples: sampleFacts(facts, saved !== null),
    saved,
    notifications: {
      mail: await mailSettingsView(database),
      recipients: leadRecipientsFrom(facts, env.LEAD_NOTIFY_TO) ?? null,
      recipientsFromSettings: facts.leadRecipients.length > 0,
      webhook: await webhookSettingsView(database),
      tests,
    },
    backups: {
      last: last ?? null,
      lastOk: lastOk ?? null,
      newest: newest?.name ?? null,
      dir: env.BACKUP_DIR,
      keep: env.BACKUP_KEEP,
      at: env.BACKUP_AT,
      nextRun: nextRun?.run_at ?? null,
    },
    offsite: await offsitePanel(database),
  };
}

/** Where a banner form (any admin page) goes back to: an admin page, never another site. */
function adminReturnTo(value: FormDataEntryValue | null) {
  const target = safeRedirectTo(value, "/admin/settings");
  return target === "/admin" || target.startsWith("/admin/") || target.startsWith("/admin?")
    ? target
    : "/admin/settings";
}

function testToast(result: NotificationTestResult) {
  const what = result.channel === "email" ? "Test e-mail" : "Test webhook";
  return result.ok
    ? { title: `${what} delivered`, description: result.detail, variant: "success" as const }
    : { title: `${what} failed`, description: result.detail, variant: "destructive" as const };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await requestFormData(request);
  const intent = form.get("intent");
  const here = "/admin/settings";
  switch (intent) {
    case "save-facts": {
      const submission = parseWithZod(form, { schema: businessFactsFormSchema });
      if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
      await saveBusinessFacts(db(), submission.value, user.username);
      return redirectWithToast(`${here}#business-facts`, {
        title: "Business facts saved",
        description: "Every page shows the new facts now, in English and Spanish.",
        variant: "success",
      });
    }
    case "test-email":
      return redirectWithToast(`${here}#notifications`, testToast(await sendTestEmail(db())));
    case "test-webhook":
      return redirectWithToast(`${here}#notifications`, testToast(await sendTestWebhook(db())));
    case "retry-notifications": {
      const { queued, notify } = await retryFailingNotifications(db());
      return redirectWithToast(
        adminReturnTo(form.get("returnTo")),
        notify
          ? {
              title: `${queued} notification(s) queued again`,
              description: "They are being sent now.",
              variant: "success",
            }
          : {
              title: "Nothing to send with",
              description:
                "No e-mail or webhook is set up: enter your mail server in Settings → Notifications.",
              variant: "destructive",
            },
      );
    }
    case "backup-now": {
      const outcome = await backUpNow(db(), "manual");
      return redirectWithToast(
        adminReturnTo(form.get("returnTo") ?? `${here}#backups`),
        outcome.ok
          ? {
              title: "Backup made",
              description: `${formatBytes(outcome.sizeBytes)} in ${outcome.folder}`,
              variant: "success",
            }
          : { title: "Backup failed", description: outcome.error, variant: "destructive" },
      );
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}

/** How Settings names a backup run's outcome ("interrupted": its process stopped mid-backup). */
const BACKUP_STATUS = {
  succeeded: { label: "Succeeded", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
  interrupted: { label: "Interrupted", tone: "danger" },
  running: { label: "Running", tone: "info" },
} as const;

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      // min-w-0: a grid item may shrink below its content (the hours table), which then scrolls
      // inside its own box instead of widening the page on a phone.
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="mb-5 font-display text-2xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function IntentButton({
  intent,
  label,
  busyLabel,
  variant = "outline",
}: {
  intent: string;
  label: string;
  busyLabel: string;
  variant?: "outline" | "primary";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" action="/admin/settings">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={buttonClass(variant, "sm")} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </Form>
  );
}

function TestResult({ result, label }: { result: NotificationTestResult | undefined; label: string }) {
  if (!result) return <p className="text-sm text-stone-600">No {label} sent yet.</p>;
  return (
    <p className="text-sm" data-testid={`last-test-${result.channel}`}>
      <Badge tone={result.ok ? "success" : "danger"}>{result.ok ? "Delivered" : "Failed"}</Badge>{" "}
      <span className="text-stone-600">{formatDateTime(result.at)}:</span> {result.detail}
    </p>
  );
}

export default function SettingsTab({ loaderData, actionData }: Route.ComponentProps) {
  const { notifications: n, backups: b } = loaderData;
  return (
    <div className="grid min-w-0 gap-8">
      <Panel id="business-facts" title="Business facts">
        <p className="mb-6 text-sm text-stone-600">
          {loaderData.saved
            ? `Last saved ${formatDateTime(loaderData.saved.at)}${loaderData.saved.by ? ` by ${loaderData.saved.by}` : ""}.`
            : "Not saved yet: the site shows the values shipped with it. Fields marked Sample are stand-ins."}
        </p>
        <BusinessFactsForm
          defaults={loaderData.form}
          samples={loaderData.samples}
          lastResult={actionData?.result}
        />
      </Panel>

      <Panel id="notifications" title="Lead notifications">
        <dl className="mb-6 grid gap-3 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold text-ink">E-mail</dt>
          <dd className="break-words" data-testid="email-channel">
            {n.mail.source === "none"
              ? "Not set up yet: enter your mail server to get each lead by e-mail."
              : n.recipients
                ? `To ${n.recipients}, through ${n.mail.inForce}${n.mail.source === "env" ? " (the server's own settings)" : ""}.`
                : "A mail server is set up but no one gets the e-mails: add a recipient above."}{" "}
            <Link to="/admin/settings/notifications" className="font-semibold text-brand-700 underline">
              Mail server and phone alerts
            </Link>
          </dd>
          <dt className="font-semibold text-ink">Webhook</dt>
          <dd className="break-words" data-testid="webhook-channel">
            {n.webhook.source === "none" ? (
              "Not set up: a webhook posts each lead to another service (a CRM, a chat, a spreadsheet)."
            ) : (
              <>
                Posts to <span className="break-all">{n.webhook.inForce}</span>
                {n.webhook.source === "env"
                  ? " (the server's own settings)."
                  : n.webhook.secret === "unreadable"
                    ? ", but its secret cannot be read on this machine: enter the secret again."
                    : "."}
              </>
            )}{" "}
            <Link
              to="/admin/settings/notifications#webhook"
              className="font-semibold text-brand-700 underline"
            >
              Webhook settings
            </Link>
          </dd>
        </dl>
        <div className="grid gap-6 sm:grid-cols-2">
          <div className="grid content-start gap-3">
            <IntentButton intent="test-email" label="Send a test e-mail" busyLabel="Sending…" />
            <TestResult result={n.tests.email} label="test e-mail" />
          </div>
          <div className="grid content-start gap-3">
            <IntentButton intent="test-webhook" label="Send a test webhook" busyLabel="Sending…" />
            <TestResult result={n.tests.webhook} label="test webhook" />
          </div>
        </div>
      </Panel>

      <Panel id="backups" title="Backups">
        <p className="mb-4 text-sm text-stone-600">
          A backup runs every day at {b.at} (Eastern) into <code className="break-all">{b.dir}</code>; the
          newest {b.keep} are kept.{b.nextRun ? ` Next: ${formatDateTime(b.nextRun)}.` : ""}
        </p>
        <div className="mb-6 text-sm" data-testid="last-backup">
          {b.last ? (
            <p>
              <span className="font-semibold text-ink">Last backup: </span>
              <Badge tone={BACKUP_STATUS[b.last.status].tone}>
                {BACKUP_STATUS[b.last.status].label}
              </Badge>{" "}
              {formatDateTime(b.last.finished_at ?? b.last.started_at)}
              {b.last.status === "succeeded" ? `, ${formatBytes(b.last.size_bytes)} (${b.last.folder})` : ""}
              {b.last.status === "failed" || b.last.status === "interrupted" ? `: ${b.last.error}` : ""}
            </p>
          ) : (
            <p>No backup has been made yet.</p>
          )}
          {b.last && b.lastOk && b.last.id !== b.lastOk.id ? (
            <p className="mt-1 text-stone-600">
              Last successful backup: {formatDateTime(b.lastOk.finished_at)},{" "}
              {formatBytes(b.lastOk.size_bytes)}.
            </p>
          ) : null}
          <OffsiteCopyStatus
            copy={loaderData.offsite.lastCopy}
            enabled={loaderData.offsite.settings.enabled}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <IntentButton intent="backup-now" label="Back up now" busyLabel="Backing up…" variant="primary" />
          {b.newest ? (
            <a href="/admin/settings/backup.tar" className={buttonClass("outline", "sm")} download>
              Download the newest backup ({b.newest}.tar)
            </a>
          ) : null}
        </div>
        <p className="mt-4 text-sm text-stone-600">
          <a href="/admin/settings/restore" className="font-semibold text-brand-700 underline">
            Restore a backup
          </a>{" "}
          (a listed one, or a .tar downloaded earlier). Admin sign-ins stay on this machine: after a restore
          on a new one, admins sign in again.
        </p>
      </Panel>

      <OffsiteCopyPanel settings={loaderData.offsite.settings} />
    </div>
  );
}
