import { FeatureGrid, MachineCards, Section, Steps } from "~/components/services/service-page-blocks";
import { ServicePage, servicePageMeta, type ServicePageSeo } from "~/components/services/service-page";
import { VideoPlayer } from "~/components/services/video-player";
import { servicesCopy } from "~/content/services";
import { uiStrings } from "~/content/ui";
import { db } from "~/lib/db.server";
import { useLang, type Lang } from "~/lib/i18n";
import { jsonLdPage, servicePageJsonLd } from "~/lib/structured-data.server";
import { galleryPhotos, heroPhoto } from "~/models/photos.server";
import { businessFacts } from "~/models/business-facts.server";
import type { Route } from "./+types/smart-machines";

/** The owner's uploaded hero image and gallery photos, if any (docs/decisions/050-site-photos.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [hero, gallery, facts] = await Promise.all([
    heroPhoto(db(), "smart-machines"),
    galleryPhotos(db()),
    businessFacts(db()),
  ]);
  const page = jsonLdPage(request, facts);
  context.jsonLd = servicePageJsonLd(page, "smart", seo(page.lang));
  return { hero, gallery };
}

/** Served from the page cache (app/server/page-cache.server.ts): the same for every visitor. */
export const handle = { pageCache: true, jsonLd: true };

/** The page's meta tags and JSON-LD, in the language of the matched path. */
const seo = (lang: Lang): ServicePageSeo => ({
  name: uiStrings[lang].servicePages.smartName,
  title: uiStrings[lang].meta.smartTitle,
  description: uiStrings[lang].meta.smartDescription,
  path: "/smart-machines",
  image: "/images/service-smart-800.webp",
  video: servicesCopy[lang].smartMachines.video,
});

/** Registered twice in app/routes.ts: /smart-machines and /es/maquinas-inteligentes. */
export const meta: Route.MetaFunction = servicePageMeta(seo);

export default function SmartMachines({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const page = servicesCopy[lang].smartMachines;
  const ui = uiStrings[lang].servicePages;
  return (
    <ServicePage
      uploaded={loaderData}
      name={ui.smartName}
      hero={page}
      image="service-smart"
      imageAlt={ui.smartHeroAlt}
      gallery={{ images: page.gallery, tone: "white", placeholderOnError: true }}
      cta={{ title: ui.smartCtaTitle, text: ui.smartCtaText }}
    >
      <Section id="demo" eyebrow={ui.smartDemoEyebrow} title={ui.smartDemoTitle} tone="white">
        <div className="mx-auto max-w-4xl">
          <VideoPlayer video={page.video} />
        </div>
      </Section>
      <Section id="designs" eyebrow={ui.smartDesignsEyebrow} title={page.designsTitle}>
        <MachineCards machines={page.designs} />
      </Section>
      <Section id="checkout" eyebrow={ui.checkoutEyebrow} title={page.checkoutTitle} tone="white">
        <Steps steps={page.checkout} />
      </Section>
      <Section id="grab-and-go" eyebrow={ui.smartFlowEyebrow} title={page.flowTitle}>
        <Steps steps={page.flow} columns={4} />
      </Section>
      <Section id="features" eyebrow={ui.smartFeaturesEyebrow} title={page.featuresTitle} tone="white">
        <FeatureGrid features={page.features} />
      </Section>
      <Section id="benefits" eyebrow={ui.benefits} title={page.benefitsTitle}>
        <FeatureGrid features={page.benefits} />
      </Section>
    </ServicePage>
  );
}
