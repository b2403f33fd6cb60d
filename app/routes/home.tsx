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
import { imageCatalogue, ogImagePath } from "~/content/images";
import { homeTestimonials } from "~/models/testimonials.server";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { localBusinessJsonLd } from "~/lib/structured-data";
import { db } from "~/lib/db.server";
import { galleryPhotos } from "~/models/photos.server";
import { businessFrom } from "~/lib/business-facts";
import type { Route } from "./+types/home";

/** Served from the page cache (app/server/page-cache.server.ts): the same for every visitor. */
export const handle = { pageCache: true };

/**
 * The testimonials come from the admin's Testimonials tab and the installation photos from the
 * Photos tab (docs/decisions/050-site-photos.md); a change in either drops the cached page.
 */
export async function loader() {
  const [testimonials, gallery] = await Promise.all([homeTestimonials(), galleryPhotos(db())]);
  return { testimonials, gallery };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta({
    title: "Gold Coast Vending | Luxury Vending & Micromarkets, Palm Beach to Miami",
    description:
      "Free micromarkets, smart grab-and-go machines and modern vending for South Florida offices, residences, gyms and hotels. You supply the space and power; we do the rest.",
    path: "/",
    siteUrl,
    image: ogImagePath,
    jsonLd: [localBusinessJsonLd(siteUrl, businessFrom(matches))],
  });
};

/** The hero picture is the LCP element: preload its AVIF set. */
export const links: Route.LinksFunction = () => {
  const hero = imageCatalogue["hero-lounge"]!;
  return [
    {
      rel: "preload",
      as: "image",
      type: "image/avif",
      imageSrcSet: hero.widths.map((w) => `/images/hero-lounge-${w}.avif ${w}w`).join(", "),
      imageSizes: "(max-width: 1024px) 92vw, 600px",
      fetchPriority: "high",
    },
  ];
};

/** product §2: the home page, its sections in order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
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
          eyebrow="Installations"
          title="Example Installations"
          lead="Breakrooms, lobbies and clubhouses we have transformed. Select a photo to enlarge it."
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
