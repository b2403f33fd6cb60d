/**
 * product §2/§9: four installation drawings; each opens enlarged in a dialog (`?photo=1..4`). They
 * are illustrations, captioned as such, never tied to a real-sounding customer or place
 * (docs/decisions/080); the owner's uploaded photos replace them (docs/decisions/050).
 */
export interface Installation {
  image: string;
  title: string;
  alt: string;
}

export const installations: Installation[] = [
  {
    image: "install-office",
    title: "Corporate breakroom micromarket",
    alt: "An office breakroom micromarket with wood shelving, two glass coolers and a self-checkout kiosk",
  },
  {
    image: "install-gym",
    title: "Fitness club smart cooler",
    alt: "A smart glass-door cooler of protein drinks and electrolyte water beside a gym's front desk",
  },
  {
    image: "install-hotel",
    title: "Hotel lobby grab-and-go",
    alt: "A hotel lobby corner with a furniture-style smart cabinet, a snack wall and a checkout kiosk",
  },
  {
    image: "install-residence",
    title: "Residential clubhouse combo",
    alt: "A residential clubhouse with a combo vending machine and a beverage machine under warm lighting",
  },
];
