import { data } from "react-router";
import { BackupRestore, RESTORE_PAGE } from "~/components/admin/backup-restore";
import { formatDateTime } from "~/lib/dates";
import { getEnv } from "~/lib/env.server";
import { requestFormData } from "~/lib/request-body.server";
import { noindexMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { backupFolderDate } from "#db/backup";
import { RestoreRefused } from "#db/restore";
import { listBackups } from "~/models/backups.server";
import { addUploadedBackup, describeBackup, restoreInServer } from "~/models/restore.server";
import { requireSession, requireUser } from "~/server/auth.server";
import { readBackupUpload } from "~/server/backup-upload.server";
import type { Route } from "./+types/admin.settings.restore";

/**
 * Settings → Backups → Restore (docs/decisions/068): pick a listed backup or upload a
 * .tar downloaded earlier, confirm (?backup=NAME, a URL dialog), and the running site restores it
 * with the same checks as `npm run db:restore` (app/models/restore.server.ts). Post/redirect/get
 * with a toast; works without JavaScript.
 */
export const meta: Route.MetaFunction = () => noindexMeta("Restore a backup | Settings | Admin");

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const asked = new URL(request.url).searchParams.get("backup");
  const confirm = asked ? describeBackup(asked) : undefined;
  if (asked && !confirm)
    throw await redirectWithToast(RESTORE_PAGE, {
      title: "No such backup",
      description: "That backup is no longer in the list.",
      variant: "destructive",
    });
  return {
    backups: listBackups(),
    confirm: confirm ?? null,
    uploadLimit: getEnv().BACKUP_UPLOAD_MAX_BYTES,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const { sessionId } = await requireSession(request);
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) return upload(request);
  const form = await requestFormData(request);
  if (form.get("intent") !== "restore") throw data("Unknown action", { status: 400 });
  const name = String(form.get("backup") ?? "");
  const outcome = await restoreInServer(name, { id: sessionId, userId: user.id, username: user.username });
  if (!outcome.ok)
    return redirectWithToast(RESTORE_PAGE, {
      title: "Backup not restored",
      description: outcome.error,
      variant: "destructive",
    });
  const when = backupFolderDate(outcome.name);
  return redirectWithToast("/admin/settings#backups", {
    title: "Backup restored",
    description: `The site is back as it was on ${when ? formatDateTime(when) : outcome.name}.${outcome.stillSignedIn ? "" : " Sign in with an account from that backup."}`,
    variant: "success",
  });
}

async function upload(request: Request) {
  const received = await readBackupUpload(request);
  if (!received.ok) return data({ uploadError: received.error }, { status: received.status });
  try {
    const name = await addUploadedBackup(received.file);
    return redirectWithToast(`${RESTORE_PAGE}?backup=${encodeURIComponent(name)}`, {
      title: "Backup uploaded and checked",
      description: "Check its date, then confirm to restore it.",
      variant: "success",
    });
  } catch (error) {
    if (error instanceof RestoreRefused) return data({ uploadError: error.message }, { status: 400 });
    throw error;
  } finally {
    received.dispose();
  }
}

export default function RestoreBackupPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BackupRestore
      backups={loaderData.backups}
      confirm={loaderData.confirm}
      uploadError={actionData?.uploadError ?? null}
      uploadLimit={loaderData.uploadLimit}
    />
  );
}
