/**
 * product §2/§9: 18 brand entries, shown as plain text wordmarks in our own type (never copied logo
 * artwork). Two are generic "Brand Partner" entries for the local and seasonal lines we carry.
 * `style` picks one of a few neutral typographic treatments so the grid does not look repetitive.
 */
export interface Brand {
  name: string;
  category: "Drinks" | "Energy" | "Snacks" | "Bars" | "Coffee" | "Partner";
  style: "serif" | "sans" | "caps" | "italic";
}

export const brands: Brand[] = [
  { name: "Coca-Cola", category: "Drinks", style: "italic" },
  { name: "Pepsi", category: "Drinks", style: "caps" },
  { name: "Gatorade", category: "Drinks", style: "sans" },
  { name: "Poland Spring", category: "Drinks", style: "serif" },
  { name: "Red Bull", category: "Energy", style: "caps" },
  { name: "Monster Energy", category: "Energy", style: "sans" },
  { name: "Celsius", category: "Energy", style: "serif" },
  { name: "Starbucks", category: "Coffee", style: "caps" },
  { name: "Lay's", category: "Snacks", style: "italic" },
  { name: "Doritos", category: "Snacks", style: "caps" },
  { name: "Cheetos", category: "Snacks", style: "italic" },
  { name: "Snickers", category: "Snacks", style: "sans" },
  { name: "M&M's", category: "Snacks", style: "serif" },
  { name: "KIND", category: "Bars", style: "caps" },
  { name: "Clif Bar", category: "Bars", style: "sans" },
  { name: "RXBAR", category: "Bars", style: "caps" },
  { name: "Brand Partner", category: "Partner", style: "serif" },
  { name: "Brand Partner", category: "Partner", style: "serif" },
];

/** The category under each wordmark (the Spanish labels in brands.es.ts). */
export const brandCategoryLabelsEn: Record<Brand["category"], string> = {
  Drinks: "Drinks",
  Energy: "Energy",
  Snacks: "Snacks",
  Bars: "Bars",
  Coffee: "Coffee",
  Partner: "Partner",
};
