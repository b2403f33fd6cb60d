import type { Lang } from "~/lib/i18n";

/**
 * Business facts shown across the site. Since docs/decisions/047 the owner edits most of them in the admin
 * (Settings tab, stored in SQLite); the values here are the defaults a fresh install shows until
 * the owner saves Settings once, and the facts the owner does not edit (legal name, tagline).
 * Read the live facts through `useBusiness()` (app/lib/business-facts.ts) in components and
 * `businessFacts(database)` (app/models/business-facts.server.ts) on the server.
 */
export const business = {
  name: "Gold Coast Vending",
  legalName: "Gold Coast Vending & Markets LLC",
  tagline: "Luxury amenities for South Florida workplaces",
  phoneDisplay: "(561) 555-0142",
  /** E.164, country code +1 (product §9). */
  phoneE164: "+15615550142",
  email: "hello@goldcoastvending.com",
  city: "Boca Raton",
  region: "FL",
  country: "US",
  serviceArea: "Palm Beach to Miami",
  social: {
    linkedin: "https://www.linkedin.com/",
    facebook: "https://www.facebook.com/",
    instagram: "https://www.instagram.com/",
  },
  referral: { bannerAmount: "$2,000", rewardUpTo: "$1,000" },
} as const;

/** Sunday first, as the hours have always been written on the site. */
export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's opening hours: "HH:MM" 24-hour times; `close` "00:00" is midnight at the end of the day (00:00-00:00: open all day). */
export interface DayHours {
  closed: boolean;
  open: string;
  close: string;
}

export const SOCIAL_NETWORKS = ["linkedin", "facebook", "instagram"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The facts the owner edits in Settings (docs/decisions/047-business-facts-in-sqlite.md). */
export interface BusinessFacts {
  name: string;
  /** E.164, e.g. +15615550142. */
  phone: string;
  email: string;
  /** Empty until the owner gives one: the site then names the city only. */
  streetAddress: string;
  city: string;
  region: string;
  postalCode: string;
  serviceArea: Record<Lang, string>;
  /** Seven days, Sunday first (WEEKDAYS). */
  hours: DayHours[];
  /** Empty string: no profile (not shown, not in JSON-LD). */
  social: Record<SocialNetwork, string>;
  /** The amount the referral banner and the FAQ name, e.g. "$2,000". */
  referralAmount: string;
  /** Lead e-mail recipients; empty: LEAD_NOTIFY_TO. */
  leadRecipients: string[];
}

const allDay: DayHours = { closed: false, open: "00:00", close: "00:00" };

/** What a fresh install shows: exactly the site as it was before Settings existed. */
export const defaultBusinessFacts: BusinessFacts = {
  name: business.name,
  phone: business.phoneE164,
  email: business.email,
  streetAddress: "",
  city: business.city,
  region: business.region,
  postalCode: "",
  serviceArea: { en: business.serviceArea, es: "de Palm Beach a Miami" },
  hours: [
    allDay,
    allDay,
    allDay,
    allDay,
    allDay,
    { closed: false, open: "00:00", close: "19:00" },
    { closed: false, open: "21:00", close: "00:00" },
  ],
  social: { ...business.social },
  referralAmount: business.referral.bannerAmount,
  leadRecipients: [],
};

/**
 * The sample markers: these shipped values are this build's stand-ins (a 555-01xx number, an
 * address-less listing, the networks' home pages), not the owner's. While a fact still equals
 * its sample, the admin marks it as a sample and the first-run checklist asks for the real one.
 */
export const sampleBusinessFacts = {
  phone: business.phoneE164,
  email: business.email,
  streetAddress: "",
  social: business.social,
} as const;
