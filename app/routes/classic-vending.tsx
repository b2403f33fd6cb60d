import { Breadcrumbs, breadcrumbJsonLd } from "~/components/layout/breadcrumbs";
import { InstallationGallery } from "~/components/media/installation-gallery";
import { CtaBand, FeatureGrid, MachineCards, PageHero, Section, Steps } from "~/components/services/blocks";
import { classicVending as page } from "~/content/services";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { localBusinessJsonLd, serviceJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/classic-vending";

const PATH = "/classic-vending";
const crumbs = [{ label: "Classic Vending" }];
const description =
  "New snack, drink and combo vending machines with card readers and remote inventory monitoring, installed, stocked and serviced free for South Florida businesses.";

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta({
    title: "Classic Vending Machines, Placed Free | Gold Coast Vending",
    description,
    path: PATH,
    siteUrl,
    image: "/images/service-classic-800.webp",
    jsonLd: [
      localBusinessJsonLd(siteUrl),
      serviceJsonLd(siteUrl, {
        name: "Classic Vending",
        serviceType: "Vending machine placement",
        description,
        path: PATH,
      }),
      breadcrumbJsonLd(siteUrl, crumbs, PATH),
    ],
  });
};

export default function ClassicVending() {
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        intro={page.intro}
        image="service-classic"
        imageAlt="An illustrated modern combo vending machine with a card reader and LED lighting"
      />
      <Section id="steps" eyebrow="How It Works" title={page.stepsTitle}>
        <Steps steps={page.steps} />
      </Section>
      <Section
        id="machine-types"
        eyebrow="Our Machines"
        title={page.typesTitle}
        tone="white"
        lead="Every machine is new, cashless and connected, and we recommend the mix that suits your traffic."
      >
        <MachineCards machines={page.types} />
      </Section>
      <Section id="benefits" eyebrow="Benefits" title={page.benefitsTitle}>
        <FeatureGrid features={page.benefits} />
      </Section>
      <Section
        id="gallery"
        eyebrow="Installations"
        title="Installation Gallery"
        tone="white"
        lead="Select a photo to enlarge it."
      >
        <InstallationGallery sectionId="gallery" />
      </Section>
      <CtaBand
        title="Ready for a Better Breakroom?"
        text="We install, stock and service your machines at no cost. Book a free consultation and site visit."
        button="Get Your Free Consultation"
      />
    </>
  );
}
