import { pageAlternates } from "~/lib/i18n";

/**
 * The dictionaries come in parts (docs/decisions/056-one-language-per-page.md), so a page's
 * JavaScript carries only the strings it can show:
 * - `ui`: the site's shell (header, footer, forms' messages, toasts, errors, meta), every page;
 * - `home`: the home page's strings, service cards, benefits, brands and FAQ, the home page only;
 * - `pages`: the service, city, contact and blog pages' strings, every page but the home page and
 *   the tools (it is small, and the not-found page and the admin then never miss a string);
 * - `services`: the three service pages' copy;
 * - `tools`: the prize game's and the space visualization's strings, on their pages and fetched by
 *   the prize widget when the visitor reaches for it.
 */
export const DICTIONARY_PARTS = ["ui", "home", "pages", "services", "tools"] as const;
export type DictionaryPart = (typeof DICTIONARY_PARTS)[number];

const SERVICE_PAGES = new Set(["/classic-vending", "/smart-machines", "/micromarkets"]);
const TOOL_PAGES = ["/prize", "/space-visualization", "/es/premio", "/es/visualizacion-de-espacio"];

/** The parts a page renders with, from its path (either language). */
export function dictionaryPartsFor(path: string): DictionaryPart[] {
  // Routes match whatever the case (/ES is the Spanish home page); the tables are in lower case.
  const pathname = path.toLowerCase();
  const english = pageAlternates(pathname)?.en;
  if (english === "/") return ["ui", "home"];
  const tool = (page: string) => pathname === page || pathname.startsWith(`${page}/`);
  if (TOOL_PAGES.some(tool)) return ["ui", "tools"];
  if (english && SERVICE_PAGES.has(english)) return ["ui", "pages", "services"];
  return ["ui", "pages"];
}
