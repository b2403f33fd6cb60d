import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";

// The static marketing pages are rendered once and reused, compressed once per stamp refresh.
// Their CSP lists the hashes of their inline scripts instead of a nonce, every response carries a
// fresh signed form stamp, and anything visitor-specific bypasses the cache.
test.describe("page cache", () => {
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  test("a cached page's CSP names the hash of every inline script, and the form stamp is fresh", async ({
    request,
  }) => {
    await request.get("/"); // fill
    /** Fetches the cached home page, checks its CSP and encoding, and returns its form stamp. */
    const cachedHome = async (acceptEncoding: string, expectedEncoding: string) => {
      const before = Date.now();
      const response = await request.get("/", { headers: { "Accept-Encoding": acceptEncoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()["x-page-cache"]).toBe("hit");
      expect(response.headers()["content-encoding"]).toBe(expectedEncoding);
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
      return stamp;
    };
    const first = await cachedHome("gzip", "gzip");
    // The stamp is renewed every STAMP_REFRESH_MS (250 ms) of the server's time: ask again until a
    // response carries a newer one.
    await expect.poll(() => cachedHome("br, gzip", "br")).toBeGreaterThan(first);
  });

  test("encodings follow Accept-Encoding (q=0 and * included); HEAD gets the headers only", async ({
    request,
  }) => {
    await request.get("/micromarkets"); // fill
    const cases: Array<[string, string | undefined]> = [
      ["gzip, deflate, br, zstd", "br"],
      ["br;q=0, gzip", "gzip"],
      ["br;q=0, *", "gzip"],
      ["*", "br"],
      ["identity", undefined],
    ];
    let identityLength = 0;
    for (const [accept, expected] of cases) {
      const response = await request.get("/micromarkets", { headers: { "Accept-Encoding": accept } });
      expect(response.headers()["x-page-cache"], accept).toBe("hit");
      expect(response.headers()["content-encoding"], accept).toBe(expected);
      expect(response.headers()["vary"], accept).toMatch(/Accept-Encoding/i);
      expect((await response.text()).includes("A Micromarket in Your Breakroom"), accept).toBe(true);
      if (!expected) identityLength = Number(response.headers()["content-length"]);
    }
    expect(identityLength).toBeGreaterThan(20_000);
    const head = await request.head("/micromarkets", { headers: { "Accept-Encoding": "identity" } });
    expect(head.status()).toBe(200);
    expect(head.headers()["x-page-cache"]).toBe("hit");
    expect(Number(head.headers()["content-length"])).toBe(identityLength);
    expect((await head.body()).length).toBe(0);
  });

  test("city and service pages are cached; queries, toasts, the blog and 404s are not", async ({
    request,
  }) => {
    await request.get("/locations/miami");
    expect((await request.get("/locations/miami")).headers()["x-page-cache"]).toBe("hit");
    await request.get("/micromarkets");
    expect((await request.get("/micromarkets")).headers()["x-page-cache"]).toBe("hit");
    expect((await request.get("/?photo=2")).headers()["x-page-cache"]).toBeUndefined();
    expect(
      (await request.get("/", { headers: { Cookie: "toast=abc" } })).headers()["x-page-cache"],
    ).toBeUndefined();
    expect((await request.get("/blog")).headers()["x-page-cache"]).toBeUndefined();
    const missing = await request.get("/locations/atlantis");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["x-page-cache"]).toBeUndefined();
  });
});
