import { useCallback, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { useNonce } from "~/lib/nonce";
import { PRIZE_PLAYED_KEY } from "~/models/prize";
import { PRIZE_DUE_SCRIPT } from "./icon-due";
import { PrizeWidget } from "./prize-widget";

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

const subscribeToNothing = () => () => undefined;

/**
 * Mounts the floating prize game on public pages (not /admin, /auth or /prize itself).
 *
 * The icon is rendered by the server and appears PRIZE_ICON_DELAY_MS after the `load` event with
 * no JavaScript module at all (product §9; hydration comes later, app/document/deferred-hydration.server.ts):
 * a tiny inline script (PRIZE_DUE_SCRIPT, listed by nonce or, on cached pages, by its hash) sets
 * `data-prize-due` on <html> that long after `load`, and app.css shows `.prize-icon` then. Without
 * JavaScript a <noscript> style shows it by a CSS animation delay instead; the icon is a link to
 * /prize.
 *
 * With JavaScript the same icon (PrizeWidget, part of the page's own code) gets its hide button
 * once it is due, and nothing more is fetched until the visitor reaches for it: hovering, focusing
 * or touching it fetches the game (machine, steps, form, validation: a separate chunk), and a press
 * opens its panel (docs/decisions/055-prize-widget-on-reach.md). Closing it hides it for the
 * current view (this page load, across client-side navigation); after a successful entry or a 409
 * a local storage flag hides it for good (the inline script reads it too, so the icon of a visitor
 * who has played is never due).
 */
export function PrizeGameMount() {
  const { pathname } = useLocation();
  const nonce = useNonce();
  const [dismissed, setDismissed] = useState(false);
  // Set when the visitor plays; a flag from an earlier visit removes the (never due) icon.
  const playedBefore = useSyncExternalStore(subscribeToNothing, readPlayedFlag, () => false);
  const [playedNow, setPlayed] = useState(false);
  const played = playedBefore || playedNow;

  const onDismiss = useCallback(() => setDismissed(true), []);
  const onPlayed = useCallback(() => setPlayed(true), []);

  const shown = isPrizeGamePath(pathname) && !played && !dismissed;
  return (
    <>
      {shown ? <PrizeWidget onDismiss={onDismiss} onPlayed={onPlayed} /> : null}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PRIZE_DUE_SCRIPT }} />
    </>
  );
}
