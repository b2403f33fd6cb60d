/**
 * The 30 cities of product §2 and their language-neutral facts, each stored once
 * (docs/decisions/078-language-neutral-content-facts.md): slugs, names, county, the icons of the
 * page's three features and its six neighbourhoods. The words of each page (tagline, intro,
 * feature titles and descriptions) are in city-pages.en.ts and city-pages.es.ts, keyed by slug.
 */
import type { Lang } from "~/lib/i18n";
import type { IconName } from "./benefits";

/** The 30 city slugs (8 featured on the home page, 22 more). */
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
 * Display names of the 30 cities, the same in both languages. The home page's cards and buttons
 * need only these, so they are apart from `cityFacts`, which the browser bundle leaves out (only
 * the server's city pages read it).
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

/** The home page's city card (product §3 City entry): slug, name and image. */
export function cityCard(slug: CitySlug) {
  return { slug, name: cityNames[slug], image: `city-${slug}` };
}

export type County = "Miami-Dade" | "Broward" | "Palm Beach";

/**
 * A neighbourhood: a place name, written the same in both languages as locals say it, or a
 * described area with its words in each language ("Federal Highway corridor", "Corredor de Federal
 * Highway"; Little Havana is "La Pequeña Habana").
 */
export type Neighborhood = string | Record<Lang, string>;

export interface CityFacts {
  county: County;
  /** The icons of the page's three features, in the order of their words in the prose modules. */
  featureIcons: [IconName, IconName, IconName];
  neighborhoods: [Neighborhood, Neighborhood, Neighborhood, Neighborhood, Neighborhood, Neighborhood];
}

export const cityFacts: Record<CitySlug, CityFacts> = {
  miami: {
    county: "Miami-Dade",
    featureIcons: ["building", "coffee", "clock"],
    neighborhoods: [
      "Brickell",
      "Downtown Miami",
      "Edgewater",
      "Coconut Grove",
      { en: "Little Havana", es: "La Pequeña Habana" },
      "Health District",
    ],
  },
  hialeah: {
    county: "Miami-Dade",
    featureIcons: ["factory", "bolt", "users"],
    neighborhoods: [
      "Palm Avenue",
      { en: "East Hialeah", es: "Este de Hialeah" },
      { en: "West Hialeah", es: "Oeste de Hialeah" },
      "Seminola",
      "Amelia Earhart Park",
      "Hialeah Park",
    ],
  },
  "fort-lauderdale": {
    county: "Broward",
    featureIcons: ["wave", "building", "clock"],
    neighborhoods: [
      "Las Olas",
      "Flagler Village",
      "Victoria Park",
      "Coral Ridge",
      "Rio Vista",
      "Cypress Creek",
    ],
  },
  "pembroke-pines": {
    county: "Broward",
    featureIcons: ["home", "heart", "leaf"],
    neighborhoods: [
      "Pembroke Lakes",
      "Chapel Trail",
      "Silver Lakes",
      "Pembroke Falls",
      "Century Village",
      "Spring Valley",
    ],
  },
  hollywood: {
    county: "Broward",
    featureIcons: ["sun", "hotel", "card"],
    neighborhoods: [
      "Downtown Hollywood",
      "Hollywood Beach",
      "Emerald Hills",
      "Hollywood Lakes",
      "Park East",
      "Hollywood Hills",
    ],
  },
  "coral-springs": {
    county: "Broward",
    featureIcons: ["building", "dumbbell", "leaf"],
    neighborhoods: [
      "Downtown Coral Springs",
      "Corporate Park",
      "Eagle Trace",
      "Turtle Run",
      "Ramblewood",
      "Cypress Run",
    ],
  },
  miramar: {
    county: "Broward",
    featureIcons: ["building", "factory", "chip"],
    neighborhoods: [
      "Miramar Park of Commerce",
      "Monarch Lakes",
      "Silver Shores",
      "Riviera Isles",
      "Sunset Lakes",
      "Historic Miramar",
    ],
  },
  "boca-raton": {
    county: "Palm Beach",
    featureIcons: ["home", "sparkle", "building"],
    neighborhoods: [
      "Mizner Park",
      "Boca Raton Innovation Campus",
      "Arvida Park of Commerce",
      "Town Center",
      "Royal Palm Yacht & Country Club",
      "Boca Pointe",
    ],
  },
  "palm-beach": {
    county: "Palm Beach",
    featureIcons: ["sparkle", "coffee", "shield"],
    neighborhoods: [
      "Worth Avenue",
      "Royal Poinciana Way",
      "Estate Section",
      "North End",
      "Midtown Palm Beach",
      "Sloan's Curve",
    ],
  },
  "lake-worth": {
    county: "Palm Beach",
    featureIcons: ["heart", "sliders", "card"],
    neighborhoods: [
      "Downtown Lake Worth Beach",
      "College Park",
      "Parrot Cove",
      "Mango Groves",
      "Bryant Park",
      "South Palm Park",
    ],
  },
  "boynton-beach": {
    county: "Palm Beach",
    featureIcons: ["home", "factory", "wave"],
    neighborhoods: [
      "Boynton Harbor Marina",
      "Quantum Park",
      "Leisureville",
      "Hunters Run",
      "Golfview Harbour",
      "Downtown Boynton Beach",
    ],
  },
  "delray-beach": {
    county: "Palm Beach",
    featureIcons: ["sparkle", "dumbbell", "leaf"],
    neighborhoods: [
      "Atlantic Avenue",
      "Pineapple Grove",
      "Seagate",
      "Lake Ida",
      "Tropic Isle",
      "Osceola Park",
    ],
  },
  "deerfield-beach": {
    county: "Broward",
    featureIcons: ["users", "sun", "clock"],
    neighborhoods: [
      "The Cove",
      "Deerfield Beach Island",
      "Century Village East",
      "Deer Creek",
      "Crystal Lake",
      "Pioneer Grove",
    ],
  },
  parkland: {
    county: "Broward",
    featureIcons: ["home", "dumbbell", "shield"],
    neighborhoods: [
      "Heron Bay",
      "Parkland Golf & Country Club",
      "MiraLago",
      "Watercrest",
      "Parkland Isles",
      "Cypress Head",
    ],
  },
  "lighthouse-point": {
    county: "Broward",
    featureIcons: ["wave", "sliders", "coffee"],
    neighborhoods: [
      "Venetian Isles",
      "Beacon Light",
      { en: "Hillsboro Inlet waterfront", es: "Frente al Hillsboro Inlet" },
      { en: "Federal Highway corridor", es: "Corredor de Federal Highway" },
      { en: "Dan Witt Park area", es: "Zona de Dan Witt Park" },
      "Lighthouse Point Marina",
    ],
  },
  "pompano-beach": {
    county: "Broward",
    featureIcons: ["factory", "sun", "bolt"],
    neighborhoods: [
      "Old Pompano",
      { en: "Pompano Beach Pier district", es: "Zona del muelle de Pompano Beach" },
      "Palm Aire",
      "Cresthaven",
      "Harbor Village",
      "Pompano Park of Commerce",
    ],
  },
  tamarac: {
    county: "Broward",
    featureIcons: ["home", "factory", "heart"],
    neighborhoods: [
      "Mainlands",
      "Woodlands",
      "Colony West",
      "Sabal Palm",
      "Kings Point",
      "Tamarac Commerce Park",
    ],
  },
  sunrise: {
    county: "Broward",
    featureIcons: ["building", "users", "chip"],
    neighborhoods: [
      "Sawgrass International Corporate Park",
      "Welleby",
      "Springtree",
      "Sunrise Lakes",
      "Nob Hill",
      "Sunrise Golf Village",
    ],
  },
  plantation: {
    county: "Broward",
    featureIcons: ["heart", "shield", "building"],
    neighborhoods: [
      "Plantation Midtown",
      "Jacaranda",
      "Plantation Acres",
      "Plantation Isles",
      "Central Park",
      { en: "Broward Boulevard corridor", es: "Corredor de Broward Boulevard" },
    ],
  },
  davie: {
    county: "Broward",
    featureIcons: ["users", "card", "factory"],
    neighborhoods: [
      "Downtown Davie",
      "Educational Corridor",
      "Pine Island Ridge",
      "Forest Ridge",
      "Shenandoah",
      "Long Lake Ranches",
    ],
  },
  "dania-beach": {
    county: "Broward",
    featureIcons: ["clock", "sparkle", "wave"],
    neighborhoods: [
      "Dania Pointe",
      "Downtown Dania Beach",
      "Design Center of the Americas",
      "Dania Beach Marina",
      { en: "Griffin Road corridor", es: "Corredor de Griffin Road" },
      "Sun Garden Isles",
    ],
  },
  "coconut-creek": {
    county: "Broward",
    featureIcons: ["leaf", "building", "home"],
    neighborhoods: [
      "MainStreet Coconut Creek",
      "Lyons Technology Park",
      "Wynmoor",
      "Winston Park",
      { en: "Tradewinds Park area", es: "Zona de Tradewinds Park" },
      "Cocomar",
    ],
  },
  weston: {
    county: "Broward",
    featureIcons: ["sparkle", "users", "building"],
    neighborhoods: [
      "Weston Town Center",
      "Bonaventure",
      "Savanna",
      "Windmill Ranch",
      "Weston Hills",
      { en: "Sector 7 business parks", es: "Parques empresariales de Sector 7" },
    ],
  },
  aventura: {
    county: "Miami-Dade",
    featureIcons: ["hotel", "heart", "shield"],
    neighborhoods: [
      { en: "Aventura Mall district", es: "Zona del Aventura Mall" },
      "Country Club Drive",
      "Williams Island",
      "Turnberry",
      "Yacht Club at Aventura",
      { en: "Biscayne Boulevard corridor", es: "Corredor de Biscayne Boulevard" },
    ],
  },
  "north-miami": {
    county: "Miami-Dade",
    featureIcons: ["users", "heart", "card"],
    neighborhoods: [
      "Downtown North Miami",
      "SoLé Mia",
      "Keystone Point",
      "Sans Souci",
      "Arch Creek",
      "Biscayne Bay Campus",
    ],
  },
  "bal-harbour": {
    county: "Miami-Dade",
    featureIcons: ["hotel", "coffee", "shield"],
    neighborhoods: [
      "Bal Harbour Shops",
      { en: "Collins Avenue oceanfront", es: "Frente al mar de Collins Avenue" },
      { en: "Bal Harbour residential section", es: "Zona residencial de Bal Harbour" },
      "Haulover Inlet",
      "96th Street",
      { en: "Bay Harbor Islands border", es: "Límite con Bay Harbor Islands" },
    ],
  },
  surfside: {
    county: "Miami-Dade",
    featureIcons: ["home", "sliders", "sun"],
    neighborhoods: [
      { en: "Harding Avenue district", es: "Distrito de Harding Avenue" },
      { en: "Collins Avenue oceanfront", es: "Frente al mar de Collins Avenue" },
      "Surfside Beach",
      "96th Street",
      "88th Street",
      { en: "Biscayne Beach border", es: "Límite con Biscayne Beach" },
    ],
  },
  "miami-beach": {
    county: "Miami-Dade",
    featureIcons: ["hotel", "users", "card"],
    neighborhoods: [
      "South Beach",
      "Lincoln Road",
      "Sunset Harbour",
      "Mid-Beach",
      "North Beach",
      "Normandy Isles",
    ],
  },
  wynwood: {
    county: "Miami-Dade",
    featureIcons: ["sparkle", "users", "sliders"],
    neighborhoods: [
      "Wynwood Arts District",
      "Midtown Miami",
      "Design District",
      "Edgewater",
      "Allapattah",
      "Overtown",
    ],
  },
  "coral-gables": {
    county: "Miami-Dade",
    featureIcons: ["building", "users", "sparkle"],
    neighborhoods: [
      "Miracle Mile",
      "Downtown Coral Gables",
      "Merrick Park",
      { en: "University of Miami area", es: "Zona de la University of Miami" },
      "Biltmore",
      "Gables Estates",
    ],
  },
};
