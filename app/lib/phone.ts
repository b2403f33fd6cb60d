import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * A phone number as E.164 ("+13055550199") in any usual writing: "(305) 555-0199",
 * "305.555.0199", "+1 305 555 0199". A number without a country code is read as a US one. Null
 * when the text cannot be a phone number (too few digits, letters). Leads store it next to the
 * number as typed so the admin's search finds either (migration 0027, docs/decisions/080).
 */
export function phoneE164(text: string | null | undefined): string | null {
  if (!text) return null;
  const trimmed = text.trim();
  // Only phone characters, at least ten digits: "555-0142" stays a word search.
  if (!/^[\d\s()+.-]+$/.test(trimmed) || (trimmed.match(/\d/g)?.length ?? 0) < 10) return null;
  const parsed = parsePhoneNumberFromString(trimmed, "US");
  return parsed?.isPossible() ? (parsed.number as string) : null;
}
