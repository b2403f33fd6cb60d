/**
 * Scrolling to home-page sections (product §2 navigation, §9 constants). Browser-only helpers.
 *
 * Without JavaScript every scroll button is a plain link to `/#id`, and `scroll-margin-top` in
 * app.css keeps the sticky header off the heading. With JavaScript:
 * - on the home page the click scrolls smoothly to the section, 96 px below the top (112 px on
 *   mobile), 300 ms later when the click came from the open mobile menu;
 * - elsewhere the target is remembered (sessionStorage), the app navigates home, and the route
 *   change handler (ScrollOnRouteChange) scrolls after the remembered delay (300 ms for the
 *   navigation bar, 100 ms for the footer and page calls to action).
 * On mobile the contact target is the form itself (#contact-form).
 */
export const SCROLL_OFFSET_DESKTOP = 96;
export const SCROLL_OFFSET_MOBILE = 112;
export const MENU_SCROLL_DELAY_MS = 300;
export const NAVIGATION_SCROLL_DELAY_MS = 300;
export const HOME_SCROLL_DELAY_MS = 100;

const STORAGE_KEY = "gcv:scroll-target";

export function isMobile() {
  return (
    window.matchMedia("(max-width: 768px)").matches ||
    /Mobi|Android|iPhone|iPad|iPod/i.test(navigator.userAgent)
  );
}

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function targetElement(id: string) {
  if (id === "contact" && isMobile())
    return document.getElementById("contact-form") ?? document.getElementById(id);
  return document.getElementById(id);
}

/** Scrolls to the element with this id, smoothly, with the header offset. False if it is not on the page. */
export function scrollToSection(id: string): boolean {
  const element = targetElement(id);
  if (!element) return false;
  const offset = isMobile() ? SCROLL_OFFSET_MOBILE : SCROLL_OFFSET_DESKTOP;
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
  return true;
}

export function rememberScrollTarget(id: string, delayMs: number) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ id, delayMs }));
  } catch {
    // Storage blocked: the navigation still happens, without the scroll.
  }
}

/** The remembered target, removed once read. */
export function takeScrollTarget(): { id: string; delayMs: number } | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(STORAGE_KEY);
    const value = JSON.parse(raw) as { id?: unknown; delayMs?: unknown };
    if (typeof value.id !== "string") return null;
    return {
      id: value.id,
      delayMs: typeof value.delayMs === "number" ? value.delayMs : HOME_SCROLL_DELAY_MS,
    };
  } catch {
    return null;
  }
}
