/**
 * The visitor's e-mails (docs/decisions/082-thank-you-site-visits-instant-reply.md), all through the
 * jobs outbox, each queued in the transaction of the write that needs it:
 * - `leads.reply`: the instant reply to a new lead, in its language (never to a lead held as spam;
 *   a released lead gets it then).
 * - `visits.mail`: a visit's invitation, cancellation or reminder, one job for the visitor and one
 *   for the owner, with an `.ics` (the `ics` package, times in UTC).
 * - `visits.reminders`: every 10 minutes, queues the reminder of visits starting within 24 hours.
 */
import { createEvent } from "ics";
import type { DB } from "#db/index";
import { siteVisitCopy } from "~/content/site-visit";
import { hoursLines, phoneDisplay } from "~/lib/business-facts";
import { db, nowIso } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { fill, type Lang } from "~/lib/i18n";
import { jobs, PermanentJobError, type JobDefinition, type JobsRunner } from "~/lib/jobs-runner.server";
import { referenceNumber, siteVisitPath } from "~/lib/lead-reference.server";
import { escapeHtml, isPermanentMailError, mailFrom, mailTransportFor } from "~/lib/mail.server";
import { activeMailServer, mailServerConfigured } from "~/models/mail-settings.server";
import { businessFacts } from "./business-facts.server";
import { leadRecipients } from "./lead-notifications.server";
import { bookedVisit } from "./site-visits.server";
import { formatVisit } from "./site-visit-slots";

export const LEAD_REPLY_JOB = "leads.reply";
export const VISIT_MAIL_JOB = "visits.mail";
export const VISIT_REMINDERS_JOB = "visits.reminders";

export type VisitMailKind = "booked" | "cancelled" | "reminder";
type VisitMailPayload = { visitId: number; kind: VisitMailKind; to: "visitor" | "owner" };

/**
 * Mail to visitors needs only a mail server in force, SMTP_URL or the one saved in Settings (the
 * owner's recipients are not involved).
 */
export function visitorMailConfigured(database: DB) {
  return mailServerConfigured(database);
}

/** Queues the instant reply of a lead (inside the lead's transaction), unless one is due or sent. */
export async function enqueueLeadReply(trx: DB, leadId: number, runner: JobsRunner = jobs()) {
  if (!(await visitorMailConfigured(trx))) return;
  await runner.enqueue(LEAD_REPLY_JOB, { leadId }, { db: trx });
}

/** Queues a visit's e-mail to the visitor and to the owner (inside the visit's transaction). */
export async function enqueueVisitMail(
  trx: DB,
  visitId: number,
  kind: VisitMailKind,
  runner: JobsRunner = jobs(),
) {
  if (!(await visitorMailConfigured(trx))) return;
  for (const to of ["visitor", "owner"] as const)
    await runner.enqueue(VISIT_MAIL_JOB, { visitId, kind, to } satisfies VisitMailPayload, { db: trx });
}

const site = () => getEnv().PUBLIC_SITE_URL;

function asLang(value: string): Lang {
  return value === "es" ? "es" : "en";
}

/**
 * Plain text in, a minimal escaped HTML body out. Only the site's own links are made clickable: a
 * visitor types the name and the reason, and an address in them must never become a link in an
 * e-mail sent from the business's own mail server.
 */
function htmlOf(paragraphs: string[]) {
  const own = escapeHtml(site().replace(/\/+$/, ""));
  const body = paragraphs
    .map((p) =>
      escapeHtml(p).replace(/(https?:\/\/[^\s<]+)/g, (url: string) =>
        url === own || url.startsWith(`${own}/`) ? `<a href="${url}">${url}</a>` : url,
      ),
    )
    .map((p) => `<p>${p}</p>`)
    .join("\n");
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c1917">${body}</body></html>`;
}

/** Sends through the mail server in force (SMTP_URL, else Settings); its "from" wins when set. */
async function send(
  database: DB,
  message: {
    fromName: string;
    to: string;
    subject: string;
    paragraphs: string[];
    ics?: { content: string; method: string };
    headers?: Record<string, string>;
  },
) {
  const active = await activeMailServer(database);
  if (!active.ok) throw new Error(active.reason);
  const { server } = active;
  try {
    await mailTransportFor(server).sendMail({
      from: mailFrom(message.fromName, server.from),
      to: message.to,
      subject: message.subject.replace(/[\r\n]+/g, " "),
      text: message.paragraphs.join("\n\n"),
      html: htmlOf(message.paragraphs),
      icalEvent: message.ics
        ? { method: message.ics.method, filename: "site-visit.ics", content: message.ics.content }
        : undefined,
      headers: message.headers,
    });
  } catch (error) {
    if (isPermanentMailError(error)) throw new PermanentJobError(String((error as Error).message));
    throw error;
  }
}

