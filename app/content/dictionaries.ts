/**
 * The dictionaries of the two languages (docs/decisions/056-one-language-per-page.md), as the
 * server, the tests and the scripts see them: both languages, loaded up front. The browser gets
 * dictionaries.browser.ts instead (package.json "imports", condition "browser"): the same exports,
 * filled with the page's language only.
 *
 * Import them through their own modules (`uiStrings` from ~/content/ui, `toolStrings` from
 * ~/content/ui-tools, `servicesCopy` from ~/content/services), not from here.
 */
import type { Lang } from "~/lib/i18n";
import * as en from "./language.en";
import * as es from "./language.es";
import type { ServicesCopy } from "./services";
import type { UiStrings } from "./ui";
import type { ToolStrings } from "./ui-tools";

export const uiStrings: Record<Lang, UiStrings> = { en: en.ui, es: es.ui };
export const toolStrings: Record<Lang, ToolStrings> = { en: en.tools, es: es.tools };
export const servicesCopy: Record<Lang, ServicesCopy> = { en: en.services, es: es.services };

/** Both languages are always here; the browser's version fetches one. */
export function loadLanguage(_lang: Lang): Promise<void> {
  return Promise.resolve();
}
