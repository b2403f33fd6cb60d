/** product §2: three static testimonial cards (name, role, quote). */
export interface Testimonial {
  name: string;
  role: string;
  quote: string;
}

export const testimonials: Testimonial[] = [
  {
    name: "Danielle R.",
    role: "Office Manager, Boca Raton law firm",
    quote:
      "Our old machine ate dollar bills and sat half empty. The new micromarket is the first thing clients comment on, and I have not had to call anyone about it once.",
  },
  {
    name: "Marcus T.",
    role: "General Manager, Fort Lauderdale fitness club",
    quote:
      "Members grab protein shakes and electrolyte drinks on the way out, and the cooler is always full. It paid for itself in member happiness in the first month, at zero cost to us.",
  },
  {
    name: "Elena V.",
    role: "Property Manager, Miami Beach residential tower",
    quote:
      "Residents love the smart cooler in the lobby lounge. The install took one morning, the team matched our finishes, and a jammed card reader was fixed within the hour.",
  },
];

/**
 * Sample marker: the three quotes above are this build's stand-ins, not reviews from real clients
 * (the first-run checklist asks the owner to replace them; app/models/sample-content.server.ts).
 */
export const testimonialsAreSamples = true;
