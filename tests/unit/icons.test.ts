import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CloseIcon, Icon, MenuIcon, PathIcon, PhoneIcon, PlusIcon } from "~/components/media/icons";

// The shared line icons render the very markup each place wrote out before they were shared.
describe("line icons", () => {
  it("CloseIcon: the 16-unit cross of dialogs, toasts and the prize game", () => {
    expect(renderToStaticMarkup(createElement(CloseIcon, { className: "size-5" }))).toBe(
      '<svg aria-hidden="true" viewBox="0 0 16 16" class="size-5" fill="none" stroke="currentColor" stroke-width="2"><path d="M4 4l8 8M12 4l-8 8"></path></svg>',
    );
  });

  it("PlusIcon: the FAQ's plus (its wrapper is aria-hidden)", () => {
    expect(renderToStaticMarkup(createElement(PlusIcon))).toBe(
      '<svg viewBox="0 0 16 16" class="size-3.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M8 3v10M3 8h10"></path></svg>',
    );
  });

  it("MenuIcon: the drawer's bars and cross", () => {
    const frame =
      'aria-hidden="true" viewBox="0 0 24 24" class="size-6" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"';
    expect(renderToStaticMarkup(createElement(MenuIcon, { className: "size-6" }))).toBe(
      `<svg ${frame}><path d="M4 7h16M4 12h16M4 17h16"></path></svg>`,
    );
    expect(renderToStaticMarkup(createElement(MenuIcon, { open: true, className: "size-6" }))).toBe(
      `<svg ${frame}><path d="M6 6l12 12M18 6L6 18"></path></svg>`,
    );
  });

  it("Icon, PathIcon and PhoneIcon share the 1.6 stroke with round ends and joins", () => {
    const frame = (size: string) =>
      `<svg aria-hidden="true" viewBox="0 0 24 24" class="${size}" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">`;
    expect(renderToStaticMarkup(createElement(Icon, { name: "bolt" }))).toBe(
      `${frame("size-6")}<path d="M13 2L4 14h7l-1 8 9-12h-7z"></path></svg>`,
    );
    expect(renderToStaticMarkup(createElement(PathIcon, { d: "M1 1h2" }))).toBe(
      `${frame("size-5")}<path d="M1 1h2"></path></svg>`,
    );
    expect(renderToStaticMarkup(createElement(PhoneIcon))).toContain(frame("size-5"));
  });
});
