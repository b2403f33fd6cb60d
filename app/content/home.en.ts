/**
 * The English home page: its strings, its three service cards, and the benefits, brands and FAQ it
 * lists (the types and notes: home.ts). In the browser this is the "home" dictionary part, fetched by
 * the home page only (dictionary-parts.ts).
 */
import type { HomePart } from "./home";
import type { ServiceCard } from "./services";
import { customerBenefits } from "./benefits";
import { faqItems } from "./faq";

const cards: ServiceCard[] = [
  {
    slug: "classic-vending",
    path: "/classic-vending",
    name: "Classic Vending",
    image: "service-classic",
    summary: "Brand-new snack, drink and combo machines with card readers and remote inventory monitoring.",
    highlights: ["Card, Apple Pay & Google Pay", "Remote inventory monitoring", "Ideal for 10–75 people"],
  },
  {
    slug: "smart-machines",
    path: "/smart-machines",
    name: "Smart Machines",
    image: "service-smart",
    summary:
      "Grab and go: tap a card, open the door, take what you want. AI recognition charges for what was taken.",
    highlights: ["Fresh food & cold drinks", "AI item recognition", "Premium furniture finishes"],
  },
  {
    slug: "micromarkets",
    path: "/micromarkets",
    name: "Micromarkets",
    image: "service-market",
    summary: "An open, self-checkout market in your breakroom, with coolers, shelves and a checkout kiosk.",
    highlights: ["Hundreds of products", "Custom branded layout", "Best for 75+ people"],
  },
];

export const homeEn: HomePart = {
  home: {
    heroEyebrow: "South Florida · Palm Beach to Miami",
    heroTitle: "Luxury Amenities for the Modern Age",
    heroLead:
      "Micromarkets, smart grab-and-go machines and modern vending for offices, residences, gyms and hotels. Installed, stocked and serviced at no cost to you: you supply the space and the power.",
    heroPoints: [
      "Response in under 1 hour",
      "24/7 monitoring & maintenance",
      "Card, Apple Pay & Google Pay",
      "Free branded mockup",
    ],
    heroCtaMarket: "Get Your Free Market Today",
    heroCtaServices: "Explore Services",
    heroCtaMockup: "Get Your Mockup",
    heroCtaInstallations: "See example installations",
    heroImageAlt:
      "An illustrated breakroom lounge with a micromarket, a smart cooler and a self-checkout kiosk at dusk",
    servicesEyebrow: "Our Services",
    servicesTitle: "Three Ways to Feed Your Workplace",
    servicesLead:
      "Every option is placed, stocked and serviced at no cost. Pick the one that fits your space, or let us recommend a mix.",
    serviceCardLink: "Explore {serviceName}",
    benefitsEyebrow: "Why Hosts Choose Us",
    benefitsTitle: "Everything Handled, Nothing to Pay",
    benefitsLead:
      "A five-star amenity for your people, run by a local family team that treats your breakroom like its own.",
    brandsEyebrow: "Products",
    brandsTitle: "Premium Brand Partners",
    brandsLead:
      "The drinks, snacks and bars people ask for by name, plus local favourites and healthy picks chosen with you.",
    brandsTrademarkNote:
      "Brand names are trademarks of their owners and are shown as plain text to describe the products we stock.",
    testimonialsEyebrow: "Testimonials",
    testimonialsTitle: "What Our Hosts Say",
    testimonialOriginal: "In the original language",
    testimonialSample: "Sample testimonial: an illustration, not a customer review",
    aboutEyebrow: "About Us",
    aboutTitle: "Our Mission",
    aboutMission:
      "We believe every workplace and residence deserves a five-star amenity, not a dusty machine in a corner. Our mission is to bring fresh, premium food and drink to South Florida, from Palm Beach to Miami, at no cost to our hosts, with technology that just works and service you can count on.",
    aboutCta: "Let's Connect",
    aboutFeatures: [
      {
        title: "Family-Owned Excellence",
        description:
          "A South Florida family business: you talk to the owners, and your breakroom gets the care we give our own.",
      },
      {
        title: "Cutting-Edge Innovation",
        description:
          "AI-recognition smart machines, kiosk micromarkets and telemetry that restocks before anything runs out.",
      },
      {
        title: "Customer Service",
        description:
          "A response in under 1 hour, 24/7 monitoring, and a QR code on every machine for feedback or refunds.",
      },
    ],
    installationsEyebrow: "Installations",
    installationsTitle: "Example Installations",
    installationsLead:
      "The kinds of breakrooms, lobbies and clubhouses we set up. Select a picture to enlarge it.",
    serviceAreaEyebrow: "Service Areas",
    serviceAreaTitle: "Serving South Florida, Palm Beach to Miami",
    serviceAreaLead: "Serving Palm Beach, Broward and Miami-Dade counties. Find your city.",
    moreLocations: "More Locations We Serve",
    cityCardCta: "Explore {city}",
    faqEyebrow: "FAQ",
    faqTitle: "Frequently Asked Questions",
    contactEyebrow: "Contact",
    contactTitle: "Get Your Free Consultation",
    contactLead:
      "Tell us about your space. We reply in under 1 hour during business hours, visit to measure, and send a free branded mockup.",
    callUs: "Call us",
    emailUs: "Email us",
    whyChooseTitle: "Why Choose {businessName}",
    whyChoose: [
      "Free machines and markets",
      "Top-notch customer service",
      "24/7 monitoring and maintenance",
      "Premium brand selection",
    ],
    formCardTitle: "Request a Consultation",
    formCardLead: "Free, no obligation. Machines and markets are placed at no cost to you.",
    mapTitle:
      "Map of our service area along the South Florida coast, from Palm Beach in the north to Miami in the south, with our base in Boca Raton",
    mapHqSuffix: " · HQ",
    mapOcean: "ATLANTIC",
    mapCaption: "Palm Beach ↔ Miami",
    mapCounties: "Palm Beach · Broward · Miami-Dade",
  },
  cards,
  copy: {
    benefits: customerBenefits,
    brandPartner: "Brand Partner",
    brandCategories: {
      Drinks: "Drinks",
      Energy: "Energy",
      Snacks: "Snacks",
      Bars: "Bars",
      Coffee: "Coffee",
      Partner: "Partner",
    },
    faq: faqItems,
  },
};
