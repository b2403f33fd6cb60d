/**
 * The dictionaries in the browser (docs/decisions/056-one-language-per-page.md): the same exports
 * as dictionaries.ts, but each part of each language is its own chunk, fetched by
 * `loadDictionaries` before the page hydrates (app/entry.client.tsx), before a navigation renders
 * (the root's clientLoader) and when a part is needed later (the prize widget's strings). A
 * Spanish page never downloads the English strings, and a page without the services or the tools
 * does not download theirs. Reading a part that has not been loaded is a bug, so it throws instead
 * of showing blanks.
 */
import type { Lang } from "~/lib/i18n";
import type { DictionaryPart } from "./dictionary-parts";
import type { ServicesCopy } from "./services";
import type { UiStrings } from "./ui";
import type { ToolStrings } from "./ui-tools";

interface Parts {
  ui: UiStrings;
  services: ServicesCopy;
  tools: ToolStrings;
}

const importers: { [P in DictionaryPart]: Record<Lang, () => Promise<Parts[P]>> } = {
  ui: {
    en: () => import("./ui.en").then((m) => m.uiEn),
    es: () => import("./ui.es").then((m) => m.uiEs),
  },
  services: {
    en: () => import("./services.en").then((m) => m.servicesEn),
    es: () => import("./services.es").then((m) => m.servicesEs),
  },
  tools: {
    en: () => import("./ui-tools.en").then((m) => m.toolsEn),
    es: () => import("./ui-tools.es").then((m) => m.toolsEs),
  },
};

const loaded: { [P in DictionaryPart]: Partial<Record<Lang, Parts[P]>> } = {
  ui: {},
  services: {},
  tools: {},
};
const pending = new Map<string, Promise<void>>();

function read<P extends DictionaryPart>(part: P, lang: Lang): Parts[P] {
  const found = loaded[part][lang];
  if (!found)
    throw new Error(`The "${part}" strings in "${lang}" are read before loadDictionaries fetched them`);
  return found;
}

function byLang<P extends DictionaryPart>(part: P): Record<Lang, Parts[P]> {
  return {
    get en() {
      return read(part, "en");
    },
    get es() {
      return read(part, "es");
    },
  };
}

export const uiStrings: Record<Lang, UiStrings> = byLang("ui");
export const toolStrings: Record<Lang, ToolStrings> = byLang("tools");
export const servicesCopy: Record<Lang, ServicesCopy> = byLang("services");

function loadPart<P extends DictionaryPart>(part: P, lang: Lang): Promise<void> {
  const key = `${part}.${lang}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = importers[part][lang]().then(
      (strings) => {
        loaded[part][lang] = strings;
      },
      (error: unknown) => {
        pending.delete(key); // a failed fetch can be tried again
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** Fetches the parts of a language once each (in parallel); resolves when all are there. */
export function loadDictionaries(lang: Lang, parts: readonly DictionaryPart[]): Promise<void> {
  return Promise.all(parts.map((part) => loadPart(part, lang))).then(() => undefined);
}
