import { z } from "~/lib/zod";

/**
 * A testimonial (docs/decisions/053): name, role, company, quote and its Spanish text (decision 080). Shared by the admin form (Conform, in the
 * browser and in the action) and the model; browser-safe on purpose.
 */
export const NAME_MAX = 80;
export const ROLE_MAX = 80;
export const COMPANY_MAX = 120;
export const QUOTE_MAX = 600;
/** The home page shows this many: the first visible ones, in order. */
export const HOME_TESTIMONIALS = 3;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const testimonialInputSchema = z.object({
  name: text("Name", NAME_MAX),
  role: text("Role", ROLE_MAX),
  company: text("Company", COMPANY_MAX),
  quote: text("Quote", QUOTE_MAX),
  /** The quote in Spanish for the Spanish home page; empty shows the original there, marked as such. */
  quoteEs: z
    .string()
    .trim()
    .max(QUOTE_MAX, `Spanish translation must be at most ${QUOTE_MAX} characters`)
    .optional()
    .transform((value) => value ?? ""),
});
/** What a caller gives (the Spanish text may be left out); `TestimonialValue` is what is stored. */
export type TestimonialInput = z.input<typeof testimonialInputSchema>;
export type TestimonialValue = z.output<typeof testimonialInputSchema>;

/** What the public home pages render (English and Spanish alike). */
export interface PublicTestimonial {
  id: number;
  name: string;
  role: string;
  company: string;
  quote: string;
  /** The quote in Spanish ('' when there is none: /es shows `quote`, marked as the original). */
  quoteEs: string;
  /** A stand-in, not a customer's words: shown with a visible "sample" label (decision 053). */
  sample: boolean;
}
