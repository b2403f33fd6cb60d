import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "#db/index";
import { JobsRunner } from "~/lib/jobs-runner.server";
import { db } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { contactRequestSchema } from "~/models/contact-request-input.server";
import { createContactRequest } from "~/models/contact-request-writes.server";
import { getContactRequest } from "~/models/contact-request-list.server";
import {
  enqueueLeadNotification,
  LEAD_EMAIL_JOB,
  LEAD_WEBHOOK_JOB,
  leadNotifyJob,
} from "~/models/lead-notifications.server";
import { WEBHOOK_SIGNATURE_HEADER } from "~/models/lead-notification-messages.server";
import { startSmtpSink, startWebhookSink, type SmtpSink, type WebhookSink } from "../support/lead-sinks";

// Lead delivery against a real SMTP server (smtp-server) and a real HTTP receiver, driven by the
// real jobs runner on a fake clock, so 24 hours of retries take no time.
let smtp: SmtpSink;
let hook: WebhookSink;
let clock: Date;
let runner: JobsRunner;
const SECRET = "webhook-secret-for-tests";

beforeAll(async () => {
  smtp = await startSmtpSink();
  hook = await startWebhookSink();
  Object.assign(process.env, {
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_TO: "owner@example.com",
    MAIL_FROM: "Website <web@example.com>",
    LEAD_WEBHOOK_URL: hook.url,
    LEAD_WEBHOOK_SECRET: SECRET,
  });
  resetEnvForTests();
  await migrateToLatest(db());
});

afterAll(async () => {
  await smtp.stop();
  await hook.stop();
  for (const key of ["SMTP_URL", "LEAD_NOTIFY_TO", "MAIL_FROM", "LEAD_WEBHOOK_URL", "LEAD_WEBHOOK_SECRET"])
    delete process.env[key];
  resetEnvForTests();
});

beforeEach(async () => {
  clock = new Date("2026-03-01T12:00:00.000Z");
  runner = makeRunner();
  if (!smtp.port) await smtp.start();
  hook.status = 200;
});

function makeRunner(options: { maxAttempts?: number } = {}) {
  return new JobsRunner(db(), { log: () => {}, now: () => clock })
    .register(LEAD_EMAIL_JOB, { ...leadNotifyJob("email"), ...options })
    .register(LEAD_WEBHOOK_JOB, { ...leadNotifyJob("webhook"), ...options });
}

const jobsOf = (leadId: number) =>
  db()
    .selectFrom("jobs")
    .select(["type", "status", "attempts"])
    .where("type", "in", [LEAD_EMAIL_JOB, LEAD_WEBHOOK_JOB])
    .where((eb) => eb.fn("json_extract", [eb.ref("payload"), eb.val("$.leadId")]), "=", leadId)
    .orderBy("id")
    .execute();

async function newLead(name: string) {
  const created = await createContactRequest(db(), {
    input: contactRequestSchema.parse({
      fullName: name,
      email: "lead@example.com",
      phone: "(561) 555-0100",
      serviceInterest: "micromarkets",
      message: "Two floors.",
    }),
    attribution: { sourcePage: "/locations/boca-raton", utm_source: "newsletter" },
    spam: { spam: false },
    notify: true,
    enqueueNotification: (trx, leadId) => enqueueLeadNotification(trx, leadId, runner),
  });
  return created.id;
}

const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

