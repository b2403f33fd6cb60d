/**
 * The English strings of the site's shell, on every page (the type and its notes: ui.ts). The home
 * page's are in home.en.ts; the service, city, contact and blog pages' in ui-pages.en.ts.
 */
import type { UiShellStrings } from "./ui";

export const uiEn: UiShellStrings = {
  common: { skipToContent: "Skip to content", home: "Home", backToHome: "Back to Home", close: "Close" },
  language: { switchLabel: "Español", switchLang: "es" },
  banner: {
    referralBefore: "Ask about our",
    referralAfter: " Location Referral Program!",
    learnMore: "Learn More",
    learnMoreSrTail: " about the referral program",
  },
  nav: {
    mainLabel: "Main",
    vending: "Vending",
    smartMachines: "Smart Machines",
    micromarkets: "Micromarkets",
    blog: "Blog",
    products: "Products",
    about: "About",
    locations: "Locations",
    serviceAreas: "Service Areas",
    faq: "FAQ",
    contact: "Contact",
    menu: "Menu",
    drawerServices: "Services",
    drawerExplore: "Explore",
    call: "Call {phone}",
  },
  footer: {
    blurb:
      "Family-owned vending machines, smart machines and micromarkets for South Florida, {serviceArea}. Placed free: you supply the space and power.",
    socialOpensNewTab: "{label} (opens in a new tab)",
    services: "Services",
    micromarkets: "Micromarkets",
    smartMachines: "Smart Machines",
    classicVending: "Classic Vending",
    serviceAreas: "Service Areas",
    hours: "Hours",
    contact: "Contact",
    freeConsultation: "Free Consultation",
    copyright: "© {year} {legalName}. All rights reserved.",
    winVendingCredit: "Win Vending Credit",
    freeMockupTool: "Free Mockup Tool",
    blog: "Blog",
  },
  logo: { subline: "Vending & Micromarkets" },
  prizeLauncher: {
    landmark: "Prize game",
    launcher: "Win up to $1,000",
    launcherSrTail: " in vending credit: play the prize game",
    hideLabel: "Hide the prize game",
  },
  a11y: { breadcrumb: "Breadcrumb" },
  gallery: {
    enlargePhoto: "Enlarge photo: {title}",
    illustration: "Illustration, not a customer's site",
    photoUnavailable: "Photo unavailable",
  },
  contactForm: {
    fullName: "Full Name",
    email: "Email",
    phone: "Phone",
    phoneHint: "For example (561) 555-0123",
    serviceInterest: "Service Interest",
    selectService: "Select a service",
    serviceOptions: {
      micromarkets: "Micromarkets",
      "smart-machines": "Smart Machines",
      "classic-vending": "Classic Vending",
      "referral-program": "Referral Program",
      "all-services": "All Services",
    },
    message: "Message",
    messagePlaceholder:
      "Tell us about your location: type of business, number of people, any questions (optional)",
    honeypotLabel: "Leave this field empty",
    visualizationAttached:
      "Your space visualization is attached to this request, so we can plan the installation you saw.",
    submit: "Get Your Free Consultation",
    sending: "Sending...",
  },
  validation: {
    fullNameRequired: "Please enter your full name",
    fullNameTooLong: "Please keep your name under {max} characters",
    fullNameOneLine: "Please enter your name on one line",
    emailRequired: "Please enter your email address",
    emailInvalid: "Please enter a valid email address",
    phoneInvalid: "Please enter a valid phone number",
    serviceInvalid: "Please choose one of the listed services",
    messageNotText: "Please enter your message as text",
    messageTooLong: "Please keep your message under {max} characters",
    requestTooLarge: "Your request is too long to send. Please shorten the message and try again.",
    tooManyRequests: "Too many requests. Please wait a moment and try again.",
  },
  toasts: {
    contactSuccessTitle: "Thank you for your interest!",
    contactSuccessDescription: "We will contact you soon to schedule your free consultation.",
    contactErrorTitle: "Error",
    contactErrorDescription: "There was a problem submitting your request. Please try again.",
    regionLabel: "Notifications (F8)",
    dismiss: "Dismiss notification",
  },
  errors: {
    notFoundTitle: "404 Page Not Found",
    notFoundEyebrow: "Error 404",
    notFoundText: "Did you forget to add the page to the router?",
    goHome: "Go Home",
    findYourCity: "Find Your City",
    genericTitle: "Something went wrong",
    statusTitle: "Error {status}",
    genericText: "We could not show this page right now. Please try again in a moment, or call us.",
  },
  meta: {
    cityTitle: "Vending Machines & Micromarkets in {city}, FL | Gold Coast Vending",
    cityDescription:
      "{tagline}. Free smart machines, micromarkets and vending for {city} offices, residences, gyms and hotels.",
    homeTitle: "Gold Coast Vending | Luxury Vending & Micromarkets, Palm Beach to Miami",
    homeDescription:
      "Free micromarkets, smart grab-and-go machines and modern vending for South Florida offices, residences, gyms and hotels. You supply the space and power; we do the rest.",
    classicTitle: "Classic Vending Machines, Placed Free | Gold Coast Vending",
    classicDescription:
      "New snack, drink and combo vending machines with card readers and remote inventory monitoring, installed, stocked and serviced free for South Florida businesses.",
    smartTitle: "Smart Grab-and-Go Machines with AI Checkout | Gold Coast Vending",
    smartDescription:
      "Grab-and-go smart machines: tap a card, open the door, take what you want, and AI recognition charges for it. Placed free in South Florida offices, gyms, hotels and residences.",
    micromarketsTitle: "Breakroom Micromarkets with Kiosk Checkout | Gold Coast Vending",
    micromarketsDescription:
      "Self-checkout micromarkets for South Florida breakrooms: open shelves, coolers, fresh food and a kiosk, custom branded and run at no cost to you, monitored 24/7.",
    contactTitle: "Contact Us | Gold Coast Vending",
    contactDescription:
      "Request a free consultation for vending machines, smart machines or a micromarket at your South Florida location.",
  },
};
