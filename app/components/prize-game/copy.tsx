import { formatPrize, PRIZE_TEXT } from "~/models/prize";

/** The step texts both the widget and the /prize page show (one wording everywhere). */
export const STEP_TEXT = {
  introTitle: "Win up to $1,000 in vending credit",
  introBody:
    "Drop a coin into our vending machine to reveal your prize. Every player wins vending credit for their workplace or building, and one in a hundred wins $1,000.",
  dropCoin: "Drop the coin",
  playingTitle: "Your coin is in!",
  playingBody: "The machine is picking your prize…",
  formTitle: (amount: number) => `You won ${formatPrize(amount)} in vending credit!`,
  formBody:
    "Tell us where to send your credit. We will reach out to apply it when we place machines or a market at your location.",
  submit: "Claim My Credit",
  submitting: "Claiming...",
  resultTitle: "Congratulations!",
  resultBody: (amount: number) =>
    `Your ${formatPrize(amount)} vending credit is reserved. Our team will contact you soon to apply it at your location.`,
  phoneHint: "At least 10 digits, for example (561) 555-0142",
} as const;

export function FutureClientsNote({ id }: { id?: string }) {
  return (
    <p id={id} className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700">
      {PRIZE_TEXT.futureClientsNote}
    </p>
  );
}
