/** Everything of the dictionaries in English: one chunk on the client (dictionaries.browser.ts). */
export { servicesEn as services } from "./services.en";
export { toolsEn as tools } from "./ui-tools.en";
export { uiEn as ui } from "./ui.en";
