/**
 * The visitor-facing strings of the site's shell and of the pages that exist in both languages
 * (decision 040). One type, `UiStrings`, written out once: the Spanish dictionary must have every
 * key of it, so a missing translation fails the typecheck instead of showing English.
 * Placeholders are `{name}`, filled with `fill()` from ~/lib/i18n.
 * The Spanish copy was drafted by a South Florida copywriter (formal "usted", neutral Latin
 * American Spanish, place names as locals say them).
 */
import type { Lang } from "~/lib/i18n";

export interface UiStrings {
  common: { skipToContent: string; home: string; backToHome: string; close: string };
  language: {
    /** The switch to the other language, written in that language. */
    switchLabel: string;
    /** `lang` of the switch's text. */
    switchLang: Lang;
  };
  banner: { referralBefore: string; referralAfter: string; learnMore: string; learnMoreSrTail: string };
  nav: {
    mainLabel: string;
    vending: string;
    smartMachines: string;
    micromarkets: string;
    blog: string;
    products: string;
    about: string;
    locations: string;
    serviceAreas: string;
    faq: string;
    contact: string;
    menu: string;
    drawerServices: string;
    drawerExplore: string;
    call: string;
  };
  footer: {
    blurb: string;
    socialOpensNewTab: string;
    services: string;
    micromarkets: string;
    smartMachines: string;
    classicVending: string;
    serviceAreas: string;
    hours: string;
    contact: string;
    freeConsultation: string;
    copyright: string;
    winVendingCredit: string;
    freeMockupTool: string;
    blog: string;
  };
  logo: { subline: string };
  a11y: { breadcrumb: string };
  cityPage: {
    heroEyebrow: string;
    heroTitle: string;
    heroImageAlt: string;
    introLabel: string;
    featuresEyebrow: string;
    featuresTitle: string;
    areasEyebrow: string;
    areasTitle: string;
    areasLead: string;
    ctaTitle: string;
    ctaText: string;
    ctaButton: string;
  };
  /** The home page's sections (product §2), in order. */
  home: {
    heroEyebrow: string;
    heroTitle: string;
    heroLead: string;
    heroPoints: [string, string, string, string];
    heroCtaMarket: string;
    heroCtaServices: string;
    heroCtaMockup: string;
    heroCtaInstallations: string;
    heroImageAlt: string;
    servicesEyebrow: string;
    servicesTitle: string;
    servicesLead: string;
    serviceCardLink: string;
    benefitsEyebrow: string;
    benefitsTitle: string;
    benefitsLead: string;
    brandsEyebrow: string;
    brandsTitle: string;
    brandsLead: string;
    brandsTrademarkNote: string;
    testimonialsEyebrow: string;
    testimonialsTitle: string;
    /** Under a sample testimonial: an illustration, not a customer review (decision 053). */
    testimonialSample: string;
    aboutEyebrow: string;
    aboutTitle: string;
    aboutMission: string;
    aboutCta: string;
    aboutFeatures: [AboutFeature, AboutFeature, AboutFeature];
    installationsEyebrow: string;
    installationsTitle: string;
    installationsLead: string;
    enlargePhoto: string;
    photoUnavailable: string;
    serviceAreaEyebrow: string;
    serviceAreaTitle: string;
    serviceAreaLead: string;
    moreLocations: string;
    cityCardCta: string;
    faqEyebrow: string;
    faqTitle: string;
    contactEyebrow: string;
    contactTitle: string;
    contactLead: string;
    callUs: string;
    emailUs: string;
    whyChooseTitle: string;
    whyChoose: [string, string, string, string];
    formCardTitle: string;
    formCardLead: string;
    mapTitle: string;
    mapHqSuffix: string;
    mapOcean: string;
    mapCaption: string;
    mapCounties: string;
  };
  /** The three service pages' frame and their words outside app/content/services.ts. */
  servicePages: {
    howItWorks: string;
    ourMachines: string;
    machinesLead: string;
    benefits: string;
    installations: string;
    galleryTitle: string;
    galleryLead: string;
    stepSrPrefix: string;
    machineAlt: string;
    ctaConsultation: string;
    ctaMockup: string;
    classicName: string;
    classicHeroAlt: string;
    classicCtaTitle: string;
    classicCtaText: string;
    smartName: string;
    smartHeroAlt: string;
    smartDemoEyebrow: string;
    smartDemoTitle: string;
    smartDesignsEyebrow: string;
    checkoutEyebrow: string;
    smartFlowEyebrow: string;
    smartFeaturesEyebrow: string;
    smartCtaTitle: string;
    smartCtaText: string;
    marketName: string;
    marketHeroAlt: string;
    marketKioskAlt: string;
    marketTourEyebrow: string;
    marketTourTitle: string;
    marketBrandingMonitoringLabel: string;
    marketCtaTitle: string;
    marketCtaText: string;
  };
  contactPage: {
    crumb: string;
    title: string;
    lead: string;
    callUs: string;
    emailUs: string;
    serviceArea: string;
    formTitle: string;
    confirmTitle: string;
    confirmText: string;
    confirmSubmit: string;
    confirmStartOver: string;
  };
  /** The consultation form (product §5): labels, hint, placeholder, options, buttons. */
  contactForm: {
    fullName: string;
    email: string;
    phone: string;
    phoneHint: string;
    serviceInterest: string;
    selectService: string;
    /** The select's options, by the stored value (SERVICE_INTEREST_OPTIONS in app/models/contact.ts). */
    serviceOptions: {
      micromarkets: string;
      "smart-machines": string;
      "classic-vending": string;
      "referral-program": string;
      "all-services": string;
    };
    message: string;
    messagePlaceholder: string;
    honeypotLabel: string;
    visualizationAttached: string;
    submit: string;
    sending: string;
  };
  /** The consultation form's validation messages (the same rules in both languages). */
  validation: {
    fullNameRequired: string;
    fullNameTooLong: string;
    fullNameOneLine: string;
    emailRequired: string;
    emailInvalid: string;
    phoneInvalid: string;
    serviceInvalid: string;
    messageNotText: string;
    messageTooLong: string;
    requestTooLarge: string;
    tooManyRequests: string;
  };
  toasts: {
    contactSuccessTitle: string;
    contactSuccessDescription: string;
    contactErrorTitle: string;
    contactErrorDescription: string;
    regionLabel: string;
    dismiss: string;
  };
  /** The public blog (decision 043): the list, a post, the feed. */
  blog: {
    crumb: string;
    title: string;
    lead: string;
    subscribeRss: string;
    loadFailedTitle: string;
    loadFailedText: string;
    emptyTitle: string;
    emptyText: string;
    emptyCta: string;
    latestPosts: string;
    loading: string;
    pagerLabel: string;
    newerPosts: string;
    pageOf: string;
    olderPosts: string;
    readArticle: string;
    published: string;
    updated: string;
    readingTime: string;
    authorTeam: string;
    byAuthor: string;
    backToBlog: string;
    readMoreTitle: string;
    readMoreText: string;
    exploreMorePosts: string;
    contactUs: string;
    notFoundCrumb: string;
    notFoundTitle: string;
    notFoundText: string;
    metaTitle: string;
    metaTitlePaged: string;
    metaDescription: string;
    postTitle: string;
    postNotFoundTitle: string;
    feedTitle: string;
    feedDescription: string;
  };
  errors: {
    notFoundTitle: string;
    notFoundEyebrow: string;
    notFoundText: string;
    goHome: string;
    findYourCity: string;
    genericTitle: string;
    statusTitle: string;
    genericText: string;
  };
  meta: {
    cityTitle: string;
    cityDescription: string;
    homeTitle: string;
    homeDescription: string;
    classicTitle: string;
    classicDescription: string;
    smartTitle: string;
    smartDescription: string;
    micromarketsTitle: string;
    micromarketsDescription: string;
    contactTitle: string;
    contactDescription: string;
  };
  structuredData: {
    priceRange: string;
    county: string;
    areaServed: string;
    businessDescription: string;
    offerDescription: string;
    serviceTypeClassic: string;
    serviceTypeSmart: string;
    serviceTypeMicromarket: string;
  };
}

