/**
 * The English copy of the three service pages (the types and notes: services.ts). In the browser
 * this is the "services" dictionary part; the home page's service cards are in home.en.ts.
 */
import type { Feature, MachineType, ServicePagesCopy, Step } from "./services";

export const classicVending = {
  eyebrow: "Classic Vending",
  title: "Modern Vending Machines, Placed Free",
  intro:
    "New snack, drink and combo machines with card readers, contactless payment and remote inventory monitoring. We install, stock and service them at no cost to you: you supply the space and the power.",
  stepsTitle: "Three Steps to a Snack",
  steps: [
    {
      title: "Select a product",
      description: "Browse a bright, LED-lit display and key in your pick on the keypad or touchscreen.",
    },
    {
      title: "Tap or insert payment",
      description: "Tap a card or phone, or insert a card. Apple Pay, Google Pay and contactless all work.",
    },
    {
      title: "Enjoy",
      description:
        "Your item drops into the tray, and a QR code on the machine handles any feedback or refund.",
    },
  ] satisfies Step[],
  typesTitle: "Machine Types",
  types: [
    {
      image: "machine-combo",
      name: "Combo Machine",
      bestFor: "For small offices",
      description:
        "Snacks and cold drinks in one cabinet, for teams where a single footprint has to do it all.",
    },
    {
      image: "machine-beverage",
      name: "Beverage Machine",
      bestFor: "For high-traffic areas",
      description:
        "Over 50 drink options, from sparkling water to energy drinks and cold brew, in a glass-front cooler.",
    },
    {
      image: "machine-snack",
      name: "Snack Machine",
      bestFor: "For break rooms",
      description:
        "Chips, candy, protein bars and better-for-you snacks on spiral shelves with drop sensors.",
    },
  ] satisfies MachineType[],
  benefitsTitle: "Why Classic Vending Works",
  benefits: [
    {
      icon: "card",
      title: "Cashless by default",
      description: "Card readers on every machine: card, Apple Pay, Google Pay and contactless tap.",
    },
    {
      icon: "chip",
      title: "Remote inventory monitoring",
      description:
        "Telemetry reports every sale, so restocking happens 1–2 times per week before anything sells out.",
    },
    {
      icon: "leaf",
      title: "Energy efficient",
      description: "LED lighting and low-power cooling keep your electricity use low.",
    },
  ] satisfies Feature[],
};

