import { Link } from "react-router";

/** SPEC §2: the page for any unknown path or city slug (HTTP 404). */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
      <title>404 Page Not Found</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-3 font-display text-4xl font-bold text-ink sm:text-5xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-stone-600">Did you forget to add the page to the router?</p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center rounded-full bg-night px-6 py-3 text-sm font-semibold text-white hover:bg-stone-800"
      >
        Go Home
      </Link>
    </section>
  );
}
