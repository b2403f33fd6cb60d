/** product §2/§9: four installation photos; each opens enlarged in a dialog (`?photo=1..4`). */
export interface Installation {
  image: string;
  title: string;
  place: string;
  alt: string;
}

export const installations: Installation[] = [
  {
    image: "install-office",
    title: "Corporate breakroom micromarket",
    place: "Office tower, Boca Raton",
    alt: "An office breakroom micromarket with wood shelving, two glass coolers and a self-checkout kiosk",
  },
  {
    image: "install-gym",
    title: "Fitness club smart cooler",
    place: "Fitness club, Fort Lauderdale",
    alt: "A smart glass-door cooler of protein drinks and electrolyte water beside a gym's front desk",
  },
  {
    image: "install-hotel",
    title: "Hotel lobby grab-and-go",
    place: "Boutique hotel, Miami Beach",
    alt: "A hotel lobby corner with a furniture-style smart cabinet, a snack wall and a checkout kiosk",
  },
  {
    image: "install-residence",
    title: "Residential clubhouse combo",
    place: "Residential community, Pembroke Pines",
    alt: "A residential clubhouse with a combo vending machine and a beverage machine under warm lighting",
  },
];

/**
 * Sample marker: the installation pictures above are drawings, not photos of real sites (the
 * first-run checklist asks the owner to replace them; app/models/sample-content.server.ts).
 */
export const installationsAreSamples = true;
