import { FeatureGrid, MachineCards, Section, Steps } from "~/components/services/service-page-blocks";
import { ServicePage, servicePageMeta, type ServicePageSeo } from "~/components/services/service-page";
import { servicesCopy } from "~/content/services";
import { uiStrings } from "~/content/ui";
import { db } from "~/lib/db.server";
import { useLang, type Lang } from "~/lib/i18n";
import { jsonLdPage, servicePageJsonLd } from "~/lib/structured-data.server";
import { galleryPhotos, heroPhoto } from "~/models/photos.server";
import { businessFacts } from "~/models/business-facts.server";
import type { Route } from "./+types/classic-vending";

/** The owner's uploaded hero image and gallery photos, if any (docs/decisions/050-site-photos.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [hero, gallery, facts] = await Promise.all([
    heroPhoto(db(), "classic-vending"),
    galleryPhotos(db()),
    businessFacts(db()),
  ]);
  const page = jsonLdPage(request, facts);
  context.jsonLd = servicePageJsonLd(page, "classic", seo(page.lang));
  return { hero, gallery };
}

/** Served from the page cache (app/server/page-cache.server.ts): the same for every visitor. */
export const handle = { pageCache: true, jsonLd: true };

/** The page's meta tags and JSON-LD, in the language of the matched path. */
const seo = (lang: Lang): ServicePageSeo => ({
  name: uiStrings[lang].servicePages.classicName,
  title: uiStrings[lang].meta.classicTitle,
  description: uiStrings[lang].meta.classicDescription,
  path: "/classic-vending",
  image: "/images/service-classic-800.webp",
});

/** Registered twice in app/routes.ts: /classic-vending and /es/maquinas-expendedoras. */
export const meta: Route.MetaFunction = servicePageMeta(seo);

export default function ClassicVending({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const page = servicesCopy[lang].classicVending;
  const ui = uiStrings[lang].servicePages;
  return (
    <ServicePage
      uploaded={loaderData}
      name={ui.classicName}
      hero={page}
      image="service-classic"
      imageAlt={ui.classicHeroAlt}
      gallery={{ tone: "white" }}
      cta={{ title: ui.classicCtaTitle, text: ui.classicCtaText }}
    >
      <Section id="steps" eyebrow={ui.howItWorks} title={page.stepsTitle}>
        <Steps steps={page.steps} />
      </Section>
      <Section
        id="machine-types"
        eyebrow={ui.ourMachines}
        title={page.typesTitle}
        tone="white"
        lead={ui.machinesLead}
      >
        <MachineCards machines={page.types} />
      </Section>
      <Section id="benefits" eyebrow={ui.benefits} title={page.benefitsTitle}>
        <FeatureGrid features={page.benefits} />
      </Section>
    </ServicePage>
  );
}
