import { useEffect } from "react";
import { useNavigation, useRevalidator } from "react-router";

/** How often an admin list reloads itself while its tab is visible (the owner leaves it open). */
export const ADMIN_REFRESH_MS = 30_000;

/**
 * Revalidates the page's data every 30 s while the tab is visible, and at once when it becomes
 * visible again after that long; never while another load runs or while `paused` (a dialog open).
 * Without JavaScript the list is as fresh as the last page load.
 */
export function useAutoRefresh({ paused = false }: { paused?: boolean } = {}) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = revalidator.state !== "idle" || navigation.state !== "idle";
  useEffect(() => {
    if (paused) return;
    let last = Date.now();
    const refresh = () => {
      if (document.visibilityState !== "visible" || busy) return;
      last = Date.now();
      void revalidator.revalidate();
    };
    const timer = window.setInterval(refresh, ADMIN_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible" && Date.now() - last >= ADMIN_REFRESH_MS) refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [revalidator, busy, paused]);
}
