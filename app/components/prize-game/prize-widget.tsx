import { getFormProps, parse, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import { toast } from "~/components/ui/toaster";
import { FutureClientsNote, STEP_TEXT } from "./copy";
import { PRIZE_PLAYED_KEY, PRIZE_PLAYING_MS, PRIZE_TEXT, type PrizeAmount } from "~/models/prize";
import type { PrizeEntryInput } from "~/models/prize-schema";

/**
 * The entry form validates with the shared zod schema, but zod (about 23 KB gzipped) is not part of
 * the widget's chunk: it is fetched when the coin drops, 3.5 s before the form appears. Should it
 * not have arrived, the server's answer (the same schema) reports the problem.
 */
type Validate = (formData: FormData) => Submission<PrizeEntryInput, string[]>;
let validateEntry: Validate | undefined;
function loadValidator() {
  if (!validateEntry)
    void import("~/models/prize-schema").then(
      (module) => (validateEntry = module.validatePrizeEntry),
      () => undefined,
    );
}
import { VendingIcon } from "./vending-icon";
import { VendingMachine } from "./vending-machine";

/**
 * The floating prize game (SPEC §4): a launcher icon and a panel with the steps intro, playing
 * (PRIZE_PLAYING_MS, then the form on its own), form and result. The coin drop asks the server to
 * draw (POST /api/engagement/draw) and keeps its signed token; the entry posts SPEC's payload plus
 * the token to /api/engagement. Loaded lazily by PrizeGameMount.
 */
type Step = "intro" | "playing" | "form" | "result";
interface Draw {
  prizeAmount: PrizeAmount;
  token: string;
}

const STEP_ANNOUNCEMENT: Record<Step, (amount: number) => string> = {
  intro: () => `Prize game. ${STEP_TEXT.introTitle}.`,
  playing: () => `${STEP_TEXT.playingTitle} ${STEP_TEXT.playingBody}`,
  form: (amount) => `${STEP_TEXT.formTitle(amount)} Enter your email and phone to claim it.`,
  result: (amount) => `${STEP_TEXT.resultTitle} ${STEP_TEXT.resultBody(amount)}`,
};

function setPlayedFlag() {
  try {
    window.localStorage.setItem(PRIZE_PLAYED_KEY, "1");
  } catch {
    // Private mode without storage: the server's one-entry rule still holds.
  }
}

/** SPEC §7/§8: the server's `message` field, else the default text; and its field errors, if any. */
async function errorOf(
  response: Response,
): Promise<{ message: string; fieldErrors?: Record<string, string[]> }> {
  try {
    const body = (await response.json()) as { message?: unknown; fieldErrors?: Record<string, string[]> };
    const fieldErrors =
      body?.fieldErrors && typeof body.fieldErrors === "object" ? body.fieldErrors : undefined;
    if (typeof body?.message === "string" && body.message) return { message: body.message, fieldErrors };
  } catch {
    // Not JSON: fall through to the default.
  }
  return { message: PRIZE_TEXT.errorDefault };
}

async function messageOf(response: Response) {
  return (await errorOf(response)).message;
}

export default function PrizeWidget({
  onDismiss,
  onPlayed,
}: {
  onDismiss: () => void;
  onPlayed: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>("intro");
  const [draw, setDraw] = useState<Draw | null>(null);
  const [round, setRound] = useState(0);
  const [finished, setFinished] = useState(false);
  const launcherRef = useRef<HTMLAnchorElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedFocus = useRef(false);
  // Each opening is a round; a draw answered after Play again belongs to an old round and is dropped.
  const roundRef = useRef(0);
  const panelId = useId();
  const titleId = `${panelId}-title`;

  // Focus follows the step: its heading (the form step: its first field).
  useEffect(() => {
    if (!open || !movedFocus.current) return;
    if (step === "form")
      document.getElementById(panelId)?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
    else headingRef.current?.focus();
  }, [open, step, round, panelId]);

  const closePanel = useCallback(() => {
    setOpen(false);
    if (finished) onPlayed();
    else launcherRef.current?.focus();
  }, [finished, onPlayed]);

  // Play again from the icon: back to intro with no prize and an empty form.
  const openFresh = () => {
    setStep("intro");
    setDraw(null);
    setRound((r) => r + 1);
    roundRef.current += 1;
    movedFocus.current = true;
    setOpen(true);
  };

  const dropCoin = async () => {
    setStep("playing");
    loadValidator();
    const currentRound = roundRef.current;
    const minimum = new Promise((resolve) => setTimeout(resolve, PRIZE_PLAYING_MS));
    try {
      const response = await fetch("/api/engagement/draw", {
        method: "POST",
        credentials: "same-origin",
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(await messageOf(response));
      const drawn = (await response.json()) as Draw;
      await minimum;
      if (roundRef.current !== currentRound) return;
      setDraw(drawn);
      setStep("form");
    } catch (error) {
      await minimum;
      if (roundRef.current !== currentRound) return;
      toast({
        title: PRIZE_TEXT.errorTitle,
        description: error instanceof Error && error.message ? error.message : PRIZE_TEXT.errorDefault,
        variant: "destructive",
      });
      setStep("intro");
    }
  };

  const onEntered = () => {
    setPlayedFlag();
    setFinished(true);
    setStep("result");
  };

  const onAlreadyPlayed = (message: string) => {
    setPlayedFlag();
    toast({ title: PRIZE_TEXT.alreadyPlayedTitle, description: message });
    onPlayed();
  };

  const amount = draw?.prizeAmount ?? 100;
  const machineState = step === "intro" ? "idle" : step === "playing" ? "playing" : "done";

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape anywhere in the panel closes it; the aside is not itself a control
    <aside
      aria-label="Prize game"
      // Escape closes the panel while focus is in the widget (not when another dialog has it).
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          closePanel();
        }
      }}
      className="fixed bottom-4 left-4 z-[90] flex max-w-[calc(100vw-2rem)] flex-col items-start gap-3"
    >
      {open ? (
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
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">Prize Game</p>
            <button
              type="button"
              onClick={closePanel}
              aria-label="Close the prize game"
              className="-m-1 inline-flex size-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-ink"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M4 4l8 8M12 4l-8 8" />
              </svg>
            </button>
          </div>
          <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="prize-announcer">
            {STEP_ANNOUNCEMENT[step](amount)}
          </p>
          <div className="mt-1 flex items-center gap-4">
            <VendingMachine state={machineState} className="w-24 shrink-0" />
            <h2
              id={titleId}
              ref={headingRef}
              tabIndex={-1}
              className="font-display text-xl font-bold leading-tight outline-none"
            >
              {step === "intro"
                ? STEP_TEXT.introTitle
                : step === "playing"
                  ? STEP_TEXT.playingTitle
                  : step === "form"
                    ? STEP_TEXT.formTitle(amount)
                    : STEP_TEXT.resultTitle}
            </h2>
          </div>
          {step === "intro" ? (
            <div className="mt-4 grid gap-4">
              <p className="text-sm text-stone-700">{STEP_TEXT.introBody}</p>
              <Button variant="gold" onClick={dropCoin}>
                {STEP_TEXT.dropCoin}
              </Button>
            </div>
          ) : null}
          {step === "playing" ? <p className="mt-4 text-sm text-stone-700">{STEP_TEXT.playingBody}</p> : null}
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
              <p className="text-sm text-stone-700">{STEP_TEXT.resultBody(amount)}</p>
              <Button variant="primary" onClick={closePanel}>
                Close
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
      <div className="flex items-center gap-1 motion-safe:animate-[prize-launcher-in_300ms_ease-out]">
        <a
          ref={launcherRef}
          href="/prize"
          onClick={(event) => {
            event.preventDefault();
            if (open) closePanel();
            else openFresh();
          }}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          className="inline-flex min-h-14 items-center gap-2 rounded-full bg-night px-4 py-2 text-sm font-semibold text-white shadow-lg ring-2 ring-brand-500 hover:bg-stone-800"
        >
          <VendingIcon className="size-7 text-brand-500" />
          {open ? (
            "Prize game"
          ) : (
            <>
              Win up to $1,000<span className="sr-only"> in vending credit: play the prize game</span>
            </>
          )}
        </a>
        {!open ? (
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Hide the prize game"
            className="inline-flex size-9 items-center justify-center rounded-full bg-white text-stone-700 shadow ring-1 ring-stone-300 hover:bg-stone-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              className="size-3.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 4l8 8M12 4l-8 8" />
            </svg>
          </button>
        ) : null}
      </div>
    </aside>
  );
}

function EntryForm({
  idPrefix,
  draw,
  onEntered,
  onAlreadyPlayed,
}: {
  idPrefix: string;
  draw: Draw;
  onEntered: () => void;
  onAlreadyPlayed: (message: string) => void;
}) {
  const [pending, setPending] = useState(false);
  // The server's field errors (a rule only it checks, e.g. a phone that is no real number).
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [form, fields] = useForm({
    id: `${idPrefix}-form`,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { prizeAmount: String(draw.prizeAmount), token: draw.token },
    onValidate: ({ formData }) =>
      validateEntry?.(formData) ??
      (parse(formData, { resolve: (value) => ({ value: value as PrizeEntryInput }) }) as Submission<
        PrizeEntryInput,
        string[]
      >),
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== "success" || pending) return;
      setPending(true);
      try {
        const { email, phone } = submission.value;
        const response = await fetch("/api/engagement", {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ email, phone, prizeAmount: draw.prizeAmount, token: draw.token }),
        });
        if (response.ok) return onEntered();
        const { message, fieldErrors } = await errorOf(response);
        if (response.status === 409) return onAlreadyPlayed(message);
        if (response.status === 400 && fieldErrors && Object.keys(fieldErrors).length)
          return setLastResult(submission.reply({ fieldErrors }));
        toast({ title: PRIZE_TEXT.errorTitle, description: message, variant: "destructive" });
      } catch {
        toast({ title: PRIZE_TEXT.errorTitle, description: PRIZE_TEXT.errorDefault, variant: "destructive" });
      } finally {
        setPending(false);
      }
    },
  });
  return (
    <form
      {...getFormProps(form)}
      method="post"
      action={`/prize?token=${encodeURIComponent(draw.token)}`}
      className="mt-4 grid gap-3"
    >
      <input type="hidden" name="prizeAmount" value={String(draw.prizeAmount)} />
      <input type="hidden" name="token" value={draw.token} />
      <p className="text-sm text-stone-700">{STEP_TEXT.formBody}</p>
      <FutureClientsNote />
      <InputField
        meta={fields.email}
        type="email"
        label="Email"
        required
        inputProps={{ autoComplete: "email" }}
      />
      <InputField
        meta={fields.phone}
        type="tel"
        label="Phone"
        required
        hint={STEP_TEXT.phoneHint}
        inputProps={{ autoComplete: "tel" }}
      />
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? STEP_TEXT.submitting : STEP_TEXT.submit}
      </Button>
    </form>
  );
}
