import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { AnalyticsConfig } from "~/lib/analytics.server";

type Queue = (...args: unknown[]) => void;
declare global {
  interface Window {
    plausible?: Queue;
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Page views (product §2): reported to the configured provider (Plausible or GA4, chosen by
 * ANALYTICS_PROVIDER) on the first load and on every route change. With no provider configured
 * this renders nothing: no third-party request, no cookie. The CSP allows only that provider's
 * origin (server.ts); the inline script carries the response's nonce (or, on cached pages, is
 * allowed by its hash).
 *
 * The first page view is queued by an inline script as the page is parsed, not by React: React
 * hydrates only after the page has loaded (app/document/deferred-hydration.server.ts), and a visitor
 * who leaves before that must still be counted. The provider's script picks the queue up.
 * Route changes after hydration are reported by the effect below.
 */
export function Analytics({ config, nonce }: { config: AnalyticsConfig; nonce: string }) {
  const location = useLocation();
  const firstView = useRef(true);

  useEffect(() => {
    if (!config) return;
    if (firstView.current) {
      firstView.current = false; // reported by the inline script
      return;
    }
    const url = withoutReference(window.location.href);
    if (config.provider === "plausible") {
      window.plausible?.("pageview", { u: url });
    } else {
      // `set` first: GA's own events (scrolls, clicks) then report this address too, never the ref.
      window.gtag?.("set", { page_location: url });
      window.gtag?.("event", "page_view", { page_location: url, page_title: document.title });
    }
  }, [config, location.pathname, location.search]);

  if (!config) return null;
  return (
    <>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: firstPageView(config) }}
      />
      {config.provider === "plausible" ? (
        <script
          nonce={nonce}
          async
          defer
          data-domain={config.domain}
          src={config.scriptUrl}
          suppressHydrationWarning
        />
      ) : (
        <script nonce={nonce} async src={config.scriptUrl} suppressHydrationWarning />
      )}
    </>
  );
}

/**
 * The page's address as reported: without a lead's signed `ref` (the thank-you and site-visit
 * pages, docs/decisions/082), which opens the lead's visit and must not reach a third party.
 */
export const STRIP_REF = String.raw`.replace(/([?&])ref=[^&#]*&?/,"$1").replace(/[?&](#|$)/,"$1")`;
function withoutReference(href: string) {
  return href.replace(/([?&])ref=[^&#]*&?/, "$1").replace(/[?&](#|$)/, "$1");
}

/** The provider's command queue and the first page view, as an inline script (same for every page). */
function firstPageView(config: NonNullable<AnalyticsConfig>) {
  const href = `location.href${STRIP_REF}`;
  if (config.provider === "plausible") {
    return `window.plausible=window.plausible||function(){(window.plausible.q=window.plausible.q||[]).push(arguments)};window.plausible("pageview",{u:${href}});`;
  }
  // gtag.js reads the `arguments` objects pushed onto dataLayer.
  return `window.dataLayer=window.dataLayer||[];window.gtag=function(){window.dataLayer.push(arguments)};window.gtag("js",new Date());window.gtag("set",{page_location:${href}});window.gtag("config",${JSON.stringify(config.measurementId).replaceAll("<", "\\u003c")},{send_page_view:false});window.gtag("event","page_view",{page_location:${href},page_title:document.title});`;
}
