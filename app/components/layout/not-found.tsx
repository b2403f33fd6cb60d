import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { homePath, useLang, useUi } from "~/lib/i18n";

/** product §2: the page for any unknown path or city slug (HTTP 404). */
export function NotFoundPage() {
  const ui = useUi().errors;
  const home = homePath(useLang());
  return (
    <section className="mx-auto flex min-h-[55vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
      <title>{ui.notFoundTitle}</title>
      <meta name="robots" content="noindex" />
      <p className="eyebrow">{ui.notFoundEyebrow}</p>
      <h1 className="mt-3 font-display text-4xl font-semibold text-night sm:text-5xl">{ui.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-stone-600">{ui.notFoundText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={home} className={buttonClass("primary", "lg")}>
          {ui.goHome}
        </Link>
        <Link to={`${home}#service-area-section`} className={buttonClass("outline", "lg")}>
          {ui.findYourCity}
        </Link>
      </div>
    </section>
  );
}
