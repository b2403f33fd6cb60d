import { testimonials } from "~/content/testimonials";
import { SectionHeading } from "~/components/home/section-heading";
import { useUi } from "~/lib/i18n";

/** product §2: three static testimonials, revealed at 20% visible. */
export function TestimonialsSection() {
  const ui = useUi().home;
  return (
    <section aria-labelledby="testimonials-title" className="bg-night py-20 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow={ui.testimonialsEyebrow}
          title={ui.testimonialsTitle}
          light
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <li
              key={t.name}
              data-reveal
              data-testid="testimonial"
              className="flex flex-col rounded-3xl border border-white/10 bg-night-800 p-8"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 32 24"
                className="h-6 w-8 text-brand-300"
                fill="currentColor"
              >
                <path d="M0 24V14C0 6 4 1.5 12 0l1.5 3C8.5 4.5 6.5 7.5 6.5 11H12v13zm18 0V14c0-8 4-12.5 12-14l1.5 3c-5 1.5-7 4.5-7 8H30v13z" />
              </svg>
              <blockquote className="mt-5 flex-1 font-display text-lg leading-relaxed text-stone-100">
                {t.quote}
              </blockquote>
              <p className="mt-6 font-semibold text-white">{t.name}</p>
              <p className="text-sm text-stone-400">{t.role}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
