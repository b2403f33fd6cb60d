import { phoneDisplay, useBusiness } from "~/lib/business-facts";
import type { Lang } from "~/lib/i18n";
import { siteVisitCopy } from "~/content/site-visit";

/** What the thank-you and site-visit pages show for a reference that is unknown or forged: the phone. */
export function ReferenceNotFound({ lang }: { lang: Lang }) {
  const facts = useBusiness();
  const copy = siteVisitCopy[lang];
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-ink">{copy.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-stone-700">{copy.notFoundText}</p>
      <p className="mt-6">
        <a className="font-semibold text-brand-700 underline" href={`tel:${facts.phone}`}>
          {phoneDisplay(facts.phone)}
        </a>
      </p>
    </section>
  );
}
