import { describe, expect, expectTypeOf, test } from "vitest";
import * as browser from "~/content/dictionaries.browser";
import * as server from "~/content/dictionaries";

/**
 * Decision 056: the browser's dictionaries module (one language chunk at a time) stands in for the
 * server's (both languages) wherever `#dictionaries` is imported, so it must have the same exports
 * and, once a language is loaded, the same strings.
 */
describe("the browser's dictionaries", () => {
  test("have the server module's exports and types", () => {
    expectTypeOf<typeof browser>().toEqualTypeOf<typeof server>();
    expect(Object.keys(browser).sort()).toEqual(Object.keys(server).sort());
  });

  test("refuse a language before it is loaded, then hold exactly the server's strings", async () => {
    expect(() => browser.uiStrings.es.common).toThrow(/loadLanguage\("es"\)/);
    expect(() => browser.toolStrings.es.prize).toThrow();

    await browser.loadLanguage("es");
    expect(browser.uiStrings.es).toEqual(server.uiStrings.es);
    expect(browser.toolStrings.es).toEqual(server.toolStrings.es);
    expect(browser.servicesCopy.es).toEqual(server.servicesCopy.es);
    // English was not asked for.
    expect(() => browser.servicesCopy.en.cards).toThrow(/loadLanguage\("en"\)/);

    await browser.loadLanguage("en");
    expect(browser.uiStrings.en).toEqual(server.uiStrings.en);
  });
});
