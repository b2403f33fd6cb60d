import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";

// The static marketing pages are rendered once and reused, compressed once per stamp refresh.
// Their CSP lists the hashes of their inline scripts instead of a nonce, every response carries a
// fresh signed form stamp, and anything visitor-specific bypasses the cache.
test.describe("page cache", () => {
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  test("a cached page's CSP names the hash of every inline script, and the form stamp is fresh", async ({ request }) => {
    await request.get("/"); // fill
    const stamps: number[] = [];
    for (let i = 0; i < 2; i++) {
      const before = Date.now();
      const response = await request.get("/", { headers: { "Accept-Encoding": i === 0 ? "gzip" : "br, gzip" } });
      expect(response.status()).toBe(200);
      expect(response.headers()["x-page-cache"]).toBe("hit");
      expect(response.headers()["content-encoding"]).toBe(i === 0 ? "gzip" : "br");
      const csp = response.headers()["content-security-policy"]!;
      expect(csp).not.toContain("'nonce-");
      const html = await response.text();
      expect(html).not.toContain("nonce=");
      const inline = [...html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes = ""]) => !/\ssrc=|application\/(ld\+)?json/.test(attributes),
      );
      expect(inline.length).toBeGreaterThan(3);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
      for (const [, , content = ""] of inline) expect(scriptSrc).toContain(sha256(content));
      const stamp = Number(/name="formStartedAt" value="(\d+)\./.exec(html)?.[1]);
      expect(stamp).toBeGreaterThanOrEqual(before - 1000);
      stamps.push(stamp);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(stamps[1]).toBeGreaterThan(stamps[0]!);
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
