import { isRouteErrorResponse, Link } from "react-router";
import { NotFoundPage } from "./not-found";

/** What every route's error boundary renders inside the site shell. */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const heading = status === 500 ? "Something went wrong" : `Error ${status}`;
  const text =
    isRouteErrorResponse(error) && typeof error.data === "string" && status < 500
      ? error.data
      : "We could not show this page right now. Please try again in a moment, or call us.";
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
      <h1 className="font-display text-4xl font-bold text-ink">{heading}</h1>
      <p className="mt-4 text-lg text-stone-600">{text}</p>
      <Link
        to="/"
        className="mt-8 inline-flex rounded-full bg-night px-6 py-3 text-sm font-semibold text-white hover:bg-stone-800"
      >
        Go Home
      </Link>
    </section>
  );
}
