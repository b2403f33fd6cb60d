import { useEffect } from "react";
import { useLocation } from "react-router";
import type { AnalyticsConfig } from "~/lib/analytics.server";

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };
declare global {
  interface Window {
    plausible?: Queue;
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Page views (SPEC §2): reported to the configured provider (Plausible or GA4, chosen by
 * ANALYTICS_PROVIDER) on the first load and on every route change. With no provider configured
 * this renders nothing: no third-party request, no cookie. The provider script carries the
 * response's CSP nonce, and the CSP allows only that provider's origin (server.ts).
 */
export function Analytics({ config, nonce }: { config: AnalyticsConfig; nonce: string }) {
  const location = useLocation();

  useEffect(() => {
    if (!config) return;
    const url = window.location.href;
    if (config.provider === "plausible") {
      window.plausible ??= Object.assign((...args: unknown[]) => (window.plausible!.q ??= []).push(args), {});
      window.plausible("pageview", { u: url });
    } else {
      if (!window.gtag) {
        window.dataLayer ??= [];
        // gtag.js reads the `arguments` objects pushed here.
        window.gtag = function gtag() {
          // eslint-disable-next-line prefer-rest-params
          window.dataLayer!.push(arguments);
        };
        window.gtag("js", new Date());
        window.gtag("config", config.measurementId, { send_page_view: false });
      }
      window.gtag("event", "page_view", { page_location: url, page_title: document.title });
    }
  }, [config, location.pathname, location.search]);

  if (!config) return null;
  return config.provider === "plausible" ? (
    <script nonce={nonce} async defer data-domain={config.domain} src={config.scriptUrl} suppressHydrationWarning />
  ) : (
    <script nonce={nonce} async src={config.scriptUrl} suppressHydrationWarning />
  );
}
