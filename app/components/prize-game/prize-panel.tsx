import type { Ref } from "react";
import { Button } from "~/components/ui/button";
import { CloseIcon } from "~/components/media/icons";
import { usePrizeStrings, withAmount } from "~/components/prize-game/copy";
import type { PrizeStrings } from "~/content/ui-tools";
import { fill } from "~/lib/i18n";
import { EntryForm } from "~/components/prize-game/entry-form";
import type { Draw } from "~/components/prize-game/prize-api";
import type { Step } from "~/components/prize-game/use-prize-game";
import { VendingMachine } from "~/components/prize-game/vending-machine";

const STEP_ANNOUNCEMENT: Record<Step, (t: PrizeStrings, amount: number) => string> = {
  intro: (t) => fill(t.announceIntro, { introTitle: t.introTitle }),
  playing: (t) => `${t.playingTitle} ${t.playingBody}`,
  form: (t, amount) => fill(t.announceForm, { formTitle: withAmount(t.formTitle, amount) }),
  result: (t, amount) => `${t.resultTitle} ${withAmount(t.resultBody, amount)}`,
};

/**
 * The open panel of the prize game (product §4), a non-modal dialog: its close button, the screen
 * reader announcement of the step, the machine and the step's heading, and the step itself.
 */
export function PrizePanel({
  panelId,
  step,
  draw,
  round,
  headingRef,
  onClose,
  onDropCoin,
  onEntered,
  onAlreadyPlayed,
}: {
  panelId: string;
  step: Step;
  draw: Draw | null;
  round: number;
  headingRef: Ref<HTMLHeadingElement>;
  onClose: () => void;
  onDropCoin: () => void;
  onEntered: () => void;
  onAlreadyPlayed: (message: string) => void;
}) {
  const t = usePrizeStrings();
  const titleId = `${panelId}-title`;
  const amount = draw?.prizeAmount ?? 100;
  const machineState = step === "intro" ? "idle" : step === "playing" ? "playing" : "done";

  return (
    <section
      id={panelId}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="w-[22rem] max-w-full overflow-y-auto rounded-2xl border border-stone-200 bg-white p-5 text-ink shadow-2xl motion-safe:animate-[prize-panel-in_200ms_ease-out]"
      style={{ maxHeight: "calc(100vh - 7rem)" }}
      data-step={step}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t.label}</p>
        <button
          type="button"
          onClick={onClose}
          aria-label={t.closeLabel}
          className="-m-1 inline-flex size-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-ink"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="prize-announcer">
        {STEP_ANNOUNCEMENT[step](t, amount)}
      </p>
      <div className="mt-1 flex items-center gap-4">
        <VendingMachine state={machineState} sign={t.machineSign} className="w-24 shrink-0" />
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-xl font-bold leading-tight outline-none"
        >
          {step === "intro"
            ? t.introTitle
            : step === "playing"
              ? t.playingTitle
              : step === "form"
                ? withAmount(t.formTitle, amount)
                : t.resultTitle}
        </h2>
      </div>
      {step === "intro" ? (
        <div className="mt-4 grid gap-4">
          <p className="text-sm text-stone-700">{t.introBody}</p>
          <Button variant="gold" onClick={onDropCoin}>
            {t.dropCoin}
          </Button>
        </div>
      ) : null}
      {step === "playing" ? <p className="mt-4 text-sm text-stone-700">{t.playingBody}</p> : null}
      {step === "form" && draw ? (
        <EntryForm
          key={round}
          idPrefix={panelId}
          draw={draw}
          onEntered={onEntered}
          onAlreadyPlayed={onAlreadyPlayed}
        />
      ) : null}
      {step === "result" ? (
        <div className="mt-4 grid gap-4">
          <p className="text-sm text-stone-700">{withAmount(t.resultBody, amount)}</p>
          <Button variant="primary" onClick={onClose}>
            {t.close}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
