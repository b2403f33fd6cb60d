import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "~/lib/zod";
import { CONTACT_LIMITS, SERVICE_INTEREST_OPTIONS } from "~/models/contact";

export {
  CONTACT_LIMITS,
  MESSAGE_PLACEHOLDER,
  PHONE_HINT,
  SERVICE_INTEREST_OPTIONS,
  UTM_KEYS,
} from "~/models/contact";

/**
 * The consultation form's fields and rules (product §3, §5), shared by the browser (Conform) and the
 * server (the /contact action and POST /api/contact, through contact-requests.server.ts).
 *
 * This module must be importable by the browser bundle, which cannot import `*.server.ts`, so
 * the select's options live in contact-fields.ts (SERVICE_INTERESTS of
 * app/models/contact-requests.server.ts is the same list).
 *
 * Decision (product §5 contradiction): the message is optional. §3 lists it as optional, the
 * placeholder invites leaving it blank, and a lead without a message is still a lead worth
 * calling back; refusing it would lose business.
 */
const SERVICE_VALUES = SERVICE_INTEREST_OPTIONS.map((s) => s.value) as [string, ...string[]];
// Single-line fields refuse control characters (newlines in a name would only ever be mischief).
const NO_CONTROL_CHARS = /^[^\u0000-\u001f\u007f]*$/;
const PHONE_CHARS = /^\+?[0-9 ().-]+$/;

export const contactRequestSchema = z.object({
  fullName: z
    .string({ error: "Please enter your full name" })
    .trim()
    .min(1, "Please enter your full name")
    .max(CONTACT_LIMITS.fullName, `Please keep your name under ${CONTACT_LIMITS.fullName} characters`)
    .regex(NO_CONTROL_CHARS, "Please enter your name on one line"),
  email: z
    .string({ error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .max(CONTACT_LIMITS.email, "Please enter a valid email address")
    .email("Please enter a valid email address"),
  phone: z
    .string({ error: "Please enter a valid phone number" })
    .trim()
    .max(CONTACT_LIMITS.phone, { message: "Please enter a valid phone number", abort: true })
    .refine((value) => {
      const digits = value.replace(/\D/g, "").length;
      return PHONE_CHARS.test(value) && digits >= 7 && digits <= 15;
    }, "Please enter a valid phone number")
    .optional(),
  serviceInterest: z.enum(SERVICE_VALUES, { error: "Please choose one of the listed services" }).optional(),
  message: z
    .string({ error: "Please enter your message as text" })
    .trim()
    .max(
      CONTACT_LIMITS.message,
      `Please keep your message under ${CONTACT_LIMITS.message.toLocaleString("en-US")} characters`,
    )
    .optional(),
});

export type ContactRequestInput = z.output<typeof contactRequestSchema>;

/** Conform's client-side validation with the same schema (loaded lazily by the form). */
export function validateContactForm(formData: FormData) {
  return parseWithZod(formData, { schema: contactRequestSchema });
}
