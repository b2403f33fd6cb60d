import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * With JavaScript, the mobile drawer (a `<details>` element) closes on every navigation, on Escape
 * and after a scroll button tapped before hydration. Returns the drawer's ref and its close function.
 */
export function useDrawerClosing() {
  const drawer = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const closeDrawer = () => {
    if (drawer.current) drawer.current.open = false;
  };

  // Close on navigation (any change of path, search or hash), but not on hydration: a visitor may
  // have opened the drawer before the JavaScript arrived.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    closeDrawer();
  }, [location.key]);

  // A scroll button tapped in the drawer before hydration moved the page (a new #hash) but, as
  // without JavaScript, left the drawer open over it: close it now. A drawer opened on the page as
  // it was loaded stays open.
  useEffect(() => {
    const loaded = performance.getEntriesByType("navigation")[0]?.name;
    if (loaded && loaded !== window.location.href) closeDrawer();
  }, []);

  // Close on Escape while open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && drawer.current?.open) {
        closeDrawer();
        drawer.current.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return { drawer, closeDrawer };
}
