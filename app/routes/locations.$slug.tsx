import { db } from "~/lib/db.server";
import { data } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CtaBand, FeatureGrid, PageHero, Section } from "~/components/services/service-page-blocks";
import { getCityPage } from "~/content/city-pages";
import { uiStrings } from "~/content/ui";
import { fill, langFromPath, pageAlternates } from "~/lib/i18n";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { breadcrumbJsonLd, cityBusinessJsonLd, jsonLdPage } from "~/lib/structured-data.server";
import { businessFacts } from "~/models/business-facts.server";
import type { Route } from "./+types/locations.$slug";

/** Served from the page cache (app/server/page-cache.server.ts): the same for every visitor. */
export const handle = { pageCache: true, jsonLd: true };

/**
 * product §2 city page: put together by app/content/city-pages.ts; an unknown slug is a 404.
 * Registered twice in app/routes.ts: /locations/:slug (English) and /es/ubicaciones/:slug
 * (Spanish); the language comes from the matched path.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const lang = langFromPath(pathname);
  const city = getCityPage(params.slug, lang);
  if (!city) throw data(null, { status: 404 });
  const page = jsonLdPage(request, await businessFacts(db()));
  const path = pageAlternates(pathname)?.[lang] ?? pathname;
  context.jsonLd = [
    cityBusinessJsonLd(page.siteUrl, city, page.facts, lang, path),
    breadcrumbJsonLd(page.siteUrl, [{ label: city.name }], path, lang),
  ];
  return { city, lang };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) => {
  if (!loaded) return [];
  const { city, lang } = loaded;
  const siteUrl = siteUrlFrom(matches);
  const alternates = pageAlternates(location.pathname);
  const path = alternates?.[lang] ?? location.pathname;
  const ui = uiStrings[lang];
  return pageMeta({
    title: fill(ui.meta.cityTitle, { city: city.name }),
    description: fill(ui.meta.cityDescription, { tagline: city.tagline, city: city.name }),
    path,
    siteUrl,
    lang,
    alternates,
    image: `/images/${city.image}-800.webp`,
  });
};

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { city, lang } = loaderData;
  const ui = uiStrings[lang].cityPage;
  const values = { city: city.name, county: city.county };
  return (
    <>
      <Breadcrumbs items={[{ label: city.name }]} />
      <PageHero
        eyebrow={fill(ui.heroEyebrow, values)}
        title={fill(ui.heroTitle, values)}
        intro={<p>{city.tagline}.</p>}
        image={city.image}
        imageAlt={fill(ui.heroImageAlt, values)}
      />
      <section
        aria-label={fill(ui.introLabel, values)}
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
        eyebrow={fill(ui.featuresEyebrow, values)}
        title={fill(ui.featuresTitle, values)}
        tone="white"
      >
        <FeatureGrid features={city.features} itemTestId="city-feature" />
      </Section>
      <Section id="areas" eyebrow={ui.areasEyebrow} title={ui.areasTitle} lead={fill(ui.areasLead, values)}>
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
      <CtaBand title={fill(ui.ctaTitle, values)} text={ui.ctaText} button={ui.ctaButton} />
    </>
  );
}
