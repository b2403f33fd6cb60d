import { FeatureGrid, MachineCards, Section, Steps } from "~/components/services/service-page-blocks";
import { ServicePage, servicePageMeta } from "~/components/services/service-page";
import { VideoPlayer } from "~/components/services/video-player";
import { smartMachines as page } from "~/content/services";
import { db } from "~/lib/db.server";
import { galleryPhotos, heroPhoto } from "~/models/photos.server";
import type { Route } from "./+types/smart-machines";

/** The owner's uploaded hero image and gallery photos, if any (docs/decisions/050-site-photos.md). */
export async function loader() {
  const [hero, gallery] = await Promise.all([heroPhoto(db(), "smart-machines"), galleryPhotos(db())]);
  return { hero, gallery };
}

/** Served from the page cache (app/server/page-cache.server.ts): the same for every visitor. */
export const handle = { pageCache: true };

const NAME = "Smart Machines";

export const meta: Route.MetaFunction = servicePageMeta({
  name: NAME,
  serviceType: "Smart vending (grab and go) placement",
  title: "Smart Grab-and-Go Machines with AI Checkout | Gold Coast Vending",
  description:
    "Grab-and-go smart machines: tap a card, open the door, take what you want, and AI recognition charges for it. Placed free in South Florida offices, gyms, hotels and residences.",
  path: "/smart-machines",
  image: "/images/service-smart-800.webp",
  video: page.video,
});

export default function SmartMachines({ loaderData }: Route.ComponentProps) {
  return (
    <ServicePage
      uploaded={loaderData}
      name={NAME}
      hero={page}
      image="service-smart"
      imageAlt="An illustrated glass-door smart cooler with a tap-to-unlock card reader"
      gallery={{ images: page.gallery, tone: "white", placeholderOnError: true }}
      cta={{
        title: "Put a Smart Machine in Your Space",
        text: "Fresh food and cold drinks with tap-and-go checkout, installed and stocked at no cost to you.",
      }}
    >
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
    </ServicePage>
  );
}
