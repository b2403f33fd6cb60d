import { createHmac } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "#db/index";
import { contactRequestSchemaFor, SERVICE_INTEREST_OPTIONS } from "~/models/contact-schema";

const contactRequestSchema = contactRequestSchemaFor("en");
import { backoffDelay } from "~/lib/jobs-runner.server";
import { db } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { submitContactRequest } from "~/models/contact-submission.server";
import {
  checkFormStamp,
  checkHoneypot,
  CONFIRM_MIN_MS,
  signFormStarted,
} from "~/models/contact-spam-checks.server";
import {
  contactApiSchema,
  leadAttributionSchema,
  SERVICE_INTERESTS,
} from "~/models/contact-request-input.server";
import { createContactRequest } from "~/models/contact-request-writes.server";
import { getContactRequest } from "~/models/contact-request-list.server";
import { parseIdempotencyKey } from "~/models/contact-idempotency.server";
import {
  LEAD_EMAIL_JOB,
  LEAD_NOTIFY_MAX_ATTEMPTS,
  leadNotifyBackoff,
} from "~/models/lead-notifications.server";
import { leadEmail, signWebhook } from "~/models/lead-notification-messages.server";

const valid = {
  fullName: "Maria Delgado",
  email: "maria@example.com",
  phone: "(305) 555-0131",
  serviceInterest: "micromarkets",
  message: "Breakroom for 140 people.",
};

beforeAll(async () => {
  await migrateToLatest(db());
});

describe("the consultation form's schema", () => {
  it("offers exactly the service values and labels of the model (product §3)", () => {
    expect(SERVICE_INTEREST_OPTIONS).toEqual(SERVICE_INTERESTS);
  });

  it("accepts a full request and trims values", () => {
    const parsed = contactRequestSchema.parse({ ...valid, fullName: "  Maria Delgado  " });
    expect(parsed.fullName).toBe("Maria Delgado");
  });

  it("needs only a name and an e-mail (the message is optional: README Decisions)", () => {
    expect(contactRequestSchema.safeParse({ fullName: "A", email: "a@example.com" }).success).toBe(true);
  });

  it.each([
    ["fullName", { ...valid, fullName: undefined }, "Please enter your full name"],
    ["fullName", { ...valid, fullName: "   " }, "Please enter your full name"],
    ["fullName", { ...valid, fullName: "x".repeat(101) }, "Please keep your name under 100 characters"],
    [
      "fullName",
      { ...valid, fullName: "Bob\r\nBcc: evil@example.com" },
      "Please enter your name on one line",
    ],
    ["email", { ...valid, email: "not-an-email" }, "Please enter a valid email address"],
    ["email", { ...valid, email: `${"a".repeat(250)}@example.com` }, "Please enter a valid email address"],
    ["phone", { ...valid, phone: "call me" }, "Please enter a valid phone number"],
    ["phone", { ...valid, phone: "12345" }, "Please enter a valid phone number"],
    ["phone", { ...valid, phone: "1".repeat(26) }, "Please enter a valid phone number"],
    [
      "serviceInterest",
      { ...valid, serviceInterest: "free-money" },
      "Please choose one of the listed services",
    ],
    ["message", { ...valid, message: "x".repeat(5001) }, "Please keep your message under 5,000 characters"],
  ])("refuses a bad %s", (field, input, message) => {
    const result = contactRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issues = result.error!.issues.filter((i) => i.path[0] === field).map((i) => i.message);
    expect(issues).toEqual([message]);
  });

  it.each(["(561) 555-0123", "+1 561.555.0123", "561-555-0123", "5615550123"])(
    "accepts the phone %s",
    (phone) => {
      expect(contactRequestSchema.safeParse({ ...valid, phone }).success).toBe(true);
    },
  );

  it("treats empty strings and nulls in the JSON API as not given", () => {
    const parsed = contactApiSchema.parse({
      fullName: "A",
      email: "a@example.com",
      phone: "",
      serviceInterest: null,
      message: "",
    });
    expect(parsed.phone).toBeUndefined();
    expect(parsed.serviceInterest).toBeUndefined();
    expect(parsed.message).toBeUndefined();
  });

  it("keeps attribution loose: bad values are dropped, never an error", () => {
    const parsed = leadAttributionSchema.parse({
      sourcePage: "//evil.example.com",
      referrer: 12,
      utm_source: " google ",
      utm_campaign: "c".repeat(300),
    });
    expect(parsed.sourcePage).toBeUndefined();
    expect(parsed.referrer).toBeUndefined();
    expect(parsed.utm_source).toBe("google");
    expect(parsed.utm_campaign).toHaveLength(200);
    expect(leadAttributionSchema.parse({ sourcePage: "/locations/miami" }).sourcePage).toBe(
      "/locations/miami",
    );
  });
});

