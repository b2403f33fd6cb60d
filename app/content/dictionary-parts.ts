import { pageAlternates } from "~/lib/i18n";

/**
 * The dictionaries come in parts (docs/decisions/056-one-language-per-page.md), so a page's
 * JavaScript carries only the strings it can show: the site's shell and shared pages (`ui`,
 * every page), the service cards and pages (`services`) and the two tools' strings (`tools`, also
 * fetched by the prize widget when the visitor reaches for it).
 */
export type DictionaryPart = "ui" | "services" | "tools";

const SERVICE_PAGES = new Set(["/", "/classic-vending", "/smart-machines", "/micromarkets"]);
const TOOL_PAGES = ["/prize", "/space-visualization", "/es/premio", "/es/visualizacion-de-espacio"];

/** The parts a page renders with, from its path (either language). */
export function dictionaryPartsFor(pathname: string): DictionaryPart[] {
  const english = pageAlternates(pathname)?.en;
  const parts: DictionaryPart[] = ["ui"];
  if (english && SERVICE_PAGES.has(english)) parts.push("services");
  const tool = (page: string) => pathname === page || pathname.startsWith(`${page}/`);
  if (TOOL_PAGES.some(tool)) parts.push("tools");
  return parts;
}
