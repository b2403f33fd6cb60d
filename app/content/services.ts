/**
 * The three services (product §1/§2): the types of the home page cards (their copy: home.en.ts,
 * home.es.ts) and of every block of the three service pages (services.en.ts, services.es.ts), which
 * app/routes/{classic-vending,smart-machines,micromarkets}.tsx render.
 */
import type { IconName } from "./benefits";

export interface ServiceCard {
  slug: "classic-vending" | "smart-machines" | "micromarkets";
  path: string;
  name: string;
  image: string;
  summary: string;
  highlights: string[];
}

export interface Step {
  title: string;
  description: string;
}
export interface Feature {
  icon: IconName;
  title: string;
  description: string;
}
export interface MachineType {
  image: string;
  name: string;
  bestFor: string;
  description: string;
}

/** One type per content piece (decision 040), from the English copy (services.en.ts); the Spanish has the same. */
export type ClassicVendingCopy = typeof import("./services.en").classicVending;
export type SmartMachinesCopy = typeof import("./services.en").smartMachines;
export type MicromarketsCopy = typeof import("./services.en").micromarkets;

/** The three service pages of one language (services.en.ts, services.es.ts). */
export interface ServicePagesCopy {
  classicVending: ClassicVendingCopy;
  smartMachines: SmartMachinesCopy;
  micromarkets: MicromarketsCopy;
}

/** The service cards (kept with the home page that shows them: home.en.ts, home.es.ts) and pages of one language. */
export interface ServicesCopy extends ServicePagesCopy {
  cards: ServiceCard[];
}

/** Both languages on the server; on the client only the page's (app/document/dictionaries.browser.ts). */
export { servicesCopy } from "#dictionaries";