describe("spam checks", () => {
  const now = Date.parse("2026-03-01T12:00:00Z");
  it("flags a filled honeypot", () => {
    expect(checkHoneypot("http://spam.example")).toEqual({ spam: true, reason: "honeypot" });
    expect(checkHoneypot("  ")).toEqual({ spam: false });
    expect(checkHoneypot(undefined)).toEqual({ spam: false });
  });
  it("says when a stamp is missing", () => {
    expect(checkFormStamp(undefined, { minMs: 3000 })).toEqual({ ok: false, reason: "missing-form-stamp" });
    expect(checkFormStamp(" ", { minMs: 3000 })).toEqual({ ok: false, reason: "missing-form-stamp" });
  });
  it("says how long a stamp younger than the minimum fill time still has to wait", () => {
    const stamp = signFormStarted(now - 1000);
    expect(checkFormStamp(stamp, { minMs: 3000, now })).toEqual({
      ok: false,
      reason: "too-fast",
      waitMs: 2000,
    });
    expect(checkFormStamp(stamp, { minMs: 500, now })).toEqual({ ok: true });
  });
  it("has no maximum age: a page served from a cache hours ago, or left open for days, still passes", () => {
    expect(checkFormStamp(signFormStarted(now - 6 * 3_600_000), { minMs: 3000, now })).toEqual({ ok: true });
    expect(checkFormStamp(signFormStarted(now - 30 * 86_400_000), { minMs: 3000, now })).toEqual({
      ok: true,
    });
  });
  it("detects a backdated or forged stamp", () => {
    const stamp = signFormStarted(now);
    const [, mac] = stamp.split(".");
    const backdated = `${now - 60_000}.${mac}`;
    expect(checkFormStamp(backdated, { minMs: 3000, now })).toEqual({ ok: false, reason: "bad-form-stamp" });
    const otherKey = createHmac("sha256", "another-secret")
      .update(`contact-form-started:${now - 60_000}`)
      .digest("base64url");
    expect(checkFormStamp(`${now - 60_000}.${otherKey}`, { minMs: 3000, now }).ok).toBe(false);
    expect(checkFormStamp("garbage", { minMs: 0, now }).ok).toBe(false);
    expect(checkFormStamp(signFormStarted(now + 3_600_000), { minMs: 0, now }).ok).toBe(false);
  });
  it("keeps form stamps and confirm-page stamps apart", () => {
    const form = signFormStarted(now - 60_000, "form");
    const confirm = signFormStarted(now - 60_000, "confirm");
    expect(checkFormStamp(confirm, { minMs: 1000, purpose: "confirm", now })).toEqual({ ok: true });
    expect(checkFormStamp(form, { minMs: 1000, purpose: "confirm", now })).toEqual({
      ok: false,
      reason: "bad-form-stamp",
    });
    expect(checkFormStamp(confirm, { minMs: 1000, purpose: "form", now })).toEqual({
      ok: false,
      reason: "bad-form-stamp",
    });
  });
});

