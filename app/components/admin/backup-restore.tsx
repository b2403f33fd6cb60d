import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { UrlDialog } from "~/components/ui/dialog";
import { formatBytes } from "~/lib/bytes";
import { formatDateTime } from "~/lib/dates";

/**
 * Settings → Backups → Restore (docs/decisions/068): the listed backups, an upload of a .tar
 * downloaded earlier, and the confirm step as a URL dialog (?backup=NAME). Plain forms: works
 * without JavaScript.
 */
export const RESTORE_PAGE = "/admin/settings/restore";

export interface RestoreBackupRow {
  name: string;
  createdAt: string | null;
  sizeBytes: number;
}

export interface RestoreConfirm extends RestoreBackupRow {
  leads: number | null;
}

function backupDate(row: RestoreBackupRow) {
  return row.createdAt ? formatDateTime(row.createdAt) : row.name;
}

export function BackupRestore({
  backups,
  confirm,
  uploadError,
  uploadLimit,
}: {
  backups: RestoreBackupRow[];
  confirm: RestoreConfirm | null;
  uploadError: string | null;
  uploadLimit: number;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <section
      aria-labelledby="restore-title"
      className="grid gap-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <div>
        <p className="text-sm">
          <Link to="/admin/settings#backups" className="text-brand-700 underline underline-offset-2">
            Settings
          </Link>{" "}
          / Backups
        </p>
        <h2 id="restore-title" className="mt-1 font-display text-2xl font-semibold text-ink">
          Restore a backup
        </h2>
        <p className="mt-2 text-sm text-stone-600">
          Restoring puts the site back as it was when the backup was made: leads, notes, settings, photos and
          mockups. What the site holds now is kept on the server first (a folder named before-restore-…), so
          it is not lost.
        </p>
      </div>

      <div>
        <h3 className="mb-3 font-semibold text-ink">Backups on this server</h3>
        {backups.length ? (
          <ul
            className="divide-y divide-stone-200 rounded-xl border border-stone-200"
            data-testid="backup-list"
          >
            {backups.map((row) => (
              <li
                key={row.name}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm"
              >
                <span>
                  <span className="font-semibold text-ink">{backupDate(row)}</span>{" "}
                  <span className="text-stone-600">
                    ({formatBytes(row.sizeBytes)}, <span className="break-all">{row.name}</span>)
                  </span>
                </span>
                <span className="flex flex-wrap gap-2">
                  <a
                    href={`/admin/settings/backup.tar?backup=${encodeURIComponent(row.name)}`}
                    className={buttonClass("outline", "sm")}
                    download
                  >
                    Download
                  </a>
                  <Link
                    to={`${RESTORE_PAGE}?backup=${encodeURIComponent(row.name)}`}
                    preventScrollReset
                    className={buttonClass("primary", "sm")}
                    aria-label={`Restore the backup of ${backupDate(row)}`}
                  >
                    Restore…
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-600">No backup has been made yet.</p>
        )}
      </div>

      <Form method="post" encType="multipart/form-data" className="grid gap-3" aria-labelledby="upload-title">
        <h3 id="upload-title" className="font-semibold text-ink">
          Restore a backup you downloaded
        </h3>
        <p className="text-sm text-stone-600">
          Upload the .tar file (at most {formatBytes(uploadLimit)}). It is checked and added to the list
          above; you confirm the restore in the next step.
        </p>
        <label htmlFor="backup-file" className="text-sm font-semibold text-ink">
          Backup file (.tar)
        </label>
        <input
          id="backup-file"
          name="backup"
          type="file"
          accept=".tar,application/x-tar"
          required
          aria-invalid={uploadError ? true : undefined}
          aria-describedby={uploadError ? "backup-file-error" : undefined}
          className="block w-full text-sm"
        />
        {uploadError ? (
          <p id="backup-file-error" role="alert" className="text-sm font-semibold text-red-700">
            {uploadError}
          </p>
        ) : null}
        <div>
          <input type="hidden" name="intent" value="upload" />
          <button type="submit" className={buttonClass("outline", "sm")} disabled={busy === "upload"}>
            {busy === "upload" ? "Uploading…" : "Upload and check"}
          </button>
        </div>
      </Form>

      {confirm ? (
        <UrlDialog
          title={`Restore the backup of ${backupDate(confirm)}?`}
          description={`${formatBytes(confirm.sizeBytes)}${confirm.leads === null ? "" : `, ${confirm.leads} lead${confirm.leads === 1 ? "" : "s"}`} (${confirm.name})`}
          closeHref={RESTORE_PAGE}
          closeLabel="Cancel"
        >
          <div className="grid gap-4 text-sm">
            <p
              className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
              data-testid="restore-warning"
            >
              Every lead, note, setting, photo and mockup added or changed since {backupDate(confirm)} will be
              replaced by what the backup holds. The site as it is now is kept on the server
              (before-restore-…), so it can be put back.
            </p>
            <p className="text-stone-600">The site keeps answering; it takes a few seconds.</p>
            <Form method="post" className="flex flex-wrap justify-end gap-3">
              <input type="hidden" name="intent" value="restore" />
              <input type="hidden" name="backup" value={confirm.name} />
              <Link to={RESTORE_PAGE} replace preventScrollReset className={buttonClass("outline")}>
                Cancel
              </Link>
              <button type="submit" disabled={busy === "restore"} className={buttonClass("destructive")}>
                {busy === "restore" ? "Restoring…" : "Restore this backup"}
              </button>
            </Form>
          </div>
        </UrlDialog>
      ) : null}
    </section>
  );
}
