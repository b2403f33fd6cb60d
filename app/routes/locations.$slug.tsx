import { data } from "react-router";
import { Breadcrumbs, breadcrumbJsonLd } from "~/components/layout/breadcrumbs";
import { CtaBand, FeatureGrid, PageHero, Section } from "~/components/services/service-page-blocks";
import { getCityPage } from "~/content/city-pages";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { cityBusinessJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/locations.$slug";

/** Served from the page cache (app/server/page-cache.server.ts): the same for every visitor. */
export const handle = { pageCache: true };

/** product §2 city page: from the static table in app/content/city-pages.ts; an unknown slug is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const city = getCityPage(params.slug);
  if (!city) throw data(null, { status: 404 });
  return { city };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const city = loaded?.city;
  if (!city) return [];
  const siteUrl = siteUrlFrom(matches);
  const path = `/locations/${city.slug}`;
  return pageMeta({
    title: `Vending Machines & Micromarkets in ${city.name}, FL | Gold Coast Vending`,
    description: `${city.tagline}. Free smart machines, micromarkets and vending for ${city.name} offices, residences, gyms and hotels.`,
    path,
    siteUrl,
    image: `/images/${city.image}-800.webp`,
    jsonLd: [cityBusinessJsonLd(siteUrl, city), breadcrumbJsonLd(siteUrl, [{ label: city.name }], path)],
  });
};

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { city } = loaderData;
  return (
    <>
      <Breadcrumbs items={[{ label: city.name }]} />
      <PageHero
        eyebrow={`${city.county} County · South Florida`}
        title={`Vending & Micromarkets in ${city.name}`}
        intro={<p>{city.tagline}.</p>}
        image={city.image}
        imageAlt={`Illustration of ${city.name} with palm trees and its skyline`}
      />
      <section
        aria-label={`About our service in ${city.name}`}
        className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <div className="space-y-5 text-lg leading-relaxed text-stone-700" data-testid="city-intro">
          {city.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </section>
      <Section
        id="benefits"
        eyebrow={`Why ${city.name} Chooses Us`}
        title={`Built for ${city.name}`}
        tone="white"
      >
        <FeatureGrid features={city.features} itemTestId="city-feature" />
      </Section>
      <Section
        id="areas"
        eyebrow="Neighborhoods"
        title="Areas We Serve"
        lead={`Our ${city.name} route covers these neighbourhoods and everything in between.`}
      >
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
          {city.neighborhoods.map((n) => (
            <li
              key={n}
              data-testid="neighborhood"
              className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white px-5 py-4 font-medium text-night"
            >
              <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-brand-500" />
              {n}
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        title={`Get a Free Market in ${city.name}`}
        text="Free placement, cashless payment, restocking 1–2 times per week and a response in under 1 hour."
        button="Get Your Free Consultation"
      />
    </>
  );
}
