/**
 * The consultation form's options, limits and texts, without the zod schema, so the form's first
 * load carries no validation library (contact-schema.ts builds the schema from these; the form
 * loads that module when the visitor starts filling it in).
 */
export const SERVICE_INTEREST_OPTIONS = [
  { value: "micromarkets", label: "Micromarkets" },
  { value: "smart-machines", label: "Smart Machines" },
  { value: "classic-vending", label: "Classic Vending" },
  { value: "referral-program", label: "Referral Program" },
  { value: "all-services", label: "All Services" },
] as const;

export const CONTACT_LIMITS = {
  fullName: 100,
  email: 254,
  phone: 25,
  message: 5000,
} as const;

export const PHONE_HINT = "For example (561) 555-0123";
export const MESSAGE_PLACEHOLDER =
  "Tell us about your location: type of business, number of people, any questions (optional)";

/** utm_* parameters kept with a lead (docs/product.md: the owner can tell which campaign brought it). */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** The honeypot field: hidden from people, filled in by bots (the form, /contact and the API). */
export const HONEYPOT_FIELD = "website";
