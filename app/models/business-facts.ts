import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import {
  defaultBusinessFacts,
  sampleBusinessFacts,
  SOCIAL_NETWORKS,
  WEEKDAYS,
  type BusinessFacts,
} from "~/content/business";
import { phoneDisplay } from "~/lib/business-facts";
import { z } from "~/lib/zod";

/**
 * The Settings form's rules (docs/decisions/047): one schema for the form (instant validation with
 * JavaScript) and the route action. Its output is the stored BusinessFacts document.
 */
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const line = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `Keep the ${label} under ${max} characters`)
    .regex(ONE_LINE, `Write the ${label} on one line`);

/** An optional one-line text field of at most `max` characters (empty when left out). */
export const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} under ${max} characters`)
    .regex(ONE_LINE, `Write the ${label} on one line`)
    .optional()
    .transform((value) => value ?? "");

/** A US number in any usual writing, or an international one starting with +. Stored as E.164. */
export const phoneSchema = z
  .string({ error: "Enter the phone number" })
  .trim()
  .min(1, "Enter the phone number")
  .max(30, "Enter a valid phone number, e.g. (561) 555-0142")
  .refine((value) => parsePhoneNumberFromString(value, "US")?.isValid() ?? false, {
    message: "Enter a valid phone number, e.g. (561) 555-0142",
  })
  .transform((value) => parsePhoneNumberFromString(value, "US")!.number as string);

const profileUrl = (network: string, host: RegExp) =>
  z
    .url({
      protocol: /^https?$/,
      message: `Enter the full address of the ${network} page, starting with https://`,
    })
    .max(300, "Keep the address under 300 characters")
    .refine((value) => host.test(new URL(value).hostname), `Enter an address on ${network}`)
    .optional()
    .transform((value) => value ?? "");

const dayHoursSchema = z
  .object({
    closed: z
      .boolean()
      .optional()
      .transform((value) => value ?? false),
    open: z.string().regex(TIME, "Enter a time such as 09:00").optional(),
    close: z.string().regex(TIME, "Enter a time such as 17:00").optional(),
  })
  .superRefine((day, ctx) => {
    if (day.closed) return;
    if (!day.open)
      ctx.addIssue({ code: "custom", path: ["open"], message: "Enter the opening time, or tick Closed" });
    if (!day.close)
      ctx.addIssue({ code: "custom", path: ["close"], message: "Enter the closing time, or tick Closed" });
    if (day.open && day.close && day.close !== "00:00" && day.close <= day.open) {
      ctx.addIssue({
        code: "custom",
        path: ["close"],
        message: "Closing must be after opening (00:00 means midnight)",
      });
    }
  })
  .transform((day) =>
    day.closed
      ? { closed: true, open: day.open ?? "", close: day.close ?? "" }
      : { closed: false, open: day.open!, close: day.close! },
  );

const recipientsSchema = z
  .string()
  .trim()
  .max(500, "Keep the list under 500 characters")
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(/[,;\s]+/)
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .refine(
    (addresses) => addresses.every((address) => z.email().safeParse(address).success),
    "Enter e-mail addresses separated by commas",
  )
  .refine((addresses) => addresses.length <= 10, "Enter at most 10 addresses");

