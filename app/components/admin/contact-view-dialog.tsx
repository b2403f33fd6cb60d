import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { EmailText } from "~/components/admin/email-text";
import { ListActionLink } from "~/components/admin/list-controls";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDeleteForm } from "~/components/ui/confirm-delete-form";
import { UrlDialog } from "~/components/ui/dialog";
import { formatDateTime } from "~/lib/dates";
import { withParams } from "~/lib/list-query";
import { leadLanguageLabel, replySubject } from "~/models/contact";
import {
  LeadActionButton,
  mailtoHref,
  SpanishLeadBadge,
  telHref,
  type ContactDetail,
  type LeadSiteVisit,
} from "./contact-submissions";

/** The Contact Submissions tab's dialogs: one lead (`?view=<id>`) and deleting a held one. */

const NOTIFICATION_TONES: Record<string, BadgeTone> = {
  sent: "success",
  pending: "info",
  failed: "danger",
  skipped: "neutral",
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="text-sm text-ink sm:col-span-2">{children}</dd>
    </div>
  );
}

const notProvided = <span className="text-stone-500">Not provided</span>;

/** The lead's site visit: when (New York time), booked or cancelled, and where the owner sees it. */
function SiteVisitText({ visit }: { visit: LeadSiteVisit | null }) {
  if (!visit) return <span className="text-stone-500">None booked</span>;
  const booked = visit.status === "booked";
  return (
    <div data-testid="lead-site-visit">
      <span className={booked ? "font-semibold" : "text-stone-600 line-through"}>{visit.when}</span>{" "}
      <Badge tone={booked ? "success" : "neutral"}>{booked ? "Booked" : "Cancelled"}</Badge>
      {!booked && visit.cancelReason ? (
        <p className="mt-1 text-stone-600">Reason: {visit.cancelReason}</p>
      ) : null}
      <p className="mt-1">
        <a
          href={visit.href}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-ink"
        >
          {booked ? "See it in Site Visits" : "Open Site Visits"}
        </a>
      </p>
    </div>
  );
}

/** "Delete" of a lead held as spam asks first (URL-addressable: `?spam=1&delete=<id>`). */
export function DeleteHeldLeadDialog({
  lead,
  closeHref,
  actionHref,
}: {
  lead: { id: number; fullName: string; email: string } | null;
  closeHref: string;
  actionHref: string;
}) {
  if (!lead) {
    return (
      <UrlDialog title="Submission not found" closeHref={closeHref} size="sm">
        <p className="text-stone-700">
          Only a submission held as spam can be deleted, and this one does not exist or is not held.
        </p>
      </UrlDialog>
    );
  }
  return (
    <UrlDialog
      title="Delete Submission"
      description="Are you sure you want to delete this submission?"
      closeHref={closeHref}
      closeLabel="Cancel"
      size="sm"
    >
      <p className="text-stone-700">
        The submission from <span className="font-semibold text-ink">{lead.fullName}</span> (
        <EmailText email={lead.email} />) will be removed for good. This cannot be undone.
      </p>
      <ConfirmDeleteForm id={lead.id} closeHref={closeHref} action={actionHref} />
    </UrlDialog>
  );
}

