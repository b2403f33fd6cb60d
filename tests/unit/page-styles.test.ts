import { describe, expect, test } from "vitest";
import { PARTIAL_STYLES_MARK } from "~/document/site-styles";
import {
  withoutPropertyRegistrations,
  withoutUnusedVariables,
  withPageStyles,
} from "~/document/page-styles.server";

const css =
  "@layer base{h1{margin:0}summary{display:list-item}}@layer utilities{.used{color:red}.unused{color:blue}@media (min-width:40rem){.sm\\:px-6{padding:1rem}.sm\\:px-8{padding:2rem}}.w-1\\/2{width:50%}:is(:where(.group):is([open],:popover-open,:open) .group-open\\:rotate-45){rotate:45deg}.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker{display:none}.aria-\\[invalid\\=true\\]\\:border-red-600[aria-invalid=true]{border-color:red}.aria-\\[busy\\=true\\]\\:opacity-50[aria-busy=true]{opacity:.5}}.own-rule{color:green}html[data-x] .own-rule{color:gold}";
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
    // Base rules are kept for the elements the page has; our own rules (including states that
    // scripts set) are not reduced.
    expect(styles).toContain("@layer base{summary{display:list-item}}");
    expect(styles).not.toContain("h1{");
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

  test("drop the custom properties nothing on the page reads, keep every one that is read", () => {
    const sheet =
      "@layer properties{@supports ((-webkit-hyphens:none)) or (x:y){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000;--tw-blur:initial}}}" +
      "@layer theme{:root,:host{--font-sans:ui-sans-serif, system-ui;--default-font-family:var(--font-sans);--color-red-600:oklch(57.7% .245 27.325);--color-gold:#d4a94f;--color-sky-50:#eef;--spacing:.25rem}}" +
      "@layer base{html{font-family:var(--default-font-family)}}" +
      "@layer utilities{.shadow{--tw-shadow:0 1px var(--tw-shadow-color,#0001);box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}.p-4{padding:calc(var(--spacing) * 4)}}" +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}';
    const result = withoutUnusedVariables(sheet, '<p style="color:var(--color-gold)">x</p>');
    // Read by a rule, by a kept theme variable, or by the page's own style attribute.
    for (const kept of ["--font-sans:", "--default-font-family:", "--spacing:", "--color-gold:"])
      expect(result).toContain(kept);
    expect(result).toContain("@property --tw-shadow{");
    expect(result).toContain("@property --tw-ring-shadow{");
    expect(result).toContain("--tw-ring-shadow:0 0 #0000");
    // Nothing reads these.
    for (const gone of ["--color-red-600", "--color-sky-50", "--tw-blur"]) expect(result).not.toContain(gone);
    // Everything else is as it was.
    expect(result).toContain("@layer base{html{font-family:var(--default-font-family)}}");
    expect(result).toContain("box-shadow:var(--tw-ring-shadow),var(--tw-shadow)");
  });

  test("drop Tailwind's @property rules and apply their fallback in every browser", () => {
    const sheet =
      "@layer properties{@supports ((-webkit-hyphens:none)) or (x:y){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-ring-offset-width:0px}}}" +
      "@layer utilities{.shadow{box-shadow:var(--tw-shadow)}}" +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0}';
    expect(withoutPropertyRegistrations(sheet)).toBe(
      "@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-ring-offset-width:0px}}" +
        "@layer utilities{.shadow{box-shadow:var(--tw-shadow)}}",
    );
    // The layer keeps its place in the order of layers when no variable is left in it.
    const empty =
      "@layer properties{@supports (x:y){*,:before,:after,::backdrop{}}}@layer utilities{.a{color:red}}";
    expect(withoutPropertyRegistrations(empty)).toBe(
      "@layer properties{*,:before,:after,::backdrop{}}@layer utilities{.a{color:red}}",
    );
    // Without the fallback, the registrations are all there is: kept.
    const bare = '@layer utilities{.a{color:red}}@property --tw-shadow{syntax:"*";inherits:false}';
    expect(withoutPropertyRegistrations(bare)).toBe(bare);
  });
});
