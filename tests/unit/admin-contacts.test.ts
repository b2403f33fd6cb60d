import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewContactRequestRow } from "#db/schema";
import { toCsv } from "~/lib/csv.server";
import {
  allContactRequests,
  CONTACT_SORT_KEYS,
  contactRequestCounts,
  listContactRequests,
  parseContactListQuery,
  toFtsQuery,
} from "~/models/contact-request-list.server";
import { CONTACT_CSV_COLUMNS, toContactRequestJson } from "~/models/contact-request-export.server";
import {
  deleteHeldLead,
  releaseHeldLead,
  retryLeadNotification,
} from "~/models/contact-request-writes.server";
import { createTestDatabase } from "../support/test-db";

let t: Awaited<ReturnType<typeof createTestDatabase>>;

const NOW = new Date("2026-11-23T15:00:00.000Z"); // 10:00 in New York
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600_000).toISOString();

function lead(overrides: Partial<NewContactRequestRow> & { full_name: string }): NewContactRequestRow {
  // Every column given: a multi-row insert fills missing ones with NULL, not their defaults.
  return {
    email: `${overrides.full_name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
    phone: null,
    service_interest: null,
    business_address: null,
    message: null,
    is_spam: 0,
    spam_reason: null,
    notification_status: "pending",
    created_at: hoursAgo(1),
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db
    .insertInto("contact_requests")
    .values([
      lead({
        full_name: "Jane Smith",
        phone: "(561) 555-0142",
        service_interest: "micromarkets",
        message: "Breakroom for 120 employees",
        created_at: hoursAgo(1),
      }),
      lead({
        full_name: "Álvaro Núñez",
        email: "alvaro@hotel.example",
        service_interest: "smart-machines",
        business_address: "100 Ocean Dr, Miami Beach",
        created_at: hoursAgo(9),
      }),
      lead({ full_name: "bob Jones", phone: "+1 954.555.0199", created_at: "2026-11-23T05:00:00.000Z" }), // 00:00 in New York: today
      lead({
        full_name: "Carla Diaz",
        service_interest: "classic-vending",
        created_at: "2026-11-23T04:59:59.999Z",
      }), // a moment before: yesterday
      lead({
        full_name: "Dan Evans",
        service_interest: "micromarkets",
        message: '=HYPERLINK("http://evil")',
        created_at: hoursAgo(24 * 6),
      }),
      lead({ full_name: "Old Timer", service_interest: "all-services", created_at: hoursAgo(24 * 8) }),
      lead({
        full_name: "Spammy McSpam",
        message: "cheap pills",
        is_spam: 1,
        spam_reason: "honeypot",
        created_at: hoursAgo(2),
      }),
    ])
    .execute();
  // Enough extra rows for several pages (and for reading pages from the far end).
  await t.db
    .insertInto("contact_requests")
    .values(
      Array.from({ length: 53 }, (_, i) =>
        lead({
          full_name: `Filler ${String(i).padStart(2, "0")} Person`,
          service_interest: i % 4 === 0 ? null : "referral-program",
          created_at: hoursAgo(24 * 30 + i),
        }),
      ),
    )
    .execute();
});
afterAll(async () => t.cleanup());

const q = (search: string, pageSize = 25) => parseContactListQuery(new URLSearchParams(search), { pageSize });

describe("contact request counters", () => {
  it("counts non-spam leads: total, last 7 days, and today in New York", async () => {
    expect(await contactRequestCounts(t.db, NOW)).toEqual({
      total: 59,
      thisWeek: 5,
      today: 3,
      spam: 1,
      newLeads: 59,
      followUpsDue: 0,
    });
  });
});

describe("search", () => {
  const names = async (search: string) =>
    (await listContactRequests(t.db, q(search))).items.map((r) => r.full_name);

  it("finds by name prefix, any order, case and accents ignored", async () => {
    expect(await names("q=jan+smi")).toEqual(["Jane Smith"]);
    expect(await names("q=SMITH")).toEqual(["Jane Smith"]);
    expect(await names("q=alvaro+nunez")).toEqual(["Álvaro Núñez"]);
  });

  it("finds by email, phone as typed or as digits, message and business address", async () => {
    expect(await names("q=alvaro%40hotel.example")).toEqual(["Álvaro Núñez"]);
    expect(await names("q=555-0142")).toEqual(["Jane Smith"]);
    expect(await names("q=5615550142")).toEqual(["Jane Smith"]);
    expect(await names("q=19545550199")).toEqual(["bob Jones"]);
    expect(await names("q=breakroom")).toEqual(["Jane Smith"]);
    expect(await names("q=ocean+miami")).toEqual(["Álvaro Núñez"]);
  });

  it("hides spam from the main list and shows only spam with the filter", async () => {
    expect(await names("q=cheap+pills")).toEqual([]);
    expect(await names("spam=1")).toEqual(["Spammy McSpam"]);
    expect(await names("spam=1&q=cheap")).toEqual(["Spammy McSpam"]);
  });

  it("treats FTS syntax as plain words and finds nothing for punctuation alone", async () => {
    expect(toFtsQuery('"jane" OR NEAR(x*')).toBe('"jane"* "OR"* "NEAR"* "x"*');
    expect(toFtsQuery("-- @@ ")).toBeNull();
    const page = await listContactRequests(t.db, q("q=%40%40"));
    expect(page).toMatchObject({ total: 0, items: [] });
  });

  it("keeps the index in step when a lead is edited or deleted", async () => {
    const row = await t.db
      .insertInto("contact_requests")
      .values(lead({ full_name: "Temporary Zebra", email: "temp@example.com", is_spam: 1 }))
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await names("spam=1&q=zebra")).toEqual(["Temporary Zebra"]);
    await t.db
      .updateTable("contact_requests")
      .set({ full_name: "Temporary Yak" })
      .where("id", "=", row.id)
      .execute();
    expect(await names("spam=1&q=zebra")).toEqual([]);
    expect(await names("spam=1&q=yak")).toEqual(["Temporary Yak"]);
    await t.db.deleteFrom("contact_requests").where("id", "=", row.id).execute();
    expect(await names("spam=1&q=yak")).toEqual([]);
  });
});

describe("sort and paging", () => {
  it("defaults to newest first, 25 a page", async () => {
    const page = await listContactRequests(t.db, q(""));
    expect(page).toMatchObject({ total: 59, page: 1, pageSize: 25, pageCount: 3 });
    expect(page.items.slice(0, 3).map((r) => r.full_name)).toEqual([
      "Jane Smith",
      "Álvaro Núñez",
      "bob Jones",
    ]);
  });

  it("sorts by name without regard to case", async () => {
    const page = await listContactRequests(t.db, q("sort=name&dir=asc", 100));
    const expected = page.items
      .map((r) => r.full_name)
      .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), "en"));
    expect(page.items.map((r) => r.full_name).slice(0, 4)).toEqual([
      "bob Jones",
      "Carla Diaz",
      "Dan Evans",
      "Filler 00 Person",
    ]);
    expect(page.items.map((r) => r.full_name).filter((n) => /^[a-z]/i.test(n) && !/^Á/.test(n))).toEqual(
      expected.filter((n) => !/^Á/.test(n)),
    );
  });

  it("sorts by service, newest first within a service", async () => {
    const page = await listContactRequests(t.db, q("sort=service&dir=desc", 100));
    const services = page.items.map((r) => r.service_interest ?? "");
    expect(services).toEqual([...services].sort().reverse());
    const micro = page.items.filter((r) => r.service_interest === "micromarkets").map((r) => r.full_name);
    expect(micro).toEqual(["Jane Smith", "Dan Evans"]);
  });

  it("gives every page, read from either end, exactly the rows of the full ordering (with and without a search)", async () => {
    for (const [search, pages] of [
      ["", 7],
      ["person", 6],
    ] as const) {
      for (const sort of CONTACT_SORT_KEYS) {
        for (const dir of ["asc", "desc"] as const) {
          const all = (await allContactRequests(t.db, { q: search, spam: false, sort, dir })).map(
            (r) => r.id,
          );
          const paged: number[] = [];
          for (let page = 1; page <= pages; page++) {
            const result = await listContactRequests(
              t.db,
              q(`q=${search}&sort=${sort}&dir=${dir}&page=${page}`, 9),
            );
            expect(result.pageCount).toBe(pages);
            paged.push(...result.items.map((r) => r.id));
          }
          expect(paged, `${search} ${sort} ${dir}`).toEqual(all);
        }
      }
    }
  });

  it("answers an empty page past the end, and ignores unknown sort keys", async () => {
    expect((await listContactRequests(t.db, q("page=99"))).items).toEqual([]);
    expect(q("sort=password&dir=sideways")).toMatchObject({
      sort: "date",
      dir: "desc",
      page: 1,
      spam: false,
    });
  });
});

describe("JSON and CSV", () => {
  it("shows product §3's fields in camelCase plus what the leads pipeline records", async () => {
    const row = (await allContactRequests(t.db, { q: "jane", spam: false, sort: "date", dir: "desc" }))[0]!;
    expect(toContactRequestJson({ ...row, utm: '{"utm_source":"google","bad":1}' })).toMatchObject({
      id: row.id,
      fullName: "Jane Smith",
      email: "jane.smith@example.com",
      phone: "(561) 555-0142",
      serviceInterest: "micromarkets",
      businessAddress: null,
      employeeCount: null,
      message: "Breakroom for 120 employees",
      createdAt: row.created_at,
      utm: { utm_source: "google" },
      isSpam: false,
      notificationStatus: "pending",
    });
  });

  it("exports the search as spreadsheet-safe CSV", async () => {
    const rows = await allContactRequests(t.db, { q: "dan", spam: false, sort: "date", dir: "desc" });
    const csv = toCsv(CONTACT_CSV_COLUMNS, rows);
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "ID,Created (Eastern time),Created (UTC),Full Name,Email,Phone,Service Interest,Business Address,Employee Count,Message,Language,Source Page,Referrer,Visualization,UTM,Notification Status,Spam Reason,Status,Lost Reason,Follow-up,Last Note",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Dan Evans");
    // The time in the business's time zone, as the admin shows it, then UTC.
    const [, eastern, utc] = lines[1]!.split(",");
    expect(eastern).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(
      new Date(utc!).toLocaleString("en-CA", { timeZone: "America/New_York", hourCycle: "h23" }),
    ).toContain(eastern!.slice(0, 10));
    expect(lines[1]).toContain("Micromarkets");
    expect(lines[1]).toContain(",English,");
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});

describe("leads held as spam and failed notifications (admin actions)", () => {
  let own: Awaited<ReturnType<typeof createTestDatabase>>;
  const queued: number[] = [];
  const enqueueNotification = async (trx: typeof own.db, leadId: number) => {
    await trx
      .insertInto("jobs")
      .values({
        type: "leads.email",
        payload: JSON.stringify({ leadId }),
        max_attempts: 40,
        run_at: NOW.toISOString(),
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();
    queued.push(leadId);
  };
  const row = (id: number) =>
    own.db.selectFrom("contact_requests").selectAll().where("id", "=", id).executeTakeFirst();
  const insert = async (values: Partial<NewContactRequestRow> & { full_name: string }) =>
    (
      await own.db
        .insertInto("contact_requests")
        .values(lead(values))
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  beforeAll(async () => {
    own = await createTestDatabase();
  });
  afterAll(async () => own.cleanup());

  it("counts the held leads, and 'Not spam' moves one into the list and queues its notification", async () => {
    const id = await insert({
      full_name: "Held Person",
      is_spam: 1,
      spam_reason: "too-fast",
      notification_status: "skipped",
      notification_error: "Not notified: flagged as spam",
      created_at: hoursAgo(1),
    });
    expect(await contactRequestCounts(own.db, NOW)).toMatchObject({ total: 0, spam: 1 });
    expect(await releaseHeldLead(own.db, id, { notify: true, enqueueNotification })).toBe("released");
    expect(await row(id)).toMatchObject({
      is_spam: 0,
      spam_reason: null,
      notification_status: "pending",
      notification_error: null,
    });
    expect(queued).toContain(id);
    expect(await contactRequestCounts(own.db, NOW)).toMatchObject({ total: 1, today: 1, spam: 0 });
    // Only a held lead: a second click changes nothing and queues nothing.
    expect(await releaseHeldLead(own.db, id, { notify: true, enqueueNotification })).toBe("not-found");
    expect(queued.filter((q) => q === id)).toHaveLength(1);
  });

  it("'Not spam' without any channel records the notification as skipped", async () => {
    const id = await insert({
      full_name: "Held Quiet",
      is_spam: 1,
      spam_reason: "honeypot",
      notification_status: "skipped",
    });
    expect(await releaseHeldLead(own.db, id, { notify: false, enqueueNotification })).toBe("released");
    expect(await row(id)).toMatchObject({
      is_spam: 0,
      notification_status: "skipped",
      notification_error: "Not notified: no e-mail or webhook is configured",
    });
  });

  it("deletes only leads held as spam, with their idempotency keys", async () => {
    const held = await insert({ full_name: "Held Delete", is_spam: 1, spam_reason: "honeypot" });
    const real = await insert({ full_name: "Real Keep" });
    await own.db
      .insertInto("contact_idempotency_keys")
      .values({ scope: "s", key: "api:k1", lead_id: held, fingerprint: "f", created_at: NOW.toISOString() })
      .execute();
    expect(await deleteHeldLead(own.db, real)).toBe(false);
    expect(await row(real)).toBeDefined();
    expect(await deleteHeldLead(own.db, held)).toBe(true);
    expect(await row(held)).toBeUndefined();
    expect(
      await own.db.selectFrom("contact_idempotency_keys").selectAll().where("key", "=", "api:k1").execute(),
    ).toHaveLength(0);
  });

  it("'Retry now' queues a new job for a lead whose notification failed, and only then", async () => {
    const failed = await insert({
      full_name: "Failed Notify",
      notification_status: "failed",
      notification_error: "Gave up after 40 attempt(s): e-mail: refused",
    });
    const sent = await insert({ full_name: "Sent Notify", notification_status: "sent" });
    expect(await retryLeadNotification(own.db, sent, { notify: true, enqueueNotification })).toBe(
      "not-failed",
    );
    expect(await retryLeadNotification(own.db, failed, { notify: false, enqueueNotification })).toBe(
      "no-channel",
    );
    expect(await retryLeadNotification(own.db, failed, { notify: true, enqueueNotification })).toBe("queued");
    expect(await row(failed)).toMatchObject({ notification_status: "pending", notification_error: null });
    const jobs = await own.db
      .selectFrom("jobs")
      .selectAll()
      .where("payload", "=", JSON.stringify({ leadId: failed }))
      .execute();
    expect(jobs).toHaveLength(1);
    expect(await retryLeadNotification(own.db, failed, { notify: true, enqueueNotification })).toBe(
      "not-failed",
    );
  });
});
