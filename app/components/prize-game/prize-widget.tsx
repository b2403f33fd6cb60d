import { useCallback, useId, useRef, useState } from "react";
import type { PrizeGame as PrizeGameType } from "~/components/prize-game/prize-game";
import { PrizeLauncher } from "~/components/prize-game/prize-launcher";
import { loadDictionaries } from "#dictionaries";
import { usePrizePath } from "~/components/prize-game/copy";
import { useLang, useUi, type Lang } from "~/lib/i18n";
import { PRIZE_ICON_DELAY_MS } from "~/models/prize";

type Game = typeof PrizeGameType;
let gameModule: Promise<Game> | null = null;
/**
 * The game (its steps, the machine, the entry form, Conform) is its own chunk; its strings are the
 * tools' part of the dictionaries, in the page's language (decision 056).
 */
const loadGame = (lang: Lang) =>
  Promise.all([
    (gameModule ??= import("./prize-game").then((module) => module.PrizeGame)),
    loadDictionaries(lang, ["tools"]),
  ]).then(([game]) => game);

/**
 * The floating prize game (product §4): the launcher icon, rendered by the server and hydrated with
 * the page, and a panel with the steps intro, playing, form and result (PrizeGame). The icon needs
 * no more code than this module: the game's chunk is fetched only when the visitor reaches for the
 * icon (hovering, focusing, touching it), so a page that only shows the icon loads no game code
 * (the JavaScript budget, docs/decisions/055-prize-widget-on-reach.md); zod comes later
 * still, when the coin drops (entry-validator.ts). The launcher stays the same element throughout,
 * so focus and hover are kept when the game arrives.
 *
 * Each opening is a round: PrizeGame is mounted fresh (keyed by the round), so Play again from the
 * icon starts at the intro with no prize and an empty form.
 */
export function PrizeWidget({ onDismiss, onPlayed }: { onDismiss: () => void; onPlayed: () => void }) {
  const t = useUi().prizeLauncher;
  const lang = useLang();
  const prizePath = usePrizePath();
  const [Game, setGame] = useState<Game | null>(null);
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  // Set once the visitor has entered: closing the panel then hides the game for good.
  const [finished, setFinished] = useState(false);
  // The latest round, read by a draw that answers late: one from an earlier round is dropped.
  const latestRound = useRef(0);
  const launcherRef = useRef<HTMLAnchorElement>(null);
  const panelId = useId();

  const preload = () => {
    loadGame(lang).catch(() => (gameModule = null));
  };
  // The panel opens once the game's chunk is here, however early the press came (focus moves into
  // it as before); if the chunk cannot be fetched, the launcher does what it does without
  // JavaScript: it goes to the prize page.
  const openWhenLoaded = () => {
    loadGame(lang).then(
      (game) => {
        setGame(() => game);
        latestRound.current += 1;
        setRound(latestRound.current);
        setOpen(true);
      },
      () => {
        gameModule = null;
        window.location.assign(prizePath);
      },
    );
  };

  const closePanel = useCallback(() => {
    setOpen(false);
    if (finished) onPlayed();
    else launcherRef.current?.focus();
  }, [finished, onPlayed]);
  const onFinished = useCallback(() => setFinished(true), []);

  return (
    <>
      <noscript>
        {/* Without the script that keeps it off the controls, a phone gets it after the footer. */}
        <style>{`.prize-icon{animation:prize-icon-in 300ms ease-out ${PRIZE_ICON_DELAY_MS}ms forwards}@media (max-width:639.98px){.prize-dock{position:static;margin:0 1rem 1rem}}`}</style>
      </noscript>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape anywhere in the panel closes it; the aside is not itself a control */}
      <aside
        aria-label={t.landmark}
        // Escape closes the panel while focus is in the widget (not when another dialog has it).
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) {
            event.stopPropagation();
            closePanel();
          }
        }}
        className="prize-dock fixed bottom-4 left-4 z-[90] flex max-w-[calc(100vw-2rem)] flex-col items-start gap-3"
      >
        {open && Game ? (
          <Game
            key={round}
            panelId={panelId}
            round={round}
            latestRound={latestRound}
            onClose={closePanel}
            onFinished={onFinished}
            onPlayed={onPlayed}
          />
        ) : null}
        <PrizeLauncher
          launcherRef={launcherRef}
          open={open}
          panelId={panelId}
          onOpen={openWhenLoaded}
          onPreload={preload}
          onClose={closePanel}
          onDismiss={onDismiss}
        />
      </aside>
    </>
  );
}
