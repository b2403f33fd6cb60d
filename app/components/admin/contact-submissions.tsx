import { Form, useLocation, useNavigation } from "react-router";
import { LeadStatusBadge } from "~/components/admin/lead-pipeline";
import { ListActionLink, ListTable, PlainHeader, SortHeader } from "~/components/admin/list-controls";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { EmailText } from "~/components/admin/email-text";
import { formatDateTime } from "~/lib/dates";
import { withParams } from "~/lib/list-query";
import { SPANISH_LEAD_BADGE } from "~/models/contact";

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
  /** How long ago it came in ("3 h ago"), worked out by the loader. */
  age: string;
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
  /** The lead's site visit (booked, else the one cancelled last), in New York time. */
  siteVisit?: LeadSiteVisit | null;
}

/** A lead's self-booked site visit as its View shows it (docs/decisions/082 and 086). */
export interface LeadSiteVisit {
  /** "Tuesday, December 1, 10:00 AM (New York time)". */
  when: string;
  status: "booked" | "cancelled";
  cancelReason: string | null;
  /** Where the owner sees it: the visit's week in Site Visits (only booked visits are listed there). */
  href: string;
}

/** The lead came from a Spanish page: the owner sends a Spanish-speaking rep (decision 042). */
export function SpanishLeadBadge() {
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
      <a href={mailtoHref(email)} className="text-brand-700 underline-offset-2 hover:underline">
        <EmailText email={email} />
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
export function LeadActionButton({
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
            <div className="sm:max-w-xs">
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
          <td data-card="inline" className="px-3 py-3 sm:px-4">
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
          <td data-card="inline" className="px-3 py-3 text-stone-700 sm:whitespace-nowrap sm:px-4">
            {formatDateTime(item.createdAt)}
            {item.age ? <span className="block text-xs text-stone-600">{item.age}</span> : null}
          </td>
          <td data-card="actions" className="py-3 pl-0 pr-3 text-right sm:px-4">
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
