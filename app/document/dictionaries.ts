/**
 * The dictionaries of the two languages (docs/decisions/056-one-language-per-page.md), as the
 * server, the tests and the scripts see them: everything, loaded up front. The browser gets
 * dictionaries.browser.ts instead (package.json "imports", condition "browser"): the same exports,
 * filled part by part (dictionary-parts.ts) with the page's language only.
 *
 * Import them through their own modules (`uiStrings` from ~/content/ui, `toolStrings` from
 * ~/content/ui-tools, `servicesCopy` from ~/content/services, `homeCopy` from ~/content/home), not
 * from here.
 */
import type { Lang } from "~/lib/i18n";
import type { DictionaryPart } from "./dictionary-parts";
import type { HomeCopy, HomePart } from "~/content/home";
import { homeEn } from "~/content/home.en";
import { homeEs } from "~/content/home.es";
import type { ServicePagesCopy, ServicesCopy } from "~/content/services";
import { servicesEn } from "~/content/services.en";
import { servicesEs } from "~/content/services.es";
import type { UiPagesStrings, UiShellStrings, UiStrings } from "~/content/ui";
import { uiEn } from "~/content/ui.en";
import { uiEs } from "~/content/ui.es";
import { uiPagesEn } from "~/content/ui-pages.en";
import { uiPagesEs } from "~/content/ui-pages.es";
import type { ToolStrings } from "~/content/ui-tools";
import { toolsEn } from "~/content/ui-tools.en";
import { toolsEs } from "~/content/ui-tools.es";

/** One language's dictionaries, put together from its parts as the browser would fetch them. */
function whole(shell: UiShellStrings, pages: UiPagesStrings, home: HomePart, services: ServicePagesCopy) {
  return {
    ui: { ...shell, ...pages, home: home.home } satisfies UiStrings,
    services: { cards: home.cards, ...services } satisfies ServicesCopy,
    home: home.copy,
  };
}

const en = whole(uiEn, uiPagesEn, homeEn, servicesEn);
const es = whole(uiEs, uiPagesEs, homeEs, servicesEs);

export const uiStrings: Record<Lang, UiStrings> = { en: en.ui, es: es.ui };
export const toolStrings: Record<Lang, ToolStrings> = { en: toolsEn, es: toolsEs };
export const servicesCopy: Record<Lang, ServicesCopy> = { en: en.services, es: es.services };
export const homeCopy: Record<Lang, HomeCopy> = { en: en.home, es: es.home };

/** Everything is always here; the browser's version fetches what is asked for. */
export function loadDictionaries(_lang: Lang, _parts: readonly DictionaryPart[]): Promise<void> {
  return Promise.resolve();
}
