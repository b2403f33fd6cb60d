import { Link } from "react-router";
import { ArrowIcon } from "~/components/media/icons";
import { Picture } from "~/components/media/picture";
import { cityCard, cityNames, featuredCitySlugs, moreCitySlugs } from "~/content/cities";
import { SectionHeading } from "~/components/home/section-heading";
import { fill, localizedPath, useLang, useUi } from "~/lib/i18n";

/** product §2 service area (id "service-area-section"): 8 image city cards and 22 more location buttons. */
export function ServiceAreaSection() {
  const lang = useLang();
  const ui = useUi().home;
  return (
    <section
      id="service-area-section"
      aria-labelledby="service-area-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="service-area-title"
        eyebrow={ui.serviceAreaEyebrow}
        title={ui.serviceAreaTitle}
        lead={ui.serviceAreaLead}
      />
      <ul className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {featuredCitySlugs.map((slug) => {
          const city = cityCard(slug);
          return (
            <li key={slug} data-reveal data-testid="city-card">
              <Link
                to={localizedPath(`/locations/${slug}`, lang)}
                className="group relative block overflow-hidden rounded-3xl bg-night ring-1 ring-stone-200 focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <Picture
                  name={city.image}
                  alt=""
                  sizes="(max-width: 1024px) 46vw, 290px"
                  imgClassName="aspect-[4/3] h-auto w-full object-cover opacity-90 transition-transform duration-500 group-hover:scale-105"
                />
                <span className="absolute inset-0 bg-gradient-to-t from-night via-night/30 to-transparent" />
                <span className="absolute inset-x-0 bottom-0 p-4 sm:p-5">
                  <span className="block font-display text-lg font-semibold text-white sm:text-2xl">
                    {city.name}
                  </span>
                  <span className="mt-1 inline-flex items-center gap-1.5 text-xs font-semibold text-brand-200 sm:text-sm">
                    {fill(ui.cityCardCta, { city: city.name })}
                    <ArrowIcon className="size-3.5" />
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <h3 className="mt-14 text-center text-sm font-semibold tracking-[0.2em] text-stone-600 uppercase">
        {ui.moreLocations}
      </h3>
      <ul className="mx-auto mt-6 flex max-w-5xl flex-wrap justify-center gap-2.5">
        {moreCitySlugs.map((slug) => (
          <li key={slug} data-testid="location-button">
            <Link
              to={localizedPath(`/locations/${slug}`, lang)}
              className="inline-flex min-h-10 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-night transition-colors hover:border-brand-500 hover:bg-brand-50"
            >
              {cityNames[slug]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
