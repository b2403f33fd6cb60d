import type { ReactNode } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { LeadStatusBadge } from "~/components/admin/lead-pipeline";
import { ListActionLink, ListTable, PlainHeader, SortHeader } from "~/components/admin/list-controls";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDeleteForm } from "~/components/ui/confirm-delete-form";
import { UrlDialog } from "~/components/ui/dialog";
import { formatDateTime } from "~/lib/dates";
import { withParams } from "~/lib/list-query";
import { leadLanguageLabel, replySubject, SPANISH_LEAD_BADGE } from "~/models/contact";

/** A lead as the list shows it (the message cut to a preview to keep the page light). */
export interface ContactListItem {
  id: number;
  fullName: string;
  email: string;
  phone: string | null;
  serviceInterest: string | null;
  serviceLabel: string;
  messagePreview: string;
  createdAt: string;
  /** The pipeline status key and the next follow-up day (docs/decisions/030). */
  status: string;
  followUpOn: string | null;
  /** "en" or "es" (decision 042): a Spanish-speaking lead gets a badge. */
  language: string;
}

/** A lead as the View dialog shows it. */
export interface ContactDetail {
  id: number;
  fullName: string;
  email: string;
  phone: string | null;
  serviceLabel: string | null;
  businessAddress: string | null;
  employeeCount: string | null;
  message: string | null;
  createdAt: string;
  sourcePage: string | null;
  referrer: string | null;
  visualizationId: string | null;
  utm: Record<string, string> | null;
  isSpam: boolean;
  spamReason: string | null;
  notificationStatus: string;
  notificationError: string | null;
  notifiedAt: string | null;
  language: string;
}

/** The lead came from a Spanish page: the owner sends a Spanish-speaking rep (decision 042). */
function SpanishLeadBadge() {
  return (
    <span className="mt-1 inline-block" data-testid="spanish-lead-badge">
      <Badge tone="info">{SPANISH_LEAD_BADGE}</Badge>
    </span>
  );
}

/** tel: link with the country code +1 (product §9) unless the number already carries one. */
export function telHref(phone: string) {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return `tel:+${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:+1${digits}`;
}

export function mailtoHref(email: string, subject?: string) {
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
}

/** A lead's e-mail and phone as links (the contact column; under the name on phones). */
function ContactLinks({ email, phone }: { email: string; phone: string | null }) {
  return (
    <>
      <a href={mailtoHref(email)} className="break-all text-brand-700 underline-offset-2 hover:underline">
        {email}
      </a>
      {phone ? (
        <a
          href={telHref(phone)}
          className="whitespace-nowrap text-stone-700 underline-offset-2 hover:underline"
        >
          {phone}
        </a>
      ) : null}
    </>
  );
}

/** A post to the Contact Submissions action ("Not spam", "Retry now"); works without JavaScript. */
function LeadActionButton({
  actionHref,
  intent,
  id,
  label,
  busyLabel,
  ariaLabel,
  variant = "outline",
}: {
  actionHref: string;
  intent: string;
  id: number;
  label: string;
  busyLabel: string;
  ariaLabel?: string;
  variant?: "outline" | "primary";
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("id") === String(id);
  return (
    <Form method="post" action={actionHref} preventScrollReset className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={busy} aria-label={ariaLabel} className={buttonClass(variant, "sm")}>
        {busy ? busyLabel : label}
      </button>
    </Form>
  );
}

export function ContactTable({
  items,
  sort,
  held,
}: {
  items: ContactListItem[];
  sort: { sort: string; dir: "asc" | "desc" };
  /** The list of leads held as spam: each row also gets "Not spam" and "Delete". */
  held?: { actionHref: string };
}) {
  const location = useLocation();
  return (
    <ListTable
      caption="Contact submissions"
      columns={
        <>
          <SortHeader label="Name" sortKey="name" current={sort} />
          <PlainHeader className="hidden md:table-cell">Contact</PlainHeader>
          <SortHeader label="Service" sortKey="service" current={sort} className="hidden sm:table-cell" />
          <PlainHeader>Status</PlainHeader>
          <SortHeader label="Follow-up" sortKey="followup" current={sort} className="hidden lg:table-cell" />
          <SortHeader label="Date" sortKey="date" current={sort} />
          <PlainHeader className="text-right">
            <span className="sr-only">Actions</span>
          </PlainHeader>
        </>
      }
    >
      {items.map((item) => (
        <tr key={item.id} className="align-top hover:bg-stone-50">
          <td className="px-3 py-3 sm:px-4">
            <div className="max-w-[9.5rem] sm:max-w-xs">
              <p className="font-semibold text-ink">{item.fullName}</p>
              {item.language === "es" ? <SpanishLeadBadge /> : null}
              {item.messagePreview ? (
                <p className="mt-0.5 truncate text-stone-600">{item.messagePreview}</p>
              ) : null}
              {/* On phones the contact links and the service sit under the name (their columns are hidden). */}
              <div className="mt-1.5 grid gap-1 md:hidden">
                <ContactLinks email={item.email} phone={item.phone} />
                <span className="sm:hidden">
                  <Badge tone={item.serviceInterest ? "gold" : "neutral"}>{item.serviceLabel}</Badge>
                </span>
              </div>
            </div>
          </td>
          <td className="hidden px-4 py-3 md:table-cell">
            <div className="grid gap-0.5">
              <ContactLinks email={item.email} phone={item.phone} />
            </div>
          </td>
          <td className="hidden px-4 py-3 sm:table-cell">
            <Badge tone={item.serviceInterest ? "gold" : "neutral"}>{item.serviceLabel}</Badge>
          </td>
          <td className="px-3 py-3 sm:px-4">
            <LeadStatusBadge status={item.status} />
            {item.followUpOn ? (
              <p className="mt-1 whitespace-nowrap text-xs text-stone-600 lg:hidden">
                Follow up {item.followUpOn}
              </p>
            ) : null}
          </td>
          <td className="hidden whitespace-nowrap px-4 py-3 text-stone-700 lg:table-cell">
            {item.followUpOn ?? <span className="text-stone-500">—</span>}
          </td>
          <td className="px-3 py-3 text-stone-700 sm:whitespace-nowrap sm:px-4">
            {formatDateTime(item.createdAt)}
          </td>
          <td className="py-3 pl-0 pr-3 text-right sm:px-4">
            <div className="flex flex-wrap justify-end gap-2">
              <ListActionLink
                to={withParams(location.search, { view: item.id })}
                label={`View submission from ${item.fullName}`}
              >
                View
              </ListActionLink>
              {held ? (
                <>
                  <LeadActionButton
                    actionHref={held.actionHref}
                    intent="not-spam"
                    id={item.id}
                    label="Not spam"
                    busyLabel="Moving..."
                    ariaLabel={`Not spam: ${item.fullName}`}
                  />
                  <ListActionLink
                    to={withParams(location.search, { delete: item.id, view: null })}
                    label={`Delete submission from ${item.fullName}`}
                    danger
                  >
                    Delete
                  </ListActionLink>
                </>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

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
        The submission from <span className="font-semibold text-ink">{lead.fullName}</span> ({lead.email})
        will be removed for good. This cannot be undone.
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
          <a href={mailtoHref(contact.email)} className="break-all text-brand-700 underline">
            {contact.email}
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
