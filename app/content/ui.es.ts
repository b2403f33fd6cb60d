/**
 * The Spanish strings of the site's shell, on every page (the type and its notes: ui.ts). The home
 * page's are in home.es.ts; the service, city, contact and blog pages' in ui-pages.es.ts.
 */
import type { UiShellStrings } from "./ui";

export const uiEs: UiShellStrings = {
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
  prizeLauncher: {
    landmark: "Juego de premios",
    launcher: "Gane hasta $1,000",
    launcherSrTail: " en crédito para máquinas expendedoras: juegue al juego de premios",
    hideLabel: "Ocultar el juego de premios",
  },
  a11y: { breadcrumb: "Ruta de navegación" },
  gallery: {
    enlargePhoto: "Ampliar foto: {title}",
    illustration: "Ilustración, no el local de un cliente",
    photoUnavailable: "Foto no disponible",
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
};
