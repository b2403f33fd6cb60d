import { describe, expect, it } from "vitest";
import { countWords, formatReadingTime, readingTimeMinutes, textOfHtml } from "~/lib/reading-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");

describe("reading time (product §9: 200 words per minute, rounded up)", () => {
  it.each([
    [1, 1],
    [199, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1000, 5],
  ])("%i words → %i min", (n, minutes) => {
    expect(readingTimeMinutes(`<p>${words(n)}</p>`)).toBe(minutes);
  });

  it("shows at least one minute for an empty post", () => {
    expect(readingTimeMinutes("")).toBe(1);
  });

  it("counts words in text, not in tags or attributes", () => {
    const html = `<h2 class="x">Two words</h2><p>and <a href="https://example.com/a/very/long/url">three more</a></p><script>ignored code here</script>`;
    expect(textOfHtml(html)).toBe("Two words and three more");
    expect(countWords(textOfHtml(html))).toBe(5);
  });

  it("does not join words separated only by tags", () => {
    expect(countWords(textOfHtml("<p>one</p><p>two</p><li>three</li>"))).toBe(3);
  });

  it("formats minutes", () => {
    expect(formatReadingTime(3)).toBe("3 min read");
  });
});

describe("textOfHtml", () => {
  it("decodes entities", () => {
    expect(textOfHtml("<p>Fish &amp; chips &lt;3 &quot;yum&quot; it&#39;s &#x263A;</p>")).toBe(
      `Fish & chips <3 "yum" it's ☺`,
    );
  });
});
