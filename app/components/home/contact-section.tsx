import { ContactForm } from "~/components/contact/contact-form";
import { CheckIcon, MailIcon, PhoneIcon } from "~/components/media/icons";
import { phoneDisplay, useBusiness } from "~/lib/business-facts";
import { fill, useUi } from "~/lib/i18n";
import { CoastMap } from "./coast-map";

/**
 * product §2 contact (id "contact"): phone and e-mail links, the "Why Choose" list, our own drawn map
 * "Palm Beach ↔ Miami" (no third-party request), and the consultation form of the leads issue
 * (`#contact-form`).
 */
export function ContactSection({ pathname }: { pathname: string }) {
  const facts = useBusiness();
  const ui = useUi().home;
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="relative overflow-hidden bg-night py-20 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(50%_60%_at_100%_0%,rgb(217_177_92/0.16),transparent_70%)]"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.1fr] lg:px-8">
        <div>
          <p className="eyebrow text-brand-300">{ui.contactEyebrow}</p>
          <h2 id="contact-title" className="section-title mt-3 text-white">
            {ui.contactTitle}
          </h2>
          <p className="section-lead text-stone-300">{ui.contactLead}</p>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <li>
              <a
                href={`tel:${facts.phone}`}
                className="flex items-center gap-3 rounded-2xl border border-white/10 bg-white/5 p-4 hover:border-brand-300/60"
              >
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-300 text-night">
                  <PhoneIcon />
                </span>
                <span>
                  <span className="block text-xs text-stone-400">{ui.callUs}</span>
                  <span className="font-semibold">{phoneDisplay(facts.phone)}</span>
                </span>
              </a>
            </li>
            <li>
              <a
                href={`mailto:${facts.email}`}
                className="flex items-center gap-3 rounded-2xl border border-white/10 bg-white/5 p-4 hover:border-brand-300/60"
              >
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-300 text-night">
                  <MailIcon />
                </span>
                <span className="min-w-0">
                  <span className="block text-xs text-stone-400">{ui.emailUs}</span>
                  <span className="block font-semibold break-all">{facts.email}</span>
                </span>
              </a>
            </li>
          </ul>
          <h3 className="mt-10 font-display text-xl font-semibold">
            {fill(ui.whyChooseTitle, { businessName: facts.name })}
          </h3>
          <ul className="mt-4 grid gap-2.5 text-stone-200" data-testid="why-choose">
            {ui.whyChoose.map((item) => (
              <li key={item} className="flex items-center gap-3">
                <CheckIcon className="size-5 shrink-0 text-brand-300" />
                {item}
              </li>
            ))}
          </ul>
          <CoastMap />
        </div>
        <div className="self-start rounded-3xl bg-white p-6 text-ink shadow-2xl shadow-black/30 sm:p-8">
          <h3 className="font-display text-2xl font-semibold text-night">{ui.formCardTitle}</h3>
          <p className="mt-1 mb-6 text-sm text-stone-600">{ui.formCardLead}</p>
          <ContactForm sourcePage={pathname} />
        </div>
      </div>
    </section>
  );
}
