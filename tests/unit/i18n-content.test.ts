import { describe, expect, it } from "vitest";
import { homeCopy } from "~/content/home";
import { structuredDataStrings } from "~/lib/structured-data.server";
import { servicesCopy } from "~/content/services";
import { brands } from "~/content/brands";
import { allCitySlugs, cityFacts } from "~/content/cities";
import { cityPages, cityPagesEs, cityProse, getCityPage } from "~/content/city-pages";
import { uiStrings } from "~/content/ui";
import { toolStrings } from "~/content/ui-tools";
import { MACHINE_CATALOGUE } from "~/content/machines";
import { MACHINE_CATALOGUE_ES } from "~/content/machines.es";
import { fill, langFromPath, pageAlternates } from "~/lib/i18n";

/** Every key path of a value ("nav.contact", "miami.features.2.title"), arrays by index. */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return entries.flatMap(([key, v]) => keyPaths(v, prefix ? `${prefix}.${key}` : key)).sort();
}

/** Every string leaf that is empty, for the Spanish copy. */
function emptyStrings(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return value.trim() ? [] : [prefix];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, v]) => emptyStrings(v, `${prefix}.${key}`));
}

const pieces = [
  ["UI strings", uiStrings.en, uiStrings.es],
  ["city pages", cityProse.en, cityProse.es],
  ["service cards and pages", servicesCopy.en, servicesCopy.es],
  ["home benefits, brands and FAQ", homeCopy.en, homeCopy.es],
  ["structured data", structuredDataStrings.en, structuredDataStrings.es],
  ["prize game and wizard strings", toolStrings.en, toolStrings.es],
] as const;

describe("Spanish content has every English key (decision 040)", () => {
  it.each(pieces)("%s: same deep keys in both languages, no empty Spanish string", (_name, en, es) => {
    expect(keyPaths(es)).toEqual(keyPaths(en));
    expect(emptyStrings(es)).toEqual([]);
  });

  it("keeps the facts of the service pages and points their cards at the Spanish pages", () => {
    const facts = (copy: typeof servicesCopy.en) => [
      copy.cards.map((c) => [c.slug, c.image]),
      copy.classicVending.types.map((t) => t.image),
      copy.smartMachines.designs.map((t) => t.image),
      copy.smartMachines.gallery,
      [copy.smartMachines.video.src, copy.smartMachines.video.duration],
      copy.micromarkets.gallery,
      [copy.micromarkets.video.src, copy.micromarkets.video.duration],
      copy.micromarkets.benefits.map((b) => b.icon),
    ];
    expect(facts(servicesCopy.es)).toEqual(facts(servicesCopy.en));
    expect(servicesCopy.es.cards.map((c) => pageAlternates(c.path)?.en)).toEqual(
      servicesCopy.en.cards.map((c) => c.path),
    );
    expect(servicesCopy.es.classicVending.title).not.toBe(servicesCopy.en.classicVending.title);
    expect(homeCopy.es.faq.map((f) => f.question)).not.toContain(homeCopy.en.faq[0]!.question);
  });

  it("gives the Spanish machine catalogue the English types, categories and sizes, in Spanish words", () => {
    const facts = (m: (typeof MACHINE_CATALOGUE)[number]) => [m.category, m.type, m.widthCm, m.heightCm];
    expect(MACHINE_CATALOGUE_ES.map(facts)).toEqual(MACHINE_CATALOGUE.map(facts));
    MACHINE_CATALOGUE_ES.forEach((m, i) => {
      expect(m.label).not.toBe(MACHINE_CATALOGUE[i]!.label);
      expect(m.description).not.toBe(MACHINE_CATALOGUE[i]!.description);
    });
  });

  it("the comparison notices a missing nested key", () => {
    expect(keyPaths({ a: { b: "x", c: ["y"] } })).not.toEqual(keyPaths({ a: { b: "x" } }));
  });

  it("stores each city's facts once and has its words in both languages (docs/decisions/078)", () => {
    const sorted = [...allCitySlugs].sort();
    expect(Object.keys(cityFacts).sort()).toEqual(sorted);
    for (const lang of ["en", "es"] as const) expect(Object.keys(cityProse[lang]).sort()).toEqual(sorted);
    // A neighbourhood with words per language is one whose words differ; the others are stored once.
    for (const slug of allCitySlugs) {
      for (const hood of cityFacts[slug].neighborhoods) {
        if (typeof hood !== "string") expect(hood.es, `${slug}: ${hood.en}`).not.toBe(hood.en);
      }
    }
    expect(getCityPage("miami", "en")?.neighborhoods).toContain("Little Havana");
    expect(getCityPage("miami", "es")?.neighborhoods).toContain("La Pequeña Habana");
    expect(getCityPage("miami", "es")?.neighborhoods).toContain("Brickell");
  });

  it("gives every Spanish city page its own copy", () => {
    const paragraphs = allCitySlugs.flatMap((slug) => cityPagesEs[slug].intro);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
    for (const slug of allCitySlugs) {
      const [en, es] = [cityPages[slug], cityPagesEs[slug]];
      expect(es.tagline).not.toBe(en.tagline);
      expect(es.features.map((f) => f.title)).not.toEqual(en.features.map((f) => f.title));
      expect(es.intro[0].slice(0, 32)).not.toBe(es.intro[1].slice(0, 32));
    }
    expect(getCityPage("miami", "es")?.cta).toBe("Ver Miami");
    expect(getCityPage("miami", "en")?.cta).toBe("Explore Miami");
    expect(getCityPage("toString", "es")).toBeUndefined();
  });

  it("names the brands once and labels every brand category and the partner entries in both languages", () => {
    const categories = [...new Set(brands.map((b) => b.category))].sort();
    for (const lang of ["en", "es"] as const) {
      expect(Object.keys(homeCopy[lang].brandCategories).sort()).toEqual(categories);
    }
    expect([homeCopy.en.brandPartner, homeCopy.es.brandPartner]).toEqual(["Brand Partner", "Marca aliada"]);
    expect(homeCopy.es.brandCategories.Drinks).toBe("Bebidas");
  });

  it("uses the same placeholders in both languages", () => {
    const placeholders = (value: unknown): string[] =>
      keyPaths(value).map((path) => {
        const leaf = path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], value);
        return `${path}:${[...String(leaf).matchAll(/\{(\w+)\}/g)]
          .map((m) => m[1])
          .sort()
          .join(",")}`;
      });
    expect(placeholders(uiStrings.es)).toEqual(placeholders(uiStrings.en));
    expect(placeholders(toolStrings.es)).toEqual(placeholders(toolStrings.en));
  });
});