describe("a consultation request as the form and the API send it", () => {
  const attribution = { sourcePage: "/contact", utm_source: "flyer" };
  const leadsOf = (email: string) =>
    db().selectFrom("contact_requests").selectAll().where("email", "=", email).execute();
  let ip = 0;
  const clientIp = () => `10.0.0.${++ip}`;
  beforeAll(() => {
    process.env.CONTACT_MIN_FILL_MS = "3000";
    resetEnvForTests();
  });
  afterAll(() => {
    delete process.env.CONTACT_MIN_FILL_MS;
    resetEnvForTests();
  });

  it("form: a post within the minimum fill time stores nothing and asks to confirm; the confirm post stores a normal lead", async () => {
    const input = contactRequestSchema.parse({ ...valid, email: "fast.form@example.com" });
    const fast = await submitContactRequest(db(), {
      input,
      attribution,
      stamp: { value: signFormStarted(Date.now() - 500), purpose: "form" },
      mode: "form",
      clientIp: clientIp(),
    });
    expect(fast).toEqual({ ok: false, reason: "confirm" });
    expect(await leadsOf(input.email)).toHaveLength(0);

    // The confirm page's own stamp must age too (CONFIRM_MIN_MS), then the lead is normal and queued.
    const tooSoon = await submitContactRequest(db(), {
      input,
      attribution,
      stamp: { value: signFormStarted(Date.now() - 100, "confirm"), purpose: "confirm" },
      mode: "form",
      clientIp: clientIp(),
    });
    expect(tooSoon).toEqual({ ok: false, reason: "confirm" });
    const confirm = signFormStarted(Date.now() - CONFIRM_MIN_MS - 10, "confirm");
    const visitor = clientIp();
    const confirmed = await submitContactRequest(db(), {
      input,
      attribution,
      stamp: { value: confirm, purpose: "confirm" },
      mode: "form",
      clientIp: visitor,
    });
    expect(confirmed.ok).toBe(true);
    const rows = await leadsOf(input.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ is_spam: 0, spam_reason: null });

    // The same confirm post again (a double click, a refresh) is the same lead.
    const again = await submitContactRequest(db(), {
      input,
      attribution,
      stamp: { value: confirm, purpose: "confirm" },
      mode: "form",
      clientIp: visitor,
    });
    expect(again).toEqual(confirmed);
    expect(await leadsOf(input.email)).toHaveLength(1);
  });

  it("form: a missing or forged stamp asks to confirm too; a filled honeypot is stored as spam, silently", async () => {
    const input = contactRequestSchema.parse({ ...valid, email: "no.stamp@example.com" });
    expect(
      await submitContactRequest(db(), { input, attribution, mode: "form", clientIp: clientIp() }),
    ).toEqual({
      ok: false,
      reason: "confirm",
    });
    expect(
      await submitContactRequest(db(), {
        input,
        attribution,
        stamp: { value: "1700000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", purpose: "form" },
        mode: "form",
        clientIp: clientIp(),
      }),
    ).toEqual({ ok: false, reason: "confirm" });
    expect(await leadsOf(input.email)).toHaveLength(0);
    const bot = contactRequestSchema.parse({ ...valid, email: "honeypot.bot@example.com" });
    const stored = await submitContactRequest(db(), {
      input: bot,
      attribution,
      honeypot: "http://x.example",
      stamp: { value: signFormStarted(), purpose: "form" },
      mode: "form",
      clientIp: clientIp(),
    });
    expect(stored.ok).toBe(true);
    expect(await leadsOf(bot.email)).toMatchObject([
      { is_spam: 1, spam_reason: "honeypot", notification_status: "skipped" },
    ]);
  });

  it("form: an old stamp (a page from a cache) is a normal lead", async () => {
    const input = contactRequestSchema.parse({ ...valid, email: "cached.page@example.com" });
    const result = await submitContactRequest(db(), {
      input,
      attribution,
      stamp: { value: signFormStarted(Date.now() - 7_200_000), purpose: "form" },
      mode: "form",
      clientIp: clientIp(),
    });
    expect(result.ok).toBe(true);
    expect(await leadsOf(input.email)).toMatchObject([{ is_spam: 0 }]);
  });

  it("api: a too recent stamp is waited out and stored as a normal lead; an unverifiable one is ignored", async () => {
    const input = contactRequestSchema.parse({ ...valid, email: "fast.api@example.com" });
    const started = Date.now();
    const result = await submitContactRequest(db(), {
      input,
      attribution,
      stamp: { value: signFormStarted(Date.now() - 2700), purpose: "form" },
      mode: "api",
      clientIp: clientIp(),
    });
    expect(result.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    const other = contactRequestSchema.parse({ ...valid, email: "forged.api@example.com" });
    expect(
      (
        await submitContactRequest(db(), {
          input: other,
          attribution,
          stamp: { value: "garbage", purpose: "form" },
          mode: "api",
          clientIp: clientIp(),
        })
      ).ok,
    ).toBe(true);
    expect(await leadsOf(input.email)).toMatchObject([{ is_spam: 0 }]);
    expect(await leadsOf(other.email)).toMatchObject([{ is_spam: 0 }]);
  });

  it("api: an Idempotency-Key repeated with the same values returns the same lead; with other values a conflict", async () => {
    const input = contactRequestSchema.parse({ ...valid, email: "idempotent@example.com" });
    const key = "3f1c9b2e-0d7a-4e55-9a61-2b8f6c1d0e42";
    const client = clientIp();
    const first = await submitContactRequest(db(), {
      input,
      attribution,
      mode: "api",
      idempotencyKey: key,
      clientIp: client,
    });
    const retry = await submitContactRequest(db(), {
      input,
      attribution,
      mode: "api",
      idempotencyKey: key,
      clientIp: client,
    });
    expect(first.ok && retry.ok && retry.id === first.id).toBe(true);
    expect(await leadsOf(input.email)).toHaveLength(1);
    expect(
      await db()
        .selectFrom("jobs")
        .where("payload", "=", JSON.stringify({ leadId: (first as { id: number }).id }))
        .selectAll()
        .execute(),
    ).toHaveLength(0); // no channel in unit tests
    const changed = await submitContactRequest(db(), {
      input: { ...input, message: "Something else" },
      attribution,
      mode: "api",
      idempotencyKey: key,
      clientIp: client,
    });
    expect(changed).toEqual({ ok: false, reason: "idempotency-conflict" });
    expect(await leadsOf(input.email)).toHaveLength(1);
    // Without a key, the same values make a second lead (as before).
    await submitContactRequest(db(), { input, attribution, mode: "api", clientIp: client });
    expect(await leadsOf(input.email)).toHaveLength(2);
  });

  it("api: an Idempotency-Key counts per client: another client's use of it neither fails nor answers a genuine request", async () => {
    const key = "guessable-key-1";
    const clientA = clientIp();
    const clientB = clientIp();
    const clientC = clientIp();
    const leadA = contactRequestSchema.parse({ ...valid, email: "scope.a@example.com" });
    const leadB = contactRequestSchema.parse({ ...valid, email: "scope.b@example.com" });
    const send = (input: typeof leadA, client: string) =>
      submitContactRequest(db(), { input, attribution, mode: "api", idempotencyKey: key, clientIp: client });

    const first = await send(leadA, clientA);
    expect(first.ok).toBe(true);
    // Client B sends the same key with its own values: its own lead, not a conflict (422).
    const other = await send(leadB, clientB);
    expect(other.ok).toBe(true);
    expect((other as { id: number }).id).not.toBe((first as { id: number }).id);
    expect(await leadsOf(leadB.email)).toHaveLength(1);
    // A third client sending K with the very same values as A: its own lead, never A's.
    const copy = await send(leadA, clientC);
    expect(copy.ok).toBe(true);
    expect((copy as { id: number }).id).not.toBe((first as { id: number }).id);
    // A's retry with K is still answered with A's lead, and B's retry with B's.
    expect(await send(leadA, clientA)).toEqual(first);
    expect(await send(leadB, clientB)).toEqual(other);
    expect(await leadsOf(leadA.email)).toHaveLength(2);
    expect(await leadsOf(leadB.email)).toHaveLength(1);
    // Within one client the key still refuses other values.
    expect(await send(leadB, clientA)).toEqual({ ok: false, reason: "idempotency-conflict" });
  });

  it("bounds the Idempotency-Key header to 1-200 printable ASCII characters", () => {
    expect(parseIdempotencyKey(null)).toBeNull();
    expect(parseIdempotencyKey("abc-123")).toBe("abc-123");
    expect(parseIdempotencyKey("k".repeat(200))).toBe("k".repeat(200));
    for (const bad of ["", " ", " padded", "k".repeat(201), "tab\there", "naïve", "line\nbreak"])
      expect(parseIdempotencyKey(bad), bad).toBe("invalid");
  });

  it("stores two copies of one keyed request sent at the same time as one lead", async () => {
    const input = contactRequestSchema.parse({ ...valid, email: "concurrent@example.com" });
    const client = clientIp();
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        submitContactRequest(db(), {
          input,
          attribution,
          mode: "api",
          idempotencyKey: "same-key-concurrent",
          clientIp: client,
        }),
      ),
    );
    expect(new Set(results.map((r) => (r.ok ? r.id : 0))).size).toBe(1);
    expect(await leadsOf(input.email)).toHaveLength(1);
  });
});

