import { describe, expect, test } from "vitest";
import { PARTIAL_STYLES_MARK } from "~/lib/site-styles";
import { withPageStyles } from "~/server/page-styles.server";

const css =
  "@layer base{h1{margin:0}}@layer utilities{.used{color:red}.unused{color:blue}@media (min-width:40rem){.sm\\:px-6{padding:1rem}.sm\\:px-8{padding:2rem}}.w-1\\/2{width:50%}:is(:where(.group):is([open],:popover-open,:open) .group-open\\:rotate-45){rotate:45deg}.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker{display:none}.aria-\\[invalid\\=true\\]\\:border-red-600[aria-invalid=true]{border-color:red}.aria-\\[busy\\=true\\]\\:opacity-50[aria-busy=true]{opacity:.5}}.own-rule{color:green}html[data-x] .own-rule{color:gold}";
// As React writes it: "&" in a class attribute is "&amp;".
const used =
  '<details class="group" open><summary class="used sm:px-6 w-1/2 group-open:rotate-45 [&amp;::-webkit-details-marker]:hidden">x</summary></details><input aria-invalid="true" class="aria-[invalid=true]:border-red-600 aria-[busy=true]:opacity-50">';
const page = (style: string, body: string) =>
  `<!DOCTYPE html><html><head><style id="site-styles">${style}</style></head><body>${body}</body></html>`;

describe("a cached page's own styles", () => {
  test("keep the utilities its HTML uses (Tailwind's tokens whole) and everything outside them", async () => {
    const html = page(css, used);
    const result = await withPageStyles(html);
    const styles = /<style id="site-styles">([\s\S]*?)<\/style>/.exec(result)![1]!;
    expect(styles.startsWith(PARTIAL_STYLES_MARK)).toBe(true);
    expect(styles).toContain(".used{color:red}");
    expect(styles).not.toContain(".unused");
    expect(styles).toContain(".sm\\:px-6");
    expect(styles).not.toContain(".sm\\:px-8");
    expect(styles).toContain(".w-1\\/2");
    expect(styles).toContain(".group-open\\:rotate-45");
    expect(styles).toContain("-webkit-details-marker{display:none}");
    expect(styles).toContain("[aria-invalid=true]{border-color:red}");
    // No element of the page is aria-busy: that variant cannot apply.
    expect(styles).not.toContain("aria-busy");
    // Base, our own rules (including states that scripts set) are not reduced.
    expect(styles).toContain("@layer base{h1{margin:0}}");
    expect(styles).toContain("html[data-x] .own-rule{color:gold}");
    // The page around the styles is untouched.
    expect(result.replace(styles, "")).toBe(page("", used));
  });

  test("a class named only inside the styles themselves does not keep its rule", async () => {
    const result = await withPageStyles(page(css, "<p>nothing styled</p>"));
    expect(result).not.toContain(".used{");
  });

  test("give the same result for the same page again (from memory), whatever its form stamp", async () => {
    const stamped = (stamp: string) =>
      page(css, `${used}<input type="hidden" name="formStartedAt" value="${stamp}">`);
    const first = await withPageStyles(stamped("1.a"));
    expect(await withPageStyles(stamped("2.b"))).toBe(first.replace('value="1.a"', 'value="2.b"'));
  });

  test("leave a page without site styles, or without utilities, as it is", async () => {
    const plain = "<html><body><p class='used'>x</p></body></html>";
    expect(await withPageStyles(plain)).toBe(plain);
    const noUtilities = page("@layer base{h1{margin:0}}", "<p>x</p>");
    expect(await withPageStyles(noUtilities)).toBe(noUtilities);
  });
});
