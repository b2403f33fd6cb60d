/**
 * product §2/§9: 18 brand entries, shown as plain text wordmarks in our own type (never copied logo
 * artwork). Their facts are stored once here (docs/decisions/078-language-neutral-content-facts.md):
 * the names are trademarks and stay as they are in both languages. Each language's words, the
 * category labels and the name of the two generic entries for the local and seasonal lines we carry
 * ("Brand Partner", "Marca aliada"), are in its home page module (home.en.ts, home.es.ts).
 * `style` picks one of a few neutral typographic treatments so the grid does not look repetitive.
 */
export type BrandCategory = "Drinks" | "Energy" | "Snacks" | "Bars" | "Coffee" | "Partner";

export interface Brand {
  /** The trademark as written; null for a generic partner entry, named by `HomeCopy.brandPartner`. */
  name: string | null;
  category: BrandCategory;
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
  { name: null, category: "Partner", style: "serif" },
  { name: null, category: "Partner", style: "serif" },
];
