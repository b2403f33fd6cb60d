import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, migrateToLatest } from "#db/index";
import { registerJobs } from "~/jobs/registry.server";
import { db } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { jobs } from "~/lib/jobs-runner.server";
import { contactRequestSchema } from "~/models/contact-request-input.server";
import { createContactRequest } from "~/models/contact-request-writes.server";
import { enqueueLeadNotification } from "~/models/lead-notifications.server";
import { createVisualization, findVisualization } from "~/models/visualizations.server";
import { startGeneration } from "~/visualization/generate.server";
import { startSmtpSink, waitUntil, type SmtpSink } from "../support/lead-sinks";

// A slow channel delays nothing else (docs/decisions/070), with the app's own wiring: the
// process-wide jobs runner and the job registry, a real SMTP server, and a webhook receiver that
// accepts every connection and never answers. Asserted by order of events, not by clock.
let smtp: SmtpSink;
let receiver: Server;
const events: string[] = [];
let webhookRequests = 0;

beforeAll(async () => {
  smtp = await startSmtpSink();
  receiver = createServer(() => {
    webhookRequests += 1; // read, never answered
  });
  receiver.on("connection", (socket) => socket.on("close", () => events.push("a webhook attempt ended")));
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, {
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_TO: "owner@example.com",
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/leads`,
    LEAD_WEBHOOK_SECRET: "webhook-secret-for-tests",
  });
  resetEnvForTests();
  await migrateToLatest(db());
  registerJobs(jobs());
  await jobs().start();
});

afterAll(async () => {
  await jobs().stop(200);
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await smtp.stop();
  await closeDatabase();
});

const LEADS = 4;

describe("a webhook receiver that never answers", () => {
  it("delays neither the lead e-mails nor a visualization queued after them", async () => {
    const ids: number[] = [];
    for (let i = 1; i <= LEADS; i++) {
      const created = await createContactRequest(db(), {
        input: contactRequestSchema.parse({
          fullName: `Hanging Hook ${i}`,
          email: `hanging-${i}@example.com`,
          message: "A slow channel delays nothing else.",
        }),
        attribution: {},
        spam: { spam: false },
        notify: true,
        enqueueNotification: enqueueLeadNotification,
      });
      ids.push(created.id);
    }
    const visualization = await createVisualization(db(), {
      machines: [{ category: "vending", type: "combo", quantity: 1 }],
      websiteUrl: null,
    });
    expect(await startGeneration(db(), jobs(), visualization)).toBe(true);

    const delivered = () =>
      ids.filter((id) => smtp.mails.some((m) => m.headers["x-lead-id"] === String(id))).length;
    const rendered = async () =>
      (await findVisualization(db(), visualization.public_id))?.status === "completed";
    // Whichever comes first: every e-mail and the mockup, or the end of a webhook attempt (its timeout).
    await waitUntil(
      async () => (delivered() === LEADS && (await rendered())) || events.length > 0,
      30_000,
      "the e-mails and the mockup, or a webhook attempt's end",
    );

    expect(events, "no webhook attempt ended before the e-mails and the mockup were done").toEqual([]);
    expect(delivered()).toBe(LEADS);
    expect(await rendered()).toBe(true);
    expect(webhookRequests, "the webhooks are indeed hanging").toBeGreaterThan(0);
    const leads = await db()
      .selectFrom("contact_requests")
      .select(["email_notified_at", "webhook_notified_at", "notification_status"])
      .where("id", "in", ids)
      .execute();
    for (const lead of leads) {
      expect(lead.email_notified_at).toBeTruthy();
      expect(lead.webhook_notified_at).toBeNull();
      expect(lead.notification_status).toBe("pending");
    }
  }, 40_000);
});

describe("the off-site copy's lane", () => {
  it("is its own lane, one upload at a time", async () => {
    const { JOB_LANES } = await import("~/jobs/registry.server");
    const { OFFSITE_COPY_JOB } = await import("~/models/offsite-backups.server");
    const lane = JOB_LANES.find((l) => l.types.includes(OFFSITE_COPY_JOB));
    expect(lane).toMatchObject({ types: [OFFSITE_COPY_JOB], concurrency: 1 });
  });
});
