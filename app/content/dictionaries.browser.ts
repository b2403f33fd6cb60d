/**
 * The dictionaries in the browser (docs/decisions/056-one-language-per-page.md): the same exports
 * as dictionaries.ts, but each language is its own chunk, fetched by `loadLanguage` before the
 * page hydrates (app/entry.client.tsx) and before a navigation into the other language renders
 * (the root's clientLoader). A Spanish page never downloads the English strings, and the reverse.
 * Reading a language that has not been loaded is a bug, so it throws instead of showing blanks.
 */
import type { Lang } from "~/lib/i18n";
import type { ServicesCopy } from "./services";
import type { UiStrings } from "./ui";
import type { ToolStrings } from "./ui-tools";

type Dictionary = typeof import("./language.en");

const loaded: Partial<Record<Lang, Dictionary>> = {};

function dictionary(lang: Lang): Dictionary {
  const found = loaded[lang];
  if (!found) throw new Error(`The "${lang}" dictionary is read before loadLanguage("${lang}") resolved`);
  return found;
}

function byLang<T>(pick: (d: Dictionary) => T): Record<Lang, T> {
  return {
    get en() {
      return pick(dictionary("en"));
    },
    get es() {
      return pick(dictionary("es"));
    },
  };
}

export const uiStrings: Record<Lang, UiStrings> = byLang((d) => d.ui);
export const toolStrings: Record<Lang, ToolStrings> = byLang((d) => d.tools);
export const servicesCopy: Record<Lang, ServicesCopy> = byLang((d) => d.services);

const importers: Record<Lang, () => Promise<Dictionary>> = {
  en: () => import("./language.en"),
  es: () => import("./language.es"),
};
const pending: Partial<Record<Lang, Promise<void>>> = {};

/** Fetches a language's dictionaries once; a failed fetch can be tried again. */
export function loadLanguage(lang: Lang): Promise<void> {
  pending[lang] ??= importers[lang]().then(
    (module) => {
      loaded[lang] = module;
    },
    (error: unknown) => {
      delete pending[lang];
      throw error;
    },
  );
  return pending[lang];
}
