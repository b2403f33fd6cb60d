import type { UiStrings } from "~/content/ui";

type NavKey = keyof UiStrings["nav"];

/** The pages of the navigation bar and of the mobile drawer's Services list (labels: UiStrings.nav). */
export const pageLinks: Array<{ to: string; label: NavKey }> = [
  { to: "/classic-vending", label: "vending" },
  { to: "/smart-machines", label: "smartMachines" },
  { to: "/micromarkets", label: "micromarkets" },
  { to: "/blog", label: "blog" },
];

/** product §2 scroll buttons; the mobile menu calls Locations "Service Areas". */
export const sectionLinks: Array<{ section: string; label: NavKey; mobileLabel?: NavKey }> = [
  { section: "brands", label: "products" },
  { section: "about", label: "about" },
  { section: "service-area-section", label: "locations", mobileLabel: "serviceAreas" },
  { section: "faq-section", label: "faq" },
];
