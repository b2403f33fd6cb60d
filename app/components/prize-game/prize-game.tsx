import type { RefObject } from "react";
import { PrizePanel } from "~/components/prize-game/prize-panel";
import { usePrizeGame } from "~/components/prize-game/use-prize-game";

/**
 * One opening (a round) of the prize game's panel: the steps intro, playing (PRIZE_PLAYING_MS,
 * then the form on its own), form and result. The coin drop asks the server to draw (POST
 * /api/engagement/draw) and keeps its signed token; the entry posts the product's payload plus the
 * token to /api/engagement. This module is the game's chunk: PrizeWidget fetches it when the
 * visitor reaches for the icon, not when the icon appears.
 */
export function PrizeGame({
  panelId,
  round,
  latestRound,
  onClose,
  onFinished,
  onPlayed,
}: {
  panelId: string;
  round: number;
  latestRound: RefObject<number>;
  onClose: () => void;
  /** The visitor has entered: closing the panel now hides the game for good. */
  onFinished: () => void;
  /** The visitor has played (a 409): the game hides at once. */
  onPlayed: () => void;
}) {
  const game = usePrizeGame({ panelId, round, latestRound, onFinished, onPlayed });
  return (
    <PrizePanel
      panelId={panelId}
      step={game.step}
      draw={game.draw}
      round={round}
      headingRef={game.headingRef}
      onClose={onClose}
      onDropCoin={game.dropCoin}
      onEntered={game.onEntered}
      onAlreadyPlayed={game.onAlreadyPlayed}
    />
  );
}
