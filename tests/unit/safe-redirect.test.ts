import { describe, expect, it } from "vitest";
import { safeRedirectTo } from "~/server/auth.server";
import { safeLocalPath } from "~/lib/safe-redirect";
import { REDIRECT_TRICKS, staysOn } from "../support/redirect-corpus";

const SITE = "https://goldcoastvending.example";

describe("safeLocalPath", () => {
  it("keeps local paths with their query and fragment", () => {
    expect(safeRedirectTo("/admin/blog?edit=3#top")).toBe("/admin/blog?edit=3#top");
    expect(safeRedirectTo("/admin?view=12")).toBe("/admin?view=12");
    expect(safeLocalPath("/", "/admin")).toBe("/");
    expect(safeLocalPath("/contact#contact", "/")).toBe("/contact#contact");
    // Percent-encoded, so the Location header is always valid.
    expect(safeLocalPath("/é 😀#contact", "/")).toBe("/%C3%A9%20%F0%9F%98%80#contact");
  });

  it.each(REDIRECT_TRICKS.map((value) => [value]))("%j stays on the site", (value) => {
    const out = safeLocalPath(value, "/fallback");
    expect(staysOn(SITE, out), out).toBe(true);
    expect(out).toMatch(/^\/(?:$|[^/\\])/);
    expect(out).not.toMatch(/[\u0000-\u0020\u007f-\uffff\\]/);
    // What is sent is what was checked: resolving it again changes nothing.
    const again = new URL(out, SITE);
    expect(again.pathname + again.search + again.hash).toBe(out);
  });

  it("refuses the tricks that normalize into another host", () => {
    for (const value of [
      "/.//evil.com/x",
      "/..//x",
      "/%2e//x",
      "/%2e%2e//x",
      "/admin/../..//evil.com",
      "///evil.com",
      "/./\\evil.com",
    ]) {
      expect(safeLocalPath(value, "/fallback"), value).toBe("/fallback");
    }
    for (const value of [null, undefined, 42, "admin", "https://evil.com", "/" + "a".repeat(5000)]) {
      expect(safeRedirectTo(value as string), String(value)).toBe("/admin");
    }
  });
});
