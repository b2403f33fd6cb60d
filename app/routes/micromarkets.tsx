import { Icon } from "~/components/media/icons";
import { Picture } from "~/components/media/picture";
import { FeatureGrid, Section, Steps } from "~/components/services/service-page-blocks";
import { ServicePage, servicePageMeta } from "~/components/services/service-page";
import { VideoPlayer } from "~/components/services/video-player";
import { micromarkets as page } from "~/content/services";
import { db } from "~/lib/db.server";
import { galleryPhotos, heroPhoto } from "~/models/photos.server";
import type { Route } from "./+types/micromarkets";

/** The owner's uploaded hero image and gallery photos, if any (docs/decisions/050-site-photos.md). */
export async function loader() {
  const [hero, gallery] = await Promise.all([heroPhoto(db(), "micromarkets"), galleryPhotos(db())]);
  return { hero, gallery };
}

/** Served from the page cache (app/server/page-cache.server.ts): the same for every visitor. */
export const handle = { pageCache: true };

const NAME = "Micromarkets";

export const meta: Route.MetaFunction = servicePageMeta({
  name: NAME,
  serviceType: "Micromarket installation and operation",
  title: "Breakroom Micromarkets with Kiosk Checkout | Gold Coast Vending",
  description:
    "Self-checkout micromarkets for South Florida breakrooms: open shelves, coolers, fresh food and a kiosk, custom branded and run at no cost to you, monitored 24/7.",
  path: "/micromarkets",
  image: "/images/service-market-800.webp",
  video: page.video,
});

export default function Micromarkets({ loaderData }: Route.ComponentProps) {
  return (
    <ServicePage
      uploaded={loaderData}
      name={NAME}
      hero={page}
      image="service-market"
      imageAlt="An illustrated micromarket with open shelving, glass coolers and a checkout kiosk"
      gallery={{ images: page.gallery }}
      cta={{
        title: "See Your Market Before It Is Built",
        text: "We design your micromarket in your colours and send a free branded mockup of your space.",
        button: "Get Free Mockup",
      }}
    >
      <Section id="benefits" eyebrow="Benefits" title={page.benefitsTitle}>
        <FeatureGrid features={page.benefits} columns={4} />
      </Section>
      <Section id="checkout" eyebrow="Checkout" title={page.checkoutTitle} tone="white">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_0.8fr]">
          <Steps steps={page.checkout} columns={3} />
          <Picture
            name="market-kiosk"
            alt="Illustration of a micromarket self-checkout kiosk with a scanner and card reader"
            sizes="(max-width: 1024px) 92vw, 440px"
            imgClassName="h-auto w-full rounded-3xl"
          />
        </div>
      </Section>
      <Section id="tour" eyebrow="Take the Tour" title="Micromarket Tour">
        <div className="mx-auto max-w-4xl">
          <VideoPlayer video={page.video} />
        </div>
      </Section>
      <section aria-label="Branding and monitoring" className="bg-white py-16 sm:py-20">
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
