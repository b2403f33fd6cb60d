import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "~/lib/zod";
import { uiStrings } from "~/content/ui";
import { fill, type Lang } from "~/lib/i18n";
import { CONTACT_LIMITS, SERVICE_INTEREST_OPTIONS } from "~/models/contact";

export { CONTACT_LIMITS, SERVICE_INTEREST_OPTIONS, UTM_KEYS } from "~/models/contact";

/**
 * The consultation form's fields and rules (product §3, §5), shared by the browser (Conform) and the
 * server (the /contact action and POST /api/contact, through contact-request-input.server.ts).
 *
 * This module must be importable by the browser bundle, which cannot import `*.server.ts`, so
 * the select's options live in contact.ts (SERVICE_INTERESTS of
 * app/models/contact-request-input.server.ts is the same list).
 *
 * Decision (product §5 contradiction): the message is optional. §3 lists it as optional, the
 * placeholder invites leaving it blank, and a lead without a message is still a lead worth
 * calling back; refusing it would lose business.
 */
const SERVICE_VALUES = SERVICE_INTEREST_OPTIONS.map((s) => s.value) as [string, ...string[]];
// Single-line fields refuse control characters (newlines in a name would only ever be mischief).
const NO_CONTROL_CHARS = /^[^\u0000-\u001f\u007f]*$/;
const PHONE_CHARS = /^\+?[0-9 ().-]+$/;

/**
 * The schema with the messages of one language (decision 042): the same rules in both, so the
 * server and the form agree whichever page the form is on.
 */
function buildContactRequestSchema(lang: Lang) {
  const m = uiStrings[lang].validation;
  return z.object({
    fullName: z
      .string({ error: m.fullNameRequired })
      .trim()
      .min(1, m.fullNameRequired)
      .max(CONTACT_LIMITS.fullName, fill(m.fullNameTooLong, { max: CONTACT_LIMITS.fullName }))
      .regex(NO_CONTROL_CHARS, m.fullNameOneLine),
    email: z
      .string({ error: m.emailRequired })
      .trim()
      .min(1, m.emailRequired)
      .max(CONTACT_LIMITS.email, m.emailInvalid)
      .email(m.emailInvalid),
    phone: z
      .string({ error: m.phoneInvalid })
      .trim()
      .max(CONTACT_LIMITS.phone, { message: m.phoneInvalid, abort: true })
      .refine((value) => {
        const digits = value.replace(/\D/g, "").length;
        return PHONE_CHARS.test(value) && digits >= 7 && digits <= 15;
      }, m.phoneInvalid)
      .optional(),
    serviceInterest: z.enum(SERVICE_VALUES, { error: m.serviceInvalid }).optional(),
    message: z
      .string({ error: m.messageNotText })
      .trim()
      .max(
        CONTACT_LIMITS.message,
        fill(m.messageTooLong, { max: CONTACT_LIMITS.message.toLocaleString("en-US") }),
      )
      .optional(),
  });
}

type ContactRequestSchema = ReturnType<typeof buildContactRequestSchema>;
// Built on first use: in the browser only the page's language's strings are there (decision 056).
const schemas: Partial<Record<Lang, ContactRequestSchema>> = {};

/** The consultation form's schema with the messages of `lang`. */
export function contactRequestSchemaFor(lang: Lang): ContactRequestSchema {
  return (schemas[lang] ??= buildContactRequestSchema(lang));
}

export type ContactRequestInput = z.output<ContactRequestSchema>;

/** Conform's client-side validation with the same schema (loaded lazily by the form). */
export function validateContactForm(formData: FormData, lang: Lang = "en") {
  return parseWithZod(formData, { schema: contactRequestSchemaFor(lang) });
}
