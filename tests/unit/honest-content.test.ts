import { describe, expect, it } from "vitest";
import { cityProseEn } from "~/content/city-pages.en";
import { cityProseEs } from "~/content/city-pages.es";
import { faqItems } from "~/content/faq";
import { faqItemsEs } from "~/content/faq.es";
import { homeEn } from "~/content/home.en";
import { homeEs } from "~/content/home.es";
import { installations } from "~/content/installations";
import { demoBlogPosts } from "../../scripts/seed/blog-posts";

// No invented company facts presented as real (docs/decisions/080-phone-admin-and-honest-content.md).
const INVENTED = [
  /family still lives|todavía vive nuestra familia/i,
  /where we started|donde empezamos/i,
  /\bwarehouse (is|are)\b|headquarters and warehouse|nuestro almacén|nuestra sede y nuestro almacén/i,
  /route trucks|nuestros camiones|service hub|base de servicio|nearby Broward route|ruta cercana/i,
  /technician in under|técnico llega en menos/i,
  /technicians|técnicos|route drivers|choferes de ruta/i,
  /same business day|mismo día hábil/i,
  /we have transformed|hemos transformado/i,
];

const allText = (value: unknown): string => JSON.stringify(value);

describe("public content", () => {
  it("states no invented history, premises, fleet or service times, in English or Spanish", () => {
    const texts = {
      "city pages (en)": allText(cityProseEn),
      "city pages (es)": allText(cityProseEs),
      "FAQ (en)": allText(faqItems),
      "FAQ (es)": allText(faqItemsEs),
      "home (en)": allText(homeEn),
      "home (es)": allText(homeEs),
    };
    for (const [where, text] of Object.entries(texts))
      for (const claim of INVENTED) expect(text, `${where}: ${claim}`).not.toMatch(claim);
  });

  it("gives a machine's footprint as the blog does", () => {
    const blog = allText(demoBlogPosts);
    expect(blog).toContain("3 by 3 feet");
    expect(allText(faqItems)).toContain("3 by 3 feet");
    expect(allText(faqItemsEs)).toContain("3 por 3 pies");
    expect(allText(faqItems)).not.toMatch(/4 by 3/);
    expect(allText(faqItemsEs)).not.toMatch(/4 por 3/);
  });

  it("ties the installation drawings to no real-sounding customer or place", () => {
    for (const item of installations) expect(Object.keys(item).sort()).toEqual(["alt", "image", "title"]);
  });
});
