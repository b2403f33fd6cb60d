import type { Lang } from "~/lib/i18n";

/**
 * Business facts shown across the site. The owner changes a phone number, an address or the
 * hours here, in one place. (The name, phone and e-mail below are this build's stand-ins until
 * the owner supplies the real ones.)
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
  hours: [
    { days: "Sun to Thu", hours: "24 Hours" },
    { days: "Fri", hours: "12 AM–7 PM" },
    { days: "Sat", hours: "9 PM–12 AM" },
  ],
  social: {
    linkedin: "https://www.linkedin.com/",
    facebook: "https://www.facebook.com/",
    instagram: "https://www.instagram.com/",
  },
  referral: { bannerAmount: "$2,000", rewardUpTo: "$1,000" },
} as const;

export interface BusinessCopy {
  serviceArea: string;
  hours: ReadonlyArray<{ days: string; hours: string }>;
}

/**
 * The words among the facts above, per language (decision 040). The times are the same in both;
 * the Spanish writes them as Spanish-language media in the US do ("12 a. m.–7 p. m.").
 */
export const businessCopy: Record<Lang, BusinessCopy> = {
  en: { serviceArea: business.serviceArea, hours: business.hours },
  es: {
    serviceArea: "de Palm Beach a Miami",
    hours: [
      { days: "Dom. a jue.", hours: "24 horas" },
      { days: "Vie.", hours: "12 a. m.–7 p. m." },
      { days: "Sáb.", hours: "9 p. m.–12 a. m." },
    ],
  },
};