describe("language from the path and the page in the other language", () => {
  it("reads the language from the path", () => {
    expect(langFromPath("/es")).toBe("es");
    expect(langFromPath("/es/ubicaciones/miami")).toBe("es");
    expect(langFromPath("/essentials")).toBe("en");
    expect(langFromPath("/locations/miami")).toBe("en");
  });

  it("pairs the city pages and nothing that exists in one language only", () => {
    expect(pageAlternates("/locations/miami")).toEqual({
      en: "/locations/miami",
      es: "/es/ubicaciones/miami",
    });
    expect(pageAlternates("/es/ubicaciones/coral-gables/")).toEqual({
      en: "/locations/coral-gables",
      es: "/es/ubicaciones/coral-gables",
    });
    expect(pageAlternates("/")).toEqual({ en: "/", es: "/es" });
    expect(pageAlternates("/es/")).toEqual({ en: "/", es: "/es" });
    expect(pageAlternates("/es/maquinas-expendedoras")).toEqual({
      en: "/classic-vending",
      es: "/es/maquinas-expendedoras",
    });
    expect(pageAlternates("/contact")?.es).toBe("/es/contacto");
    expect(pageAlternates("/locations/atlantis")).toBeNull();
    expect(pageAlternates("/es/ubicaciones/miami/extra")).toBeNull();
    expect(pageAlternates("/admin")).toBeNull();
    expect(pageAlternates("/es/premio")).toEqual({ en: "/prize", es: "/es/premio" });
    expect(pageAlternates("/space-visualization")?.es).toBe("/es/visualizacion-de-espacio");
    // A result page is private (noindex): no alternates.
    expect(pageAlternates("/es/visualizacion-de-espacio/abc")).toBeNull();
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(fill("Llame al {phone}", { phone: "(561) 555-0142" })).toBe("Llame al (561) 555-0142");
    expect(fill("{a} {b}", { a: 1 })).toBe("1 {b}");
  });
});
