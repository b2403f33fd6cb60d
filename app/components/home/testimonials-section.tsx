import { SectionHeading } from "~/components/home/section-heading";
import { useLang, useUi } from "~/lib/i18n";
import type { PublicTestimonial } from "~/models/testimonial-schema";

/**
 * product §2: the testimonials, revealed at 20% visible. The first three visible ones from the
 * admin's Testimonials tab (homeTestimonials), as written; /es shows each one's Spanish text, or
 * the original marked as such when it has none (docs/decisions/080); no section at all
 * when there are none. A sample says it is one (decision 053), in the page's language.
 */
export function TestimonialsSection({ testimonials }: { testimonials: readonly PublicTestimonial[] }) {
  const ui = useUi().home;
  const lang = useLang();
  if (testimonials.length === 0) return null;
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
              key={t.id}
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
              {lang === "es" && t.quoteEs ? (
                <blockquote className="mt-5 flex-1 font-display text-lg leading-relaxed text-stone-100">
                  {t.quoteEs}
                </blockquote>
              ) : (
                <div className="mt-5 flex-1">
                  <blockquote
                    lang={lang === "es" ? "en" : undefined}
                    className="font-display text-lg leading-relaxed text-stone-100"
                  >
                    {t.quote}
                  </blockquote>
                  {lang === "es" ? (
                    <p data-testid="testimonial-original" className="mt-2 text-sm text-stone-300">
                      {ui.testimonialOriginal}
                    </p>
                  ) : null}
                </div>
              )}
              <p data-testid="testimonial-name" className="mt-6 font-semibold text-white">
                {t.name}
              </p>
              <p className="text-sm text-stone-400">
                {t.role}, {t.company}
              </p>
              {t.sample ? (
                <p data-testid="sample-label" className="mt-3 text-xs font-semibold text-brand-100">
                  {ui.testimonialSample}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
