/** product §2: twelve static questions and answers of the home page FAQ (each opens on its own). */
export interface FaqItem {
  question: string;
  answer: string;
}

export const faqItems: FaqItem[] = [
  {
    question: "Does a vending machine or micromarket really cost my business nothing?",
    answer:
      "Yes. We buy, install, stock and maintain the equipment at no cost to you. You supply the space and a standard power outlet; we earn from the products your people choose to buy.",
  },
  {
    question: "How much space and power do you need?",
    answer:
      "A single machine needs about 3 by 3 feet of floor, plus room in front for its door to open, and a grounded 110 V outlet. A micromarket starts at about 8 by 10 feet. We measure during the free site visit and show you a branded mockup before anything is installed.",
  },
  {
    question: "How quickly do you respond to a service issue?",
    answer:
      "In under 1 hour. Every machine reports its status to us around the clock, so we often know about a jam or a cooling fault before anyone on site notices, anywhere in our service area from Palm Beach to Miami.",
  },
  {
    question: "How often are the machines restocked?",
    answer:
      "Typically 1–2 times per week, based on live telemetry from each machine. Busy locations are visited more often, so favourite items do not run out.",
  },
  {
    question: "Which payment methods do your machines accept?",
    answer:
      "Everything is cashless: credit and debit cards, Apple Pay, Google Pay and contactless tap. At some locations we also set up badge or phone payment for employees or residents.",
  },
  {
    question: "What is the difference between a smart machine and a micromarket?",
    answer:
      "A smart machine is a glass-door cooler: tap a card, open the door, take what you want, and AI recognition charges for the items taken. A micromarket is an open self-checkout store with shelves, coolers and a kiosk, suited to larger teams.",
  },
  {
    question: "Can we choose the products?",
    answer:
      "Yes. We start from what sells well at similar sites, then tailor the mix to your team: healthy snacks, protein bars, fresh food, local favourites or dietary options. Ask for a product anytime and we add it to the next restock.",
  },
  {
    question: "What if a machine takes my money and gives me nothing?",
    answer:
      "Scan the QR code on the machine to send feedback or ask for a refund, and we will get back to you.",
  },
  {
    question: "Are the machines energy efficient?",
    answer:
      "Yes. Our equipment uses LED lighting and low-power cooling, and we place it to keep the load on your building low.",
  },
  {
    question: "Which areas do you serve?",
    answer:
      "All of South Florida from Palm Beach to Miami, including Boca Raton, Fort Lauderdale, Hollywood, Coral Gables and Miami Beach. See the service area section for every city we cover.",
  },
  {
    question: "Can we get a mockup before we decide?",
    answer:
      "Yes. We prepare a free branded mockup of the machines or the market in your space, or you can try the space-visualization tool on this site and see it in minutes.",
  },
  {
    question: "How does the location referral program work?",
    answer:
      "Introduce us to a business that could host a machine or a market. When the referred site goes live you earn a reward of up to $1,000, and our banner's {referralAmount} Location Referral Program pays more for larger sites. Ask us for the details of your referral.",
  },
];
