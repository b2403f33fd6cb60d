import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** product §2: the page for any unknown path or city slug (HTTP 404). */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[55vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
      <title>404 Page Not Found</title>
      <meta name="robots" content="noindex" />
      <p className="eyebrow">Error 404</p>
      <h1 className="mt-3 font-display text-4xl font-semibold text-night sm:text-5xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-stone-600">Did you forget to add the page to the router?</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary", "lg")}>
          Go Home
        </Link>
        <Link to="/#service-area-section" className={buttonClass("outline", "lg")}>
          Find Your City
        </Link>
      </div>
    </section>
  );
}
