/**
 * What a contact request (consultation lead, product §3) looks like on the way in: the zod schema
 * shared by the /contact action and POST /api/contact, the service labels, the attribution fields
 * and the JSON API's body.
 */

import { z } from "zod";
import { SERVICE_INTEREST_OPTIONS, HONEYPOT_FIELD, UTM_KEYS, type UtmKey } from "~/models/contact";
import { contactRequestSchemaFor, type ContactRequestInput } from "~/models/contact-schema";
import { LANGS, type Lang } from "~/lib/i18n";

// The schema lives in a module the browser can import (the form validates with it too); it is
// re-exported here so both server entry points (the /contact action, POST /api/contact) take it
// from the model.
export { contactRequestSchemaFor, type ContactRequestInput };

/** The English schema (the JSON API's default, decision 042). */
export const contactRequestSchema = contactRequestSchemaFor("en");

/**
 * product §3: the five allowed values of serviceInterest, with the labels people read. Listed once,
 * in the browser-safe module the consultation form also uses.
 */
export const SERVICE_INTERESTS = SERVICE_INTEREST_OPTIONS;

export type ServiceInterest = (typeof SERVICE_INTERESTS)[number]["value"];

export function serviceInterestLabel(value: string | null | undefined) {
  return SERVICE_INTERESTS.find((s) => s.value === value)?.label ?? (value || "Not specified");
}

/** Where a lead came from: the page, the visit's referrer and its utm_* parameters. */
const attributionText = (max: number) =>
  z
    .string()
    .transform((value) => value.trim().slice(0, max) || undefined)
    .optional()
    .catch(undefined);
export const leadAttributionShape = {
  // A same-site path only: it is also where a visitor without JavaScript is sent back to.
  sourcePage: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .optional()
    .catch(undefined),
  referrer: attributionText(500),
  ...(Object.fromEntries(UTM_KEYS.map((key) => [key, attributionText(200)])) as Record<
    UtmKey,
    ReturnType<typeof attributionText>
  >),
  // The space visualization a request was sent from ("Book Your Free Installation").
  visualization: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional()
    .catch(undefined),
};
export const leadAttributionSchema = z.object(leadAttributionShape);
export type LeadAttribution = z.output<typeof leadAttributionSchema>;

/**
 * POST /api/contact's body: the form's fields (product §7), plus what the enhanced form also sends
 * (attribution, the honeypot, the signed render stamp). Empty strings and nulls count as "not
 * given", as they do in the HTML form.
 */
function buildContactApiSchema(lang: Lang) {
  return z.preprocess(
    (value) =>
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value).filter(
              ([, v]) => v !== null && !(typeof v === "string" && v.trim() === ""),
            ),
          )
        : value,
    contactRequestSchemaFor(lang).extend({
      ...leadAttributionShape,
      [HONEYPOT_FIELD]: z.unknown().optional(),
      formStartedAt: z.unknown().optional(),
      // The lead's language (decision 042): "es" from the Spanish pages' form; English when absent.
      lang: z.enum(LANGS, { error: 'lang must be "en" or "es"' }).optional(),
    }),
  );
}
const contactApiSchemas = { en: buildContactApiSchema("en"), es: buildContactApiSchema("es") } as const;

/** The body with the field messages in `lang` (the API answers in English unless `lang` is "es"). */
export function contactApiSchemaFor(lang: Lang) {
  return contactApiSchemas[lang];
}
export const contactApiSchema = contactApiSchemas.en;

/** The language a JSON body asks for: Spanish only when its `lang` is exactly "es" (decision 042). */
export function requestedLang(body: unknown): Lang {
  return body && typeof body === "object" && (body as { lang?: unknown }).lang === "es" ? "es" : "en";
}

/**
 * Splits a parsed API body into what the submission needs: the lead's fields, its attribution, the
 * honeypot and the render stamp.
 */
export function splitContactBody(body: z.output<typeof contactApiSchema>) {
  const { [HONEYPOT_FIELD]: honeypot, formStartedAt, lang, ...rest } = body;
  const attribution: LeadAttribution = {};
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key in leadAttributionShape) (attribution as Record<string, unknown>)[key] = value;
    else input[key] = value;
  }
  return {
    input: input as ContactRequestInput,
    attribution,
    honeypot,
    formStartedAt,
    language: lang ?? "en",
  };
}
