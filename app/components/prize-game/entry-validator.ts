import { parse, type Submission } from "@conform-to/react";
import type { Lang } from "~/lib/i18n";
import type { PrizeEntryInput } from "~/models/prize-schema";

/**
 * The entry form validates with the shared zod schema, but zod (about 23 KB gzipped) is not part of
 * the game's chunk: it is fetched when the coin drops, 3.5 s before the form appears. Should it
 * not have arrived, the server's answer (the same schema) reports the problem.
 */
type Validate = (formData: FormData, lang: Lang) => Submission<PrizeEntryInput, string[]>;
let validateEntry: Validate | undefined;

/** Starts fetching the schema (once); called when the coin drops. */
export function loadValidator() {
  if (!validateEntry)
    void import("~/models/prize-schema").then(
      (module) => (validateEntry = module.validatePrizeEntry),
      () => undefined,
    );
}

/** The schema's verdict once loaded; until then the fields pass as they are. */
export function validateEntryForm(formData: FormData, lang: Lang): Submission<PrizeEntryInput, string[]> {
  return (
    validateEntry?.(formData, lang) ??
    (parse(formData, { resolve: (value) => ({ value: value as PrizeEntryInput }) }) as Submission<
      PrizeEntryInput,
      string[]
    >)
  );
}
