/** The prize game's numbers and texts (product §4, §5, §8, §9). No imports: the first-load mount uses them. */
export const PRIZE_AMOUNTS = [100, 1000] as const;
export type PrizeAmount = (typeof PRIZE_AMOUNTS)[number];

/** product §9: the icon appears 2000 ms after load; playing lasts 3500 ms. */
export const PRIZE_ICON_DELAY_MS = 2000;
export const PRIZE_PLAYING_MS = 3500;

/** The local storage key of product §4's "played" flag. */
export const PRIZE_PLAYED_KEY = "prize-game-played";

export const PRIZE_TEXT = {
  emailInvalid: "Please enter a valid email address",
  phoneInvalid: "Please enter a valid phone number",
  futureClientsNote: "Vending credit is for future clients only, not current clients.",
  alreadyPlayedTitle: "Already Played",
  errorTitle: "Something went wrong",
  errorDefault: "Something went wrong. Please try again or contact us directly.",
} as const;

/** The prize page in each language (docs/decisions/041-spanish-slugs.md). */
export const PRIZE_PAGE_PATH = { en: "/prize", es: "/es/premio" } as const;

/** "$1,000" (US formatting in both languages, as Spanish-language media in Florida write it). */
export function formatPrize(amount: number) {
  return `$${amount.toLocaleString("en-US")}`;
}
