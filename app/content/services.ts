/**
 * The three services (product §1/§2): the home page cards and every block of the three service pages.
 * Copy lives here once; app/routes/{classic-vending,smart-machines,micromarkets}.tsx render it.
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

/** The service cards and pages of one language. */
export interface ServicesCopy {
  cards: ServiceCard[];
  classicVending: ClassicVendingCopy;
  smartMachines: SmartMachinesCopy;
  micromarkets: MicromarketsCopy;
}

/** Both languages on the server; on the client only the page's (app/content/dictionaries.browser.ts). */
export { servicesCopy } from "#dictionaries";
