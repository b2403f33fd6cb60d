import { db } from "~/lib/db.server";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { Suspense } from "react";
import type { Route } from "./+types/root";
import { Analytics } from "./components/layout/analytics";
import { ErrorPageView } from "#error-page-view";
import { MarkHydrated, RevealOnScroll, ScrollOnRouteChange } from "./components/layout/page-effects";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { PrizeGameMount } from "./components/prize-game/prize-game-mount";
import { Toaster } from "./components/ui/toaster";
import { loadDictionaries } from "#dictionaries";
import { dictionaryPartsFor } from "./document/dictionary-parts";
import { analyticsConfig } from "./lib/analytics.server";
import { getEnv } from "./lib/env.server";
import { htmlLang, langFromPath, useLang, useUi } from "./lib/i18n";
import { JsonLd } from "./lib/json-ld";
import { useNonce } from "./lib/nonce";
import { SiteStyles } from "./document/site-styles";
import { getToast } from "./lib/toast.server";
import { businessFacts } from "./models/business-facts.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await getToast(request);
  const env = getEnv();
  return data(
    {
      toast,
      analytics: analyticsConfig(env),
      siteUrl: env.PUBLIC_SITE_URL,
      // The live business facts (Settings), read once and cached: app/lib/business-facts.ts. The
      // lead notification recipients are staff addresses: never sent to a visitor's page.
      business: { ...(await businessFacts(db())), leadRecipients: [] },
    },
    { headers: headers ?? undefined },
  );
}

/**
 * In the browser only the page's dictionaries are loaded (its language and the parts it shows,
 * app/entry.client.tsx). The root's loader runs on every client-side navigation (framework mode
 * revalidates every matched loader; the root has no shouldRevalidate), so this is where a
 * navigation to a page that needs other parts (a service page's copy from the blog, the prize page
 * from the footer, a Spanish page's link to an English-only post) fetches them before it renders.
 * The cost: a route with a clientLoader has its server data fetched in a request of its own, so a
 * navigation makes two small .data requests (in parallel) instead of one (decision 056).
 * If the strings cannot be fetched (offline, or a deploy replaced the chunks), the browser loads
 * the page itself, as React Router does when a route module is missing.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const { pathname } = new URL(request.url);
  const [data] = await Promise.all([
    serverLoader(),
    loadDictionaries(langFromPath(pathname), dictionaryPartsFor(pathname)).catch((error: unknown) => {
      console.error("The page's strings could not be fetched; loading the page instead.", error);
      window.location.assign(request.url);
      return new Promise<never>(() => {});
    }),
  ]);
  return data;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const lang = useLang();
  const ui = useUi();
  const isAdmin = /^\/admin(\/|$)/.test(useLocation().pathname);
  return (
    <html lang={htmlLang[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1b2d" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <JsonLd />
        <SiteStyles />
        <Links />
        {/* The admin installs as its own web app (docs/decisions/079): its manifest, scope /admin. */}
        <link rel="manifest" href={isAdmin ? "/admin.webmanifest" : "/site.webmanifest"} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-[200] rounded bg-white px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {ui.common.skipToContent}
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <PrizeGameMount />
        <Toaster serverToast={rootData?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <ScrollOnRouteChange />
        <RevealOnScroll />
        <MarkHydrated />
        <Analytics config={rootData?.analytics ?? null} nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The error page, at once on the server and in its own chunk in the browser (#error-page-view). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense fallback={null}>
      <ErrorPageView error={error} />
    </Suspense>
  );
}
