import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "~/lib/zod";

/**
 * The prize game's rules and texts (product §4, §5, §8, §9), shared by the widget, the no-JS /prize
 * page, the JSON API and the server model, so every path validates with the same schema.
 */
export * from "~/models/prize";
import { PRIZE_TEXT, type PrizeAmount } from "~/models/prize";

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

export const prizeEntrySchema = z.object({
  email: z
    .string({ message: PRIZE_TEXT.emailInvalid })
    .trim()
    .max(254, PRIZE_TEXT.emailInvalid)
    .pipe(z.email({ message: PRIZE_TEXT.emailInvalid })),
  phone: z.string({ message: PRIZE_TEXT.phoneInvalid }).trim().refine(isValidPhone, PRIZE_TEXT.phoneInvalid),
  prizeAmount: z.coerce
    .number({ message: "The prize amount is missing." })
    .refine((n): n is PrizeAmount => n === 100 || n === 1000, "The prize amount must be 100 or 1000."),
  token: z
    .string({ message: "The prize token is missing. Drop a coin to play." })
    .trim()
    .min(1, "The prize token is missing. Drop a coin to play.")
    .max(512),
});

export type PrizeEntryInput = z.infer<typeof prizeEntrySchema>;

/** The widget's client-side validation with the same schema (the widget loads this module lazily). */
export function validatePrizeEntry(formData: FormData) {
  return parseWithZod(formData, { schema: prizeEntrySchema });
}
