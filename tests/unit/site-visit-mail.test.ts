import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "#db/index";
import { db } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { JobsRunner } from "~/lib/jobs-runner.server";
import { referenceNumber } from "~/lib/lead-reference.server";
import { contactRequestSchema } from "~/models/contact-request-input.server";
import { createContactRequest, releaseHeldLead } from "~/models/contact-request-writes.server";
import {
  enqueueLeadReply,
  greetingName,
  enqueueVisitMail,
  LEAD_REPLY_JOB,
  leadReplyJob,
  queueVisitReminders,
  VISIT_MAIL_JOB,
  visitMailJob,
} from "~/models/site-visit-mail.server";
import { bookVisit, cancelVisit, leadSiteVisit } from "~/models/site-visits.server";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../support/lead-sinks";

// The instant reply and the site-visit e-mails (docs/decisions/082) through the jobs outbox,
// against a real SMTP server, with the invitations read by a real iCalendar parser.
let smtp: SmtpSink;
let runner: JobsRunner;
const NOW = new Date("2026-12-01T14:30:00.000Z"); // Tuesday 9:30 New York
const SLOT = "2026-12-02T16:00:00.000Z"; // Wednesday 11:00 New York (EST), past the 24 h notice

beforeAll(async () => {
  smtp = await startSmtpSink();
  Object.assign(process.env, {
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_TO: "owner@example.com",
    MAIL_FROM: "Website <web@example.com>",
  });
  resetEnvForTests();
  await migrateToLatest(db());
});

afterAll(async () => {
  await smtp.stop();
  for (const key of ["SMTP_URL", "LEAD_NOTIFY_TO", "MAIL_FROM"]) delete process.env[key];
  resetEnvForTests();
});

beforeEach(() => {
  runner = new JobsRunner(db(), { log: () => {}, now: () => NOW })
    .register(LEAD_REPLY_JOB, leadReplyJob())
    .register(VISIT_MAIL_JOB, visitMailJob());
});

let seq = 0;
async function newLead(spam: boolean, language: "en" | "es" = "es", fullName?: string) {
  seq += 1;
  const email = `visit-${seq}-${Date.now()}@example.com`;
  const created = await createContactRequest(db(), {
    input: contactRequestSchema.parse({
      fullName: fullName ?? `Visitante ${seq}`,
      email,
      serviceInterest: "micromarkets",
    }),
    attribution: {},
    spam: spam ? { spam: true, reason: "honeypot" } : { spam: false },
    notify: false,
    enqueueReply: (trx, leadId) => enqueueLeadReply(trx, leadId, runner),
    language,
  });
  return { id: created.id, email };
}

const mailTo = (email: string, pick: (m: ReceivedMail) => boolean = () => true) =>
  smtp.mails.filter((m) => m.to.includes(email) && pick(m));

function parseInvite(mail: ReceivedMail) {
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar));
  return {
    method: calendar.getFirstPropertyValue("method"),
    event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!),
  };
}

describe("the instant reply", () => {
  it("goes to the visitor in the lead's language with the reference, the booking link and the phone", async () => {
    const lead = await newLead(false, "es");
    await runner.drain();
    const [reply] = mailTo(lead.email);
    expect(reply?.subject).toBe(`Recibimos su solicitud (${referenceNumber(lead.id)})`);
    expect(reply?.text).toContain(`Hola Visitante ${seq}:`);
    expect(reply?.text).toMatch(/reserve aquí su visita gratuita: http:\/\/\S+\/es\/visita\?ref=\d+\.[\w-]+/);
    expect(reply?.text).toContain("Llámenos al (561) 555-0142");
    const row = await db()
      .selectFrom("contact_requests")
      .select("reply_sent_at")
      .where("id", "=", lead.id)
      .executeTakeFirst();
    expect(row?.reply_sent_at).toBeTruthy();
  });

  it("never carries a link typed as the name: no greeting by that name, and only the site's own links are clickable", async () => {
    const lead = await newLead(false, "en", "Refund due https://evil.example/claim");
    await runner.drain();
    const [reply] = mailTo(lead.email);
    expect(reply?.text.startsWith("Hello,\n")).toBe(true);
    expect(reply?.text).not.toContain("evil.example");
    expect(reply?.html).not.toContain("evil.example");
    // The booking link is the site's own: still a link.
    expect(reply?.html).toMatch(/<a href="http:\/\/[^"]+\/site-visit\?ref=\d+\.[\w-]+">/);
    for (const name of ["pay at www.evil.example", "claim-now.com", "me@evil.example"])
      expect(greetingName(name)).toBeNull();
    expect(greetingName("María José O'Neil-Pérez")).toBe("María José O'Neil-Pérez");
    expect(greetingName("Dr. Ana Ruiz")).toBe("Dr. Ana Ruiz");
    expect(greetingName("St.John Baptiste")).toBe("St.John Baptiste");
    expect(greetingName("Ana.Maria Pérez")).toBe("Ana.Maria Pérez");
    expect(greetingName("see evil.example/claim")).toBeNull();
  });

  it("is never sent to a lead held as spam, and is sent once it is released", async () => {
    const lead = await newLead(true, "en");
    await runner.drain();
    expect(mailTo(lead.email)).toHaveLength(0);
    expect(
      await releaseHeldLead(db(), lead.id, {
        notify: false,
        enqueueReply: (trx, leadId) => enqueueLeadReply(trx, leadId, runner),
      }),
    ).toBe("released");
    await runner.drain();
    const replies = mailTo(lead.email);
    expect(replies).toHaveLength(1);
    expect(replies[0]?.subject).toBe(`We have your request (${referenceNumber(lead.id)})`);
  });
});

