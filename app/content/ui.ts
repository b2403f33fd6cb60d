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
  /** The prize game's floating icon on every page (its panel's strings are the tools' dictionary). */
  prizeLauncher: {
    /** "Prize game": the widget's landmark and the open launcher. */
    landmark: string;
    launcher: string;
    launcherSrTail: string;
    hideLabel: string;
  };
  a11y: { breadcrumb: string };
  /** The installation photos' tiles (home page and service pages). */
  gallery: {
    enlargePhoto: string;
    photoUnavailable: string;
    /** Under each shipped drawing: not a real customer's site (docs/decisions/080). */
    illustration: string;
  };
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
    /** Under a quote shown in its original language on /es (it has no Spanish text, decision 080). */
    testimonialOriginal: string;
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
    /** The demo video's play button (before the player is loaded), with `{title}`. */
    playVideo: string;
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
    /** /es/blog while there is no Spanish post: the English ones, each marked `inEnglish` (decision 080). */
    englishPosts: string;
    englishPostsText: string;
    inEnglish: string;
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
}

/**
 * The sections each page's JavaScript fetches in its own dictionary part (dictionary-parts.ts): the
 * home page's (home.en.ts, home.es.ts, with the home page's content) and the service, city, contact
 * and blog pages' (ui-pages.en.ts, ui-pages.es.ts). The rest is the shell (ui.en.ts, ui.es.ts).
 */
export type UiPagesSection = "servicePages" | "cityPage" | "contactPage" | "blog";
export type UiPagesStrings = Pick<UiStrings, UiPagesSection>;
export type UiShellStrings = Omit<UiStrings, UiPagesSection | "home">;

export interface AboutFeature {
  title: string;
  description: string;
}

/** Both languages on the server; on the client only the page's (app/document/dictionaries.browser.ts). */
export { uiStrings } from "#dictionaries";
