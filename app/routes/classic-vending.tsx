import { FeatureGrid, MachineCards, Section, Steps } from "~/components/services/service-page-blocks";
import { ServicePage, servicePageMeta } from "~/components/services/service-page";
import { classicVending as page } from "~/content/services";
import { db } from "~/lib/db.server";
import { galleryPhotos, heroPhoto } from "~/models/photos.server";
import type { Route } from "./+types/classic-vending";

/** The owner's uploaded hero image and gallery photos, if any (docs/decisions/050-site-photos.md). */
export async function loader() {
  const [hero, gallery] = await Promise.all([heroPhoto(db(), "classic-vending"), galleryPhotos(db())]);
  return { hero, gallery };
}

/** Served from the page cache (app/server/page-cache.server.ts): the same for every visitor. */
export const handle = { pageCache: true };

const NAME = "Classic Vending";

export const meta: Route.MetaFunction = servicePageMeta({
  name: NAME,
  serviceType: "Vending machine placement",
  title: "Classic Vending Machines, Placed Free | Gold Coast Vending",
  description:
    "New snack, drink and combo vending machines with card readers and remote inventory monitoring, installed, stocked and serviced free for South Florida businesses.",
  path: "/classic-vending",
  image: "/images/service-classic-800.webp",
});

export default function ClassicVending({ loaderData }: Route.ComponentProps) {
  return (
    <ServicePage
      uploaded={loaderData}
      name={NAME}
      hero={page}
      image="service-classic"
      imageAlt="An illustrated modern combo vending machine with a card reader and LED lighting"
      gallery={{ tone: "white" }}
      cta={{
        title: "Ready for a Better Breakroom?",
        text: "We install, stock and service your machines at no cost. Book a free consultation and site visit.",
      }}
    >
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
    </ServicePage>
  );
}
