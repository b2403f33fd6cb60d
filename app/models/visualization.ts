/** The visualization request's browser-safe rules: its progress stages and the website field's message. */

/** A website field that holds no website address (the wizard with and without JS, the API). */
export const WEBSITE_URL_MESSAGE = "Please enter a website address such as https://example.com.";

/** The wizard's page in each language (docs/decisions/041-spanish-slugs.md); results live below it. */
export const VISUALIZATION_PAGE_PATH = {
  en: "/space-visualization",
  es: "/es/visualizacion-de-espacio",
} as const;

/** The visitor-facing progress stages, in order (the model's stage names). */
export const STAGES = [
  { key: "queued", label: "Getting started" },
  { key: "reading-website", label: "Reading your website" },
  { key: "composing", label: "Composing your mockup" },
  { key: "enhancing", label: "Adding finishing touches" },
  { key: "finishing", label: "Finishing" },
] as const;

export type VisualizationStage = (typeof STAGES)[number]["key"];
