/**
 * The 30 city pages of product §2, put together per language from the facts stored once in
 * cities.ts and the words of that language (city-pages.en.ts, city-pages.es.ts), both keyed by slug
 * (docs/decisions/078-language-neutral-content-facts.md). Loaded by the city route's loader only,
 * never shipped to the browser.
 */
import { fill, type Lang } from "~/lib/i18n";
import type { IconName } from "./benefits";
import { allCitySlugs, cityCard, cityFacts, type County, type CitySlug } from "./cities";
import { cityProseEn } from "./city-pages.en";
import { cityProseEs } from "./city-pages.es";
import { uiStrings } from "./ui";

export interface CityPage {
  slug: CitySlug;
  name: string;
  county: County;
  image: string;
  tagline: string;
  intro: [string, string];
  features: [CityFeature, CityFeature, CityFeature];
  neighborhoods: [string, string, string, string, string, string];
  /** The call to action of the home page's city card. */
  cta: string;
}

export interface CityFeature {
  icon: IconName;
  title: string;
  description: string;
}

/** The words of one city page in one language; the features in the order of their icons in cities.ts. */
export interface CityProse {
  tagline: string;
  intro: [string, string];
  features: [FeatureProse, FeatureProse, FeatureProse];
}

type FeatureProse = Omit<CityFeature, "icon">;

/** Every language's words for every city: a missing or extra language or city does not compile. */
export const cityProse: Record<Lang, Record<CitySlug, CityProse>> = { en: cityProseEn, es: cityProseEs };

function cityPage(slug: CitySlug, lang: Lang): CityPage {
  const { name, image } = cityCard(slug);
  const facts = cityFacts[slug];
  const prose = cityProse[lang][slug];
  const features = facts.featureIcons.map((icon, i) => ({ icon, ...prose.features[i]! }));
  const neighborhoods = facts.neighborhoods.map((n) => (typeof n === "string" ? n : n[lang]));
  return {
    name,
    county: facts.county,
    tagline: prose.tagline,
    intro: prose.intro,
    features: features as CityPage["features"],
    neighborhoods: neighborhoods as CityPage["neighborhoods"],
    slug,
    image,
    cta: fill(uiStrings[lang].home.cityCardCta, { city: name }),
  };
}

function pagesIn(lang: Lang) {
  return Object.fromEntries(allCitySlugs.map((slug) => [slug, cityPage(slug, lang)])) as Record<
    CitySlug,
    CityPage
  >;
}

export const cityPages = pagesIn("en");
export const cityPagesEs = pagesIn("es");

const pagesByLang: Record<Lang, Record<CitySlug, CityPage>> = { en: cityPages, es: cityPagesEs };

export function getCityPage(slug: string, lang: Lang = "en"): CityPage | undefined {
  const pages = pagesByLang[lang];
  return Object.prototype.hasOwnProperty.call(pages, slug) ? pages[slug as CitySlug] : undefined;
}
