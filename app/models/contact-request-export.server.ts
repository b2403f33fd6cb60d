/**
 * How a contact request leaves the database: the JSON API's shape and the CSV export's columns.
 */

import type { ContactRequestRow } from "#db/schema";
import { leadLanguageLabel } from "~/models/contact";
import { leadStatusLabel } from "~/models/lead-status";
import { serviceInterestLabel } from "./contact-request-input.server";
import { CSV_BUSINESS_TIME_LABEL, csvDateTime } from "~/lib/dates";

function parseUtm(value: string | null): Record<string, string> | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === "string")) as Record<
      string,
      string
    >;
  } catch {
    return null;
  }
}

/** A lead as the JSON API shows it: product §3's fields in camelCase, then what the leads pipeline records. */
export function toContactRequestJson(row: ContactRequestRow) {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    serviceInterest: row.service_interest,
    businessAddress: row.business_address,
    employeeCount: row.employee_count,
    message: row.message,
    createdAt: row.created_at,
    sourcePage: row.source_page,
    referrer: row.referrer,
    visualizationId: row.visualization_id,
    utm: parseUtm(row.utm),
    isSpam: row.is_spam === 1,
    spamReason: row.spam_reason,
    notificationStatus: row.notification_status,
    notificationError: row.notification_error,
    notifiedAt: row.notified_at,
    status: row.status,
    statusLabel: leadStatusLabel(row.status),
    lostReason: row.lost_reason,
    followUpOn: row.follow_up_on,
    originPrizeEntryId: row.origin_engagement_id,
    /** "en" or "es": the language of the page the request came from (decision 042). */
    language: row.language,
  };
}
export type ContactRequestJson = ReturnType<typeof toContactRequestJson>;
export { parseUtm };

/** The CSV export's columns (spreadsheet-safe cells via app/lib/csv.server.ts). */
export type ContactCsvRow = ContactRequestRow & { last_note?: string | null };
export const CONTACT_CSV_COLUMNS: ReadonlyArray<{
  header: string;
  value: (row: ContactCsvRow) => unknown;
}> = [
  { header: "ID", value: (r) => r.id },
  // Times as the admin shows them, in the business's time zone and labelled; UTC kept beside.
  { header: `Created (${CSV_BUSINESS_TIME_LABEL})`, value: (r) => csvDateTime(r.created_at) },
  { header: "Created (UTC)", value: (r) => r.created_at },
  { header: "Full Name", value: (r) => r.full_name },
  { header: "Email", value: (r) => r.email },
  { header: "Phone", value: (r) => r.phone },
  {
    header: "Service Interest",
    value: (r) => (r.service_interest ? serviceInterestLabel(r.service_interest) : ""),
  },
  { header: "Business Address", value: (r) => r.business_address },
  { header: "Employee Count", value: (r) => r.employee_count },
  { header: "Message", value: (r) => r.message },
  { header: "Language", value: (r) => leadLanguageLabel(r.language) },
  { header: "Source Page", value: (r) => r.source_page },
  { header: "Referrer", value: (r) => r.referrer },
  {
    header: "Visualization",
    value: (r) => (r.visualization_id ? `/space-visualization/${r.visualization_id}` : ""),
  },
  { header: "UTM", value: (r) => r.utm },
  { header: "Notification Status", value: (r) => r.notification_status },
  { header: "Spam Reason", value: (r) => r.spam_reason },
  { header: "Status", value: (r) => leadStatusLabel(r.status) },
  { header: "Lost Reason", value: (r) => r.lost_reason },
  { header: "Follow-up", value: (r) => r.follow_up_on },
  { header: "Last Note", value: (r) => r.last_note ?? "" },
];
