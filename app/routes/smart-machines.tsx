import { Breadcrumbs, breadcrumbJsonLd } from "~/components/layout/breadcrumbs";
import { InstallationGallery } from "~/components/media/installation-gallery";
import { CtaBand, FeatureGrid, MachineCards, PageHero, Section, Steps } from "~/components/services/blocks";
import { VideoPlayer } from "~/components/services/video-player";
import { installations } from "~/content/installations";
import { smartMachines as page } from "~/content/services";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { localBusinessJsonLd, serviceJsonLd, videoJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/smart-machines";

const PATH = "/smart-machines";
const crumbs = [{ label: "Smart Machines" }];
const description =
  "Grab-and-go smart machines: tap a card, open the door, take what you want, and AI recognition charges for it. Placed free in South Florida offices, gyms, hotels and residences.";
const gallery = page.gallery.map((image) => installations.find((i) => i.image === image)!);

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta({
    title: "Smart Grab-and-Go Machines with AI Checkout | Gold Coast Vending",
    description,
    path: PATH,
    siteUrl,
    image: "/images/service-smart-800.webp",
    jsonLd: [
      localBusinessJsonLd(siteUrl),
      serviceJsonLd(siteUrl, {
        name: "Smart Machines",
        serviceType: "Smart vending (grab and go) placement",
        description,
        path: PATH,
      }),
      videoJsonLd(siteUrl, page.video),
      breadcrumbJsonLd(siteUrl, crumbs, PATH),
    ],
  });
};

export default function SmartMachines() {
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        intro={page.intro}
        image="service-smart"
        imageAlt="An illustrated glass-door smart cooler with a tap-to-unlock card reader"
      />
      <Section id="demo" eyebrow="See It Work" title="Smart Machine Demo" tone="white">
        <div className="mx-auto max-w-4xl">
          <VideoPlayer video={page.video} />
        </div>
      </Section>
      <Section id="designs" eyebrow="Designs" title={page.designsTitle}>
        <MachineCards machines={page.designs} />
      </Section>
      <Section id="checkout" eyebrow="Checkout" title={page.checkoutTitle} tone="white">
        <Steps steps={page.checkout} />
      </Section>
      <Section id="grab-and-go" eyebrow="Grab and Go" title={page.flowTitle}>
        <Steps steps={page.flow} columns={4} />
      </Section>
      <Section id="features" eyebrow="Technology" title={page.featuresTitle} tone="white">
        <FeatureGrid features={page.features} />
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
        <InstallationGallery sectionId="gallery" photos={gallery} placeholderOnError />
      </Section>
      <CtaBand
        title="Put a Smart Machine in Your Space"
        text="Fresh food and cold drinks with tap-and-go checkout, installed and stocked at no cost to you."
        button="Get Your Free Consultation"
      />
    </>
  );
}
