/** Everything of the dictionaries in Spanish: one chunk on the client (dictionaries.browser.ts). */
export { servicesEs as services } from "./services.es";
export { toolsEs as tools } from "./ui-tools.es";
export { uiEs as ui } from "./ui.es";
