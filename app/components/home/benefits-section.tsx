import { Icon } from "~/components/media/icons";
import { homeCopy } from "~/content/home";
import { useLang, useUi } from "~/lib/i18n";
import { SectionHeading } from "~/components/home/section-heading";

/** product §2: the six customer benefit cards. */
export function BenefitsSection() {
  const lang = useLang();
  const ui = useUi().home;
  return (
    <section aria-labelledby="benefits-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="benefits-title"
          eyebrow={ui.benefitsEyebrow}
          title={ui.benefitsTitle}
          lead={ui.benefitsLead}
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {homeCopy[lang].benefits.map((benefit) => (
            <li key={benefit.title} data-reveal className="rounded-3xl border border-stone-200 bg-ivory p-7">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-night text-brand-300">
                <Icon name={benefit.icon} />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-night">{benefit.title}</h3>
              <p className="mt-2 text-stone-600">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
