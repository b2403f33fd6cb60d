import { expect, test } from "vitest";
import { isPlainClick } from "~/lib/plain-click";

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

test("only a main-button click without modifiers is the page's to handle", () => {
  expect(isPlainClick(click)).toBe(true);
  expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const)
    expect(isPlainClick({ ...click, [key]: true }), key).toBe(false);
});