export const smartMachines = {
  eyebrow: "Smart Machines",
  title: "Grab-and-Go Smart Machines",
  intro:
    "Tap a card, open the door, take what you want. AI recognition sees what was taken and charges for it when the door closes. Fresh food, cold drinks and snacks in a cabinet that looks like furniture.",
  designsTitle: "Three Designs",
  designs: [
    {
      image: "smart-combo",
      name: "Combo",
      bestFor: "Compact and versatile",
      description: "One glass-door cabinet with chilled drinks above and snacks and fresh food below.",
    },
    {
      image: "smart-furniture",
      name: "Furniture Aesthetic",
      bestFor: "For lobbies and lounges",
      description: "A wood-finished cabinet that blends into hotel lobbies, clubhouses and executive floors.",
    },
    {
      image: "smart-double-led",
      name: "Double With LED Screen",
      bestFor: "For busy sites",
      description: "Two doors of capacity with an LED screen for promotions, your branding or building news.",
    },
  ] satisfies MachineType[],
  checkoutTitle: "Checkout in Three Steps",
  checkout: [
    { title: "Tap to unlock", description: "Tap a card, phone or watch on the reader. The door unlocks." },
    {
      title: "Take what you want",
      description: "Pick up, put back, change your mind. Cameras and weight sensors follow along.",
    },
    {
      title: "Close and go",
      description: "Close the door; AI recognition charges only for the items taken and sends a receipt.",
    },
  ] satisfies Step[],
  flowTitle: "How Grab and Go Works",
  flow: [
    { title: "Tap", description: "Pre-authorise with any card or mobile wallet." },
    { title: "Open", description: "The door unlocks in under a second." },
    { title: "Grab", description: "Choose anything from the shelves, as many items as you like." },
    { title: "Go", description: "Close the door and you are charged automatically." },
  ] satisfies Step[],
  featuresTitle: "Features",
  features: [
    {
      icon: "chip",
      title: "AI item recognition",
      description: "Vision and weight sensors recognise each product taken.",
    },
    {
      icon: "card",
      title: "Every payment method",
      description: "Card, Apple Pay, Google Pay and contactless tap; badge payment at some sites.",
    },
    {
      icon: "leaf",
      title: "Fresh food ready",
      description: "Refrigerated shelves keep salads, sandwiches and fruit at safe temperatures.",
    },
    {
      icon: "shield",
      title: "Secure and monitored",
      description: "Locked until tapped, with 24/7 remote monitoring and alerts.",
    },
    {
      icon: "sparkle",
      title: "Premium look",
      description: "Glass doors, LED lighting and wood or matte finishes that suit your space.",
    },
    {
      icon: "bolt",
      title: "Low-power cooling",
      description: "Efficient compressors and LED lighting keep running costs down.",
    },
  ] satisfies Feature[],
  benefitsTitle: "Benefits for Your Workplace",
  benefits: [
    {
      icon: "clock",
      title: "No lines, no waiting",
      description: "A purchase takes seconds, so breaks stay breaks.",
    },
    {
      icon: "heart",
      title: "Healthier choices",
      description: "Fresh meals and better-for-you snacks that a spiral machine cannot hold.",
    },
    {
      icon: "users",
      title: "A perk people notice",
      description: "A modern amenity that helps recruit, retain and impress, at no cost to you.",
    },
  ] satisfies Feature[],
  gallery: ["install-gym", "install-hotel", "install-office", "install-residence"],
  video: {
    src: "/video/smart-machine-demo.mp4",
    poster: "video-smart-poster",
    title: "Smart machine demo",
    description: "Tap, open, grab and go: a 45-second walk through a smart machine purchase.",
    duration: "PT45S",
  },
};

export const micromarkets = {
  eyebrow: "Micromarkets",
  title: "A Micromarket in Your Breakroom",
  intro:
    "An open, self-checkout market with coolers, shelves, fresh food and a checkout kiosk, branded for your company. We design, build, stock and run it at no cost to you.",
  benefitsTitle: "Business Benefits",
  benefits: [
    {
      icon: "users",
      title: "Happier teams",
      description: "Hundreds of products on site keep people fuelled and close to their desks.",
    },
    {
      icon: "sparkle",
      title: "A premium amenity",
      description: "A market impresses visitors and candidates the moment they see it.",
    },
    {
      icon: "stock",
      title: "Zero cost to you",
      description: "We provide the fixtures, coolers, kiosk, products and service.",
    },
    {
      icon: "sliders",
      title: "Tailored selection",
      description: "The assortment follows your team's tastes and diets, restocked 1–2 times per week.",
    },
  ] satisfies Feature[],
  checkoutTitle: "Three-Step Kiosk Checkout",
  checkout: [
    { title: "Select", description: "Pick snacks, drinks and fresh meals from open shelves and coolers." },
    {
      title: "Scan and pay",
      description: "Scan items at the kiosk and pay by credit, debit or mobile wallet.",
    },
    { title: "Earn rewards", description: "Collect points and promotions through the market app." },
  ] satisfies Step[],
  brandingTitle: "Custom Branded Layouts",
  branding:
    "Every market is drawn for your room: shelving, coolers, finishes and signage in your colours and logo. We send a free branded mockup first, so you see the market before it is built.",
  monitoringTitle: "24/7 Monitoring",
  monitoring:
    "Cameras, kiosk telemetry and cooler sensors report to us around the clock. We respond to any issue in under 1 hour and restock from live sales data.",
  gallery: ["install-office", "install-hotel", "install-residence", "install-gym"],
  video: {
    src: "/video/micromarket-tour.mp4",
    poster: "video-market-poster",
    title: "Micromarket tour",
    description: "A 1 minute 20 second tour of a branded breakroom micromarket and its kiosk checkout.",
    duration: "PT1M20S",
  },
};

export const servicesEn: ServicePagesCopy = { classicVending, smartMachines, micromarkets };
