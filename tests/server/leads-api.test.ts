import { describe, expect, test } from "vitest";
import { leadsDb, uniqueLead } from "../support/leads-db";
import { useOwnServer, useRequest } from "../support/vitest-servers";

const client = useRequest();

// POST /api/contact (product §7) and the /contact form action, spoken to directly.

describe("POST /api/contact", () => {
  test("201 with the new id; the lead is stored", async () => {
    const request = client();
    const lead = uniqueLead("Api Lead");
    const res = await request.post("/api/contact", {
      data: { ...lead, phone: "", serviceInterest: "all-services", message: "" },
    });
    expect(res.status()).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      reference: `GCV-${String(body.id).padStart(6, "0")}`,
      thankYou: expect.stringMatching(/^\/thank-you\?ref=\d+\.[\w-]+$/),
    });
    // The one-time conversion cookie of the thank-you page (docs/decisions/082).
    expect(res.headers()["set-cookie"]).toMatch(/^lead_conversion=\d+\.[\w-]+;.*HttpOnly/);
    expect(leadsDb().byId(body.id)).toMatchObject({
      email: lead.email,
      phone: null,
      service_interest: "all-services",
      message: null,
      is_spam: 0,
    });
  });

  test("400 with field errors for invalid input, in the API's error shape", async () => {
    const request = client();
    const res = await request.post("/api/contact", {
      data: { fullName: "", email: "nope", serviceInterest: "bogus", message: 12 },
    });
    expect(res.status()).toBe(400);
    const body = await res.json();
    expect(body.message).toBeTruthy();
    expect(body.fieldErrors).toMatchObject({
      fullName: ["Please enter your full name"],
      email: ["Please enter a valid email address"],
      serviceInterest: ["Please choose one of the listed services"],
    });
  });

  test("415 for a body that is not JSON, 400 for broken JSON, 413 for an oversized body; never 500", async () => {
    const request = client();
    const text = await request.post("/api/contact", {
      headers: { "Content-Type": "text/plain" },
      data: "fullName=x",
    });
    expect(text.status()).toBe(415);
    const form = await request.post("/api/contact", { form: { fullName: "x", email: "x@example.com" } });
    expect(form.status()).toBe(415);
    const broken = await request.post("/api/contact", {
      headers: { "Content-Type": "application/json" },
      data: '{"fullName": ',
    });
    expect(broken.status()).toBe(400);
    for (const data of ["[1,2]", "null", '"text"', "42"]) {
      const odd = await request.post("/api/contact", {
        headers: { "Content-Type": "application/json" },
        data,
      });
      expect(odd.status(), data).toBe(400);
    }
    const huge = await request.post("/api/contact", {
      data: { fullName: "Big", email: "big@example.com", message: "x".repeat(100_000) },
    });
    expect(huge.status()).toBe(413);
    expect((await huge.json()).message).toBeTruthy();
  });

  test("GET gives a fresh signed render stamp, never cached", async () => {
    const request = client();
    const res = await request.get("/api/contact");
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("no-store");
    expect((await res.json()).formStartedAt).toMatch(/^\d{13}\.[\w-]{43}$/);
  });
});

