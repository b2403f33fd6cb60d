/**
 * schema.org JSON-LD blocks of the public pages (product §2): the local business (Boca Raton, serving
 * US-FL from Palm Beach to Miami), services, demo videos and, per city, a local business serving
 * that city. Breadcrumbs: `breadcrumbJsonLd` in components/layout/breadcrumbs.tsx.
 */
import { business, type BusinessFacts } from "~/content/business";
import type { CityPage } from "~/content/city-pages";
import { ogImagePath } from "~/content/images";
import { uiStrings } from "~/content/ui";
import { openingHoursSpecification, postalAddress, socialProfiles } from "./business-facts";
import { fill, htmlLang, type Lang } from "./i18n";

const CONTEXT = "https://schema.org";

function southFlorida(lang: Lang) {
  return {
    "@type": "AdministrativeArea",
    name: uiStrings[lang].structuredData.areaServed,
    identifier: "US-FL",
    containedInPlace: { "@type": "State", name: "Florida", identifier: "US-FL" },
  };
}

/**
 * The business, described in the page's language (`inLanguage` says which). `facts`: the live
 * business facts (Settings), e.g. `businessFrom(matches)` in a meta function.
 */
export function localBusinessJsonLd(siteUrl: string, facts: BusinessFacts, lang: Lang = "en") {
  const strings = uiStrings[lang].structuredData;
  return {
    "@context": CONTEXT,
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#business`,
    name: facts.name,
    legalName: business.legalName,
    description: strings.businessDescription,
    inLanguage: htmlLang[lang],
    url: `${siteUrl}/`,
    telephone: facts.phone,
    email: facts.email,
    image: siteUrl + ogImagePath,
    logo: `${siteUrl}/icon-512.png`,
    priceRange: strings.priceRange,
    address: postalAddress(facts),
    openingHoursSpecification: openingHoursSpecification(facts.hours),
    areaServed: southFlorida(lang),
    sameAs: socialProfiles(facts).map((profile) => profile.url),
  };
}

/** `path`: the page's path in its language (/locations/miami, /es/ubicaciones/miami). */
export function cityBusinessJsonLd(
  siteUrl: string,
  city: CityPage,
  facts: BusinessFacts,
  lang: Lang = "en",
  path = `/locations/${city.slug}`,
) {
  const strings = uiStrings[lang].structuredData;
  return {
    "@context": CONTEXT,
    "@type": "LocalBusiness",
    "@id": `${siteUrl}${path}#business`,
    name: `${facts.name} – ${city.name}`,
    description: city.tagline,
    inLanguage: htmlLang[lang],
    url: `${siteUrl}${path}`,
    telephone: facts.phone,
    email: facts.email,
    image: `${siteUrl}/images/${city.image}-800.webp`,
    priceRange: strings.priceRange,
    address: postalAddress(facts),
    openingHoursSpecification: openingHoursSpecification(facts.hours),
    areaServed: {
      "@type": "City",
      name: `${city.name}, FL`,
      containedInPlace: {
        "@type": "AdministrativeArea",
        name: fill(strings.county, { county: city.county }),
        identifier: "US-FL",
      },
    },
    parentOrganization: { "@id": `${siteUrl}/#business` },
  };
}

export function serviceJsonLd(
  siteUrl: string,
  service: { name: string; description: string; path: string; serviceType: string },
  facts: BusinessFacts,
  lang: Lang = "en",
) {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    inLanguage: htmlLang[lang],
    url: siteUrl + service.path,
    provider: {
      "@type": "LocalBusiness",
      "@id": `${siteUrl}/#business`,
      name: facts.name,
      address: postalAddress(facts),
    },
    areaServed: southFlorida(lang),
    offers: {
      "@type": "Offer",
      price: "0",
      priceCurrency: "USD",
      description: uiStrings[lang].structuredData.offerDescription,
    },
  };
}

export function videoJsonLd(
  siteUrl: string,
  video: { title: string; description: string; src: string; poster: string; duration: string },
  lang: Lang = "en",
) {
  return {
    "@context": CONTEXT,
    "@type": "VideoObject",
    inLanguage: htmlLang[lang],
    name: video.title,
    description: video.description,
    thumbnailUrl: `${siteUrl}/images/${video.poster}-1280.webp`,
    contentUrl: siteUrl + video.src,
    uploadDate: "2026-11-01",
    duration: video.duration,
  };
}
