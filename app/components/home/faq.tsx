import { homeCopy } from "~/content/home";
import { useLang, useUi } from "~/lib/i18n";
import { SectionHeading } from "~/components/home/section-heading";
import { PlusIcon } from "~/components/media/icons";
import { useBusiness } from "~/lib/business-facts";
import { fill } from "~/lib/i18n";

/** product §2 FAQ (id "faq-section"): 12 items, each a <details> that opens on its own, with or without JavaScript. */
export function FaqSection() {
  const facts = useBusiness();
  const lang = useLang();
  const ui = useUi().home;
  return (
    <section id="faq-section" aria-labelledby="faq-title" className="bg-white py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-title" eyebrow={ui.faqEyebrow} title={ui.faqTitle} />
        <div className="mt-12 divide-y divide-stone-200 border-y border-stone-200">
          {homeCopy[lang].faq.map((item) => (
            <details key={item.question} className="faq-item group" data-testid="faq-item">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-5 text-left text-base font-semibold text-night hover:text-brand-700 sm:text-lg">
                {item.question}
                <span
                  aria-hidden="true"
                  className="faq-chevron flex size-8 shrink-0 items-center justify-center rounded-full border border-stone-300 text-brand-700 transition-transform"
                >
                  <PlusIcon />
                </span>
              </summary>
              <p className="pb-6 pr-12 leading-relaxed text-stone-600">
                {fill(item.answer, { referralAmount: facts.referralAmount })}
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
