/** product §2: the six customer benefit cards of the home page. `icon` names an icon in components/ui/icons. */
export interface Benefit {
  icon: IconName;
  title: string;
  description: string;
}

export type IconName =
  | "stock"
  | "wrench"
  | "leaf"
  | "sliders"
  | "chip"
  | "card"
  | "building"
  | "dumbbell"
  | "hotel"
  | "home"
  | "factory"
  | "clock"
  | "shield"
  | "sparkle"
  | "sun"
  | "wave"
  | "heart"
  | "bolt"
  | "users"
  | "coffee";

export const customerBenefits: Benefit[] = [
  {
    icon: "stock",
    title: "Always Stocked",
    description:
      "Live telemetry tells us what sells, so we restock 1–2 times per week before shelves run low.",
  },
  {
    icon: "wrench",
    title: "Hassle-Free Maintenance",
    description: "24/7 monitoring and a response in under 1 hour. You never chase a repair or a refund.",
  },
  {
    icon: "leaf",
    title: "Premium & Healthy Options",
    description: "Fresh food, protein bars, sparkling water and better-for-you snacks next to the classics.",
  },
  {
    icon: "sliders",
    title: "Custom Product Selection",
    description:
      "Tell us what your people love. We tailor the mix to your site and adjust it with every visit.",
  },
  {
    icon: "chip",
    title: "Smart Technology",
    description:
      "Touchscreens, AI-recognition coolers and energy-efficient LED lighting with low-power cooling.",
  },
  {
    icon: "card",
    title: "Flexible Payments",
    description:
      "Card, Apple Pay, Google Pay and contactless tap, with badge or phone payment at some sites.",
  },
];