describe("storing a lead", () => {
  beforeEach(async () => {
    await db().deleteFrom("jobs").execute();
  });

  it("stores the fields, the page, the referrer and the utm parameters, with its job in the same transaction", async () => {
    const created = await createContactRequest(db(), {
      input: contactRequestSchema.parse(valid),
      attribution: {
        sourcePage: "/locations/miami",
        referrer: "https://www.google.com/",
        utm_source: "google",
        utm_campaign: "spring",
      },
      spam: { spam: false },
      notify: true,
      enqueueNotification: (trx, leadId) =>
        trx
          .insertInto("jobs")
          .values({
            type: LEAD_EMAIL_JOB,
            payload: JSON.stringify({ leadId }),
            max_attempts: 40,
            run_at: new Date().toISOString(),
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })
          .execute(),
    });
    const row = await getContactRequest(db(), created.id);
    expect(row).toMatchObject({
      full_name: "Maria Delgado",
      email: "maria@example.com",
      phone: "(305) 555-0131",
      service_interest: "micromarkets",
      source_page: "/locations/miami",
      referrer: "https://www.google.com/",
      is_spam: 0,
      notification_status: "pending",
    });
    expect(JSON.parse(row!.utm!)).toEqual({ utm_source: "google", utm_campaign: "spring" });
    const jobs = await db().selectFrom("jobs").selectAll().execute();
    expect(jobs.map((j) => JSON.parse(j.payload))).toEqual([{ leadId: created.id }]);
  });

  it("stores nothing when the job cannot be written (never a lead without its notification)", async () => {
    const before = await db()
      .selectFrom("contact_requests")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    await expect(
      createContactRequest(db(), {
        input: contactRequestSchema.parse(valid),
        attribution: {},
        spam: { spam: false },
        notify: true,
        enqueueNotification: async () => {
          throw new Error("disk full");
        },
      }),
    ).rejects.toThrow("disk full");
    const after = await db()
      .selectFrom("contact_requests")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("keeps spam for audit, flagged, and never queues a notification", async () => {
    let enqueued = 0;
    const created = await createContactRequest(db(), {
      input: contactRequestSchema.parse(valid),
      attribution: {},
      spam: { spam: true, reason: "honeypot" },
      notify: true,
      enqueueNotification: async () => void (enqueued += 1),
    });
    expect(enqueued).toBe(0);
    expect(await getContactRequest(db(), created.id)).toMatchObject({
      is_spam: 1,
      spam_reason: "honeypot",
      notification_status: "skipped",
    });
  });

  it("references the space visualization it was sent from, only when that visualization exists", async () => {
    const publicId = "vizPublicIdForLeadTest_01";
    const now = new Date().toISOString();
    await db()
      .insertInto("visualization_requests")
      .values({ public_id: publicId, machines: "[]", created_at: now, updated_at: now })
      .execute();
    const attribution = leadAttributionSchema.parse({ visualization: publicId });
    const created = await createContactRequest(db(), {
      input: contactRequestSchema.parse(valid),
      attribution,
      spam: { spam: false },
      notify: false,
    });
    expect(await getContactRequest(db(), created.id)).toMatchObject({ visualization_id: publicId });

    const unknown = leadAttributionSchema.parse({ visualization: "noSuchVisualizationId_123" });
    const other = await createContactRequest(db(), {
      input: contactRequestSchema.parse(valid),
      attribution: unknown,
      spam: { spam: false },
      notify: false,
    });
    expect(await getContactRequest(db(), other.id)).toMatchObject({ visualization_id: null });

    // Anything that is not an id shape is dropped while parsing, never an error for the visitor.
    expect(leadAttributionSchema.parse({ visualization: "../../etc" }).visualization).toBeUndefined();
  });

  it("records the notification as skipped when no channel is configured", async () => {
    const created = await createContactRequest(db(), {
      input: contactRequestSchema.parse(valid),
      attribution: {},
      spam: { spam: false },
      notify: false,
    });
    expect(await getContactRequest(db(), created.id)).toMatchObject({
      notification_status: "skipped",
      is_spam: 0,
    });
  });
});

describe("notification content", () => {
  const lead = {
    id: 42,
    full_name: `<script>alert("x")</script> O'Hara & Sons`,
    email: "a@example.com",
    phone: null,
    service_interest: "smart-machines",
    business_address: null,
    employee_count: null,
    message: `<img src=x onerror=alert(1)>\nsecond line`,
    source_page: "/locations/miami",
    referrer: null,
    utm: JSON.stringify({ utm_source: "<b>google</b>" }),
    is_spam: 0,
    spam_reason: null,
    notification_status: "pending" as const,
    notification_error: null,
    notified_at: null,
    created_at: "2026-03-01T17:00:00.000Z",
    email_notified_at: null,
    webhook_notified_at: null,
    notification_attempts: 0,
    visualization_id: null,
    status: "new",
    lost_reason: null,
    follow_up_on: null,
    utm_campaign: null,
    origin_engagement_id: null,
    won_at: null,
    created_day: null,
    phone_e164: null,
    language: "en" as const,
    reply_sent_at: null,
  };

  it("escapes every value in the HTML part and keeps them verbatim in the text part", () => {
    const mail = leadEmail(lead);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>google");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Hara &amp; Sons");
    expect(mail.text).toContain(`Full Name: <script>alert("x")</script> O'Hara & Sons`);
    expect(mail.text).toContain("Service Interest: Smart Machines");
    expect(mail.text).toContain("Source Page: /locations/miami");
    expect(mail.text).toContain("/admin?view=42");
    expect(mail.html).toContain('href="http://localhost:3000/admin?view=42"');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("signs webhooks as t=<unix>,v1=<hex HMAC-SHA256 of t.body>", () => {
    const body = '{"a":1}';
    const expected = createHmac("sha256", "s3cret").update(`1700000000.${body}`).digest("hex");
    expect(signWebhook(body, "s3cret", 1700000000)).toBe(`t=1700000000,v1=${expected}`);
  });

  it("retries for more than 24 hours in production, even at the low end of the jitter", () => {
    delete process.env.LEAD_RETRY_BASE_MS;
    resetEnvForTests();
    const { backoffBaseMs, backoffMaxMs } = leadNotifyBackoff();
    let total = 0;
    for (let attempt = 1; attempt < LEAD_NOTIFY_MAX_ATTEMPTS; attempt++)
      total += backoffDelay(attempt, backoffBaseMs, backoffMaxMs, () => 0);
    expect(total).toBeGreaterThan(24 * 3_600_000);
  });
});

afterAll(() => {
  resetEnvForTests();
});

describe("configuration", () => {
  it("refuses the test-only retry setting in production and a webhook without its secret", async () => {
    const { parseEnv } = await import("~/lib/env.server");
    expect(() => parseEnv({ NODE_ENV: "production", LEAD_RETRY_BASE_MS: "100" })).toThrow(
      /LEAD_RETRY_BASE_MS is for tests only/,
    );
    expect(parseEnv({ NODE_ENV: "test", LEAD_RETRY_BASE_MS: "100" }).LEAD_RETRY_BASE_MS).toBe(100);
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: "https://hooks.example.com/x" })).toThrow(
      /LEAD_WEBHOOK_SECRET is required/,
    );
  });
});

