import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brands } from "~/content/brands";
import { allCitySlugs, featuredCitySlugs, moreCitySlugs } from "~/content/cities";
import { cityPages, getCityPage } from "~/content/city-pages";
import { faqItems } from "~/content/faq";
import { homeCopy } from "~/content/home";
import { imageCatalogue } from "~/content/images";
import { installations } from "~/content/installations";
import { micromarkets, smartMachines } from "~/content/services.en";

describe("static content of the public site (product §9 counts)", () => {
  it("has 18 brands with exactly two generic Brand Partner entries, 12 FAQ items, 4 installations (testimonials: testimonials.test.ts)", () => {
    expect(brands).toHaveLength(18);
    expect(brands.filter((b) => b.name === null)).toHaveLength(2);
    expect(homeCopy.en.brandPartner).toBe("Brand Partner");
    const trademarks = brands.flatMap((b) => (b.name === null ? [] : [b.name]));
    expect(new Set(trademarks).size).toBe(16);
    expect(faqItems).toHaveLength(12);
    expect(new Set(faqItems.map((f) => f.question)).size).toBe(12);
    expect(installations).toHaveLength(4);
  });

  it("has a page record for each of the 30 slugs (8 featured + 22 more), each with 6 neighbourhoods and 3 features", () => {
    expect(featuredCitySlugs).toHaveLength(8);
    expect(moreCitySlugs).toHaveLength(22);
    expect(Object.keys(cityPages).sort()).toEqual([...allCitySlugs].sort());
    for (const slug of allCitySlugs) {
      const city = cityPages[slug];
      expect(city.slug).toBe(slug);
      expect(city.neighborhoods).toHaveLength(6);
      expect(new Set(city.neighborhoods).size).toBe(6);
      expect(city.features).toHaveLength(3);
      expect(city.intro).toHaveLength(2);
      expect(city.image).toBe(`city-${slug}`);
    }
  });

  it("gives every city its own copy: no two pages share an intro paragraph or a tagline", () => {
    const paragraphs = allCitySlugs.flatMap((slug) => cityPages[slug].intro);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
    const taglines = allCitySlugs.map((slug) => cityPages[slug].tagline);
    expect(new Set(taglines).size).toBe(taglines.length);
    // Each page names its own city in its intro.
    for (const slug of allCitySlugs) {
      const city = cityPages[slug];
      expect(city.intro.join(" ")).toContain(city.name.replace(" Beach", ""));
    }
  });

  it("finds cities only by their own slugs", () => {
    expect(getCityPage("miami")?.name).toBe("Miami");
    expect(getCityPage("atlantis")).toBeUndefined();
    expect(getCityPage("constructor")).toBeUndefined();
    expect(getCityPage("__proto__")).toBeUndefined();
  });

  it("has every catalogued image rendered in both formats at every width, and the demo videos", () => {
    const dir = path.resolve(import.meta.dirname, "../../public");
    for (const [name, spec] of Object.entries(imageCatalogue)) {
      for (const w of spec.widths) {
        expect(existsSync(path.join(dir, "images", `${name}-${w}.avif`)), `${name}-${w}.avif`).toBe(true);
        expect(existsSync(path.join(dir, "images", `${name}-${w}.webp`)), `${name}-${w}.webp`).toBe(true);
      }
    }
    expect(existsSync(path.join(dir, smartMachines.video.src))).toBe(true);
    expect(existsSync(path.join(dir, micromarkets.video.src))).toBe(true);
    expect(smartMachines.video.duration).toBe("PT45S");
    expect(micromarkets.video.duration).toBe("PT1M20S");
  });
});