describe("lead notifications", () => {
  it("e-mails the lead with every field and posts a signed webhook", async () => {
    const id = await newLead("Delivery Test One");
    await runner.drain();
    const mail = await smtp.waitFor((m) => m.subject.includes("Delivery Test One"));
    expect(mail.to).toEqual(["owner@example.com"]);
    expect(mail.headers["reply-to"]).toContain("lead@example.com");
    for (const value of [
      "Delivery Test One",
      "lead@example.com",
      "(561) 555-0100",
      "Micromarkets",
      "Two floors.",
      "/locations/boca-raton",
      "utm_source=newsletter",
      `/admin?view=${id}`,
    ]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.html).toContain(`/admin?view=${id}`);

    const delivery = await hook.waitFor((h) => h.json?.lead?.id === id);
    expect(delivery.json).toMatchObject({
      event: "lead.created",
      lead: {
        fullName: "Delivery Test One",
        serviceInterest: "micromarkets",
        utm: { utm_source: "newsletter" },
      },
    });
    const header = String(delivery.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
    expect(v1).toBe(createHmac("sha256", SECRET).update(`${t}.${delivery.body}`).digest("hex"));

    const row = await getContactRequest(db(), id);
    expect(row).toMatchObject({ notification_status: "sent", notification_error: null });
    expect(row!.notified_at).toBeTruthy();
  });

  it("posts a webhook body with exactly the fields docs/lead-notifications.md documents", async () => {
    const readme = readFileSync(
      path.resolve(import.meta.dirname, "../../docs/lead-notifications.md"),
      "utf8",
    );
    const paragraph = readme.slice(readme.indexOf("**Webhook.**"));
    const documented = /`(\{"event"[^`]*\})`/.exec(paragraph)?.[1];
    expect(documented, "the documented webhook body").toBeTruthy();
    const keysOf = (list: string) => [...list.matchAll(/"(\w+)"/g)].map((m) => m[1]);
    const leadKeys = keysOf(/"lead":\{([^}]*)\}/.exec(documented!)![1]!);
    const topKeys = keysOf(documented!.replace(/"lead":\{[^}]*\}/, '"lead"').replace(/:"[^"]*"/g, ""));
    expect(topKeys).toEqual(["event", "lead", "adminUrl"]);

    const id = await newLead("Documented Fields Three");
    await runner.drain();
    const delivery = await hook.waitFor((h) => h.json?.lead?.id === id);
    expect(Object.keys(delivery.json)).toEqual(topKeys);
    expect(Object.keys(delivery.json.lead)).toEqual(leadKeys);
    expect(leadKeys).toContain("visualizationUrl");
  });

  it("keeps retrying while the mail server is down and delivers once it is back, without resending the webhook", async () => {
    const id = await newLead("Outage Test Two");
    await smtp.stop();
    await runner.drain();
    let row = await getContactRequest(db(), id);
    expect(row!.notification_status).toBe("pending");
    expect(row!.notification_error).toMatch(/^Attempt 1: e-mail: /);
    expect(row!.webhook_notified_at).toBeTruthy();
    const job = await db()
      .selectFrom("jobs")
      .selectAll()
      .where("type", "=", LEAD_EMAIL_JOB)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(job.status).toBe("queued");
    expect(Date.parse(job.run_at)).toBeGreaterThan(clock.getTime());

    // Twelve hours of outage: every retry fails, nothing is given up.
    for (let i = 0; i < 20 && clock.getTime() < Date.parse("2026-03-02T00:00:00Z"); i++) {
      advance(3_600_000);
      await runner.drain();
    }
    row = await getContactRequest(db(), id);
    expect(row!.notification_status).toBe("pending");
    expect(row!.notification_attempts).toBeGreaterThan(3);

    await smtp.start();
    advance(2 * 3_600_000); // past the longest delay (1 h plus up to 20 % jitter)
    await runner.drain();
    await smtp.waitFor((m) => m.subject.includes("Outage Test Two"));
    row = await getContactRequest(db(), id);
    expect(row).toMatchObject({ notification_status: "sent", notification_error: null });
    expect(hook.hooks.filter((h) => h.json?.lead?.id === id)).toHaveLength(1);
  });

  it("sends the e-mail and the webhook as separate jobs, each retried on its own", async () => {
    hook.status = 503;
    const id = await newLead("Separate Jobs Five");
    expect(await jobsOf(id)).toEqual([
      { type: LEAD_EMAIL_JOB, status: "queued", attempts: 0 },
      { type: LEAD_WEBHOOK_JOB, status: "queued", attempts: 0 },
    ]);
    await runner.drain();
    // The e-mail is delivered and done; only the webhook waits for its retry.
    await smtp.waitFor((m) => m.subject.includes("Separate Jobs Five"));
    expect(await jobsOf(id)).toEqual([
      { type: LEAD_EMAIL_JOB, status: "done", attempts: 1 },
      { type: LEAD_WEBHOOK_JOB, status: "queued", attempts: 1 },
    ]);
    let row = await getContactRequest(db(), id);
    expect(row).toMatchObject({ notification_status: "pending" });
    expect(row!.notification_error).toMatch(/^Attempt 1: webhook: the webhook answered 503/);
    expect(row!.email_notified_at).toBeTruthy();

    // "Retry now" while the webhook job is still queued adds no second job for either channel.
    await db()
      .transaction()
      .execute((trx) => enqueueLeadNotification(trx, id, runner));
    expect(await jobsOf(id)).toHaveLength(2);

    hook.status = 200;
    advance(3_600_000);
    await runner.drain();
    expect(await jobsOf(id)).toEqual([
      { type: LEAD_EMAIL_JOB, status: "done", attempts: 1 },
      { type: LEAD_WEBHOOK_JOB, status: "done", attempts: 2 },
    ]);
    row = await getContactRequest(db(), id);
    expect(row).toMatchObject({ notification_status: "sent", notification_error: null });
    expect(smtp.mails.filter((m) => m.subject.includes("Separate Jobs Five"))).toHaveLength(1);
    expect(hook.hooks.filter((h) => h.json?.lead?.id === id)).toHaveLength(1);
  });

  it("shows the last error of each failing channel on the lead, and drops a channel's once it delivers", async () => {
    hook.status = 500;
    await smtp.stop();
    const id = await newLead("Both Down Six");
    await runner.drain();
    let row = await getContactRequest(db(), id);
    expect(row!.notification_error).toMatch(
      /^Attempt 1: e-mail: .+; Attempt 1: webhook: the webhook answered 500$/,
    );
    await smtp.start();
    advance(3_600_000);
    await runner.drain();
    row = await getContactRequest(db(), id);
    expect(row).toMatchObject({ notification_status: "pending" });
    expect(row!.notification_error).toBe("Attempt 2: webhook: the webhook answered 500");
    expect(row!.email_notified_at).toBeTruthy();
  });

  it("records a delivery that failed for good on the lead", async () => {
    hook.status = 503;
    runner = makeRunner({ maxAttempts: 3 });
    const id = await newLead("Gives Up Three");
    for (let i = 0; i < 3; i++) {
      await runner.drain();
      advance(3_600_000);
    }
    const row = await getContactRequest(db(), id);
    expect(row!.notification_status).toBe("failed");
    expect(row!.notification_error).toMatch(
      /^Gave up after 3 attempt\(s\): webhook: the webhook answered 503/,
    );
    expect(row!.email_notified_at).toBeTruthy();
  });
});
