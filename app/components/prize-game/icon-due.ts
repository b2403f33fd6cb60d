import { useSyncExternalStore } from "react";
import { PRIZE_ICON_DELAY_MS, PRIZE_PLAYED_KEY } from "~/models/prize";

/** Set on <html> when the icon is due (app.css shows `.prize-icon` then). */
export const PRIZE_DUE_ATTRIBUTE = "data-prize-due";

/**
 * Runs in the page before any module: once `load` has fired, waits PRIZE_ICON_DELAY_MS and marks
 * the icon due, unless the visitor has played already. Its text is constant (hashed in the CSP of
 * cached pages).
 */
export const PRIZE_DUE_SCRIPT = `(function(){try{if(localStorage.getItem(${JSON.stringify(PRIZE_PLAYED_KEY)})==="1")return}catch(e){}addEventListener("load",function(){setTimeout(function(){document.documentElement.setAttribute(${JSON.stringify(PRIZE_DUE_ATTRIBUTE)},"")},${PRIZE_ICON_DELAY_MS})},{once:true})})()`;

const isDue = () => document.documentElement.hasAttribute(PRIZE_DUE_ATTRIBUTE);

function subscribeToDue(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [PRIZE_DUE_ATTRIBUTE] });
  return () => observer.disconnect();
}

/** Whether the icon is due: false on the server and during hydration, then the attribute decides. */
export function useIconDue() {
  return useSyncExternalStore(subscribeToDue, isDue, () => false);
}
