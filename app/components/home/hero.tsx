import { Picture } from "~/components/media/picture";
import { SectionLink } from "~/components/layout/section-link";
import { CheckIcon } from "~/components/media/icons";
import { useUi } from "~/lib/i18n";

/** product §2 hero: the headline and four buttons (contact, services, contact, installations). */
export function Hero() {
  const ui = useUi().home;
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-night text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60%_80%_at_85%_20%,rgb(217_177_92/0.22),transparent_60%),radial-gradient(50%_60%_at_0%_100%,rgb(34_53_79/0.9),transparent_70%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 pb-16 pt-12 sm:px-6 md:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:px-8 lg:pb-24 lg:pt-20">
        <div>
          <p className="text-xs font-semibold tracking-[0.28em] text-brand-300 uppercase">{ui.heroEyebrow}</p>
          <h1
            id="hero-title"
            className="mt-5 font-display text-[2.6rem] leading-[1.05] font-semibold tracking-tight sm:text-6xl lg:text-[4.1rem]"
          >
            {ui.heroTitle}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-stone-300">{ui.heroLead}</p>
          <ul className="mt-6 grid gap-2 text-sm text-stone-200 sm:grid-cols-2">
            {ui.heroPoints.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CheckIcon className="size-4 shrink-0 text-brand-300" />
                {item}
              </li>
            ))}
          </ul>
          <div className="mt-9 flex flex-wrap gap-3">
            <SectionLink
              section="contact"
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-300 px-7 text-base font-semibold text-night shadow-lg shadow-brand-500/20 transition-colors hover:bg-brand-200"
            >
              {ui.heroCtaMarket}
            </SectionLink>
            <SectionLink
              section="services"
              className="inline-flex min-h-12 items-center justify-center rounded-full border border-white/25 px-7 text-base font-semibold text-white transition-colors hover:bg-white/10"
            >
              {ui.heroCtaServices}
            </SectionLink>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm font-semibold">
            <SectionLink
              section="contact"
              className="text-brand-200 underline decoration-brand-300/50 underline-offset-4 hover:text-white"
            >
              {ui.heroCtaMockup}
            </SectionLink>
            <SectionLink
              section="installations"
              className="text-brand-200 underline decoration-brand-300/50 underline-offset-4 hover:text-white"
            >
              {ui.heroCtaInstallations}
            </SectionLink>
          </div>
        </div>
        <div className="relative">
          <div aria-hidden="true" className="absolute -inset-3 rounded-[2rem] border border-brand-300/25" />
          <Picture
            name="hero-lounge"
            alt={ui.heroImageAlt}
            sizes="(max-width: 1024px) 92vw, 600px"
            priority="wide"
            imgClassName="relative h-auto w-full rounded-[1.6rem] shadow-2xl shadow-black/40"
          />
        </div>
      </div>
    </section>
  );
}
