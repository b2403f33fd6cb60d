/**
 * The Spanish copy of app/content/brands.ts. Brand names are trademarks and stay as they are; the
 * two generic "Brand Partner" entries become "Marca aliada". The category is shown through
 * `brandCategoryLabelsEs` below.
 */
import type { Brand } from "./brands";

export const brandsEs: Brand[] = [
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
  { name: "Marca aliada", category: "Partner", style: "serif" },
  { name: "Marca aliada", category: "Partner", style: "serif" },
];

/** The category under each wordmark. */
export const brandCategoryLabelsEs: Record<Brand["category"], string> = {
  Drinks: "Bebidas",
  Energy: "Energizantes",
  Snacks: "Snacks",
  Bars: "Barras",
  Coffee: "Café",
  Partner: "Aliada",
};