describe("attribution from the POST's Referer (no-JS fallback)", () => {
  it("fills the page and utm_* from a same-site Referer, never from another site, and keeps what the form sent", async () => {
    const { attributionFromReferer } = await import("~/models/contact-submission.server");
    const post = (referer: string) =>
      new Request("http://localhost:3000/contact", { method: "POST", headers: { Referer: referer } });
    expect(
      attributionFromReferer(
        post("http://localhost:3000/locations/miami?utm_source=flyer&utm_medium=print"),
        {},
      ),
    ).toEqual({
      sourcePage: "/locations/miami",
      utm_source: "flyer",
      utm_medium: "print",
    });
    expect(attributionFromReferer(post("https://evil.example/?utm_source=x"), {})).toEqual({});
    expect(
      attributionFromReferer(post("http://localhost:3000/?utm_source=flyer"), {
        sourcePage: "/",
        utm_source: "form",
      }),
    ).toEqual({ sourcePage: "/", utm_source: "form" });
  });

  it("never takes a protocol-relative path from the Referer as the page to send the visitor back to", async () => {
    const { attributionFromReferer } = await import("~/models/contact-submission.server");
    const post = (referer: string) =>
      new Request("http://localhost:3000/contact", { method: "POST", headers: { Referer: referer } });
    expect(
      attributionFromReferer(post("http://localhost:3000//evil.example/x"), {}).sourcePage,
    ).toBeUndefined();
    expect(attributionFromReferer(post("http://localhost:3000/blog/a-post"), {}).sourcePage).toBe(
      "/blog/a-post",
    );
  });
});
