import { lazy, type ComponentType } from "react";
import { homePath, useLang, useUi } from "~/lib/i18n";

type ErrorPageProps = { error: unknown };

/**
 * What shows when the error page's own chunk cannot be fetched (the visitor went offline, which is
 * also the likeliest reason a client-side navigation failed): the generic message inside the site
 * shell, with a plain link home. Without it, the failed import would escape the root's error
 * boundary to React Router's bare "Application Error" page. (It repeats the markup of
 * error-page.tsx's generic case on purpose: a component shared by the two became a chunk of its
 * own, which put /es 0.2 KB over the 38 KB JavaScript budget in `npm run audit -- --only js`.)
 */
function ErrorPageOffline() {
  const ui = useUi().errors;
  const lang = useLang();
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
      <h1 className="font-display text-4xl font-bold text-ink">{ui.genericTitle}</h1>
      <p className="mt-4 text-lg text-stone-600">{ui.genericText}</p>
      <a
        href={homePath(lang)}
        className="mt-8 inline-flex rounded-full bg-night px-6 py-3 text-sm font-semibold text-white hover:bg-stone-800"
      >
        {ui.goHome}
      </a>
    </section>
  );
}

/**
 * The root error boundary's page in the browser: needed only when something fails, so it is a
 * chunk of its own, fetched when an error boundary first shows. A server-rendered error page
 * hydrates once it has arrived (React keeps the server's HTML until then, inside the boundary's
 * Suspense). Every page's JavaScript is the lighter by about 1 KB gzip (the JavaScript budget,
 * decision 065). The server's twin is error-page-view.tsx. If the chunk cannot be fetched, this
 * tab shows ErrorPageOffline for its errors from then on (a reload starts afresh).
 */
export const ErrorPageView = lazy<ComponentType<ErrorPageProps>>(() =>
  import("./error-page").then(
    (module) => ({ default: module.ErrorPage }),
    () => ({ default: ErrorPageOffline }),
  ),
);
