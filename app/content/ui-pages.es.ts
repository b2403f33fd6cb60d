/** The Spanish strings of the service, city, contact and blog pages (the type and its notes: ui.ts). */
import type { UiPagesStrings } from "./ui";

export const uiPagesEs: UiPagesStrings = {
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
};
