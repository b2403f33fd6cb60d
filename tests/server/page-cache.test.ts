import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { describe, expect, test } from "vitest";
import { uniqueTag } from "../support/admin-leads";
import { adminClient, useRequest } from "../support/vitest-servers";
import { createPostViaApi, pageModule, updatePostViaApi } from "./helpers";

const client = useRequest();

// The static marketing pages are rendered once and reused, compressed once per stamp refresh.
// Their CSP lists the hashes of their inline scripts instead of a nonce, every response carries a
// fresh signed form stamp, and anything visitor-specific bypasses the cache.
describe("page cache", () => {
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  test("a cached page's CSP names the hash of every inline script, and the form stamp is fresh", async () => {
    const request = client();
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

  test("encodings follow Accept-Encoding (q=0 and * included); HEAD gets the headers only", async () => {
    const request = client();
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

  test("a page without a form stamp goes out at brotli's best quality once that is ready", async () => {
    const request = client();
    const path = "/locations/boca-raton";
    await request.get(path); // fill
    /** The page as sent to a brotli client, and the page at quality 11 (both asked for afresh:
     * other tests may change what the page shows meanwhile). */
    const compare = async () => {
      const html = await (await request.get(path, { headers: { "Accept-Encoding": "identity" } })).body();
      const response = await request.get(path, { headers: { "Accept-Encoding": "br" } });
      expect(response.headers()["x-page-cache"]).toBe("hit");
      expect(response.headers()["content-encoding"]).toBe("br");
      expect((await response.body()).equals(html)).toBe(true);
      const best = brotliCompressSync(html, {
        params: {
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_QUALITY]: 11,
          [zlib.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      });
      return Number(response.headers()["content-length"]) - best.length;
    };
    await expect.poll(compare).toBe(0);
  });

  test("city and service pages are cached; queries, toasts and 404s are not", async () => {
    const request = client();
    await request.get("/locations/miami");
    expect((await request.get("/locations/miami")).headers()["x-page-cache"]).toBe("hit");
    await request.get("/micromarkets");
    expect((await request.get("/micromarkets")).headers()["x-page-cache"]).toBe("hit");
    expect((await request.get("/?photo=2")).headers()["x-page-cache"]).toBeUndefined();
    expect(
      (await request.get("/", { headers: { Cookie: "toast=abc" } })).headers()["x-page-cache"],
    ).toBeUndefined();
    expect((await request.get("/blog?page=1")).headers()["x-page-cache"]).toBeUndefined();
    const missing = await request.get("/locations/atlantis");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["x-page-cache"]).toBeUndefined();
  });
});

describe("page cache: the blog, validators and shared caches", () => {
  test("the blog list, a post, the feed and the sitemap are cached; a post's changes drop exactly its URLs", async () => {
    const request = client();
    const admin = adminClient();
    const tag = uniqueTag();
    const post = await createPostViaApi(admin, { title: `Cache test ${tag}` });
    const url = `/blog/${post.slug}`;
    const cached = async (path: string) => (await request.get(path)).headers()["x-page-cache"];
    // Polled: other tests change posts in parallel, and each change drops /blog, the feed and the sitemap.
    for (const path of ["/blog", url, "/blog/rss.xml", "/sitemap.xml", "/micromarkets"]) {
      await expect.poll(async () => (await request.get(path), cached(path)), { message: path }).toBe("hit");
    }
    expect((await request.get(url)).headers()["cache-control"]).toBe(
      "public, max-age=0, s-maxage=2, stale-while-revalidate=2, stale-if-error=86400",
    );

    // Renaming: the old URL, the new one, the list, the feed and the sitemap go; the rest stays.
    const renamed = await updatePostViaApi(admin, post.id, {
      title: `Cache test renamed ${tag}`,
      content: "<p>New body of the cached post.</p>",
      published: true,
    });
    expect(renamed.slug).not.toBe(post.slug);
    expect(await cached("/micromarkets")).toBe("hit");
    expect(await (await request.get("/blog")).text()).toContain(`Cache test renamed ${tag}`);
    expect(await (await request.get("/blog/rss.xml")).text()).toContain(`Cache test renamed ${tag}`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/blog/${renamed.slug}<`);
    expect(sitemap).not.toContain(`/blog/${post.slug}<`);
    const moved = await request.get(url, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    const fresh = await request.get(`/blog/${renamed.slug}`);
    expect(await fresh.text()).toContain("New body of the cached post.");

    // Unpublishing takes it off the public site at once; deleting too.
    await request.get(`/blog/${renamed.slug}`);
    expect(await cached(`/blog/${renamed.slug}`)).toBe("hit");
    await updatePostViaApi(admin, post.id, {
      title: `Cache test renamed ${tag}`,
      content: "<p>New body of the cached post.</p>",
      published: false,
    });
    expect((await request.get(`/blog/${renamed.slug}`)).status()).toBe(404);
    expect(await (await request.get("/blog")).text()).not.toContain(`Cache test renamed ${tag}`);
    const deleted = await admin.delete(`/api/admin/blog-posts/${post.id}`);
    expect(deleted.ok()).toBe(true);
    expect((await request.get(`/blog/${renamed.slug}`)).status()).toBe(404);
  });

  test("a conditional request gets a 304; per-visitor pages are private, no-store", async () => {
    const request = client();
    await request.get("/locations/miami"); // fill
    const first = await request.get("/locations/miami");
    const etag = first.headers()["etag"]!;
    expect(etag).toMatch(/^W\/"/);
    const again = await request.get("/locations/miami", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()["x-page-cache"]).toBe("hit");
    expect((await again.body()).length).toBe(0);
    const other = await request.get("/locations/miami", { headers: { "If-None-Match": 'W/"other"' } });
    expect(other.status()).toBe(200);

    for (const path of ["/?photo=2", "/contact", "/prize"]) {
      expect((await request.get(path)).headers()["cache-control"], path).toBe("private, no-store");
    }
    const toast = await request.get("/", { headers: { Cookie: "toast=abc" } });
    expect(toast.headers()["cache-control"]).toBe("private, no-store");
    // Hashed assets stay immutable.
    const asset = await pageModule(request, "/");
    expect((await request.get(asset)).headers()["cache-control"]).toContain("immutable");
  });
});

// Issue 28 item 14: React Router matches a path in any letter case and with a trailing slash; each
// spelling used to be a page-cache entry of its own (a render each), and the 500th dropped them all.
describe("page cache: one spelling per page", () => {
  test("another spelling of a public page is a 301 to its canonical path, query kept; other paths are left alone", async () => {
    const request = client();
    const moved = async (path: string, method: "get" | "head" = "get") => {
      const response = await request[method](path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()["x-page-cache"], path).toBeUndefined();
      return response.headers()["location"];
    };
    expect(await moved("/Classic-Vending/")).toBe("/classic-vending");
    expect(await moved("/Classic-Vending/", "head")).toBe("/classic-vending");
    expect(await moved("/classic-vending//?utm_source=mail&photo=2")).toBe(
      "/classic-vending?utm_source=mail&photo=2",
    );
    expect(await moved("/classic%2Dvending")).toBe("/classic-vending");
    expect(await moved("/LOCATIONS/Miami/")).toBe("/locations/miami");
    expect(await moved("/ES/Maquinas-Expendedoras/")).toBe("/es/maquinas-expendedoras");
    expect(await moved("/es/Ubicaciones/Miami")).toBe("/es/ubicaciones/miami");
    expect(await moved("/Blog/")).toBe("/blog");
    expect(await moved("/Sitemap.xml")).toBe("/sitemap.xml");
    expect(await moved("/Contact/")).toBe("/contact");
    expect(await moved("/es/Premio/")).toBe("/es/premio");
    expect(await moved(`${process.env.E2E_BASE_URL}//`)).toBe("/");

    // Left to their own handling: the admin, the API, data requests, unknown paths, assets, a
    // visualization's (case-sensitive) id, and form posts.
    expect((await request.get("/ADMIN/", { maxRedirects: 0 })).status()).toBe(302);
    const api = await request.get("/api/User", { maxRedirects: 0 });
    expect(api.status()).toBe(401);
    expect(api.headers()["content-type"]).toContain("application/json");
    expect((await request.get("/Classic-Vending.data", { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get("/Nowhere/", { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get("/Locations/Atlantis-Nowhere/x", { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get("/space-visualization/AbCdEf", { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get("/Favicon.ICO", { maxRedirects: 0 })).status()).toBe(404);
    // Never a redirect off the site.
    for (const trick of ["//evil.example/", "//Evil.example", "/%2F%2Fevil.example", "/%5Cevil.example"])
      expect(
        (await request.get(`${process.env.E2E_BASE_URL}${trick}`, { maxRedirects: 0 })).status(),
        trick,
      ).toBe(404);
    expect((await request.post("/Contact/", { form: {}, maxRedirects: 0 })).status()).not.toBe(301);
  });

  test("600 spellings of cached pages do not evict a hot page", async () => {
    const request = client();
    const hot = "/micromarkets";
    await request.get(hot); // fill
    expect((await request.get(hot)).headers()["x-page-cache"]).toBe("hit");
    const pages = ["/classic-vending", "/smart-machines", "/locations/miami", "/es/micromercados", hot];
    const spelling = (i: number) => {
      const page = pages[i % pages.length]!;
      // The i-th combination of upper-case letters (never all lower case), then a trailing slash.
      let n = (i >> 1) + 1;
      const letters = [...page].map((char) => {
        if (!/[a-z]/.test(char)) return char;
        const upper = n & 1;
        n >>= 1;
        return upper ? char.toUpperCase() : char;
      });
      return `${letters.join("")}${i % 2 ? "/" : ""}`;
    };
    const paths = Array.from({ length: 600 }, (_, i) => spelling(i));
    expect(new Set(paths).size).toBe(600);
    for (let i = 0; i < paths.length; i += 25) {
      const answers = await Promise.all(
        paths.slice(i, i + 25).map((p) => request.get(p, { maxRedirects: 0 })),
      );
      for (const [j, answer] of answers.entries()) expect(answer.status(), paths[i + j]).toBe(301);
    }
    expect((await request.get(hot)).headers()["x-page-cache"]).toBe("hit");
  });
});
