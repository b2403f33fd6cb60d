import { Icon } from "~/components/media/icons";
import { Picture } from "~/components/media/picture";
import { FeatureGrid, Section, Steps } from "~/components/services/service-page-blocks";
import { ServicePage, servicePageMeta, type ServicePageSeo } from "~/components/services/service-page";
import { VideoPlayer } from "~/components/services/video-player";
import { servicesCopy } from "~/content/services";
import { uiStrings } from "~/content/ui";
import { db } from "~/lib/db.server";
import { useLang, type Lang } from "~/lib/i18n";
import { jsonLdPage, servicePageJsonLd } from "~/lib/structured-data.server";
import { galleryPhotos, heroPhoto } from "~/models/photos.server";
import { businessFacts } from "~/models/business-facts.server";
import type { Route } from "./+types/micromarkets";

/** The owner's uploaded hero image and gallery photos, if any (docs/decisions/050-site-photos.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [hero, gallery, facts] = await Promise.all([
    heroPhoto(db(), "micromarkets"),
    galleryPhotos(db()),
    businessFacts(db()),
  ]);
  const page = jsonLdPage(request, facts);
  context.jsonLd = servicePageJsonLd(page, "micromarket", seo(page.lang));
  return { hero, gallery };
}

/** Served from the page cache (app/server/page-cache.server.ts): the same for every visitor. */
export const handle = { pageCache: true, jsonLd: true };

/** The page's meta tags and JSON-LD, in the language of the matched path. */
const seo = (lang: Lang): ServicePageSeo => ({
  name: uiStrings[lang].servicePages.marketName,
  title: uiStrings[lang].meta.micromarketsTitle,
  description: uiStrings[lang].meta.micromarketsDescription,
  path: "/micromarkets",
  image: "/images/service-market-800.webp",
  video: servicesCopy[lang].micromarkets.video,
});

/** Registered twice in app/routes.ts: /micromarkets and /es/micromercados. */
export const meta: Route.MetaFunction = servicePageMeta(seo);

export default function Micromarkets({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const page = servicesCopy[lang].micromarkets;
  const ui = uiStrings[lang].servicePages;
  return (
    <ServicePage
      uploaded={loaderData}
      name={ui.marketName}
      hero={page}
      image="service-market"
      imageAlt={ui.marketHeroAlt}
      gallery={{ images: page.gallery }}
      cta={{ title: ui.marketCtaTitle, text: ui.marketCtaText, button: ui.ctaMockup }}
    >
      <Section id="benefits" eyebrow={ui.benefits} title={page.benefitsTitle}>
        <FeatureGrid features={page.benefits} columns={4} />
      </Section>
      <Section id="checkout" eyebrow={ui.checkoutEyebrow} title={page.checkoutTitle} tone="white">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_0.8fr]">
          <Steps steps={page.checkout} columns={3} />
          <Picture
            name="market-kiosk"
            alt={ui.marketKioskAlt}
            sizes="(max-width: 1024px) 92vw, 440px"
            imgClassName="h-auto w-full rounded-3xl"
          />
        </div>
      </Section>
      <Section id="tour" eyebrow={ui.marketTourEyebrow} title={ui.marketTourTitle}>
        <div className="mx-auto max-w-4xl">
          <VideoPlayer video={page.video} />
        </div>
      </Section>
      <section aria-label={ui.marketBrandingMonitoringLabel} className="bg-white py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
          {[
            { id: "branding", icon: "sparkle" as const, title: page.brandingTitle, text: page.branding },
            { id: "monitoring", icon: "shield" as const, title: page.monitoringTitle, text: page.monitoring },
          ].map((block) => (
            <article
              key={block.id}
              id={block.id}
              data-reveal
              className="rounded-3xl border border-stone-200 bg-ivory p-8 sm:p-10"
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-night text-brand-300">
                <Icon name={block.icon} />
              </span>
              <h2 className="mt-6 font-display text-2xl font-semibold text-night sm:text-3xl">
                {block.title}
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-stone-600">{block.text}</p>
            </article>
          ))}
        </div>
      </section>
    </ServicePage>
  );
}