export function ContactViewDialog({
  contact,
  closeHref,
  actionHref,
  pipeline,
}: {
  contact: ContactDetail | null;
  closeHref: string;
  actionHref: string;
  /** The lead pipeline panel (status, follow-up, notes, history), above the lead's details. */
  pipeline?: ReactNode;
}) {
  const location = useLocation();
  if (!contact) {
    return (
      <UrlDialog title="Submission not found" closeHref={closeHref} size="sm">
        <p className="text-stone-700">This contact submission does not exist or was removed.</p>
      </UrlDialog>
    );
  }
  const utm = contact.utm && Object.keys(contact.utm).length ? contact.utm : null;
  return (
    <UrlDialog
      title="Contact Submission"
      description={`Received ${formatDateTime(contact.createdAt)}`}
      closeHref={closeHref}
      size="lg"
    >
      {contact.isSpam ? (
        <div className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Held as spam{contact.spamReason ? `: ${contact.spamReason}` : ""}. It is hidden from the main list
          and its counters, and nobody was notified.
          <div className="mt-2 flex flex-wrap gap-2">
            <LeadActionButton
              actionHref={actionHref}
              intent="not-spam"
              id={contact.id}
              label="Not spam"
              busyLabel="Moving..."
            />
            <ListActionLink to={withParams(location.search, { delete: contact.id, view: null })} danger>
              Delete
            </ListActionLink>
          </div>
        </div>
      ) : null}
      {pipeline}
      <dl className="divide-y divide-stone-100">
        <Row label="Full Name">{contact.fullName}</Row>
        <Row label="Language">
          {contact.language === "es" ? <SpanishLeadBadge /> : leadLanguageLabel(contact.language)}
        </Row>
        <Row label="Email">
          <a href={mailtoHref(contact.email)} className="text-brand-700 underline">
            <EmailText email={contact.email} />
          </a>
        </Row>
        <Row label="Phone">
          {contact.phone ? (
            <a href={telHref(contact.phone)} className="text-brand-700 underline">
              {contact.phone}
            </a>
          ) : (
            notProvided
          )}
        </Row>
        <Row label="Created">{formatDateTime(contact.createdAt)}</Row>
        {contact.isSpam ? null : (
          <Row label="Site Visit">
            <SiteVisitText visit={contact.siteVisit ?? null} />
          </Row>
        )}
        <Row label="Service Interest">{contact.serviceLabel ?? notProvided}</Row>
        <Row label="Business Address">{contact.businessAddress || notProvided}</Row>
        <Row label="Employee Count">{contact.employeeCount || notProvided}</Row>
        <Row label="Message">
          {contact.message ? (
            <span className="whitespace-pre-wrap break-words">{contact.message}</span>
          ) : (
            notProvided
          )}
        </Row>
      </dl>
      <div className="mt-5 flex flex-wrap gap-2">
        <a
          href={mailtoHref(contact.email, replySubject(contact.language))}
          className={buttonClass("primary")}
        >
          Reply via Email
        </a>
        {contact.phone ? (
          <a href={telHref(contact.phone)} className={buttonClass("outline")}>
            Call Now
          </a>
        ) : null}
      </div>
      <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-stone-600">How it reached us</h3>
      <dl className="mt-1 divide-y divide-stone-100">
        <Row label="Source Page">{contact.sourcePage || notProvided}</Row>
        <Row label="Referrer">
          {contact.referrer ? <span className="break-all">{contact.referrer}</span> : notProvided}
        </Row>
        {contact.visualizationId ? (
          <Row label="Visualization">
            <a
              href={`/space-visualization/${contact.visualizationId}`}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-ink"
            >
              See the mockup they made
            </a>
          </Row>
        ) : null}
        <Row label="UTM">
          {utm ? (
            <ul>
              {Object.entries(utm).map(([key, value]) => (
                <li key={key}>
                  <span className="font-mono text-xs">{key}</span>: {value}
                </li>
              ))}
            </ul>
          ) : (
            notProvided
          )}
        </Row>
        <Row label="Notification">
          <Badge tone={NOTIFICATION_TONES[contact.notificationStatus] ?? "neutral"}>
            {contact.notificationStatus}
          </Badge>
          {contact.notifiedAt ? (
            <span className="ml-2 text-stone-600">{formatDateTime(contact.notifiedAt)}</span>
          ) : null}
          {contact.notificationError ? (
            <p className="mt-1 text-red-800">{contact.notificationError}</p>
          ) : null}
          {contact.notificationStatus === "failed" ? (
            <div className="mt-2">
              <LeadActionButton
                actionHref={actionHref}
                intent="retry-notification"
                id={contact.id}
                label="Retry now"
                busyLabel="Retrying..."
              />
            </div>
          ) : null}
        </Row>
      </dl>
    </UrlDialog>
  );
}
