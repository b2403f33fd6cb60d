import { describe, expect, expectTypeOf, test } from "vitest";
import * as browser from "~/document/dictionaries.browser";
import * as server from "~/document/dictionaries";
import { dictionaryPartsFor } from "~/document/dictionary-parts";

/**
 * Decision 056: the browser's dictionaries module (one chunk per part and language) stands in for
 * the server's (everything) wherever `#dictionaries` is imported, so it must have the same exports
 * and, once a part is loaded, the same strings.
 */
describe("the browser's dictionaries", () => {
  test("have the server module's exports and types", () => {
    expectTypeOf<typeof browser>().toEqualTypeOf<typeof server>();
    expect(Object.keys(browser).sort()).toEqual(Object.keys(server).sort());
  });

  test("refuse a part before it is loaded, then hold exactly the server's strings", async () => {
    expect(() => browser.uiStrings.es.common).toThrow(/"ui" strings in "es"/);
    expect(() => browser.toolStrings.es.prize).toThrow();

    await browser.loadDictionaries("es", ["ui", "tools"]);
    expect(browser.uiStrings.es.common).toEqual(server.uiStrings.es.common);
    expect(browser.toolStrings.es).toEqual(server.toolStrings.es);
    // The shell is here; the home page's and the other pages' sections are not, nor the services.
    expect(() => browser.uiStrings.es.home).toThrow(/"home" strings in "es"/);
    expect(() => browser.uiStrings.es.blog).toThrow(/"pages" strings in "es"/);
    expect(() => browser.servicesCopy.es.cards).toThrow(/"home" strings in "es"/);
    expect(() => browser.servicesCopy.es.micromarkets).toThrow(/"services" strings in "es"/);
    expect(() => browser.homeCopy.es.faq).toThrow(/"home" strings in "es"/);
    // No English part was asked for.
    expect(() => browser.uiStrings.en.common).toThrow(/"ui" strings in "en"/);

    await browser.loadDictionaries("es", ["home", "pages", "services"]);
    expect(browser.uiStrings.es).toEqual(server.uiStrings.es);
    expect(browser.servicesCopy.es).toEqual(server.servicesCopy.es);
    expect(browser.homeCopy.es).toEqual(server.homeCopy.es);

    await browser.loadDictionaries("en", ["ui", "home", "pages", "services"]);
    expect(browser.uiStrings.en).toEqual(server.uiStrings.en);
    expect(browser.servicesCopy.en).toEqual(server.servicesCopy.en);
    expect(browser.homeCopy.en).toEqual(server.homeCopy.en);
  });
});

describe("the parts a page needs", () => {
  test.each([
    ["/", ["ui", "home"]],
    ["/es", ["ui", "home"]],
    ["/ES", ["ui", "home"]],
    ["/Micromarkets", ["ui", "pages", "services"]],
    ["/micromarkets", ["ui", "pages", "services"]],
    ["/es/maquinas-inteligentes", ["ui", "pages", "services"]],
    ["/blog", ["ui", "pages"]],
    ["/es/blog/some-post", ["ui", "pages"]],
    ["/es/ubicaciones/miami", ["ui", "pages"]],
    ["/contact", ["ui", "pages"]],
    ["/prize", ["ui", "tools"]],
    ["/es/premio", ["ui", "tools"]],
    ["/space-visualization", ["ui", "tools"]],
    ["/es/visualizacion-de-espacio/abc123", ["ui", "tools"]],
    ["/no-such-page", ["ui", "pages"]],
    ["/admin/leads", ["ui", "pages"]],
  ])("%s", (path, parts) => {
    expect(dictionaryPartsFor(path)).toEqual(parts);
  });
});
