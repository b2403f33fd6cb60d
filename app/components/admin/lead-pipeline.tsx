import { Form, Link, useLocation, useNavigation } from "react-router";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import { withParams } from "~/lib/list-query";
import {
  LEAD_STATUSES,
  leadStatusLabel,
  type LeadFormReply,
  type LeadFormValues,
} from "~/models/lead-status";

export type { LeadFormReply };

/**
 * The lead pipeline in the admin (docs/decisions/030-lead-pipeline.md): the status badge, the status filter of the Contact
 * Submissions list, and the View dialog's panel (change the status, set the follow-up date, add
 * and edit notes; status history). Plain form posts to the tab's action: they work without
 * JavaScript; with it React Router submits them in place and the toast confirms.
 */

const STATUS_TONES: Record<string, BadgeTone> = {
  new: "info",
  contacted: "neutral",
  site_visit: "warning",
  proposal_sent: "gold",
  won: "success",
  lost: "danger",
};

export function LeadStatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONES[status] ?? "neutral"}>{leadStatusLabel(status)}</Badge>;
}

/** "All, New, Contacted, ..." as links that set `?status=` (and start again at page 1). */
export function StatusFilter({ current }: { current: string | null }) {
  const location = useLocation();
  const options = [{ value: null, label: "All" }, ...LEAD_STATUSES];
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = (option.value ?? null) === current;
          return (
            <li key={option.label}>
              <Link
                to={withParams(location.search, { status: option.value, page: null, view: null })}
                aria-current={active ? "page" : undefined}
                className={`inline-block rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${active ? "bg-night text-white ring-night" : "bg-white text-stone-700 ring-stone-300 hover:bg-stone-50"}`}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export interface LeadPipelineView {
  status: string;
  lostReason: string | null;
  followUpOn: string | null;
  originPrizeEntryId: number | null;
  notes: Array<{
    id: number;
    text: string;
    authorName: string;
    createdAt: string;
    history: Array<{ text: string; authorName: string; createdAt: string }>;
  }>;
  statusChanges: Array<{
    from: string | null;
    to: string;
    lostReason: string | null;
    username: string;
    createdAt: string;
  }>;
}

const controlClass =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 aria-[invalid=true]:border-red-600";

function FieldErrorText({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {errors[0]}
    </p>
  );
}

export function LeadPipelinePanel({
  leadId,
  pipeline,
  actionHref,
  reply,
}: {
  leadId: number;
  pipeline: LeadPipelineView;
  actionHref: string;
  reply?: LeadFormReply | null;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "update-lead" &&
    navigation.formData?.get("id") === String(leadId);
  const leadReply = reply?.form === "lead" && reply.leadId === leadId ? reply : null;
  const values: LeadFormValues = leadReply?.values ?? {
    status: pipeline.status,
    lostReason: pipeline.lostReason ?? "",
    followUpOn: pipeline.followUpOn ?? "",
    note: "",
  };
  const errors = leadReply?.fieldErrors ?? {};
  // A new key after every saved change: the form starts again from the stored values.
  const formKey = `${pipeline.status}-${pipeline.followUpOn}-${pipeline.notes.length}-${pipeline.statusChanges.length}-${leadReply ? "reply" : ""}`;
  const field = (name: keyof LeadFormValues) => ({
    id: `lead-${leadId}-${name}`,
    name,
    "aria-invalid": errors[name]?.length ? true : undefined,
    "aria-describedby": errors[name]?.length ? `lead-${leadId}-${name}-error` : undefined,
  });
  return (
    <section
      aria-labelledby={`lead-${leadId}-pipeline`}
      className="mb-6 rounded-xl border border-stone-200 bg-stone-50 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3
          id={`lead-${leadId}-pipeline`}
          className="text-sm font-semibold uppercase tracking-wide text-stone-700"
        >
          Pipeline
        </h3>
        <LeadStatusBadge status={pipeline.status} />
        {pipeline.status === "lost" && pipeline.lostReason ? (
          <span className="text-sm text-stone-700">Reason: {pipeline.lostReason}</span>
        ) : null}
        {pipeline.followUpOn ? (
          <span className="text-sm text-stone-700">Follow up on {pipeline.followUpOn}</span>
        ) : null}
        {pipeline.originPrizeEntryId ? (
          <span className="text-sm text-stone-700">Made from prize entry #{pipeline.originPrizeEntryId}</span>
        ) : null}
      </div>
      <Form
        key={formKey}
        method="post"
        action={actionHref}
        preventScrollReset
        className="mt-3 grid gap-3 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="update-lead" />
        <input type="hidden" name="id" value={leadId} />
        <div>
          <label htmlFor={`lead-${leadId}-status`} className="mb-1 block text-sm font-medium text-stone-800">
            Status
          </label>
          <select {...field("status")} defaultValue={values.status} className={controlClass}>
            {LEAD_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          <FieldErrorText id={`lead-${leadId}-status-error`} errors={errors.status} />
        </div>
        <div>
          <label
            htmlFor={`lead-${leadId}-followUpOn`}
            className="mb-1 block text-sm font-medium text-stone-800"
          >
            Next follow-up
          </label>
          <input
            type="date"
            {...field("followUpOn")}
            defaultValue={values.followUpOn}
            className={controlClass}
          />
          <FieldErrorText id={`lead-${leadId}-followUpOn-error`} errors={errors.followUpOn} />
        </div>
        <div className="sm:col-span-2">
          <label
            htmlFor={`lead-${leadId}-lostReason`}
            className="mb-1 block text-sm font-medium text-stone-800"
          >
            Lost reason (only with Lost, optional)
          </label>
          <input
            type="text"
            maxLength={300}
            {...field("lostReason")}
            defaultValue={values.lostReason}
            className={controlClass}
          />
          <FieldErrorText id={`lead-${leadId}-lostReason-error`} errors={errors.lostReason} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`lead-${leadId}-note`} className="mb-1 block text-sm font-medium text-stone-800">
            Add a note (optional)
          </label>
          <textarea rows={3} {...field("note")} defaultValue={values.note} className={controlClass} />
          <FieldErrorText id={`lead-${leadId}-note-error`} errors={errors.note} />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={buttonClass("primary", "sm")}>
            {busy ? "Saving..." : "Save"}
          </button>
        </div>
      </Form>

      <h4 className="mt-5 text-sm font-semibold text-ink">Notes</h4>
      {pipeline.notes.length ? (
        <ul className="mt-2 grid gap-3">
          {pipeline.notes.map((note) => (
            <NoteItem key={note.id} leadId={leadId} note={note} actionHref={actionHref} reply={reply} />
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-stone-600">No notes yet.</p>
      )}

      <h4 className="mt-5 text-sm font-semibold text-ink">Status history</h4>
      {pipeline.statusChanges.length ? (
        <ol className="mt-2 grid gap-1 text-sm text-stone-800">
          {pipeline.statusChanges.map((change, i) => (
            <li key={i}>
              <span className="text-stone-600">{formatDateTime(change.createdAt)}</span> · {change.username}:{" "}
              {change.from ? leadStatusLabel(change.from) : "—"} →{" "}
              <strong>{leadStatusLabel(change.to)}</strong>
              {change.lostReason ? ` (${change.lostReason})` : ""}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-stone-600">New since it arrived; no status change yet.</p>
      )}
    </section>
  );
}

function NoteItem({
  leadId,
  note,
  actionHref,
  reply,
}: {
  leadId: number;
  note: LeadPipelineView["notes"][number];
  actionHref: string;
  reply?: LeadFormReply | null;
}) {
  const noteReply =
    reply?.form === "note" && reply.leadId === leadId && reply.noteId === note.id ? reply : null;
  const errorId = `note-${note.id}-error`;
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-3">
      <p className="whitespace-pre-wrap break-words text-sm text-ink">{note.text}</p>
      <p className="mt-1 text-xs text-stone-600">
        {note.authorName} · {formatDateTime(note.createdAt)}
        {note.history.length ? " · edited" : ""}
      </p>
      {note.history.length ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-brand-700">
            Earlier versions ({note.history.length})
          </summary>
          <ul className="mt-1 grid gap-2 border-l-2 border-stone-200 pl-3">
            {note.history.map((version, i) => (
              <li key={i}>
                <p className="whitespace-pre-wrap break-words text-stone-700">{version.text}</p>
                <p className="text-xs text-stone-600">
                  {version.authorName} · {formatDateTime(version.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <details className="mt-2 text-sm" open={noteReply ? true : undefined}>
        <summary className="cursor-pointer text-brand-700">Edit note</summary>
        <Form
          key={`${note.id}-${note.createdAt}`}
          method="post"
          action={actionHref}
          preventScrollReset
          className="mt-2 grid gap-2"
        >
          <input type="hidden" name="intent" value="revise-note" />
          <input type="hidden" name="id" value={leadId} />
          <input type="hidden" name="noteId" value={note.id} />
          <label htmlFor={`note-${note.id}-text`} className="text-sm font-medium text-stone-800">
            New text (the earlier text stays in the history)
          </label>
          <textarea
            id={`note-${note.id}-text`}
            name="text"
            rows={3}
            defaultValue={noteReply?.text ?? note.text}
            aria-invalid={noteReply ? true : undefined}
            aria-describedby={noteReply ? errorId : undefined}
            className={controlClass}
          />
          <FieldErrorText id={errorId} errors={noteReply?.fieldErrors.text} />
          <div>
            <button type="submit" className={buttonClass("outline", "sm")}>
              Save new version
            </button>
          </div>
        </Form>
      </details>
    </li>
  );
}
