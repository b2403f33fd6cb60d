import { toolStrings, type PrizeStrings } from "~/content/ui-tools";
import { fill, useLang, type Lang } from "~/lib/i18n";
import { formatPrize, PRIZE_PAGE_PATH } from "~/models/prize";

/** The prize game's texts in the page's language (one wording for the widget and the page). */
export function usePrizeStrings(): PrizeStrings {
  return toolStrings[useLang()].prize;
}

/** The prize page of the page's language (/prize or /es/premio). */
export function usePrizePath(): string {
  return PRIZE_PAGE_PATH[useLang()];
}

/** "You won $100 in vending credit!" and the other texts that name the amount. */
export function withAmount(template: string, amount: number) {
  return fill(template, { amount: formatPrize(amount) });
}

export function prizeStrings(lang: Lang): PrizeStrings {
  return toolStrings[lang].prize;
}

export function FutureClientsNote({ id }: { id?: string }) {
  const t = usePrizeStrings();
  return (
    <p id={id} className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700">
      {t.futureClientsNote}
    </p>
  );
}
