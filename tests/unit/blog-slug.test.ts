import { describe, expect, it } from "vitest";
import { firstFreeSlug, isSlugShaped, MAX_SLUG_LENGTH, slugify } from "~/lib/slug";

describe("slugify (product §2: lowercased, non-alphanumerics removed, spaces to hyphens)", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["Micromarket vs. Vending: Which Fits?", "micromarket-vs-vending-which-fits"],
    ["  Lots   of   spaces  ", "lots-of-spaces"],
    ["24/7 Gyms & Hotels!", "247-gyms-hotels"],
    ["Café Crème in Miami", "cafe-creme-in-miami"],
    ["Already-hyphenated -- title", "already-hyphenated-title"],
    ["UPPER lower 123", "upper-lower-123"],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("gives 'post' to a title with no letters or digits", () => {
    expect(slugify("!!! ???")).toBe("post");
    expect(slugify("<script>")).toBe("script");
    expect(slugify("")).toBe("post");
  });

  it("cuts long titles on a word boundary, never ending in a hyphen", () => {
    const slug = slugify("word ".repeat(60));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith("-")).toBe(false);
    expect(slug.startsWith("word-word")).toBe(true);
  });

  it("always produces slug-shaped output", () => {
    for (const title of ["a", "Ünïcödé Tïtle", "x".repeat(300), "-a-", "émoji 🚀 title"]) {
      expect(isSlugShaped(slugify(title))).toBe(true);
    }
  });
});

describe("firstFreeSlug", () => {
  it("returns the base when free, else the first free numbered variant", async () => {
    expect(await firstFreeSlug("hello", () => false)).toBe("hello");
    const taken = new Set(["hello", "hello-2", "hello-3"]);
    expect(await firstFreeSlug("hello", (s) => taken.has(s))).toBe("hello-4");
  });

  it("keeps numbered variants within the maximum length", async () => {
    const base = "a".repeat(MAX_SLUG_LENGTH);
    const slug = await firstFreeSlug(base, (s) => s === base);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith("-2")).toBe(true);
  });
});

describe("isSlugShaped", () => {
  it("refuses paths, dots, upper case and empty strings", () => {
    for (const value of ["", "a/b", "../etc", "Hello", "a--b", "-a", "rss.xml"])
      expect(isSlugShaped(value)).toBe(false);
    expect(isSlugShaped("hello-world-2")).toBe(true);
  });
});
