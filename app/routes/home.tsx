import { useLocation } from "react-router";
import { ContactSection } from "~/components/home/contact-section";
import { FaqSection } from "~/components/home/faq";
import { Hero } from "~/components/home/hero";
import { AboutSection } from "~/components/home/about-section";
import { BenefitsSection } from "~/components/home/benefits-section";
import { BrandsSection } from "~/components/home/brands-section";
import { SectionHeading } from "~/components/home/section-heading";
import { ServicesSection } from "~/components/home/services-section";
import { TestimonialsSection } from "~/components/home/testimonials-section";
import { ServiceAreaSection } from "~/components/home/service-area";
import { InstallationGallery } from "~/components/media/installation-gallery";
import { WIDE_SCREEN_MEDIA } from "~/components/media/image-loading";
import { imageCatalogue, ogImagePath } from "~/content/images";
import { homeTestimonials } from "~/models/testimonials.server";
import { uiStrings } from "~/content/ui";
import { homePath, langFromPath, pageAlternates, useUi } from "~/lib/i18n";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { jsonLdPage, localBusinessJsonLd } from "~/lib/structured-data.server";
import { db } from "~/lib/db.server";
import { galleryPhotos } from "~/models/photos.server";
import { businessFacts } from "~/models/business-facts.server";
import type { Route } from "./+types/home";

/** Served from the page cache (app/server/page-cache.server.ts): the same for every visitor. */
export const handle = { pageCache: true, jsonLd: true };

/**
 * The testimonials come from the admin's Testimonials tab and the installation photos from the
 * Photos tab (docs/decisions/050-site-photos.md); a change in either drops the cached page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [testimonials, gallery, facts] = await Promise.all([
    homeTestimonials(db()),
    galleryPhotos(db()),
    businessFacts(db()),
  ]);
  const page = jsonLdPage(request, facts);
  context.jsonLd = [localBusinessJsonLd(page.siteUrl, page.facts, page.lang)];
  return { testimonials, gallery };
}

/** Registered twice in app/routes.ts: / and /es (the language comes from the matched path). */
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  const lang = langFromPath(location.pathname);
  const ui = uiStrings[lang].meta;
  return pageMeta({
    title: ui.homeTitle,
    description: ui.homeDescription,
    path: homePath(lang),
    siteUrl,
    lang,
    alternates: pageAlternates("/"),
    image: ogImagePath,
  });
};

/**
 * On a wide screen the hero picture, beside the headline, is the LCP element: preload its AVIF set
 * there. On a phone it sits below the first screen and the headline is the LCP element, so the
 * picture waits its turn (`priority="wide"` in the hero).
 */
export const links: Route.LinksFunction = () => {
  const hero = imageCatalogue["hero-lounge"]!;
  return [
    {
      rel: "preload",
      as: "image",
      type: "image/avif",
      imageSrcSet: hero.widths.map((w) => `/images/hero-lounge-${w}.avif ${w}w`).join(", "),
      imageSizes: "(max-width: 1024px) 92vw, 600px",
      media: WIDE_SCREEN_MEDIA,
      fetchPriority: "high",
    },
  ];
};

/** product §2: the home page, its sections in order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const ui = useUi().home;
  return (
    <>
      <Hero />
      <ServicesSection />
      <BenefitsSection />
      <BrandsSection />
      <TestimonialsSection testimonials={loaderData.testimonials} />
      <AboutSection />
      <section
        id="installations"
        aria-labelledby="installations-title"
        className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
      >
        <SectionHeading
          id="installations-title"
          eyebrow={ui.installationsEyebrow}
          title={ui.installationsTitle}
          lead={ui.installationsLead}
        />
        <div className="mt-12">
          <InstallationGallery sectionId="installations" uploaded={loaderData.gallery} />
        </div>
      </section>
      <ServiceAreaSection />
      <FaqSection />
      <ContactSection pathname={pathname} />
    </>
  );
}
