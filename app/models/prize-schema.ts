import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "~/lib/zod";

/**
 * The prize game's rules and texts (product §4, §5, §8, §9), shared by the widget, the no-JS /prize
 * page, the JSON API and the server model, so every path validates with the same schema.
 */
export * from "~/models/prize";
import type { PrizeAmount } from "~/models/prize";
import { toolStrings } from "~/content/ui-tools";
import type { Lang } from "~/lib/i18n";

/** Digits, spaces, hyphens, parentheses, plus and dots; at least 10 characters (product §5). */
const PHONE_CHARACTERS = /^[0-9\s\-().+]+$/;

/**
 * docs/product.md asks for at least 10 characters from the allowed set. We also ask for at least 10 digits:
 * "(..........)" passes the character rule but is no phone number, and an entry needs a phone the
 * business can call and dedupe on.
 */
export function isValidPhone(value: string) {
  const trimmed = value.trim();
  return (
    trimmed.length >= 10 &&
    trimmed.length <= 30 &&
    PHONE_CHARACTERS.test(trimmed) &&
    trimmed.replace(/\D/g, "").length >= 10
  );
}

/** The entry schema with its messages in `lang` (the same rules in both languages). */
function buildPrizeEntrySchema(lang: Lang) {
  const m = toolStrings[lang].prize.messages;
  return z.object({
    email: z
      .string({ message: m.emailInvalid })
      .trim()
      .max(254, m.emailInvalid)
      .pipe(z.email({ message: m.emailInvalid })),
    phone: z.string({ message: m.phoneInvalid }).trim().refine(isValidPhone, m.phoneInvalid),
    prizeAmount: z.coerce
      .number({ message: m.amountMissing })
      .refine((n): n is PrizeAmount => n === 100 || n === 1000, m.amountInvalid),
    token: z.string({ message: m.tokenMissing }).trim().min(1, m.tokenMissing).max(512),
  });
}

type PrizeEntrySchema = ReturnType<typeof buildPrizeEntrySchema>;
// Built on first use: in the browser only the page's language's strings are there (decision 056).
const schemas: Partial<Record<Lang, PrizeEntrySchema>> = {};

export function prizeEntrySchemaFor(lang: Lang): PrizeEntrySchema {
  return (schemas[lang] ??= buildPrizeEntrySchema(lang));
}

export type PrizeEntryInput = z.infer<PrizeEntrySchema>;

/** The widget's client-side validation with the same schema (the widget loads this module lazily). */
export function validatePrizeEntry(formData: FormData, lang: Lang = "en") {
  return parseWithZod(formData, { schema: prizeEntrySchemaFor(lang) });
}
