import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { contactHref, resultPath, useWizardStrings, wizardPath } from "./copy";
import { useLang } from "~/lib/i18n";

/** The finished mockup: image, download, the call to book the free installation, start over. */
export function ResultView({
  publicId,
  imageUrl,
  downloadUrl,
  onReset,
  overlay,
  children,
}: {
  publicId: string;
  imageUrl: string;
  downloadUrl: string;
  onReset?: () => void;
  /** Drawn over the image (the adjust page's drag handles). */
  overlay?: ReactNode;
  /** Shown under the image's buttons (the adjust controls). */
  children?: ReactNode;
}) {
  const t = useWizardStrings();
  const lang = useLang();
  return (
    <div>
      <figure className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <div className="relative">
          <img
            src={imageUrl}
            alt={t.resultAlt}
            width={1600}
            height={1000}
            className="h-auto w-full"
            data-testid="visualization-image"
          />
          {overlay}
        </div>
        <figcaption className="px-5 py-3 text-sm text-stone-600">{t.resultCaption}</figcaption>
      </figure>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={downloadUrl} download className={buttonClass("outline", "md")}>
          {t.download}
        </a>
        {onReset ? (
          <Link to={resultPath(publicId, lang)} className={buttonClass("outline", "md")}>
            {t.adjust.title}
          </Link>
        ) : null}
        {onReset ? (
          <Link to={resultPath(publicId, lang)} className={buttonClass("ghost", "md")}>
            {t.privateLink}
          </Link>
        ) : null}
        {onReset ? (
          <button type="button" onClick={onReset} className={buttonClass("ghost", "md")}>
            {t.createNew}
          </button>
        ) : (
          <Link to={wizardPath(lang)} className={buttonClass("ghost", "md")}>
            {t.createNew}
          </Link>
        )}
      </div>
      {children}
      <section aria-labelledby="book-install" className="mt-8 rounded-2xl bg-night p-6 text-white sm:p-8">
        <h2 id="book-install" className="font-display text-2xl font-bold">
          {t.bookTitle}
        </h2>
        <p className="mt-2 max-w-2xl text-stone-200">{t.bookText}</p>
        <Link to={contactHref(publicId, lang)} className={buttonClass("gold", "lg", "mt-5")}>
          {t.bookCta}
        </Link>
      </section>
    </div>
  );
}
