import { SectionLink } from "~/components/layout/section-link";
import { Icon } from "~/components/media/icons";
import { useUi } from "~/lib/i18n";

const aboutIcons = ["home", "chip", "users"] as const;

/** product §2 about (id "about"): mission and three features; Let's Connect scrolls to contact. */
export function AboutSection() {
  const ui = useUi().home;
  return (
    <section id="about" aria-labelledby="about-title" className="bg-white py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:px-8">
        <div>
          <p className="eyebrow">{ui.aboutEyebrow}</p>
          <h2 id="about-title" className="section-title mt-3">
            {ui.aboutTitle}
          </h2>
          <div className="gold-rule mt-6" />
          <p className="section-lead">{ui.aboutMission}</p>
          <SectionLink
            section="contact"
            className="mt-8 inline-flex min-h-12 items-center justify-center rounded-full bg-night px-7 font-semibold text-white transition-colors hover:bg-stone-800"
          >
            {ui.aboutCta}
          </SectionLink>
        </div>
        <ul className="grid gap-5">
          {ui.aboutFeatures.map((f, i) => (
            <li
              key={f.title}
              data-reveal
              className="flex gap-5 rounded-3xl border border-stone-200 bg-ivory p-6"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
                <Icon name={aboutIcons[i]!} />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-night">{f.title}</h3>
                <p className="mt-1.5 text-stone-600">{f.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
