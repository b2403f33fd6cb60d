/**
 * schema.org JSON-LD blocks of the public pages (product §2): the local business (Boca Raton, serving
 * US-FL from Palm Beach to Miami), services, demo videos, breadcrumbs and, per city, a local
 * business serving that city.
 *
 * Built by the pages' loaders, which put them on the load context (`context.jsonLd`) for the
 * document's head (app/lib/json-ld.tsx), so that neither these builders, their strings nor the
 * blocks themselves are part of any page's JavaScript or hydration data (docs/decisions/059 and 065):
 * the blocks are for search engines, which read the server's HTML.
 */
import { business, type BusinessFacts } from "~/content/business";
import type { CityPage } from "~/content/city-pages";
import { ogImagePath } from "~/content/images";
import { uiStrings } from "~/content/ui";
import { openingHoursSpecification, postalAddress, socialProfiles } from "./business-facts";
import { getEnv } from "./env.server";
import { textOfHtml } from "./reading-time";
import { fill, homePath, htmlLang, langFromPath, pageAlternates, type Lang } from "./i18n";

const CONTEXT = "https://schema.org";

/** The words of the blocks, per language (the Spanish by the site's copywriter, decision 040). */
export const structuredDataStrings = {
  en: {
    priceRange: "Free placement",
    county: "{county} County",
    areaServed: "South Florida (Palm Beach to Miami)",
    businessDescription:
      "Family-owned vending machines, smart grab-and-go machines and micromarkets for South Florida workplaces and residences, placed at no cost to the host.",
    offerDescription: "Placement, stocking and service at no cost to the host",
    serviceTypeClassic: "Vending machine placement",
    serviceTypeSmart: "Smart vending (grab and go) placement",
    serviceTypeMicromarket: "Micromarket installation and operation",
  },
  es: {
    priceRange: "Instalación gratis",
    county: "Condado de {county}",
    areaServed: "Sur de la Florida (de Palm Beach a Miami)",
    businessDescription:
      "Máquinas expendedoras, máquinas inteligentes de autoservicio y micromercados de una empresa familiar para lugares de trabajo y edificios residenciales del sur de la Florida, instalados sin costo para el cliente.",
    offerDescription: "Instalación, surtido y servicio sin costo para el cliente",
    serviceTypeClassic: "Instalación de máquinas expendedoras",
    serviceTypeSmart: "Instalación de máquinas inteligentes de autoservicio",
    serviceTypeMicromarket: "Instalación y operación de micromercados",
  },
} satisfies Record<Lang, Record<string, string>>;

/** What every block needs: the site's public URL, the live business facts and the page's language. */
export interface JsonLdPage {
  siteUrl: string;
  facts: BusinessFacts;
  lang: Lang;
}

/**
 * The `JsonLdPage` of the page a loader answers (its language from the path); `facts` from
 * `businessFacts(database)` (app/models/business-facts.server.ts, cached).
 */
export function jsonLdPage(request: Request, facts: BusinessFacts): JsonLdPage {
  return { siteUrl: getEnv().PUBLIC_SITE_URL, facts, lang: langFromPath(new URL(request.url).pathname) };
}

function southFlorida(lang: Lang) {
  return {
    "@type": "AdministrativeArea",
    name: structuredDataStrings[lang].areaServed,
    identifier: "US-FL",
    containedInPlace: { "@type": "State", name: "Florida", identifier: "US-FL" },
  };
}

/**
 * The business, described in the page's language (`inLanguage` says which). `facts`: the live
 * business facts (Settings).
 */
export function localBusinessJsonLd(siteUrl: string, facts: BusinessFacts, lang: Lang = "en") {
  const strings = structuredDataStrings[lang];
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
  const strings = structuredDataStrings[lang];
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
      description: structuredDataStrings[lang].offerDescription,
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

/** A trail's item: its label, and its link (none for the current page). */
export interface CrumbItem {
  label: string;
  href?: string;
}

/**
 * schema.org BreadcrumbList for the trail `<Breadcrumbs items>` shows (Home first); `path` is the
 * current page's path.
 */
export function breadcrumbJsonLd(siteUrl: string, items: CrumbItem[], path: string, lang: Lang = "en") {
  const all: CrumbItem[] = [{ label: uiStrings[lang].common.home, href: homePath(lang) }, ...items];
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: all.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: siteUrl + (item.href ?? path),
    })),
  };
}

/** Which service a service page offers (its schema.org serviceType). */
export type ServiceKind = "classic" | "smart" | "micromarket";
const SERVICE_TYPE = {
  classic: "serviceTypeClassic",
  smart: "serviceTypeSmart",
  micromarket: "serviceTypeMicromarket",
} as const;

/**
 * A service page's blocks: the business, the service, its demo video (if any) and the breadcrumb.
 * `service.path` is the English path; the page's own comes from the table in app/lib/i18n.ts.
 */
export function servicePageJsonLd(
  { siteUrl, facts, lang }: JsonLdPage,
  kind: ServiceKind,
  service: {
    name: string;
    description: string;
    path: string;
    video?: Parameters<typeof videoJsonLd>[1];
  },
) {
  const path = pageAlternates(service.path)?.[lang] ?? service.path;
  return [
    localBusinessJsonLd(siteUrl, facts, lang),
    serviceJsonLd(
      siteUrl,
      {
        name: service.name,
        serviceType: structuredDataStrings[lang][SERVICE_TYPE[kind]],
        description: service.description,
        path,
      },
      facts,
      lang,
    ),
    ...(service.video ? [videoJsonLd(siteUrl, service.video, lang)] : []),
    breadcrumbJsonLd(siteUrl, [{ label: service.name }], path, lang),
  ];
}

/** A published post (its description and author as its page shows them). */
export function blogPostingJsonLd(
  siteUrl: string,
  post: {
    title: string;
    description: string;
    content: string;
    path: string;
    author: string;
    publishedAt: string | null;
    createdAt: string;
    updatedAt: string;
  },
  lang: Lang,
) {
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    inLanguage: htmlLang[lang],
    headline: post.title,
    description: post.description,
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    mainEntityOfPage: siteUrl + post.path,
    url: siteUrl + post.path,
    wordCount: textOfHtml(post.content).split(/\s+/).filter(Boolean).length,
    author: { "@type": "Organization", name: post.author, url: siteUrl + homePath(lang) },
    publisher: { "@type": "Organization", name: business.name, url: `${siteUrl}/` },
  };
}
