import { describe, expect, it } from "vitest";
import { LruCache } from "~/lib/lru-cache";
import { canonicalPagePath } from "~/server/page-cache.server";

describe("LruCache", () => {
  it("drops the least recently used entry past its entry bound, never everything", () => {
    const cache = new LruCache<string, number>({ maxEntries: 3, maxBytes: 1000 });
    cache.set("/a", 1, 10);
    cache.set("/b", 2, 10);
    cache.set("/c", 3, 10);
    expect(cache.get("/a")).toBe(1); // /a is now the most recently used: /b is the oldest
    cache.set("/d", 4, 10);
    expect(cache.size).toBe(3);
    expect(cache.peek("/b")).toBeUndefined();
    expect([cache.peek("/a"), cache.peek("/c"), cache.peek("/d")]).toEqual([1, 3, 4]);
    // peek does not count as a use: /c stays the oldest and goes next.
    cache.peek("/c");
    cache.set("/e", 5, 10);
    expect(cache.peek("/c")).toBeUndefined();
    expect(cache.peek("/a")).toBe(1);
  });

  it("keeps a hot entry through a flood of one-off entries", () => {
    const cache = new LruCache<string, string>({ maxEntries: 500, maxBytes: 100_000_000 });
    cache.set("/hot", "page", 60_000);
    for (let i = 0; i < 600; i++) {
      cache.set(`/spelling-${i}`, "page", 60_000);
      expect(cache.get("/hot"), String(i)).toBe("page");
    }
    expect(cache.size).toBe(500);
    // Without the hot page's uses it would have gone first.
    expect(cache.peek("/spelling-0")).toBeUndefined();
  });

  it("holds its byte bound, dropping the oldest entries, and refuses a value heavier than all of it", () => {
    const cache = new LruCache<string, number>({ maxEntries: 100, maxBytes: 100 });
    cache.set("/a", 1, 40);
    cache.set("/b", 2, 40);
    expect(cache.bytes).toBe(80);
    cache.set("/c", 3, 40);
    expect(cache.peek("/a")).toBeUndefined();
    expect(cache.bytes).toBe(80);
    // Replacing an entry counts its new weight only.
    cache.set("/b", 22, 10);
    expect(cache.bytes).toBe(50);
    expect(cache.set("/huge", 4, 101)).toBe(false);
    expect(cache.peek("/huge")).toBeUndefined();
    expect(cache.size).toBe(2);
    expect(cache.delete("/b")).toBe(true);
    expect(cache.bytes).toBe(40);
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});

describe("canonicalPagePath (the page cache's key and redirect target)", () => {
  it.each([
    ["/", "/"],
    ["/classic-vending", "/classic-vending"],
    ["/Classic-Vending/", "/classic-vending"],
    ["//classic-vending//", "/classic-vending"],
    ["/CLASSIC-VENDING", "/classic-vending"],
    ["/classic%2Dvending", "/classic-vending"],
    ["/ES/Maquinas-Expendedoras/", "/es/maquinas-expendedoras"],
    ["/es/ubicaciones/Miami", "/es/ubicaciones/miami"],
    ["/Blog/RSS.xml", "/blog/rss.xml"],
    ["//", "/"],
  ])("%s -> %s", (path, canonical) => {
    expect(canonicalPagePath(path)).toBe(canonical);
  });

  it.each([
    "/classic-vending.data",
    "/Classic-Vending.data",
    "/_root.data",
    "/es/m%C3%A1quinas", // an accented (or otherwise non-ASCII) spelling is the route's business
    "/blog/caf\u00e9",
    "/bad%zzescape",
    "/a b",
    "/blog/%2F%2Fevil.example",
  ])("%s has no canonical spelling", (path) => {
    expect(canonicalPagePath(path)).toBeNull();
  });
});
