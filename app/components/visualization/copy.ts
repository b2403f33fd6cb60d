import { toolStrings, type WizardStrings } from "~/content/ui-tools";
import { pageAlternates, useLang, type Lang } from "~/lib/i18n";
import { VISUALIZATION_PAGE_PATH } from "~/models/visualization";

/** The wizard's texts (product §4, §5, §8) in a language, in one place (app/content/ui-tools.ts). */
export function wizardStrings(lang: Lang): WizardStrings {
  return toolStrings[lang].wizard;
}

/** The wizard's texts in the page's language. */
export function useWizardStrings(): WizardStrings {
  return wizardStrings(useLang());
}

/** The wizard's toasts in a language, with their variants. */
export function wizardToasts(lang: Lang) {
  const t = wizardStrings(lang).toasts;
  return {
    noMachines: { ...t.noMachines, variant: "destructive" },
    noWebsite: { ...t.noWebsite, variant: "destructive" },
    uploadFailed: { ...t.uploadFailed, variant: "destructive" },
    generationFailed: { ...t.generationFailed, variant: "destructive" },
    ready: { ...t.ready, variant: "success" },
  } as const;
}

/** The wizard page in a language (/space-visualization, /es/visualizacion-de-espacio). */
export function wizardPath(lang: Lang) {
  return VISUALIZATION_PAGE_PATH[lang];
}

/** A request's result page in a language. */
export function resultPath(publicId: string, lang: Lang) {
  return `${VISUALIZATION_PAGE_PATH[lang]}/${publicId}`;
}

/**
 * Link to the contact form with the request referenced (the contact page can show it); the
 * Spanish contact page once it exists (pageAlternates), else the English one.
 */
export function contactHref(publicId: string, lang: Lang = "en") {
  const contact = pageAlternates("/contact")?.[lang] ?? "/contact";
  return `${contact}?visualization=${encodeURIComponent(publicId)}#contact-form`;
}

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";
