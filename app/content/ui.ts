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
  common: { skipToContent: string; home: string; backToHome: string };
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
  errors: {
    notFoundTitle: string;
    notFoundEyebrow: string;
    notFoundText: string;
    goHome: string;
    findYourCity: string;
  };
  meta: { cityTitle: string; cityDescription: string };
  structuredData: { priceRange: string; county: string };
}

const en: UiStrings = {
  common: { skipToContent: "Skip to content", home: "Home", backToHome: "Back to Home" },
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
  errors: {
    notFoundTitle: "404 Page Not Found",
    notFoundEyebrow: "Error 404",
    notFoundText: "Did you forget to add the page to the router?",
    goHome: "Go Home",
    findYourCity: "Find Your City",
  },
  meta: {
    cityTitle: "Vending Machines & Micromarkets in {city}, FL | Gold Coast Vending",
    cityDescription:
      "{tagline}. Free smart machines, micromarkets and vending for {city} offices, residences, gyms and hotels.",
  },
  structuredData: { priceRange: "Free placement", county: "{county} County" },
};

const es: UiStrings = {
  common: { skipToContent: "Saltar al contenido", home: "Inicio", backToHome: "Volver al inicio" },
  language: { switchLabel: "English", switchLang: "en" },
  banner: {
    referralBefore: "¡Pregunte por nuestro Programa de Referidos de Ubicaciones de",
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
  errors: {
    notFoundTitle: "404: Página no encontrada",
    notFoundEyebrow: "Error 404",
    notFoundText:
      "No encontramos esta página. Puede que el enlace haya cambiado o que la dirección tenga un error.",
    goHome: "Ir al inicio",
    findYourCity: "Busque su ciudad",
  },
  meta: {
    cityTitle: "Máquinas expendedoras y micromercados en {city}, FL | Gold Coast Vending",
    cityDescription:
      "{tagline}. Máquinas inteligentes, micromercados y máquinas expendedoras gratis para oficinas, edificios residenciales, gimnasios y hoteles de {city}.",
  },
  structuredData: { priceRange: "Instalación gratis", county: "Condado de {county}" },
};

export const uiStrings: Record<Lang, UiStrings> = { en, es };
