import { business } from "~/content/business";
import { uiStrings } from "~/content/ui";
import { fill, localizedPath, type Lang } from "~/lib/i18n";

/** The feed of a language's blog (/blog/rss.xml, /es/blog/rss.xml), as a meta descriptor of its pages. */
export function blogFeedLink(lang: Lang) {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: fill(uiStrings[lang].blog.feedTitle, { businessName: business.name }),
    href: `${localizedPath("/blog", lang)}/rss.xml`,
  } as const;
}
