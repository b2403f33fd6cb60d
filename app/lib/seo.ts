import type { MetaDescriptor } from "react-router";
import { business } from "~/content/business";
import { htmlLang, LANGS, type Lang } from "./i18n";

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the page, e.g. "/micromarkets"; the canonical URL is PUBLIC_SITE_URL + path. */
  path: string;
  siteUrl: string;
  image?: string;
  type?: "website" | "article";
  /** The page's language (English by default). */
  lang?: Lang;
  /** The same page in each language, when it exists in both: hreflang links and og:locale:alternate. */
  alternates?: Record<Lang, string> | null;
}

/**
 * Title, description, canonical, Open Graph and Twitter tags for one page. (Its JSON-LD is not a
 * meta tag: app/lib/json-ld.tsx.)
 */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const url = seo.siteUrl + seo.path;
  const image = seo.image ? (seo.image.startsWith("http") ? seo.image : seo.siteUrl + seo.image) : undefined;
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: business.name },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
  const lang = seo.lang ?? "en";
  tags.push({ property: "og:locale", content: htmlLang[lang].replace("-", "_") });
  if (seo.alternates) {
    for (const other of LANGS) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: htmlLang[other],
        href: seo.siteUrl + seo.alternates[other],
      });
      if (other !== lang)
        tags.push({ property: "og:locale:alternate", content: htmlLang[other].replace("-", "_") });
    }
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: seo.siteUrl + seo.alternates.en,
    });
  }
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  return tags;
}

/** A page that search engines should leave out (sign-in, admin, a missing post): its title and noindex. */
export function noindexMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex" }];
}

/** PUBLIC_SITE_URL as the root loader exposes it, for meta functions. */
export function siteUrlFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}
