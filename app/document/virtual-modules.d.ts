/**
 * The client chunk of each dictionary part per language, as "ui.es", and the whole style sheet's
 * file as "styles" (vite-plugins.ts, languageChunks).
 */
declare module "virtual:language-chunks" {
  const chunks: Partial<Record<string, string>>;
  export default chunks;
}
