import { describe, expect, it } from "vitest";
import { jsonLdText } from "~/lib/json-ld.server";

describe("JSON-LD script text", () => {
  it("is the blocks as one JSON array that cannot end its script element", () => {
    const blocks = [
      { "@type": "BlogPosting", headline: "</script><script>alert(1)</script> & <!-- \u2028\u2029" },
      { "@type": "BreadcrumbList", name: "Café" },
    ];
    const text = jsonLdText(blocks);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(blocks);
    expect(jsonLdText([])).toBe("[]");
  });
});
