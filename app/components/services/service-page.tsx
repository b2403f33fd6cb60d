import type { ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { InstallationGallery } from "~/components/media/installation-gallery";
import { CtaBand, PageHero, Section } from "~/components/services/service-page-blocks";
import { installations } from "~/content/installations";
import type { PublicPhoto } from "~/models/photo";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { langFromPath, pageAlternates, useUi, type Lang } from "~/lib/i18n";

/**
 * The frame of the three service pages (product §2 "Service pages"): breadcrumbs (Home > page), a
 * hero with Back to Home, the page's own sections, the installation gallery and the call to action;
 * and their meta tags (title, description, social preview, canonical link, structured data).
 */

export interface ServicePageSeo {
  /** The service's name: the page's breadcrumb and the name in its structured data. */
  name: string;
  title: string;
  description: string;
  /** The English path; the Spanish one comes from the table in app/lib/i18n.ts. */
  path: string;
  /** The social preview, e.g. "/images/service-classic-800.webp". */
  image: string;
  /** The page's demo video (smart machines, micromarkets), for its structured data. */
  video?: { title: string; description: string; src: string; poster: string; duration: string };
}

/**
 * A service page's meta function, in the language of the matched path (each page is registered
 * under its English and Spanish paths). Its JSON-LD (business, service, video, breadcrumb) is built
 * by the route's loader with `servicePageJsonLd` (app/lib/structured-data.server.ts) from the same
 * `seoFor`.
 */
export function servicePageMeta(seoFor: (lang: Lang) => ServicePageSeo) {
  return ({
    matches,
    location,
  }: {
    matches: Parameters<typeof siteUrlFrom>[0];
    location: { pathname: string };
  }): MetaDescriptor[] => {
    const siteUrl = siteUrlFrom(matches);
    const lang = langFromPath(location.pathname);
    const seo = seoFor(lang);
    const alternates = pageAlternates(seo.path);
    return pageMeta({
      title: seo.title,
      description: seo.description,
      path: alternates?.[lang] ?? seo.path,
      siteUrl,
      lang,
      alternates,
      image: seo.image,
    });
  };
}

export function ServicePage({
  name,
  hero,
  image,
  imageAlt,
  gallery,
  uploaded,
  cta,
  children,
}: {
  /** The breadcrumb's label (the same name as in `servicePageMeta`). */
  name: string;
  hero: { eyebrow: string; title: string; intro: ReactNode };
  image: string;
  imageAlt: string;
  gallery: {
    /** Image names of the installations to show, in order; all of them when left out. */
    images?: readonly string[];
    tone?: "ivory" | "white";
    /** Smart machines (product §2): a photo that fails to load shows a placeholder. */
    placeholderOnError?: boolean;
  };
  /** The owner's uploaded hero image and gallery photos (the route's loader reads them). */
  uploaded: { hero: PublicPhoto | null; gallery: PublicPhoto[] };
  cta: { title: string; text: string; button?: string };
  children: ReactNode;
}) {
  const ui = useUi().servicePages;
  const photos = gallery.images?.map((img) => installations.find((i) => i.image === img)!);
  return (
    <>
      <Breadcrumbs items={[{ label: name }]} />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        image={image}
        imageAlt={imageAlt}
        uploaded={uploaded.hero}
      />
      {children}
      <Section
        id="gallery"
        eyebrow={ui.installations}
        title={ui.galleryTitle}
        tone={gallery.tone}
        lead={ui.galleryLead}
      >
        <InstallationGallery
          sectionId="gallery"
          photos={photos}
          uploaded={uploaded.gallery}
          placeholderOnError={gallery.placeholderOnError}
        />
      </Section>
      <CtaBand title={cta.title} text={cta.text} button={cta.button ?? ui.ctaConsultation} />
    </>
  );
}
