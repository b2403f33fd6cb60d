/**
 * What the thank-you and site-visit pages show of a lead (docs/decisions/082): read through its
 * signed reference; the reference number, the booked visit and the free times, formatted in the
 * page's language. Never the person's details.
 */
import type { DB } from "#db/index";
import type { Lang } from "~/lib/i18n";
import {
  referenceNumber,
  signLeadReference,
  siteVisitPath,
  verifyLeadReference,
} from "~/lib/lead-reference.server";
import { bookedVisit, openSlots, visitLead, visitSettings } from "./site-visits.server";
import { formatVisit, formatVisitDay, formatVisitTime, slotsByDay, type Slot } from "./site-visit-slots";

export function slotGroups(slots: Slot[], lang: Lang) {
  return slotsByDay(slots).map((group) => ({
    day: group.day,
    label: formatVisitDay(group.day, lang),
    slots: group.slots.map((s) => ({ value: s.startsAt, label: formatVisitTime(s.startsAt, lang) })),
  }));
}

/** The lead behind a signed reference, with its visit and the free times; null if none. */
export async function visitView(
  database: DB,
  ref: unknown,
  lang: Lang,
  options: { now?: Date; held?: boolean } = {},
) {
  const id = verifyLeadReference(ref);
  if (id === null) return null;
  // A lead held as spam sees the same thank-you page (a bot must not learn it was caught), but
  // nothing is counted for it and it cannot book (`held`).
  const lead = options.held
    ? await database
        .selectFrom("contact_requests")
        .select(["id", "is_spam"])
        .where("id", "=", id)
        .executeTakeFirst()
    : await visitLead(database, id);
  if (!lead) return null;
  const now = options.now ?? new Date();
  const [visit, slots, settings] = await Promise.all([
    bookedVisit(database, id),
    openSlots(database, now),
    visitSettings(database),
  ]);
  return {
    id,
    held: Boolean(lead.is_spam),
    ref: signLeadReference(id),
    reference: referenceNumber(id),
    visit: visit ? { startsAt: visit.starts_at, when: formatVisit(visit.starts_at, lang) } : null,
    slots,
    groups: slotGroups(slots, lang),
    lengthMinutes: settings.lengthMinutes,
    manage: siteVisitPath(id, lang),
  };
}

/** The next free times after a time someone else just took (offered with the "taken" message). */
export function nextFreeAfter(slots: Slot[], startsAt: string, count = 6) {
  const after = slots.filter((s) => s.startsAt > startsAt);
  return (after.length ? after : slots).slice(0, count);
}