describe("site-visit e-mails", () => {
  it("book, cancel and remind: invitations to both, in UTC, and the pipeline moves and moves back", async () => {
    const lead = await newLead(false, "en");
    await runner.drain();
    const enqueue = (
      trx: Parameters<typeof enqueueVisitMail>[0],
      visitId: number,
      kind: "booked" | "cancelled",
    ) => enqueueVisitMail(trx, visitId, kind, runner);
    expect(await leadSiteVisit(db(), lead.id)).toBeUndefined();
    const booked = await bookVisit(db(), lead.id, SLOT, { now: NOW, enqueue });
    expect(booked.ok).toBe(true);
    // The lead's View shows it (docs/decisions/086).
    expect(await leadSiteVisit(db(), lead.id)).toMatchObject({ starts_at: SLOT, status: "booked" });
    await runner.drain();
    const invite = mailTo(lead.email, (m) => m.calendar !== "");
    const owners = mailTo("owner@example.com", (m) => m.calendar !== "" && m.text.includes(lead.email));
    expect(invite).toHaveLength(1);
    expect(owners).toHaveLength(1);
    for (const mail of [invite[0]!, owners[0]!]) {
      const { method, event } = parseInvite(mail);
      expect(method).toBe("REQUEST");
      expect(event.startDate.toJSDate().toISOString()).toBe(SLOT);
      expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-02T16:45:00.000Z");
      expect(event.startDate.zone.tzid).toBe("UTC");
    }
    expect(invite[0]?.subject).toBe("Your site visit: Wednesday, December 2, 11:00 AM (New York time)");
    const lead1 = await db()
      .selectFrom("contact_requests")
      .select("status")
      .where("id", "=", lead.id)
      .executeTakeFirst();
    expect(lead1?.status).toBe("site_visit");

    // The reminder: queued once, the day before.
    await queueVisitReminders(db(), new Date("2026-12-01T15:00:00.000Z"), runner);
    await queueVisitReminders(db(), new Date("2026-12-01T16:30:00.000Z"), runner);
    await queueVisitReminders(db(), new Date("2026-12-01T16:40:00.000Z"), runner);
    await runner.drain();
    expect(mailTo(lead.email, (m) => m.subject.startsWith("Reminder:"))).toHaveLength(1);
    expect(
      mailTo("owner@example.com", (m) => m.subject.startsWith("Reminder:") && m.text.includes(lead.email)),
    ).toHaveLength(1);

    expect(await cancelVisit(db(), lead.id, "Closed that week", { now: NOW, enqueue })).toBe("cancelled");
    expect(await leadSiteVisit(db(), lead.id)).toMatchObject({
      starts_at: SLOT,
      status: "cancelled",
      cancel_reason: "Closed that week",
    });
    await runner.drain();
    const cancel = mailTo(lead.email, (m) => m.subject.startsWith("Site visit cancelled"));
    expect(cancel).toHaveLength(1);
    const { method, event } = parseInvite(cancel[0]!);
    expect(method).toBe("CANCEL");
    expect(event.uid).toBe(parseInvite(invite[0]!).event.uid);
    expect(event.sequence).toBeGreaterThan(parseInvite(invite[0]!).event.sequence);
    const after = await db()
      .selectFrom("contact_requests")
      .select("status")
      .where("id", "=", lead.id)
      .executeTakeFirst();
    expect(after?.status).toBe("new");
    const changes = await db()
      .selectFrom("lead_status_changes")
      .select(["from_status", "to_status"])
      .where("lead_id", "=", lead.id)
      .orderBy("id")
      .execute();
    expect(changes).toEqual([
      { from_status: "new", to_status: "site_visit" },
      { from_status: "site_visit", to_status: "new" },
    ]);
  });

  it("a second booking of a taken time is refused by the database, and the lead is untouched", async () => {
    const first = await newLead(false, "en");
    const second = await newLead(false, "en");
    const enqueue = async () => {};
    const slot = "2026-12-04T15:00:00.000Z"; // Friday 10:00 New York
    expect((await bookVisit(db(), first.id, slot, { now: NOW, enqueue })).ok).toBe(true);
    expect(await bookVisit(db(), second.id, slot, { now: NOW, enqueue })).toEqual({
      ok: false,
      reason: "taken",
    });
    const row = await db()
      .selectFrom("contact_requests")
      .select("status")
      .where("id", "=", second.id)
      .executeTakeFirst();
    expect(row?.status).toBe("new");
    // Inside the notice, or not on the grid: refused before the database is asked.
    expect(await bookVisit(db(), second.id, "2026-12-01T20:00:00.000Z", { now: NOW, enqueue })).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await bookVisit(db(), second.id, "2026-12-04T15:10:00.000Z", { now: NOW, enqueue })).toEqual({
      ok: false,
      reason: "invalid",
    });
    // On the grid but past the two weeks the page offers (a crafted post): refused too.
    expect(await bookVisit(db(), second.id, "2026-12-16T15:00:00.000Z", { now: NOW, enqueue })).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect((await bookVisit(db(), second.id, "2026-12-15T15:00:00.000Z", { now: NOW, enqueue })).ok).toBe(
      true,
    );
  });
});
