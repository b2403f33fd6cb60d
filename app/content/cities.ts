/** The 30 city slugs of SPEC §2 (8 featured on the home page, 22 more). */
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

export function isCitySlug(slug: string): slug is CitySlug {
  return (allCitySlugs as readonly string[]).includes(slug);
}

/** "fort-lauderdale" -> "Fort Lauderdale". */
export function cityNameFromSlug(slug: string) {
  return slug
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
}
