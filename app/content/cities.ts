/** The 30 city slugs of product §2 (8 featured on the home page, 22 more). */
export const featuredCitySlugs = [
  "miami",
  "hialeah",
  "fort-lauderdale",
  "pembroke-pines",
  "hollywood",
  "coral-springs",
  "miramar",
  "boca-raton",
] as const;

export const moreCitySlugs = [
  "palm-beach",
  "lake-worth",
  "boynton-beach",
  "delray-beach",
  "deerfield-beach",
  "parkland",
  "lighthouse-point",
  "pompano-beach",
  "tamarac",
  "sunrise",
  "plantation",
  "davie",
  "dania-beach",
  "coconut-creek",
  "weston",
  "aventura",
  "north-miami",
  "bal-harbour",
  "surfside",
  "miami-beach",
  "wynwood",
  "coral-gables",
] as const;

export const allCitySlugs = [...featuredCitySlugs, ...moreCitySlugs];
export type CitySlug = (typeof allCitySlugs)[number];

/**
 * Display names of the 30 cities (the home page cards and buttons need only these; the full page
 * copy lives in city-pages.ts and stays on the server).
 */
export const cityNames: Record<CitySlug, string> = {
  miami: "Miami",
  hialeah: "Hialeah",
  "fort-lauderdale": "Fort Lauderdale",
  "pembroke-pines": "Pembroke Pines",
  hollywood: "Hollywood",
  "coral-springs": "Coral Springs",
  miramar: "Miramar",
  "boca-raton": "Boca Raton",
  "palm-beach": "Palm Beach",
  "lake-worth": "Lake Worth Beach",
  "boynton-beach": "Boynton Beach",
  "delray-beach": "Delray Beach",
  "deerfield-beach": "Deerfield Beach",
  parkland: "Parkland",
  "lighthouse-point": "Lighthouse Point",
  "pompano-beach": "Pompano Beach",
  tamarac: "Tamarac",
  sunrise: "Sunrise",
  plantation: "Plantation",
  davie: "Davie",
  "dania-beach": "Dania Beach",
  "coconut-creek": "Coconut Creek",
  weston: "Weston",
  aventura: "Aventura",
  "north-miami": "North Miami",
  "bal-harbour": "Bal Harbour",
  surfside: "Surfside",
  "miami-beach": "Miami Beach",
  wynwood: "Wynwood",
  "coral-gables": "Coral Gables",
};

/** The home page's city card (product §3 City entry): name, slug, image, cta text. */
export function cityCard(slug: CitySlug) {
  return { slug, name: cityNames[slug], image: `city-${slug}`, cta: `Explore ${cityNames[slug]}` };
}
