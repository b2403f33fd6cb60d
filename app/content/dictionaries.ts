/**
 * The dictionaries of the two languages (docs/decisions/056-one-language-per-page.md), as the
 * server, the tests and the scripts see them: everything, loaded up front. The browser gets
 * dictionaries.browser.ts instead (package.json "imports", condition "browser"): the same exports,
 * filled part by part (dictionary-parts.ts) with the page's language only.
 *
 * Import them through their own modules (`uiStrings` from ~/content/ui, `toolStrings` from
 * ~/content/ui-tools, `servicesCopy` from ~/content/services), not from here.
 */
import type { Lang } from "~/lib/i18n";
import type { DictionaryPart } from "./dictionary-parts";
import type { ServicesCopy } from "./services";
import { servicesEn } from "./services.en";
import { servicesEs } from "./services.es";
import type { UiStrings } from "./ui";
import { uiEn } from "./ui.en";
import { uiEs } from "./ui.es";
import type { ToolStrings } from "./ui-tools";
import { toolsEn } from "./ui-tools.en";
import { toolsEs } from "./ui-tools.es";

export const uiStrings: Record<Lang, UiStrings> = { en: uiEn, es: uiEs };
export const toolStrings: Record<Lang, ToolStrings> = { en: toolsEn, es: toolsEs };
export const servicesCopy: Record<Lang, ServicesCopy> = { en: servicesEn, es: servicesEs };

/** Everything is always here; the browser's version fetches what is asked for. */
export function loadDictionaries(_lang: Lang, _parts: readonly DictionaryPart[]): Promise<void> {
  return Promise.resolve();
}
