import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { HOME_SCROLL_DELAY_MS, scrollToSection, takeScrollTarget } from "./scroll";

/**
 * product §2: on every route change, scroll to the remembered target, else to the hash, else to the
 * top, after a short delay (the remembered delay, or 100 ms). Back/forward (POP) is left to
 * React Router's ScrollRestoration, and so are changes of the query string alone (URL dialogs).
 */
export function ScrollOnRouteChange() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    const isFirst = first.current;
    const samePage = previousPath.current === location.pathname;
    first.current = false;
    previousPath.current = location.pathname;
    const remembered = takeScrollTarget();
    if (!remembered && (isFirst || navigationType === "POP")) return;
    const hash = decodeURIComponent(location.hash.slice(1));
    // Same page, hash dropped (e.g. a URL dialog opened from /#installations): stay where we are.
    if (!remembered && samePage && !hash) return;
    const timer = window.setTimeout(() => {
      if (remembered && scrollToSection(remembered.id)) return;
      if (hash && scrollToSection(hash)) return;
      if (!isFirst) window.scrollTo({ top: 0 });
    }, remembered?.delayMs ?? HOME_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per navigation (path or hash), not when the remembered scroll changes
  }, [location.pathname, location.hash]);

  return null;
}

/**
 * Reveal animations (product §9): elements with `data-reveal` fade in once 20% of them is visible.
 * Only with JavaScript and never under prefers-reduced-motion (then nothing is hidden at all).
 */
export function RevealOnScroll() {
  const location = useLocation();
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window))
      return;
    const root = document.documentElement;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            entry.target.setAttribute("data-revealed", "");
            observer.unobserve(entry.target);
          }
        }
      },
      { threshold: 0.2 },
    );
    const pending = document.querySelectorAll("[data-reveal]:not([data-revealed])");
    // Whatever is already on screen stays as it is: only content below the fold animates.
    for (const element of pending) {
      const box = element.getBoundingClientRect();
      if (box.top < window.innerHeight && box.bottom > 0) element.setAttribute("data-revealed", "");
      else observer.observe(element);
    }
    root.dataset.reveal = "on";
    return () => observer.disconnect();
  }, [location.pathname]);
  return null;
}

/**
 * Sets `data-hydrated` on <html> once React has hydrated the page. Hydration starts only after the
 * page has loaded (app/document/deferred-hydration.server.ts); tests wait for this mark before they
 * exercise what JavaScript adds.
 */
export function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
