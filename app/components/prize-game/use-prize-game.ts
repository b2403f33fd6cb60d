import { useCallback, useEffect, useId, useRef, useState } from "react";
import { toast } from "~/components/ui/toaster";
import { loadValidator } from "~/components/prize-game/entry-validator";
import { DrawRefusedError, requestDraw, setPlayedFlag, type Draw } from "~/components/prize-game/prize-api";
import { usePrizeStrings } from "~/components/prize-game/copy";
import { useLang } from "~/lib/i18n";
import { PRIZE_PLAYING_MS } from "~/models/prize";

/** The panel's steps (product §4): intro, playing (PRIZE_PLAYING_MS, then the form on its own), form, result. */
export type Step = "intro" | "playing" | "form" | "result";

/**
 * The prize game's state: whether the panel is open, its step, the server's draw, the round (one
 * per opening) and whether the visitor has entered; and the moves between them, with focus
 * following the step.
 */
export function usePrizeGame(onPlayed: () => void) {
  const t = usePrizeStrings();
  const lang = useLang();
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
      const drawn = await requestDraw(lang, t.errorDefault);
      await minimum;
      if (roundRef.current !== currentRound) return;
      setDraw(drawn);
      setStep("form");
    } catch (error) {
      await minimum;
      if (roundRef.current !== currentRound) return;
      toast({
        title: t.errorTitle,
        // The server's words for a refusal; the product's default for a network failure.
        description: error instanceof DrawRefusedError ? error.message : t.errorDefault,
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
    toast({ title: t.alreadyPlayedTitle, description: message });
    onPlayed();
  };

  return {
    open,
    step,
    draw,
    round,
    panelId,
    launcherRef,
    headingRef,
    closePanel,
    openFresh,
    dropCoin,
    onEntered,
    onAlreadyPlayed,
  };
}
