import { isRouteErrorResponse, Link } from "react-router";
import { fill, homePath, useLang, useUi } from "~/lib/i18n";
import { NotFoundPage } from "./not-found";

/** What every route's error boundary renders inside the site shell. */
export function ErrorPage({ error }: { error: unknown }) {
  const ui = useUi().errors;
  const lang = useLang();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const heading = status === 500 ? ui.genericTitle : fill(ui.statusTitle, { status });
  // A route's own message (a 4xx with text) is shown as written; the generic one is in the page's language.
  const text =
    isRouteErrorResponse(error) && typeof error.data === "string" && status < 500
      ? error.data
      : ui.genericText;
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
      <h1 className="font-display text-4xl font-bold text-ink">{heading}</h1>
      <p className="mt-4 text-lg text-stone-600">{text}</p>
      <Link
        to={homePath(lang)}
        className="mt-8 inline-flex rounded-full bg-night px-6 py-3 text-sm font-semibold text-white hover:bg-stone-800"
      >
        {ui.goHome}
      </Link>
    </section>
  );
}
