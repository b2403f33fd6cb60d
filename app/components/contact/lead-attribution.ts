import { useSyncExternalStore } from "react";
import { UTM_KEYS, type UtmKey } from "~/models/contact";

/**
 * Where a lead came from: the page's campaign (utm_*), else the session's first campaign and
 * external referrer (sessionStorage), and the space visualization it was sent from.
 */
export type Attribution = Partial<Record<UtmKey | "referrer", string>>;
const ATTRIBUTION_KEY = "gcv:lead-attribution";

/** The space visualization a visitor comes from ("Book Your Free Installation" links here with it). */
const VISUALIZATION_ID = /^[A-Za-z0-9_-]{16,64}$/;
export function visualizationFrom(value: string | null | undefined) {
  return value && VISUALIZATION_ID.test(value) ? value : undefined;
}

export function utmFrom(search: string): Attribution {
  const params = new URLSearchParams(search);
  const out: Attribution = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value) out[key] = value.slice(0, 200);
  }
  return out;
}

const subscribeNever = () => () => {};

/**
 * First-touch attribution for this browser session (sessionStorage): where the visit came from and
 * its campaign, recorded on the first page with the form. A JSON string, so the snapshot is stable;
 * null on the server and while hydrating (the hidden fields then match the server's).
 */
function readFirstTouch(): string | null {
  try {
    const stored = sessionStorage.getItem(ATTRIBUTION_KEY);
    if (stored) return stored;
  } catch {
    // Storage may be disabled: this page's own values still apply.
  }
  let external = "";
  try {
    if (document.referrer && new URL(document.referrer).origin !== window.location.origin)
      external = document.referrer.slice(0, 500);
  } catch {
    external = "";
  }
  const first = JSON.stringify({
    ...utmFrom(window.location.search),
    ...(external ? { referrer: external } : {}),
  });
  try {
    sessionStorage.setItem(ATTRIBUTION_KEY, first);
  } catch {
    // Storage may be disabled; the current page's values still apply.
  }
  return first;
}

function useFirstTouch(): Attribution | null {
  const stored = useSyncExternalStore(subscribeNever, readFirstTouch, () => null);
  try {
    return stored ? (JSON.parse(stored) as Attribution) : null;
  } catch {
    return null;
  }
}

/** The campaign of this page when it has one, else the session's first; never a mix of both. */
function withFirstTouch(page: Attribution, firstTouch: Attribution | null): Attribution {
  if (!firstTouch) return page;
  const source = UTM_KEYS.some((key) => page[key]) ? page : firstTouch;
  const utm: Attribution = {};
  for (const key of UTM_KEYS) if (source[key]) utm[key] = source[key];
  const referrer = page.referrer ?? firstTouch.referrer;
  return referrer ? { ...utm, referrer } : utm;
}

/** This page's attribution (its campaign, the referrer its loader saw, what a no-JS round trip carried), merged with the session's first touch once hydrated. */
export function useLeadAttribution(search: string, referrer: string | undefined, carried: Attribution) {
  const firstTouch = useFirstTouch();
  return withFirstTouch({ ...utmFrom(search), ...(referrer ? { referrer } : {}), ...carried }, firstTouch);
}
