import { useState } from "react";
import { PrizeLauncher } from "~/components/prize-game/prize-launcher";
import type { PrizePanel as PrizePanelType } from "~/components/prize-game/prize-panel";
import { usePrizeGame } from "~/components/prize-game/use-prize-game";
import { usePrizeStrings } from "~/components/prize-game/copy";

type Panel = typeof PrizePanelType;
let panelModule: Promise<Panel> | null = null;
/** The panel (machine, entry form, Conform) is its own chunk, fetched when the visitor opens it. */
const loadPanel = () => (panelModule ??= import("./prize-panel").then((module) => module.PrizePanel));

/**
 * The floating prize game (product §4): a launcher icon and a panel with the steps intro, playing
 * (PRIZE_PLAYING_MS, then the form on its own), form and result. The coin drop asks the server to
 * draw (POST /api/engagement/draw) and keeps its signed token; the entry posts the product's payload plus
 * the token to /api/engagement. Loaded lazily by PrizeGameMount; the panel when the launcher is
 * first pressed (hovering or focusing the launcher starts the fetch), so a page that only shows
 * the icon loads no form code (issue 17's JavaScript budget); zod comes later still, when the
 * coin drops (entry-validator.ts).
 */
export default function PrizeWidget({
  onDismiss,
  onPlayed,
}: {
  onDismiss: () => void;
  onPlayed: () => void;
}) {
  const t = usePrizeStrings();
  const game = usePrizeGame(onPlayed);
  const { open, closePanel } = game;
  const [PrizePanel, setPrizePanel] = useState<Panel | null>(null);
  const preload = () => {
    loadPanel().catch(() => (panelModule = null));
  };
  // The panel opens once its chunk is here (focus moves into it as before); if the chunk cannot
  // be fetched, the launcher does what it does without JavaScript: it goes to /prize.
  const openWhenLoaded = () => {
    loadPanel().then(
      (panel) => {
        setPrizePanel(() => panel);
        game.openFresh();
      },
      () => {
        panelModule = null;
        window.location.assign("/prize");
      },
    );
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape anywhere in the panel closes it; the aside is not itself a control
    <aside
      aria-label={t.landmark}
      // Escape closes the panel while focus is in the widget (not when another dialog has it).
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          closePanel();
        }
      }}
      className="fixed bottom-4 left-4 z-[90] flex max-w-[calc(100vw-2rem)] flex-col items-start gap-3"
    >
      {open && PrizePanel ? (
        <PrizePanel
          panelId={game.panelId}
          step={game.step}
          draw={game.draw}
          round={game.round}
          headingRef={game.headingRef}
          onClose={closePanel}
          onDropCoin={game.dropCoin}
          onEntered={game.onEntered}
          onAlreadyPlayed={game.onAlreadyPlayed}
        />
      ) : null}
      <PrizeLauncher
        launcherRef={game.launcherRef}
        open={open}
        panelId={game.panelId}
        onOpen={openWhenLoaded}
        onPreload={preload}
        onClose={closePanel}
        onDismiss={onDismiss}
      />
    </aside>
  );
}
