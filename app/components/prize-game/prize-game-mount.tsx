import { useCallback, useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { useLocation } from "react-router";
import { useNonce } from "~/lib/nonce";
import { PRIZE_ICON_DELAY_MS, PRIZE_PLAYED_KEY } from "~/models/prize";
import { VendingIcon } from "./vending-icon";
import { usePrizePath, usePrizeStrings } from "./copy";

/**
 * Mounts the floating prize game on public pages (not /admin, /auth or /prize itself).
 *
 * The icon is rendered by the server and appears PRIZE_ICON_DELAY_MS after the `load` event with
 * no JavaScript module at all (product §9; hydration comes later, app/server/deferred-hydration.server.ts):
 * a tiny inline script (PRIZE_DUE_SCRIPT, listed by nonce or, on cached pages, by its hash) sets
 * `data-prize-due` on <html> that long after `load`, and app.css shows `.prize-icon` then. Without
 * JavaScript a <noscript> style shows it by a CSS animation delay instead. Until the widget is
 * there, the icon is a plain link to /prize.
 *
 * After hydration this component waits for the same attribute and only then fetches the widget
 * (machine, steps, form, validation: a separate chunk), which takes the icon's place. Closing it hides
 * it for the current view (this page load, across client-side navigation); after a successful
 * entry or a 409 a local storage flag hides it for good (the inline script reads it too).
 */
const loadWidget = () => import("./prize-widget");
type WidgetProps = { onDismiss: () => void; onPlayed: () => void };

/** Set on <html> when the icon is due. */
export const PRIZE_DUE_ATTRIBUTE = "data-prize-due";

/**
 * Runs in the page before any module: once `load` has fired, waits PRIZE_ICON_DELAY_MS and marks
 * the icon due, unless the visitor has played already. Its text is constant (hashed in the CSP of
 * cached pages).
 */
export const PRIZE_DUE_SCRIPT = `(function(){try{if(localStorage.getItem(${JSON.stringify(PRIZE_PLAYED_KEY)})==="1")return}catch(e){}addEventListener("load",function(){setTimeout(function(){document.documentElement.setAttribute(${JSON.stringify(PRIZE_DUE_ATTRIBUTE)},"")},${PRIZE_ICON_DELAY_MS})},{once:true})})()`;

export function isPrizeGamePath(pathname: string) {
  return !/^\/(admin|auth|prize|es\/premio)(\/|\.|$)/.test(pathname);
}

export function readPlayedFlag() {
  try {
    return window.localStorage.getItem(PRIZE_PLAYED_KEY) === "1";
  } catch {
    return false;
  }
}

const isDue = () => document.documentElement.hasAttribute(PRIZE_DUE_ATTRIBUTE);

function subscribeToDue(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [PRIZE_DUE_ATTRIBUTE] });
  return () => observer.disconnect();
}

const subscribeToNothing = () => () => undefined;

export function PrizeGameMount() {
  const { pathname } = useLocation();
  const nonce = useNonce();
  // Rendered as not due on the server and during hydration; then the attribute decides.
  const due = useSyncExternalStore(subscribeToDue, isDue, () => false);
  const [dismissed, setDismissed] = useState(false);
  // Set when the visitor plays; a flag from an earlier visit keeps the widget from loading at all.
  const playedBefore = useSyncExternalStore(subscribeToNothing, readPlayedFlag, () => false);
  const [playedNow, setPlayed] = useState(false);
  const played = playedBefore || playedNow;
  // The chunk is imported by hand rather than with React.lazy: a Suspense reveal waits on React's
  // own timers, which would blur the moment the widget takes the icon's place.
  const [Widget, setWidget] = useState<ComponentType<WidgetProps> | null>(null);

  useEffect(() => {
    if (!due || played || dismissed || Widget) return;
    let cancelled = false;
    loadWidget().then(
      (module) => {
        if (!cancelled) setWidget(() => module.default);
      },
      () => undefined, // Offline or a stale deploy: the icon stays a link to /prize.
    );
    return () => {
      cancelled = true;
    };
  }, [due, played, dismissed, Widget]);

  const onDismiss = useCallback(() => setDismissed(true), []);
  const onPlayed = useCallback(() => setPlayed(true), []);

  const shown = isPrizeGamePath(pathname) && !played && !dismissed;
  return (
    <>
      {!shown ? null : due && Widget ? (
        <Widget onDismiss={onDismiss} onPlayed={onPlayed} />
      ) : (
        <StaticLauncher />
      )}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PRIZE_DUE_SCRIPT }} />
    </>
  );
}

/**
 * The icon as the server renders it: a link to /prize, hidden until due (app.css). Without
 * JavaScript the <noscript> style shows it PRIZE_ICON_DELAY_MS after the page is shown.
 */
function StaticLauncher() {
  const t = usePrizeStrings();
  const prizePath = usePrizePath();
  return (
    <aside aria-label={t.landmark} className="fixed bottom-4 left-4 z-[90]">
      <noscript>
        <style>{`.prize-icon{animation:prize-icon-in 300ms ease-out ${PRIZE_ICON_DELAY_MS}ms forwards}`}</style>
      </noscript>
      <a
        href={prizePath}
        className="prize-icon inline-flex min-h-14 items-center gap-2 rounded-full bg-night px-4 py-2 text-sm font-semibold text-white shadow-lg ring-2 ring-brand-500 hover:bg-stone-800"
      >
        <VendingIcon className="size-7 text-brand-500" />
        {t.launcher}
        <span className="sr-only">{t.launcherSrTail}</span>
      </a>
    </aside>
  );
}