describe("the /contact action", () => {
  test("sends a visitor without JavaScript to the lead's thank-you page, with the one-time conversion cookie", async () => {
    const request = client();
    const { formStartedAt } = await (await request.get("/api/contact")).json();
    const lead = uniqueLead("Source Page");
    const res = await request.post("/contact", {
      form: { ...lead, sourcePage: "/locations/miami", formStartedAt, utm_source: "flyer", website: "" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    // The lead's thank-you page (docs/decisions/082), not back to the page the form was on.
    const [id] = /^\/thank-you\?ref=(\d+)\.[\w-]+$/.exec(res.headers()["location"]!)!.slice(1);
    expect(res.headers()["set-cookie"]).toMatch(/^lead_conversion=/);
    expect(leadsDb().byEmail(lead.email)[0]).toMatchObject({
      id: Number(id),
      source_page: "/locations/miami",
      utm: JSON.stringify({ utm_source: "flyer" }),
      is_spam: 0,
    });

    const evil = uniqueLead("Open Redirect");
    const res2 = await request.post("/contact", {
      form: { ...evil, sourcePage: "//evil.example.com/x", formStartedAt },
      maxRedirects: 0,
    });
    expect(res2.headers()["location"]).toMatch(/^\/thank-you\?ref=\d+\.[\w-]+$/);
  });

  test("refuses an oversized form post with 413 and a clear message, never a 500", async () => {
    const request = client();
    const lead = uniqueLead("Huge Form");
    const res = await request.post("/contact", {
      form: { ...lead, message: "x".repeat(200_000) },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(413);
    expect(await res.text()).toContain("Your request is too long to send.");
    expect(leadsDb().byEmail(lead.email)).toHaveLength(0);
    const odd = await request.post("/contact", {
      headers: { "Content-Type": "application/json" },
      data: "{}",
      maxRedirects: 0,
    });
    expect(odd.status()).toBe(400);
  });

  test("a form post without a genuine stamp stores nothing and asks to confirm; confirming stores a normal lead once", async () => {
    const request = client();
    const lead = uniqueLead("Forged Stamp");
    const fields = {
      ...lead,
      phone: "(305) 555-0100",
      serviceInterest: "micromarkets",
      message: "Lobby & breakroom",
      sourcePage: "/locations/miami",
      utm_source: "flyer",
      visualization: "vizPublicIdThatIsLongEnough_1",
    };
    for (const formStartedAt of ["1700000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", undefined]) {
      const res = await request.post("/contact", {
        form: { ...fields, ...(formStartedAt ? { formStartedAt } : {}), website: "" },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<h1[^>]*>Confirm your request<\/h1>/);
      expect(leadsDb().byEmail(lead.email)).toHaveLength(0);
      // Every typed value and the attribution ride along, with a fresh confirm stamp.
      const hidden = Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
          m[1],
          m[2]!.replace(/&amp;/g, "&"),
        ]),
      );
      expect(hidden).toMatchObject({
        ...fields,
        confirmStartedAt: expect.stringMatching(/^\d{13}\.[\w-]{43}$/),
      });
      if (formStartedAt) continue;
      const confirmed = await request.post("/contact", { form: hidden, maxRedirects: 0 });
      expect(confirmed.status()).toBe(302);
      expect(confirmed.headers()["location"]).toMatch(/^\/thank-you\?ref=\d+\.[\w-]+$/);
      expect(confirmed.headers()["set-cookie"]).toMatch(/^lead_conversion=/);
      // The same confirm post again (a double click, a refresh) does not make a second lead.
      expect((await request.post("/contact", { form: hidden, maxRedirects: 0 })).status()).toBe(302);
    }
    const rows = leadsDb().byEmail(lead.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      is_spam: 0,
      spam_reason: null,
      source_page: "/locations/miami",
      message: "Lobby & breakroom",
      utm: JSON.stringify({ utm_source: "flyer" }),
    });
  });

  test("a confirm page's stamp cannot be replaced by a form stamp, nor forged", async () => {
    const request = client();
    const { formStartedAt } = await (await request.get("/api/contact")).json();
    const lead = uniqueLead("Wrong Confirm");
    for (const confirmStartedAt of [formStartedAt, "garbage"]) {
      const res = await request.post("/contact", { form: { ...lead, confirmStartedAt }, maxRedirects: 0 });
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain("Confirm your request");
    }
    expect(leadsDb().byEmail(lead.email)).toHaveLength(0);
  });
});

describe("Idempotency-Key on POST /api/contact", () => {
  test("a retry with the same key answers the same 201 without a second lead; other values 422; a bad key 400", async () => {
    const request = client();
    const lead = uniqueLead("Idempotent");
    const key = `e2e-${lead.email}`;
    const first = await request.post("/api/contact", { data: lead, headers: { "Idempotency-Key": key } });
    expect(first.status()).toBe(201);
    const body = await first.json();
    const again = await request.post("/api/contact", { data: lead, headers: { "Idempotency-Key": key } });
    expect(again.status()).toBe(201);
    expect(await again.json()).toEqual(body);
    expect(leadsDb().byEmail(lead.email)).toHaveLength(1);

    const other = await request.post("/api/contact", {
      data: { ...lead, message: "Something else" },
      headers: { "Idempotency-Key": key },
    });
    expect(other.status()).toBe(422);
    expect((await other.json()).message).toMatch(/Idempotency-Key/);
    expect(leadsDb().byEmail(lead.email)).toHaveLength(1);

    const long = await request.post("/api/contact", {
      data: uniqueLead("Long Key"),
      headers: { "Idempotency-Key": "k".repeat(201) },
    });
    expect(long.status()).toBe(400);
    expect((await long.json()).message).toMatch(/Idempotency-Key/);
  });
});

describe("Idempotency-Key per client, behind a proxy (decision 072)", () => {
  // Its own server with TRUST_PROXY=1, so each request says which address it is from.
  const server = useOwnServer({ TRUST_PROXY: "1" });

  test("another client's use of a key gets its own lead, not 422; the first client's retry is still deduplicated", async () => {
    const request = client();
    const key = "order-1"; // a key anyone could guess
    const a = { "Idempotency-Key": key, "X-Forwarded-For": "198.51.100.10" };
    const b = { "Idempotency-Key": key, "X-Forwarded-For": "203.0.113.20" };
    const leadA = uniqueLead("Client A");
    const leadB = uniqueLead("Client B");
    const post = (data: object, headers: Record<string, string>) =>
      request.post(`${server().url}/api/contact`, { data, headers });

    const first = await post(leadA, a);
    expect(first.status()).toBe(201);
    const idA = (await first.json()).id;
    // Client B, the same key, its own request: its own lead.
    const fromB = await post(leadB, b);
    expect(fromB.status()).toBe(201);
    const idB = (await fromB.json()).id;
    expect(idB).not.toBe(idA);
    expect(leadsDb(server().dataDir).byEmail(leadB.email)).toHaveLength(1);
    // A's retry with the key answers A's lead, no second row; B's retry answers B's.
    const retryA = await post(leadA, a);
    expect(retryA.status()).toBe(201);
    expect((await retryA.json()).id).toBe(idA);
    expect((await (await post(leadB, b)).json()).id).toBe(idB);
    expect(leadsDb(server().dataDir).byEmail(leadA.email)).toHaveLength(1);
    expect(leadsDb(server().dataDir).byEmail(leadB.email)).toHaveLength(1);
    // Within one client, other values with the key are still refused.
    const changed = await post({ ...leadA, message: "Something else" }, a);
    expect(changed.status()).toBe(422);
  });
});