export const businessFactsFormSchema = z
  .object({
    name: line("business name", 80),
    phone: phoneSchema,
    email: z
      .string({ error: "Enter the e-mail address" })
      .trim()
      .min(1, "Enter the e-mail address")
      .max(254, "Enter a valid e-mail address")
      .pipe(z.email("Enter a valid e-mail address")),
    streetAddress: optionalLine("street address", 120),
    city: line("city", 60),
    region: z
      .string({ error: "Enter the state" })
      .trim()
      .regex(/^[A-Z]{2}$/, "Enter the state as two capital letters, e.g. FL"),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "Enter a ZIP code such as 33432")
      .optional()
      .transform((value) => value ?? ""),
    serviceAreaEn: line("service area (English)", 120),
    serviceAreaEs: line("service area (Spanish)", 120),
    hours: z.array(dayHoursSchema).length(7, "Give the hours of all seven days"),
    linkedin: profileUrl("LinkedIn", /(^|\.)linkedin\.com$/),
    facebook: profileUrl("Facebook", /(^|\.)facebook\.com$/),
    instagram: profileUrl("Instagram", /(^|\.)instagram\.com$/),
    referralAmount: z
      .string({ error: "Enter the referral amount" })
      .trim()
      .regex(/^\$(\d{1,3}(,\d{3})*|\d+)$/, "Enter a dollar amount such as $2,000"),
    leadRecipients: recipientsSchema,
  })
  .transform((form): BusinessFacts => ({
    name: form.name,
    phone: form.phone,
    email: form.email,
    streetAddress: form.streetAddress,
    city: form.city,
    region: form.region,
    postalCode: form.postalCode,
    serviceArea: { en: form.serviceAreaEn, es: form.serviceAreaEs },
    hours: form.hours,
    social: { linkedin: form.linkedin, facebook: form.facebook, instagram: form.instagram },
    referralAmount: form.referralAmount,
    leadRecipients: form.leadRecipients,
  }));

/** The form's values for stored facts (the phone as the owner reads it). */
export function businessFactsFormValues(facts: BusinessFacts) {
  return {
    name: facts.name,
    phone: phoneDisplay(facts.phone),
    email: facts.email,
    streetAddress: facts.streetAddress,
    city: facts.city,
    region: facts.region,
    postalCode: facts.postalCode,
    serviceAreaEn: facts.serviceArea.en,
    serviceAreaEs: facts.serviceArea.es,
    hours: facts.hours.map((day) => ({
      closed: day.closed ? "on" : undefined,
      open: day.open,
      close: day.close,
    })),
    linkedin: facts.social.linkedin,
    facebook: facts.social.facebook,
    instagram: facts.social.instagram,
    referralAmount: facts.referralAmount,
    leadRecipients: facts.leadRecipients.join(", "),
  };
}

/** The stored document, read back leniently: a missing or invalid part falls back to its default. */
const storedSchema = z.object({
  name: z.string().min(1).catch(defaultBusinessFacts.name),
  phone: z.string().min(1).catch(defaultBusinessFacts.phone),
  email: z.string().min(1).catch(defaultBusinessFacts.email),
  streetAddress: z.string().catch(""),
  city: z.string().min(1).catch(defaultBusinessFacts.city),
  region: z.string().min(1).catch(defaultBusinessFacts.region),
  postalCode: z.string().catch(""),
  serviceArea: z.object({ en: z.string(), es: z.string() }).catch(defaultBusinessFacts.serviceArea),
  hours: z
    .array(z.object({ closed: z.boolean(), open: z.string(), close: z.string() }))
    .length(WEEKDAYS.length)
    .catch(defaultBusinessFacts.hours),
  social: z
    .object(
      Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, z.string()])) as Record<
        (typeof SOCIAL_NETWORKS)[number],
        z.ZodString
      >,
    )
    .catch(defaultBusinessFacts.social),
  referralAmount: z.string().min(1).catch(defaultBusinessFacts.referralAmount),
  leadRecipients: z.array(z.string()).catch([]),
});

export function parseStoredFacts(json: string): BusinessFacts {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return defaultBusinessFacts;
  }
  const parsed = storedSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultBusinessFacts;
}

export type SampleFact = "phone" | "email" | "streetAddress" | "social" | "hours";

/**
 * Which facts still hold the shipped sample values (content/business.ts `sampleBusinessFacts`).
 * The hours are a sample until the facts are saved once (`saved`): any hours could be real ones, so
 * only a save says the owner has looked at them (docs/decisions/080).
 */
export function sampleFacts(facts: BusinessFacts, saved = true): SampleFact[] {
  const samples: SampleFact[] = [];
  if (facts.phone === sampleBusinessFacts.phone) samples.push("phone");
  if (facts.email === sampleBusinessFacts.email) samples.push("email");
  if (facts.streetAddress === sampleBusinessFacts.streetAddress) samples.push("streetAddress");
  if (SOCIAL_NETWORKS.some((n) => facts.social[n] && facts.social[n] === sampleBusinessFacts.social[n]))
    samples.push("social");
  if (!saved) samples.push("hours");
  return samples;
}