/**
 * The visitor's name as a greeting may carry it: anything that reads as an address or a link
 * ("Refund due: https://…", "www.…", "pay-here.com", an e-mail) is left out, so nobody can make the
 * business's own mail server deliver their link to someone else's inbox; long names are cut.
 */
/**
 * A word that reads as a web address: a dotted name ending in a common top-level domain, or any
 * dotted name followed by a path. "St.John" and "Ana.Maria" are names; "pay-here.com" and
 * "evil.example/claim" are not.
 */
const DOMAIN_LIKE =
  /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|us|me|ly|gl|to|xyz|top|site|online|shop|store|app|link|click|live|club|ru|cn|tk|ml|ga|cf|gq|es|mx|uk|de|fr)\b|\b[a-z0-9-]+\.[a-z0-9.-]+\//i;

export function greetingName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed || /:\/\/|www\.|@/i.test(trimmed) || DOMAIN_LIKE.test(trimmed)) return null;
  return trimmed.length > 60 ? `${trimmed.slice(0, 59)}…` : trimmed;
}

/** The instant reply: thanks, the reference, what happens next, the booking link, the phone. */
export async function sendLeadReply(database: DB, leadId: number) {
  const lead = await database
    .selectFrom("contact_requests")
    .select(["id", "full_name", "email", "language", "is_spam", "reply_sent_at"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  // Held as spam (or gone): nothing; releasing the lead queues the reply again.
  if (!lead || lead.is_spam || lead.reply_sent_at) return;
  const lang = asLang(lead.language);
  const copy = siteVisitCopy[lang].mail;
  const facts = await businessFacts(database);
  const reference = referenceNumber(lead.id);
  const booked = await bookedVisit(database, lead.id);
  const hours = hoursLines(facts.hours, lang).map((row) => `${row.days}: ${row.hours}`);
  await send(database, {
    fromName: facts.name,
    to: lead.email,
    subject: fill(copy.replySubject, { reference }),
    paragraphs: [
      ((name) => (name ? fill(copy.replyHello, { name }) : copy.replyHelloNoName))(
        greetingName(lead.full_name),
      ),
      fill(copy.replyBody, { business: facts.name, reference }),
      `${siteVisitCopy[lang].hoursTitle}:\n${hours.join("\n")}`,
      booked ? copy.replyBooked : fill(copy.replyBook, { link: site() + siteVisitPath(lead.id, lang) }),
      fill(copy.replyPhone, { phone: phoneDisplay(facts.phone) }),
      fill(copy.signature, { business: facts.name }),
    ],
    headers: { "X-Lead-Id": String(lead.id), "Auto-Submitted": "auto-replied" },
  });
  await database
    .updateTable("contact_requests")
    .set({ reply_sent_at: nowIso() })
    .where("id", "=", leadId)
    .execute();
}

/** The `.ics` of a visit (UID per lead, so a moved visit updates the same calendar entry). */
export function visitIcs(visit: {
  leadId: number;
  startsAt: string;
  endsAt: string;
  sequence: number;
  cancelled: boolean;
  title: string;
  description: string;
  organizer: { name: string; email: string };
  attendees: Array<{ name: string; email: string }>;
  location?: string;
}) {
  const host = new URL(site()).hostname || "localhost";
  const { error, value } = createEvent({
    productId: "gold-coast-vending/site-visits",
    method: visit.cancelled ? "CANCEL" : "REQUEST",
    uid: `site-visit-${visit.leadId}@${host}`,
    sequence: visit.sequence,
    start: Date.parse(visit.startsAt),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(visit.endsAt),
    endInputType: "utc",
    endOutputType: "utc",
    title: visit.title,
    description: visit.description,
    location: visit.location,
    status: visit.cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: visit.organizer,
    attendees: visit.attendees.map((a) => ({ ...a, rsvp: false, role: "REQ-PARTICIPANT" as const })),
  });
  if (error || !value) throw new PermanentJobError(`could not build the invitation: ${error?.message}`);
  return value;
}

/** One visit e-mail to the visitor (in the lead's language) or to the owner (English). */
export async function sendVisitMail(database: DB, payload: VisitMailPayload) {
  const visit = await database
    .selectFrom("site_visits as v")
    .innerJoin("contact_requests as c", "c.id", "v.lead_id")
    .select([
      "v.id",
      "v.lead_id",
      "v.starts_at",
      "v.ends_at",
      "v.status",
      "v.sequence",
      "v.cancel_reason",
      "c.full_name",
      "c.email",
      "c.phone",
      "c.language",
    ])
    .where("v.id", "=", payload.visitId)
    .executeTakeFirst();
  if (!visit) throw new PermanentJobError(`site visit #${payload.visitId} no longer exists`);
  // A reminder or an invitation of a visit cancelled since it was queued is not sent.
  if (payload.kind !== "cancelled" && visit.status !== "booked") return;
  const facts = await businessFacts(database);
  const owner = payload.to === "owner";
  const ownerTo = owner ? await leadRecipients(database) : undefined;
  if (owner && !ownerTo) return;
  const lang = owner ? "en" : asLang(visit.language);
  // The visitor's own calendar shows their name only when it carries no link (greetingName).
  const shownName = (owner ? visit.full_name : greetingName(visit.full_name)) ?? visit.email;
  const copy = siteVisitCopy[lang].mail;
  const when = formatVisit(visit.starts_at, lang);
  const manage = site() + siteVisitPath(visit.lead_id, asLang(visit.language));
  const subjects = {
    booked: copy.visitSubject,
    cancelled: copy.cancelSubject,
    reminder: copy.reminderSubject,
  };
  const first = {
    booked: copy.visitBody,
    cancelled: copy.cancelBody,
    reminder: copy.reminderBody,
  }[payload.kind];
  const fromAddress = getEnv().MAIL_FROM ?? mailFrom(facts.name);
  const organizerEmail = /<([^>]+)>/.exec(fromAddress)?.[1] ?? fromAddress;
  const ics = visitIcs({
    leadId: visit.lead_id,
    startsAt: visit.starts_at,
    endsAt: visit.ends_at,
    sequence: visit.sequence,
    cancelled: payload.kind === "cancelled",
    title: fill(copy.eventTitle, { business: facts.name }),
    description: `${referenceNumber(visit.lead_id)} · ${shownName}${visit.phone ? ` · ${visit.phone}` : ""}\n${phoneDisplay(facts.phone)}`,
    organizer: { name: facts.name, email: organizerEmail },
    attendees: [{ name: shownName, email: visit.email }],
  });
  const paragraphs = [
    fill(first, { when, link: manage }),
    ...(payload.kind === "cancelled"
      ? visit.cancel_reason && owner
        ? [`Reason: ${visit.cancel_reason}`]
        : []
      : [fill(copy.rescheduleLink, { link: manage })]),
    ...(owner
      ? [
          `Lead: ${visit.full_name} <${visit.email}>${visit.phone ? `, ${visit.phone}` : ""} — ${site()}/admin?view=${visit.lead_id}`,
        ]
      : [fill(copy.replyPhone, { phone: phoneDisplay(facts.phone) })]),
    fill(copy.signature, { business: facts.name }),
  ];
  await send(database, {
    fromName: facts.name,
    to: owner ? ownerTo! : visit.email,
    subject: fill(subjects[payload.kind], { when }),
    paragraphs,
    ics: { content: ics, method: payload.kind === "cancelled" ? "CANCEL" : "REQUEST" },
    headers: { "X-Lead-Id": String(visit.lead_id), "X-Site-Visit": payload.kind },
  });
}

/** Queues the reminders of booked visits starting within the next 24 hours (once each). */
export async function queueVisitReminders(database: DB, now: Date = new Date(), runner: JobsRunner = jobs()) {
  const until = new Date(now.getTime() + 24 * 3_600_000).toISOString();
  await database.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom("site_visits")
      .select("id")
      .where("status", "=", "booked")
      .where("reminder_queued_at", "is", null)
      .where("starts_at", ">", now.toISOString())
      .where("starts_at", "<=", until)
      .execute();
    for (const { id } of due) {
      await trx
        .updateTable("site_visits")
        .set({ reminder_queued_at: nowIso(now) })
        .where("id", "=", id)
        .execute();
      await enqueueVisitMail(trx, id, "reminder", runner);
    }
  });
}

const mailRetries = { maxAttempts: 20, backoffBaseMs: 30_000, backoffMaxMs: 3_600_000 };

/** The three job definitions (registered in app/jobs/registry.server.ts). */
export const leadReplyJob = (): JobDefinition<{ leadId: number }> => ({
  ...mailRetries,
  handler: ({ leadId }) => sendLeadReply(db(), leadId),
});
export const visitMailJob = (): JobDefinition<VisitMailPayload> => ({
  ...mailRetries,
  handler: (payload) => sendVisitMail(db(), payload),
});
export const visitRemindersJob = (): JobDefinition => ({
  everyMs: 10 * 60 * 1000,
  handler: () => queueVisitReminders(db()),
});
