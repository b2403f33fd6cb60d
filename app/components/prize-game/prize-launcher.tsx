import { useSyncExternalStore, type Ref } from "react";
import { VendingIcon } from "~/components/prize-game/vending-icon";
import { CloseIcon } from "~/components/media/icons";
import { usePrizePath } from "~/components/prize-game/copy";
import { useUi } from "~/lib/i18n";
import { useIconDue } from "~/components/prize-game/icon-due";

const subscribeToNothing = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

/**
 * The floating launcher, rendered by the server: a link to /prize, hidden until due (app.css), that,
 * with JavaScript, opens (a fresh round) or closes the panel; and, once the icon is due and while
 * the panel is closed, the button that hides the game for this view (not rendered by the server:
 * without JavaScript it could do nothing).
 */
export function PrizeLauncher({
  launcherRef,
  open,
  panelId,
  onOpen,
  onPreload,
  onClose,
  onDismiss,
}: {
  launcherRef: Ref<HTMLAnchorElement>;
  open: boolean;
  panelId: string;
  onOpen: () => void;
  /** The visitor is about to press it (hover, focus, touch): fetch what opening needs. */
  onPreload?: () => void;
  onClose: () => void;
  onDismiss: () => void;
}) {
  // The shell's strings: the icon is on every page, the tools' dictionary only comes with the game.
  const t = useUi().prizeLauncher;
  const prizePath = usePrizePath();
  const due = useIconDue();
  // As the server renders it (and until hydration) the icon is a plain link: it expands nothing.
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  return (
    <div className="flex items-center gap-1">
      <a
        ref={launcherRef}
        href={prizePath}
        onClick={(event) => {
          event.preventDefault();
          if (open) onClose();
          else onOpen();
        }}
        onPointerEnter={onPreload}
        onPointerDown={onPreload}
        onFocus={onPreload}
        onTouchStart={onPreload}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={open ? panelId : undefined}
        className="prize-icon inline-flex min-h-14 items-center gap-2 rounded-full bg-night px-4 py-2 text-sm font-semibold text-white shadow-lg ring-2 ring-brand-500 hover:bg-stone-800 max-sm:px-3.5"
      >
        <VendingIcon className="size-7 text-brand-500" />
        {open ? (
          t.landmark
        ) : (
          <>
            {/* A phone shows the icon alone (its name stays for screen readers): less to cover. */}
            <span className="max-sm:sr-only">{t.launcher}</span>
            <span className="sr-only">{t.launcherSrTail}</span>
          </>
        )}
      </a>
      {due && !open ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t.hideLabel}
          className="inline-flex size-9 items-center justify-center rounded-full bg-white text-stone-700 shadow ring-1 ring-stone-300 hover:bg-stone-100"
        >
          <CloseIcon className="size-3.5" />
        </button>
      ) : null}
    </div>
  );
}
