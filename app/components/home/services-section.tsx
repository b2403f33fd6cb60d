import { Link } from "react-router";
import { ArrowIcon } from "~/components/media/icons";
import { Picture } from "~/components/media/picture";
import { servicesCopy } from "~/content/services";
import { fill, useLang, useUi } from "~/lib/i18n";
import { SectionHeading } from "~/components/home/section-heading";

/** product §2: three cards, each to a service page; they reveal once 20% visible. */
export function ServicesSection() {
  const lang = useLang();
  const ui = useUi().home;
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="services-title"
        eyebrow={ui.servicesEyebrow}
        title={ui.servicesTitle}
        lead={ui.servicesLead}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {servicesCopy[lang].cards.map((service) => (
          <li key={service.slug} data-reveal className="card group relative flex flex-col overflow-hidden">
            <Picture
              name={service.image}
              alt=""
              sizes="(max-width: 768px) 92vw, 400px"
              imgClassName="aspect-[4/3] h-auto w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-7">
              <h3 className="font-display text-2xl font-semibold text-night">{service.name}</h3>
              <p className="mt-3 text-stone-600">{service.summary}</p>
              <ul className="mt-5 space-y-1.5 text-sm text-stone-700">
                {service.highlights.map((h) => (
                  <li key={h} className="flex items-center gap-2">
                    <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-500" />
                    {h}
                  </li>
                ))}
              </ul>
              <Link
                to={service.path}
                className="mt-7 inline-flex items-center gap-2 self-start font-semibold text-brand-700 after:absolute after:inset-0 hover:text-night"
              >
                {fill(ui.serviceCardLink, { serviceName: service.name })}
                <ArrowIcon />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
