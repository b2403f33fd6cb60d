import { useEffect, useRef, useState, type RefObject } from "react";
import { toast } from "~/components/ui/toaster";
import { loadValidator } from "~/components/prize-game/entry-validator";
import { DrawRefusedError, requestDraw, setPlayedFlag, type Draw } from "~/components/prize-game/prize-api";
import { usePrizeStrings } from "~/components/prize-game/copy";
import { useLang } from "~/lib/i18n";
import { PRIZE_PLAYING_MS } from "~/models/prize";

/** The panel's steps (product §4): intro, playing (PRIZE_PLAYING_MS, then the form on its own), form, result. */
export type Step = "intro" | "playing" | "form" | "result";

/**
 * The state of one opening of the panel (a round; PrizeWidget keeps whether it is open and mounts
 * the game afresh for each): its step and the server's draw, and the moves between them, with focus
 * following the step.
 */
export function usePrizeGame({
  panelId,
  round,
  latestRound,
  onFinished,
  onPlayed,
}: {
  panelId: string;
  round: number;
  /** The widget's latest round: a draw answered after Play again belongs to an old round and is dropped. */
  latestRound: RefObject<number>;
  onFinished: () => void;
  onPlayed: () => void;
}) {
  const t = usePrizeStrings();
  const lang = useLang();
  const [step, setStep] = useState<Step>("intro");
  const [draw, setDraw] = useState<Draw | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Focus follows the step, from the opening on: its heading (the form step: its first field).
  useEffect(() => {
    if (step === "form")
      document.getElementById(panelId)?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
    else headingRef.current?.focus();
  }, [step, panelId]);

  const dropCoin = async () => {
    setStep("playing");
    loadValidator();
    const minimum = new Promise((resolve) => setTimeout(resolve, PRIZE_PLAYING_MS));
    try {
      const drawn = await requestDraw(lang, t.errorDefault);
      await minimum;
      if (latestRound.current !== round) return;
      setDraw(drawn);
      setStep("form");
    } catch (error) {
      await minimum;
      if (latestRound.current !== round) return;
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
    onFinished();
    setStep("result");
  };

  const onAlreadyPlayed = (message: string) => {
    setPlayedFlag();
    toast({ title: t.alreadyPlayedTitle, description: message });
    onPlayed();
  };

  return { step, draw, headingRef, dropCoin, onEntered, onAlreadyPlayed };
}
