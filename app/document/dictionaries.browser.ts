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
import type { HomeCopy, HomePart } from "~/content/home";
import type { ServicePagesCopy, ServicesCopy } from "~/content/services";
import type { UiPagesSection, UiPagesStrings, UiShellStrings, UiStrings } from "~/content/ui";
import type { ToolStrings } from "~/content/ui-tools";

interface Parts {
  ui: UiShellStrings;
  home: HomePart;
  pages: UiPagesStrings;
  services: ServicePagesCopy;
  tools: ToolStrings;
}

const importers: { [P in DictionaryPart]: Record<Lang, () => Promise<Parts[P]>> } = {
  ui: {
    en: () => import("~/content/ui.en").then((m) => m.uiEn),
    es: () => import("~/content/ui.es").then((m) => m.uiEs),
  },
  home: {
    en: () => import("~/content/home.en").then((m) => m.homeEn),
    es: () => import("~/content/home.es").then((m) => m.homeEs),
  },
  pages: {
    en: () => import("~/content/ui-pages.en").then((m) => m.uiPagesEn),
    es: () => import("~/content/ui-pages.es").then((m) => m.uiPagesEs),
  },
  services: {
    en: () => import("~/content/services.en").then((m) => m.servicesEn),
    es: () => import("~/content/services.es").then((m) => m.servicesEs),
  },
  tools: {
    en: () => import("~/content/ui-tools.en").then((m) => m.toolsEn),
    es: () => import("~/content/ui-tools.es").then((m) => m.toolsEs),
  },
};

const loaded: { [P in DictionaryPart]: Partial<Record<Lang, Parts[P]>> } = {
  ui: {},
  home: {},
  pages: {},
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

/** `{ en, es }`, each built on first read (which throws while what it needs is not loaded). */
function byLang<T>(build: (lang: Lang) => T): Record<Lang, T> {
  const built: Partial<Record<Lang, T>> = {};
  return {
    get en() {
      return (built.en ??= build("en"));
    },
    get es() {
      return (built.es ??= build("es"));
    },
  };
}

/** Adds a property per key that reads `value(key)` when it is read (so from the part once loaded). */
function readLater<T extends object, K extends string>(
  target: T,
  keys: Record<K, true>,
  value: (key: K) => unknown,
) {
  for (const key of Object.keys(keys) as K[])
    Object.defineProperty(target, key, { enumerable: true, get: () => value(key) });
  return target;
}

const PAGES_SECTIONS: Record<UiPagesSection, true> = {
  servicePages: true,
  cityPage: true,
  contactPage: true,
  blog: true,
};
const SERVICE_PAGES: Record<keyof ServicePagesCopy, true> = {
  classicVending: true,
  smartMachines: true,
  micromarkets: true,
};

/** The shell's sections as they are, the home page's and the other pages' read from their parts. */
export const uiStrings: Record<Lang, UiStrings> = byLang(
  (lang) =>
    readLater({ ...read("ui", lang) }, { ...PAGES_SECTIONS, home: true }, (section) =>
      section === "home" ? read("home", lang).home : read("pages", lang)[section],
    ) as UiStrings,
);
export const toolStrings: Record<Lang, ToolStrings> = byLang((lang) => read("tools", lang));
export const servicesCopy: Record<Lang, ServicesCopy> = byLang(
  (lang) =>
    readLater({}, { ...SERVICE_PAGES, cards: true }, (key) =>
      key === "cards" ? read("home", lang).cards : read("services", lang)[key],
    ) as ServicesCopy,
);
export const homeCopy: Record<Lang, HomeCopy> = byLang((lang) => read("home", lang).copy);

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
