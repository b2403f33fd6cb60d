import { useCallback, useEffect, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { PRIZE_ICON_DELAY_MS, PRIZE_PLAYED_KEY } from "~/models/prize";
import { VendingIcon } from "./vending-icon";

/**
 * Mounts the floating prize game on public pages (not /admin, /auth or /prize itself). This file
 * is all the first load carries: the widget (machine, steps, form, validation) is a separate chunk
 * fetched once the page is interactive (hydrated and loaded), and shown PRIZE_ICON_DELAY_MS after
 * the load event. Closing it hides it for the current view (this page load, across client-side
 * navigation); after a successful entry or a 409 a local storage flag hides it for good.
 * Without JavaScript a plain link to /prize takes the icon's place.
 */
const loadWidget = () => import("./prize-widget");
type WidgetProps = { onDismiss: () => void; onPlayed: () => void };

export function isPrizeGamePath(pathname: string) {
  return !/^\/(admin|auth|prize)(\/|\.|$)/.test(pathname);
}

export function readPlayedFlag() {
  try {
    return window.localStorage.getItem(PRIZE_PLAYED_KEY) === "1";
  } catch {
    return false;
  }
}

export function PrizeGameMount() {
  const { pathname } = useLocation();
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // Set when the visitor plays; a flag from an earlier visit keeps the widget from loading at all.
  const [played, setPlayed] = useState(false);
  // The chunk is imported by hand rather than with React.lazy: a Suspense reveal waits on React's
  // own timers, which would blur the "2000 ms after load" timing.
  const [Widget, setWidget] = useState<ComponentType<WidgetProps> | null>(null);

  useEffect(() => {
    if (readPlayedFlag()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      loadWidget().then(
        (module) => setWidget(() => module.default),
        () => undefined, // Offline or a stale deploy: no widget; /prize still works.
      );
      timer = setTimeout(() => setDue(true), PRIZE_ICON_DELAY_MS);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      clearTimeout(timer);
    };
  }, []);

  const onDismiss = useCallback(() => setDismissed(true), []);
  const onPlayed = useCallback(() => setPlayed(true), []);

  if (!isPrizeGamePath(pathname)) return null;
  if (!due || !Widget || played || dismissed) return <NoScriptLauncher />;
  return <Widget onDismiss={onDismiss} onPlayed={onPlayed} />;
}

/** Without JavaScript: the same floating icon, a link to the /prize page, after the same 2 s. */
function NoScriptLauncher() {
  return (
    <noscript>
      <style>{`.prize-noscript{opacity:0;visibility:hidden;animation:prize-noscript-in 0s ${PRIZE_ICON_DELAY_MS}ms forwards}@keyframes prize-noscript-in{to{opacity:1;visibility:visible}}`}</style>
      <aside aria-label="Prize game">
        <a
          href="/prize"
          className="prize-noscript fixed bottom-4 left-4 z-[90] inline-flex min-h-14 items-center gap-2 rounded-full bg-night px-4 py-2 text-sm font-semibold text-white shadow-lg ring-2 ring-brand-500"
        >
          <VendingIcon className="size-7 text-brand-500" />
          Win up to $1,000
        </a>
      </aside>
    </noscript>
  );
}
