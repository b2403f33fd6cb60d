/**
 * The home page's copy beyond its strings (product §2): the benefit cards, the brand grid and the
 * FAQ, per language. With the home page's strings (`uiStrings[lang].home`) and its service cards
 * (`servicesCopy[lang].cards`) it is one dictionary part, "home" (home.en.ts, home.es.ts), which the
 * browser fetches for the home page only (docs/decisions/056-one-language-per-page.md).
 */
import type { Benefit } from "./benefits";
import type { BrandCategory } from "./brands";
import type { FaqItem } from "./faq";
import type { ServiceCard } from "./services";
import type { UiStrings } from "./ui";

export interface HomeCopy {
  benefits: Benefit[];
  /** The name of the generic partner entries of the brand grid (the brands themselves: brands.ts). */
  brandPartner: string;
  /** The category under each wordmark. */
  brandCategories: Record<BrandCategory, string>;
  faq: FaqItem[];
}

/** One language's "home" part as its module exports it. */
export interface HomePart {
  home: UiStrings["home"];
  cards: ServiceCard[];
  copy: HomeCopy;
}

/** Both languages on the server; on the client only the page's (app/document/dictionaries.browser.ts). */
export { homeCopy } from "#dictionaries";
