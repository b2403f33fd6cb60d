import { useLocation } from "react-router";
import { allCitySlugs } from "~/content/cities";
import { uiStrings, type UiStrings } from "~/content/ui";

/**
 * The site's two languages (docs/decisions/040-spanish-site.md). English is the default and keeps
 * its URLs; Spanish pages live under /es with their own slugs. The language of a page is derived
 * from its path, so a cached page, a shared link and a crawler all get the same language (no
 * Accept-Language negotiation).
 */
export const LANGS = ["en", "es"] as const;
export type Lang = (typeof LANGS)[number];

/** The value of `<html lang>` and of the hreflang alternates. */
export const htmlLang: Record<Lang, string> = { en: "en-US", es: "es-US" };

export const SPANISH_PREFIX = "/es";

export function langFromPath(pathname: string): Lang {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en";
}

/** A `lang` parameter (the JSON API's `?lang=`): "es" is Spanish, anything else English. */
export function parseLang(value: string | null | undefined): Lang {
  return value === "es" ? "es" : "en";
}

/** The language of the page being rendered (from the matched path). */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

const citySlugs = new Set<string>(allCitySlugs);

/**
 * The pages that exist in both languages, as [English pattern, Spanish pattern] with one `{slug}`
 * at most. The Spanish slugs are recorded in docs/decisions/041-spanish-slugs.md.
 */
const pairs: Array<{ en: string; es: string; slugs: Set<string> | null }> = [
  { en: "/", es: "/es", slugs: null },
  { en: "/classic-vending", es: "/es/maquinas-expendedoras", slugs: null },
  { en: "/smart-machines", es: "/es/maquinas-inteligentes", slugs: null },
  { en: "/micromarkets", es: "/es/micromercados", slugs: null },
  { en: "/contact", es: "/es/contacto", slugs: null },
  // The blog list exists in both languages (each lists its own posts); a post has one language only.
  { en: "/blog", es: "/es/blog", slugs: null },
  { en: "/locations/{slug}", es: "/es/ubicaciones/{slug}", slugs: citySlugs },
  { en: "/prize", es: "/es/premio", slugs: null },
  { en: "/space-visualization", es: "/es/visualizacion-de-espacio", slugs: null },
];

function match(pattern: string, pathname: string, slugs: Set<string> | null): string | null | undefined {
  const [head, tail = ""] = pattern.split("{slug}");
  if (!pattern.includes("{slug}")) return pathname === pattern ? null : undefined;
  if (!pathname.startsWith(head) || !pathname.endsWith(tail)) return undefined;
  const slug = pathname.slice(head.length, pathname.length - tail.length);
  return slugs?.has(slug) ? slug : undefined;
}

/** The same page in the other languages, or null when the page exists in one language only. */
export function pageAlternates(pathname: string): Record<Lang, string> | null {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  for (const pair of pairs) {
    for (const lang of LANGS) {
      const slug = match(pair[lang], path, pair.slugs);
      if (slug === undefined) continue;
      const fill = (pattern: string) => (slug === null ? pattern : pattern.replace("{slug}", slug));
      return { en: fill(pair.en), es: fill(pair.es) };
    }
  }
  return null;
}

/**
 * An English site path (optionally with `#hash` or `?query`) as the same page in `lang`, or the
 * English path when that page exists in English only: links inside a Spanish page lead to the
 * Spanish page wherever there is one (the table above), and to the English page otherwise.
 */
export function localizedPath(enPath: string, lang: Lang): string {
  if (lang === "en") return enPath;
  const cut = enPath.search(/[?#]/);
  const [path, tail] = cut === -1 ? [enPath, ""] : [enPath.slice(0, cut), enPath.slice(cut)];
  const alternates = pageAlternates(path || "/");
  return alternates ? alternates[lang] + tail : enPath;
}

/** The home page of a language ("/" or "/es"): where the section links and "Home" lead. */
export function homePath(lang: Lang): string {
  return lang === "es" ? SPANISH_PREFIX : "/";
}

/** `localizedPath` for the page being rendered. */
export function useLocalizedPath(): (enPath: string) => string {
  const lang = useLang();
  return (enPath) => localizedPath(enPath, lang);
}

/** Fills `{name}` placeholders of a dictionary string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The shell's and shared pages' strings in the language of the page being rendered. */
export function useUi(): UiStrings {
  return uiStrings[useLang()];
}
