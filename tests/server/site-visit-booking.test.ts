import Database from "better-sqlite3";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { httpClient } from "../support/http-client";
import { uniqueLead } from "../support/leads-db";
import { adminClient, useOwnServer } from "../support/vitest-servers";

// Self-serve site visits (docs/decisions/082) over HTTP: the thank-you page a lead gets, and twenty
// visitors booking one time at the same moment: the database's unique index lets exactly one win.

const server = useOwnServer({
  CONTACT_RATE_PER_MINUTE: "100",
  CONTACT_RATE_PER_DAY: "1000",
  ACCESS_LOG: "true",
});

async function newLead(lang: "en" | "es" = "en") {
  const request = httpClient(server().url);
  const res = await request.post("/api/contact", {
    data: {
      ...uniqueLead("Visit Race"),
      serviceInterest: "micromarkets",
      ...(lang === "es" ? { lang } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { id: number; reference: string; thankYou: string };
  return { ...body, ref: new URL(body.thankYou, server().url).searchParams.get("ref")!, request };
}

const radios = (html: string) => [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((m) => m[1]!);

function visitsDb() {
  return new Database(path.join(server().dataDir, "app.sqlite"), { readonly: true });
}

describe("the thank-you page", () => {
  test("answers with the reference, noindex, no-store, and offers free times grouped by day", async () => {
    const lead = await newLead();
    expect(lead.reference).toMatch(/^GCV-\d{6}$/);
    expect(lead.thankYou).toMatch(/^\/thank-you\?ref=\d+\./);
    const res = await lead.request.get(lead.thankYou);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toContain("no-store");
    const html = await res.text();
    expect(html).toContain(lead.reference);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(radios(html).length).toBeGreaterThan(10);
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>(Monday|Tuesday|Wednesday|Thursday|Friday), /);
  });

  test("a forged or tampered reference is a 404, never another lead's page", async () => {
    const lead = await newLead();
    const [id] = lead.ref.split(".");
    const other = `${Number(id) + 1}.${lead.ref.split(".")[1]}`;
    for (const ref of [other, `${id}.AAAAAAAAAAAAAAAAAAAAAA`, "x"]) {
      const res = await lead.request.get(`/thank-you?ref=${encodeURIComponent(ref)}`);
      expect(res.status()).toBe(404);
    }
  });
});

describe("booking one time twenty times at once", () => {
  test("exactly one booking wins; the others get 409 with the next free times and a clear message", async () => {
    const leads = [];
    for (let i = 0; i < 20; i++) leads.push(await newLead(i % 2 ? "es" : "en"));
    const slot = radios(await (await leads[0]!.request.get(leads[0]!.thankYou)).text())[0]!;
    const answers = await Promise.all(
      leads.map((lead, i) =>
        lead.request.post(`${i % 2 ? "/es/visita" : "/site-visit"}?ref=${lead.ref}`, {
          form: { ref: lead.ref, intent: "book", slot },
          maxRedirects: 0,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status());
    expect(statuses.filter((s) => s === 302).length).toBe(1);
    expect(statuses.filter((s) => s === 409).length).toBe(19);
    for (const [i, answer] of answers.entries()) {
      if (answer.status() !== 409) continue;
      const html = (await answer.text()).split("<script")[0]!;
      expect(html).toContain(
        i % 2 ? "alguien reservó esa hora hace un momento" : "someone booked that time a moment ago",
      );
      const offered = radios(html);
      expect(offered.length).toBeGreaterThan(0);
      expect(offered).not.toContain(slot);
      expect(offered.every((s) => s > slot)).toBe(true);
    }
    const db = visitsDb();
    try {
      const booked = db
        .prepare("select lead_id from site_visits where starts_at = ? and status = 'booked'")
        .all(slot);
      expect(booked).toHaveLength(1);
      const winner = (booked[0] as { lead_id: number }).lead_id;
      const status = db.prepare("select status from contact_requests where id = ?").get(winner) as {
        status: string;
      };
      expect(status.status).toBe("site_visit");
      const losers = leads.filter((l) => l.id !== winner).map((l) => l.id);
      const moved = db
        .prepare(
          `select count(*) n from contact_requests where status = 'site_visit' and id in (${losers.join(",")})`,
        )
        .get() as { n: number };
      expect(moved.n).toBe(0);
    } finally {
      db.close();
    }
  });

  test("cancelling frees the time and puts the lead back where it was, with the reason in a note", async () => {
    const lead = await newLead();
    const slot = radios(await (await lead.request.get(lead.thankYou)).text()).at(-1)!;
    const booked = await lead.request.post(`/site-visit?ref=${lead.ref}`, {
      form: { ref: lead.ref, intent: "book", slot },
      maxRedirects: 0,
    });
    expect(booked.status()).toBe(302);
    const page = await (await lead.request.get(booked.headers()["location"]!)).text();
    expect(page).toContain("Your site visit is booked");
    const cancelled = await lead.request.post(`/site-visit?ref=${lead.ref}`, {
      form: { ref: lead.ref, intent: "cancel", reason: "The office moves next month" },
      maxRedirects: 0,
    });
    expect(cancelled.status()).toBe(302);
    const db = visitsDb();
    try {
      expect(db.prepare("select status from contact_requests where id = ?").get(lead.id)).toEqual({
        status: "new",
      });
      const note = db
        .prepare("select text from lead_notes where lead_id = ? order by id desc")
        .get(lead.id) as {
        text: string;
      };
      expect(note.text).toContain("Reason: The office moves next month");
    } finally {
      db.close();
    }
    expect(radios(await (await lead.request.get(lead.thankYou)).text())).toContain(slot);
  });

  test("a time outside the availability is refused with 400, not booked", async () => {
    const lead = await newLead();
    const res = await lead.request.post(`/site-visit?ref=${lead.ref}`, {
      form: { ref: lead.ref, intent: "book", slot: "2026-01-01T03:00:00.000Z" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain("That time cannot be booked any more");
  });
});

describe("what one lead's link may do", () => {
  test("six changes a day, then 429 with a plain message; a cancel without a visit says so", async () => {
    const lead = await newLead();
    const here = `/site-visit?ref=${lead.ref}`;
    const none = await lead.request.post(here, { form: { ref: lead.ref, intent: "cancel" } });
    expect(none.status()).toBe(200);
    expect(await none.text()).toContain("There is no booked visit to cancel.");
    const slots = radios(await (await lead.request.get(lead.thankYou)).text()).slice(-3);
    const changes: Array<Record<string, string>> = [
      { intent: "book", slot: slots[0]! },
      { intent: "book", slot: slots[1]! },
      { intent: "cancel" },
      { intent: "book", slot: slots[2]! },
      { intent: "cancel" },
      { intent: "book", slot: slots[0]! },
    ];
    for (const change of changes) {
      const answer = await lead.request.post(here, { form: { ref: lead.ref, ...change }, maxRedirects: 0 });
      expect(answer.status(), JSON.stringify(change)).toBe(302);
    }
    const more: Array<Record<string, string>> = [{ intent: "cancel" }, { intent: "book", slot: slots[1]! }];
    for (const change of more) {
      const answer = await lead.request.post(here, { form: { ref: lead.ref, ...change }, maxRedirects: 0 });
      expect(answer.status()).toBe(429);
      expect((await answer.text()).split("<script")[0]).toContain(
        "this page takes no more changes until tomorrow",
      );
    }
    // The access log saw these requests, without the signature that opens the visit.
    await expect.poll(() => server().output()).toContain("POST /site-visit?ref=- 429");
    expect(server().output()).not.toContain(lead.ref.split(".")[1]);
    // The last booking stands.
    const db = visitsDb();
    try {
      expect(
        db.prepare("select starts_at from site_visits where lead_id = ? and status = 'booked'").all(lead.id),
      ).toEqual([{ starts_at: slots[0] }]);
    } finally {
      db.close();
    }
  });
});

describe("twelve changes to one lead's visit sent at once", () => {
  test("six go through and six get 429: the count is read inside each change's transaction", async () => {
    const lead = await newLead();
    const slots = radios(await (await lead.request.get(lead.thankYou)).text()).slice(0, 12);
    expect(slots).toHaveLength(12);
    const answers = await Promise.all(
      slots.map((slot) =>
        lead.request.post(`/site-visit?ref=${lead.ref}`, {
          form: { ref: lead.ref, intent: "book", slot },
          maxRedirects: 0,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status()).sort();
    expect(statuses).toEqual([...Array(6).fill(302), ...Array(6).fill(429)]);
    const db = visitsDb();
    try {
      const notes = db
        .prepare("select count(*) n from lead_notes where lead_id = ? and author_name like 'Visitor%'")
        .get(lead.id) as { n: number };
      expect(notes.n).toBe(6);
      const booked = db
        .prepare("select count(*) n from site_visits where lead_id = ? and status = 'booked'")
        .get(lead.id) as { n: number };
      expect(booked.n).toBe(1);
    } finally {
      db.close();
    }
  });
});

describe("the admin's week of visits", () => {
  test("a week that is no calendar day shows this week, never a 500", async () => {
    const admin = adminClient();
    for (const week of ["2026-13-45", "2026-02-30", "0000-00-00"]) {
      const res = await admin.get(`/admin/site-visits?view=week&week=${week}`);
      expect(res.status(), week).toBe(200);
    }
  });
});