export interface AboutFeature {
  title: string;
  description: string;
}

const en: UiStrings = {
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
  a11y: { breadcrumb: "Breadcrumb" },
  cityPage: {
    heroEyebrow: "{county} County · South Florida",
    heroTitle: "Vending & Micromarkets in {city}",
    heroImageAlt: "Illustration of {city} with palm trees and its skyline",
    introLabel: "About our service in {city}",
    featuresEyebrow: "Why {city} Chooses Us",
    featuresTitle: "Built for {city}",
    areasEyebrow: "Neighborhoods",
    areasTitle: "Areas We Serve",
    areasLead: "Our {city} route covers these neighbourhoods and everything in between.",
    ctaTitle: "Get a Free Market in {city}",
    ctaText:
      "Free placement, cashless payment, restocking 1–2 times per week and a response in under 1 hour.",
    ctaButton: "Get Your Free Consultation",
  },
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
      "Breakrooms, lobbies and clubhouses we have transformed. Select a photo to enlarge it.",
    enlargePhoto: "Enlarge photo: {title}",
    photoUnavailable: "Photo unavailable",
    serviceAreaEyebrow: "Service Areas",
    serviceAreaTitle: "Serving South Florida, Palm Beach to Miami",
    serviceAreaLead:
      "Local route drivers and technicians across Palm Beach, Broward and Miami-Dade counties. Find your city.",
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
  servicePages: {
    howItWorks: "How It Works",
    ourMachines: "Our Machines",
    machinesLead:
      "Every machine is new, cashless and connected, and we recommend the mix that suits your traffic.",
    benefits: "Benefits",
    installations: "Installations",
    galleryTitle: "Installation Gallery",
    galleryLead: "Select a photo to enlarge it.",
    stepSrPrefix: "Step {n}: ",
    machineAlt: "Illustration of the {machineName}",
    ctaConsultation: "Get Your Free Consultation",
    ctaMockup: "Get Free Mockup",
    classicName: "Classic Vending",
    classicHeroAlt: "An illustrated modern combo vending machine with a card reader and LED lighting",
    classicCtaTitle: "Ready for a Better Breakroom?",
    classicCtaText:
      "We install, stock and service your machines at no cost. Book a free consultation and site visit.",
    smartName: "Smart Machines",
    smartHeroAlt: "An illustrated glass-door smart cooler with a tap-to-unlock card reader",
    smartDemoEyebrow: "See It Work",
    smartDemoTitle: "Smart Machine Demo",
    smartDesignsEyebrow: "Designs",
    checkoutEyebrow: "Checkout",
    smartFlowEyebrow: "Grab and Go",
    smartFeaturesEyebrow: "Technology",
    smartCtaTitle: "Put a Smart Machine in Your Space",
    smartCtaText:
      "Fresh food and cold drinks with tap-and-go checkout, installed and stocked at no cost to you.",
    marketName: "Micromarkets",
    marketHeroAlt: "An illustrated micromarket with open shelving, glass coolers and a checkout kiosk",
    marketKioskAlt: "Illustration of a micromarket self-checkout kiosk with a scanner and card reader",
    marketTourEyebrow: "Take the Tour",
    marketTourTitle: "Micromarket Tour",
    marketBrandingMonitoringLabel: "Branding and monitoring",
    marketCtaTitle: "See Your Market Before It Is Built",
    marketCtaText: "We design your micromarket in your colours and send a free branded mockup of your space.",
  },
  contactPage: {
    crumb: "Contact",
    title: "Get Your Free Consultation",
    lead: "Tell us about your location. Machines and markets are placed at no cost to you: you supply only the space and power. We respond in under one hour.",
    callUs: "Call us: ",
    emailUs: "Email us: ",
    serviceArea: "Service area: ",
    formTitle: "Request your consultation",
    confirmTitle: "Confirm your request",
    confirmText:
      "Your consultation request has not been sent yet. Please check it and press the button below to send it.",
    confirmSubmit: "Send my request",
    confirmStartOver: "Start over",
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
  blog: {
    crumb: "Blog",
    title: "The Breakroom Blog",
    lead: "Straight answers for South Florida office, building, gym and hotel managers: what a no-cost placement includes, how micromarkets compare with vending, and how we keep machines stocked.",
    subscribeRss: "Subscribe via RSS",
    loadFailedTitle: "Unable to load blog posts",
    loadFailedText:
      "Unable to load blog posts. Please try again later or contact support if the problem persists.",
    emptyTitle: "No blog posts yet",
    emptyText: "Our first articles are on the way. In the meantime, see what we can place at your location.",
    emptyCta: "Explore Our Services",
    latestPosts: "Latest Posts ({count})",
    loading: "Loading blog posts",
    pagerLabel: "Blog pages",
    newerPosts: "← Newer posts",
    pageOf: "Page {page} of {pageCount}",
    olderPosts: "Older posts →",
    readArticle: "Read article →",
    published: "Published",
    updated: "Updated {date}",
    readingTime: "{minutes} min read",
    authorTeam: "{businessName} Team",
    byAuthor: "By {author}",
    backToBlog: "Back to Blog",
    readMoreTitle: "Want to read more?",
    readMoreText:
      "More guides for South Florida workplaces, or talk to us about a free machine or market at your location.",
    exploreMorePosts: "Explore More Posts",
    contactUs: "Contact Us",
    notFoundCrumb: "Not found",
    notFoundTitle: "Blog Post Not Found",
    notFoundText: "The blog post you're looking for doesn't exist or may have been removed.",
    metaTitle: "Blog | Gold Coast Vending",
    metaTitlePaged: "Blog (page {page}) | Gold Coast Vending",
    metaDescription:
      "Guides for South Florida office, building, gym and hotel managers: micromarkets vs vending, no-cost placements, cashless payments and telemetry restocking.",
    postTitle: "{postTitle} | {businessName} Blog",
    postNotFoundTitle: "Blog Post Not Found | Gold Coast Vending",
    feedTitle: "{businessName} Blog",
    feedDescription:
      "Guides for South Florida workplaces on vending machines, smart machines and micromarkets.",
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
  structuredData: {
    priceRange: "Free placement",
    county: "{county} County",
    areaServed: "South Florida (Palm Beach to Miami)",
    businessDescription:
      "Family-owned vending machines, smart grab-and-go machines and micromarkets for South Florida workplaces and residences, placed at no cost to the host.",
    offerDescription: "Placement, stocking and service at no cost to the host",
    serviceTypeClassic: "Vending machine placement",
    serviceTypeSmart: "Smart vending (grab and go) placement",
    serviceTypeMicromarket: "Micromarket installation and operation",
  },
};

const es: UiStrings = {
  common: {
    skipToContent: "Saltar al contenido",
    home: "Inicio",
    backToHome: "Volver al inicio",
    close: "Cerrar",
  },
  language: { switchLabel: "English", switchLang: "en" },
  banner: {
    referralBefore: "¡Pregunte por nuestro programa de referidos de",
    referralAfter: "!",
    learnMore: "Más información",
    learnMoreSrTail: " sobre el programa de referidos",
  },
  nav: {
    mainLabel: "Principal",
    vending: "Expendedoras",
    smartMachines: "Máquinas inteligentes",
    micromarkets: "Micromercados",
    blog: "Blog",
    products: "Productos",
    about: "Nosotros",
    locations: "Ubicaciones",
    serviceAreas: "Zonas de servicio",
    faq: "Preguntas",
    contact: "Contacto",
    menu: "Menú",
    drawerServices: "Servicios",
    drawerExplore: "Explorar",
    call: "Llame al {phone}",
  },
  footer: {
    blurb:
      "Máquinas expendedoras, máquinas inteligentes y micromercados de una empresa familiar para el sur de la Florida, {serviceArea}. Instalación gratis: usted solo pone el espacio y la electricidad.",
    socialOpensNewTab: "{label} (se abre en una pestaña nueva)",
    services: "Servicios",
    micromarkets: "Micromercados",
    smartMachines: "Máquinas inteligentes",
    classicVending: "Máquinas expendedoras clásicas",
    serviceAreas: "Zonas de servicio",
    hours: "Horario",
    contact: "Contacto",
    freeConsultation: "Consulta gratis",
    copyright: "© {year} {legalName}. Todos los derechos reservados.",
    winVendingCredit: "Gane crédito en máquinas",
    freeMockupTool: "Maqueta gratis de su espacio",
    blog: "Blog",
  },
  logo: { subline: "Expendedoras y micromercados" },
  a11y: { breadcrumb: "Ruta de navegación" },
  cityPage: {
    heroEyebrow: "Condado de {county} · Sur de la Florida",
    heroTitle: "Máquinas expendedoras y micromercados en {city}",
    heroImageAlt: "Ilustración de {city} con palmas y su horizonte",
    introLabel: "Sobre nuestro servicio en {city}",
    featuresEyebrow: "Por qué {city} nos elige",
    featuresTitle: "Pensado para {city}",
    areasEyebrow: "Vecindarios",
    areasTitle: "Zonas donde damos servicio",
    areasLead: "Nuestra ruta en {city} cubre estos vecindarios y todo lo que queda entre ellos.",
    ctaTitle: "Consiga un micromercado gratis en {city}",
    ctaText:
      "Instalación gratis, pago sin efectivo, reabastecimiento 1–2 veces por semana y respuesta en menos de 1 hora.",
    ctaButton: "Solicite su consulta gratis",
  },
  home: {
    heroEyebrow: "Sur de la Florida · De Palm Beach a Miami",
    heroTitle: "Comodidades de lujo para los tiempos modernos",
    heroLead:
      "Micromercados, máquinas inteligentes de autoservicio y máquinas expendedoras modernas para oficinas, edificios residenciales, gimnasios y hoteles. Las instalamos, las surtimos y les damos servicio sin costo para usted: usted solo pone el espacio y la electricidad.",
    heroPoints: [
      "Respuesta en menos de 1 hora",
      "Monitoreo y mantenimiento 24/7",
      "Tarjeta, Apple Pay y Google Pay",
      "Maqueta gratis con su marca",
    ],
    heroCtaMarket: "Pida hoy su micromercado gratis",
    heroCtaServices: "Explore los servicios",
    heroCtaMockup: "Pida su maqueta",
    heroCtaInstallations: "Vea instalaciones de ejemplo",
    heroImageAlt:
      "Ilustración de una sala de descanso al atardecer con un micromercado, un refrigerador inteligente y un quiosco de autopago",
    servicesEyebrow: "Nuestros servicios",
    servicesTitle: "Tres maneras de alimentar a su equipo",
    servicesLead:
      "Instalamos, surtimos y mantenemos cada opción sin costo. Elija la que mejor se adapte a su espacio o deje que le recomendemos una combinación.",
    serviceCardLink: "Ver {serviceName}",
    benefitsEyebrow: "Por qué nos eligen",
    benefitsTitle: "Nosotros nos encargamos de todo, usted no paga nada",
    benefitsLead:
      "Una comodidad de cinco estrellas para su gente, a cargo de un equipo familiar y local que cuida su sala de descanso como si fuera la suya.",
    brandsEyebrow: "Productos",
    brandsTitle: "Las marcas premium que su gente pide",
    brandsLead:
      "Las bebidas, los snacks y las barras que la gente pide por su nombre, además de favoritos locales y opciones saludables que escogemos junto con usted.",
    brandsTrademarkNote:
      "Los nombres de marca son marcas registradas de sus respectivos dueños y se muestran como texto solo para describir los productos que ofrecemos.",
    testimonialsEyebrow: "Testimonios",
    testimonialsTitle: "Lo que dicen nuestros clientes",
    testimonialSample: "Testimonio de muestra: una ilustración, no la opinión de un cliente",
    aboutEyebrow: "Quiénes somos",
    aboutTitle: "Nuestra misión",
    aboutMission:
      "Creemos que cada lugar de trabajo y cada edificio residencial merecen una comodidad de cinco estrellas, no una máquina polvorienta en un rincón. Nuestra misión es llevar comida y bebidas frescas y de primera al sur de la Florida, de Palm Beach a Miami, sin costo para quienes nos reciben, con tecnología que simplemente funciona y un servicio con el que usted puede contar.",
    aboutCta: "Hablemos",
    aboutFeatures: [
      {
        title: "Excelencia de empresa familiar",
        description:
          "Somos una empresa familiar del sur de la Florida: usted habla directamente con los dueños, y su sala de descanso recibe el mismo cuidado que le damos a lo nuestro.",
      },
      {
        title: "Innovación de vanguardia",
        description:
          "Máquinas inteligentes con reconocimiento por IA, micromercados con quiosco de pago y telemetría que nos avisa para reabastecer antes de que algo se agote.",
      },
      {
        title: "Servicio al cliente",
        description:
          "Respuesta en menos de 1 hora, monitoreo 24/7 y un código QR en cada máquina para comentarios o reembolsos.",
      },
    ],
    installationsEyebrow: "Instalaciones",
    installationsTitle: "Instalaciones de ejemplo",
    installationsLead:
      "Salas de descanso, lobbies y casas club que hemos transformado. Seleccione una foto para ampliarla.",
    enlargePhoto: "Ampliar foto: {title}",
    photoUnavailable: "Foto no disponible",
    serviceAreaEyebrow: "Zonas de servicio",
    serviceAreaTitle: "Servimos al sur de la Florida, de Palm Beach a Miami",
    serviceAreaLead:
      "Nuestros choferes de ruta y técnicos son de aquí y cubren los condados de Palm Beach, Broward y Miami-Dade. Busque su ciudad.",
    moreLocations: "Otras ciudades donde damos servicio",
    cityCardCta: "Ver {city}",
    faqEyebrow: "Preguntas",
    faqTitle: "Preguntas frecuentes",
    contactEyebrow: "Contacto",
    contactTitle: "Solicite su consulta gratis",
    contactLead:
      "Cuéntenos sobre su espacio. Le respondemos en menos de 1 hora en horario laboral, tomamos las medidas y le enviamos una maqueta gratis con su marca.",
    callUs: "Llámenos",
    emailUs: "Escríbanos",
    whyChooseTitle: "¿Por qué elegir a {businessName}?",
    whyChoose: [
      "Máquinas y micromercados gratis",
      "Servicio al cliente de primera",
      "Monitoreo y mantenimiento 24/7",
      "Selección de marcas premium",
    ],
    formCardTitle: "Solicite una consulta",
    formCardLead:
      "Gratis y sin compromiso. Instalamos las máquinas y los micromercados sin costo para usted.",
    mapTitle:
      "Mapa de nuestra zona de servicio a lo largo de la costa del sur de la Florida, desde Palm Beach en el norte hasta Miami en el sur, con nuestra base en Boca Raton",
    mapHqSuffix: " · Sede",
    mapOcean: "ATLÁNTICO",
    mapCaption: "Palm Beach ↔ Miami",
    mapCounties: "Palm Beach · Broward · Miami-Dade",
  },
  servicePages: {
    howItWorks: "Cómo funciona",
    ourMachines: "Nuestras máquinas",
    machinesLead:
      "Todas las máquinas son nuevas, sin efectivo y conectadas, y le recomendamos la combinación que mejor se ajuste al movimiento de su lugar.",
    benefits: "Beneficios",
    installations: "Instalaciones",
    galleryTitle: "Galería de instalaciones",
    galleryLead: "Seleccione una foto para ampliarla.",
    stepSrPrefix: "Paso {n}: ",
    machineAlt: "Ilustración: {machineName}",
    ctaConsultation: "Solicite su consulta gratis",
    ctaMockup: "Pida su maqueta gratis",
    classicName: "Máquinas expendedoras",
    classicHeroAlt:
      "Ilustración de una máquina expendedora combinada moderna con lector de tarjetas e iluminación LED",
    classicCtaTitle: "¿Quiere una mejor sala de descanso?",
    classicCtaText:
      "Instalamos, surtimos y mantenemos sus máquinas sin costo. Reserve una consulta gratis y una visita a su local.",
    smartName: "Máquinas inteligentes",
    smartHeroAlt:
      "Ilustración de un refrigerador inteligente con puerta de vidrio y lector de tarjetas que se desbloquea al acercar la tarjeta",
    smartDemoEyebrow: "Véala en acción",
    smartDemoTitle: "Demostración de la máquina inteligente",
    smartDesignsEyebrow: "Diseños",
    checkoutEyebrow: "Pago",
    smartFlowEyebrow: "Tome y listo",
    smartFeaturesEyebrow: "Tecnología",
    smartCtaTitle: "Ponga una máquina inteligente en su espacio",
    smartCtaText:
      "Comida fresca y bebidas frías con pago sin contacto al instante, instalada y surtida sin costo para usted.",
    marketName: "Micromercados",
    marketHeroAlt:
      "Ilustración de un micromercado con estanterías abiertas, refrigeradores de vidrio y un quiosco de pago",
    marketKioskAlt: "Ilustración de un quiosco de autopago de micromercado con escáner y lector de tarjetas",
    marketTourEyebrow: "Haga el recorrido",
    marketTourTitle: "Recorrido por un micromercado",
    marketBrandingMonitoringLabel: "Marca y monitoreo",
    marketCtaTitle: "Vea su micromercado antes de construirlo",
    marketCtaText:
      "Diseñamos su micromercado con los colores de su empresa y le enviamos una maqueta gratis de su espacio con su marca.",
  },
  contactPage: {
    crumb: "Contacto",
    title: "Solicite su consulta gratis",
    lead: "Cuéntenos sobre su negocio o edificio. Instalamos las máquinas y los micromercados sin costo para usted: usted solo pone el espacio y la electricidad. Le respondemos en menos de una hora.",
    callUs: "Llámenos: ",
    emailUs: "Escríbanos: ",
    serviceArea: "Zona de servicio: ",
    formTitle: "Solicite su consulta",
    confirmTitle: "Confirme su solicitud",
    confirmText:
      "Su solicitud de consulta todavía no se ha enviado. Por favor, revísela y pulse el botón de abajo para enviarla.",
    confirmSubmit: "Enviar mi solicitud",
    confirmStartOver: "Empezar de nuevo",
  },
  contactForm: {
    fullName: "Nombre completo",
    email: "Correo electrónico",
    phone: "Teléfono",
    phoneHint: "Por ejemplo: (561) 555-0123",
    serviceInterest: "Servicio de interés",
    selectService: "Seleccione un servicio",
    serviceOptions: {
      micromarkets: "Micromercados",
      "smart-machines": "Máquinas inteligentes",
      "classic-vending": "Máquinas expendedoras clásicas",
      "referral-program": "Programa de referidos",
      "all-services": "Todos los servicios",
    },
    message: "Mensaje",
    messagePlaceholder:
      "Cuéntenos sobre su local: tipo de negocio, cantidad de personas, cualquier pregunta (opcional)",
    honeypotLabel: "Deje este campo vacío",
    visualizationAttached:
      "Su visualización del espacio va adjunta a esta solicitud, para que podamos planificar la instalación que usted vio.",
    submit: "Solicite su consulta gratis",
    sending: "Enviando...",
  },
  validation: {
    fullNameRequired: "Por favor, escriba su nombre completo",
    fullNameTooLong: "Por favor, use menos de {max} caracteres para su nombre",
    fullNameOneLine: "Por favor, escriba su nombre en una sola línea",
    emailRequired: "Por favor, escriba su correo electrónico",
    emailInvalid: "Por favor, escriba un correo electrónico válido",
    phoneInvalid: "Por favor, escriba un número de teléfono válido",
    serviceInvalid: "Por favor, elija uno de los servicios de la lista",
    messageNotText: "Por favor, escriba su mensaje como texto",
    messageTooLong: "Por favor, use menos de {max} caracteres en su mensaje",
    requestTooLarge: "Su solicitud es demasiado larga para enviarla. Acorte el mensaje e inténtelo de nuevo.",
    tooManyRequests: "Demasiadas solicitudes. Por favor, espere un momento e inténtelo de nuevo.",
  },
  toasts: {
    contactSuccessTitle: "¡Gracias por su interés!",
    contactSuccessDescription: "Nos comunicaremos con usted muy pronto para programar su consulta gratis.",
    contactErrorTitle: "Error",
    contactErrorDescription: "Hubo un problema al enviar su solicitud. Por favor, inténtelo de nuevo.",
    regionLabel: "Notificaciones (F8)",
    dismiss: "Cerrar notificación",
  },
  blog: {
    crumb: "Blog",
    title: "El blog de la sala de descanso",
    lead: "Respuestas claras para administradores de oficinas, edificios, gimnasios y hoteles del sur de la Florida: qué incluye una instalación sin costo, cómo se comparan los micromercados con las máquinas expendedoras y cómo mantenemos las máquinas surtidas.",
    subscribeRss: "Suscríbase por RSS",
    loadFailedTitle: "No se pudieron cargar los artículos",
    loadFailedText:
      "No se pudieron cargar los artículos del blog. Por favor, inténtelo más tarde o comuníquese con nosotros si el problema continúa.",
    emptyTitle: "Todavía no hay artículos",
    emptyText:
      "Nuestros primeros artículos vienen en camino. Mientras tanto, vea lo que podemos instalar en su local.",
    emptyCta: "Explore nuestros servicios",
    latestPosts: "Artículos recientes ({count})",
    loading: "Cargando artículos",
    pagerLabel: "Páginas del blog",
    newerPosts: "← Artículos más recientes",
    pageOf: "Página {page} de {pageCount}",
    olderPosts: "Artículos anteriores →",
    readArticle: "Leer artículo →",
    published: "Publicado",
    updated: "Actualizado el {date}",
    readingTime: "{minutes} min de lectura",
    authorTeam: "Equipo de {businessName}",
    byAuthor: "Por {author}",
    backToBlog: "Volver al blog",
    readMoreTitle: "¿Quiere leer más?",
    readMoreText:
      "Más guías para lugares de trabajo del sur de la Florida, o hable con nosotros sobre una máquina o un micromercado gratis para su local.",
    exploreMorePosts: "Explore más artículos",
    contactUs: "Contáctenos",
    notFoundCrumb: "No encontrado",
    notFoundTitle: "Artículo no encontrado",
    notFoundText: "El artículo que busca no existe o puede que lo hayan eliminado.",
    metaTitle: "Blog | Gold Coast Vending",
    metaTitlePaged: "Blog (página {page}) | Gold Coast Vending",
    metaDescription:
      "Guías para administradores de oficinas, edificios, gimnasios y hoteles del sur de la Florida: micromercados, máquinas expendedoras y pagos sin efectivo.",
    postTitle: "{postTitle} | Blog de {businessName}",
    postNotFoundTitle: "Artículo no encontrado | Gold Coast Vending",
    feedTitle: "Blog de {businessName}",
    feedDescription:
      "Guías sobre máquinas expendedoras, máquinas inteligentes y micromercados para lugares de trabajo del sur de la Florida.",
  },
  errors: {
    notFoundTitle: "404: Página no encontrada",
    notFoundEyebrow: "Error 404",
    notFoundText:
      "No encontramos esta página. Puede que el enlace haya cambiado o que la dirección tenga un error.",
    goHome: "Ir al inicio",
    findYourCity: "Busque su ciudad",
    genericTitle: "Algo salió mal",
    statusTitle: "Error {status}",
    genericText:
      "No pudimos mostrar esta página en este momento. Por favor, inténtelo de nuevo en un momento o llámenos.",
  },
  meta: {
    cityTitle: "Máquinas expendedoras en {city}, FL | Gold Coast Vending",
    cityDescription: "{tagline}. Instalación gratis en oficinas, edificios, gimnasios y hoteles de {city}.",
    homeTitle: "Máquinas expendedoras y micromercados de lujo | Gold Coast Vending",
    homeDescription:
      "Micromercados y máquinas expendedoras gratis para oficinas, edificios, gimnasios y hoteles del sur de la Florida. Usted pone el espacio; nosotros, el resto.",
    classicTitle: "Máquinas expendedoras instaladas gratis | Gold Coast Vending",
    classicDescription:
      "Máquinas nuevas de snacks, bebidas y combinadas, con lector de tarjetas y monitoreo remoto, instaladas y surtidas gratis en el sur de la Florida.",
    smartTitle: "Máquinas inteligentes con pago por IA | Gold Coast Vending",
    smartDescription:
      "Acerque su tarjeta, abra la puerta y tome lo que quiera: la IA cobra solo lo que se llevó. Instalación gratis en oficinas, gimnasios, hoteles y edificios.",
    micromarketsTitle: "Micromercados con quiosco de autopago | Gold Coast Vending",
    micromarketsDescription:
      "Micromercados de autopago con su marca para salas de descanso del sur de la Florida: comida fresca, refrigeradores y quiosco, sin costo para usted.",
    contactTitle: "Contáctenos | Gold Coast Vending",
    contactDescription:
      "Solicite una consulta gratis sobre máquinas expendedoras, máquinas inteligentes o un micromercado para su local en el sur de la Florida.",
  },
  structuredData: {
    priceRange: "Instalación gratis",
    county: "Condado de {county}",
    areaServed: "Sur de la Florida (de Palm Beach a Miami)",
    businessDescription:
      "Máquinas expendedoras, máquinas inteligentes de autoservicio y micromercados de una empresa familiar para lugares de trabajo y edificios residenciales del sur de la Florida, instalados sin costo para el cliente.",
    offerDescription: "Instalación, surtido y servicio sin costo para el cliente",
    serviceTypeClassic: "Instalación de máquinas expendedoras",
    serviceTypeSmart: "Instalación de máquinas inteligentes de autoservicio",
    serviceTypeMicromarket: "Instalación y operación de micromercados",
  },
};

export const uiStrings: Record<Lang, UiStrings> = { en, es };
