import { describe, expect, test } from "vitest";
import { TEST_ADMIN } from "../support/app-server";
import { seedLeads, uniqueTag } from "../support/admin-leads";
import { httpClient } from "../support/http-client";
import { useRequest } from "../support/vitest-servers";

const client = useRequest();

// product §7 calls of the admin, on the shared server (wrong passwords use unknown usernames).
describe("auth and admin JSON API", () => {
  test("without a session: 401 JSON from GET /api/user and GET /api/contact-requests", async () => {
    const ctx = httpClient(process.env.E2E_BASE_URL!);
    for (const path of ["/api/user", "/api/contact-requests"]) {
      const res = await ctx.get(path);
      expect(res.status(), path).toBe(401);
      expect(res.headers()["content-type"]).toContain("application/json");
      expect(await res.json()).toEqual({ message: "Unauthorized" });
    }
  });

  test("POST /api/login refuses bad input with honest codes", async () => {
    const request = client();
    const wrong = await request.post("/api/login", {
      data: { username: uniqueTag("ghost"), password: "nope" },
    });
    expect(wrong.status()).toBe(401);
    expect(await wrong.json()).toEqual({ message: "Invalid username or password." });
    expect(wrong.headers()["set-cookie"] ?? "").not.toContain("__session=");
    const empty = await request.post("/api/login", { data: { username: "", password: "" } });
    expect(empty.status()).toBe(400);
    expect(Object.keys((await empty.json()).fieldErrors).sort()).toEqual(["password", "username"]);
    expect((await request.post("/api/login", { form: { username: "a", password: "b" } })).status()).toBe(415);
    expect((await request.get("/api/login")).status()).toBe(405);
  });

  test("the HTML form actions answer 415 (not 500) to a body that is no form: /auth, /prize, /admin, /admin/blog", async () => {
    const request = client();
    expect((await request.post("/api/login", { data: TEST_ADMIN })).status()).toBe(200);
    for (const path of ["/auth", "/prize", "/admin", "/admin/blog"]) {
      expect(
        (await request.post(path, { data: { username: "admin" }, maxRedirects: 0 })).status(),
        path,
      ).toBe(415);
      expect((await request.post(path, { maxRedirects: 0 })).status(), path).toBe(415);
    }
  });

  test("login sets a signed HttpOnly SameSite=Lax cookie, /api/user and /api/contact-requests answer, logout ends it", async () => {
    const tag = uniqueTag();
    const ids = seedLeads(process.env.E2E_DATA_DIR!, [
      {
        fullName: `Api Older ${tag}`,
        email: `older.${tag}@example.com`,
        serviceInterest: "micromarkets",
        createdAt: new Date(Date.now() - 3600_000).toISOString(),
      },
      {
        fullName: `Api Newer ${tag}`,
        email: `newer.${tag}@example.com`,
        phone: "5615550100",
        message: "Hello",
        sourcePage: "/",
        utm: { utm_source: "x" },
      },
      { fullName: `Api Spam ${tag}`, isSpam: true },
    ]);
    const ctx = httpClient(process.env.E2E_BASE_URL!);
    const login = await ctx.post("/api/login", { data: TEST_ADMIN });
    expect(login.status()).toBe(200);
    const me = await login.json();
    expect(me).toEqual({ id: expect.any(Number), username: TEST_ADMIN.username });
    const setCookie = login.headers()["set-cookie"]!;
    expect(setCookie).toMatch(/^__session=[^;]+\.[^;]+;/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toContain("Secure"); // plain http; tests/e2e/cookie-secure.spec.ts covers https

    expect(await (await ctx.get("/api/user")).json()).toEqual(me);

    const list = await ctx.get(`/api/contact-requests?q=${tag}`);
    expect(list.status()).toBe(200);
    expect(list.headers()["x-total-count"]).toBe("2");
    const body = await list.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((r: { fullName: string }) => r.fullName)).toEqual([
      `Api Newer ${tag}`,
      `Api Older ${tag}`,
    ]);
    expect(body[0]).toMatchObject({
      id: ids[1],
      fullName: `Api Newer ${tag}`,
      email: `newer.${tag}@example.com`,
      phone: "5615550100",
      serviceInterest: null,
      businessAddress: null,
      employeeCount: null,
      message: "Hello",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      sourcePage: "/",
      utm: { utm_source: "x" },
    });
    const paged = await ctx.get(`/api/contact-requests?q=${tag}&limit=1`);
    expect((await paged.json()).length).toBe(1);
    expect(paged.headers()["link"]).toContain(`offset=1`);
    const spam = await (await ctx.get(`/api/contact-requests?q=${tag}&spam=1`)).json();
    expect(spam.map((r: { fullName: string }) => r.fullName)).toEqual([`Api Spam ${tag}`]);

    const logout = await ctx.post("/api/logout");
    expect(logout.status()).toBe(200);
    expect(logout.headers()["set-cookie"]).toMatch(/__session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    // The row is gone: replaying the old cookie is no session either.
    const replay = await ctx.get("/api/user", { headers: { Cookie: setCookie.split(";")[0]! } });
    expect(replay.status()).toBe(401);
  });
});
