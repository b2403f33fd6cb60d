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

// The hint, placeholder, labels and messages people read are in UiStrings (app/content/ui.ts),
// per language: contactForm and validation.

/** utm_* parameters kept with a lead (docs/product.md: the owner can tell which campaign brought it). */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** The honeypot field: hidden from people, filled in by bots (the form, /contact and the API). */
export const HONEYPOT_FIELD = "website";

/**
 * The language a lead came in (decision 042), as the English admin names it: the list and view
 * show a badge for a Spanish-speaking lead (the owner sends a Spanish-speaking rep).
 */
export const LEAD_LANGUAGE_LABELS = { en: "English", es: "Spanish" } as const;
export const SPANISH_LEAD_BADGE = "Spanish-speaking lead";
export function leadLanguageLabel(language: string | null | undefined) {
  return language === "es" ? LEAD_LANGUAGE_LABELS.es : LEAD_LANGUAGE_LABELS.en;
}

/**
 * The subject of a reply to a lead, in the lead's language (docs/decisions/079): the admin's
 * "Reply via Email" and the lead e-mail's subject, which a plain "Reply" keeps.
 */
export function replySubject(language: string | null | undefined, businessName = "Gold Coast Vending") {
  return language === "es"
    ? `Su solicitud de consulta con ${businessName}`
    : `Your consultation request with ${businessName}`;
}
