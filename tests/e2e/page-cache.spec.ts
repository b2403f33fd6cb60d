import { expect, test } from "@playwright/test";

// The static marketing pages are rendered once and reused; every response still gets its own CSP
// nonce and a fresh signed form stamp, and anything visitor-specific bypasses the cache.
test.describe("page cache", () => {
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

  test("a cached page carries this response's nonce in every script and a fresh form stamp", async ({ request }) => {
    await request.get("/"); // fill
    const stamps: number[] = [];
    for (let i = 0; i < 2; i++) {
      const before = Date.now();
      const response = await request.get("/");
      expect(response.status()).toBe(200);
      expect(response.headers()["x-page-cache"]).toBe("hit");
      const nonce = nonceOf(response.headers()["content-security-policy"]!);
      const html = await response.text();
      const nonces = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));
      expect([...nonces]).toEqual([nonce]);
      const stamp = Number(/name="formStartedAt" value="(\d+)\./.exec(html)?.[1]);
      expect(stamp).toBeGreaterThanOrEqual(before - 1000);
      stamps.push(stamp);
    }
    expect(stamps[1]).toBeGreaterThanOrEqual(stamps[0]!);
  });

  test("city and service pages are cached; queries, toasts, the blog and 404s are not", async ({ request }) => {
    await request.get("/locations/miami");
    expect((await request.get("/locations/miami")).headers()["x-page-cache"]).toBe("hit");
    await request.get("/micromarkets");
    expect((await request.get("/micromarkets")).headers()["x-page-cache"]).toBe("hit");
    expect((await request.get("/?photo=2")).headers()["x-page-cache"]).toBeUndefined();
    expect((await request.get("/", { headers: { Cookie: "toast=abc" } })).headers()["x-page-cache"]).toBeUndefined();
    expect((await request.get("/blog")).headers()["x-page-cache"]).toBeUndefined();
    const missing = await request.get("/locations/atlantis");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["x-page-cache"]).toBeUndefined();
  });
});
