/**
 * The visitor-facing strings of the two tools, the prize game and the space-visualization wizard
 * (decision 045), in English and Spanish. One type, `ToolStrings`, used by both languages: a
 * missing Spanish key fails the typecheck; tests/unit/i18n-content.test.ts compares the deep keys
 * and the `{name}` placeholders (filled with `fill()` from ~/lib/i18n).
 * The Spanish copy comes from the South Florida copywriter's draft (formal "usted").
 */
import type { Lang } from "~/lib/i18n";

export interface PrizeStrings {
  /** "Prize Game": the eyebrow above the heading. */
  label: string;
  /** "Prize game": the widget's landmark and the open launcher. */
  landmark: string;
  introTitle: string;
  introBody: string;
  dropCoin: string;
  playingTitle: string;
  playingBody: string;
  /** {amount} */
  formTitle: string;
  formBody: string;
  futureClientsNote: string;
  email: string;
  phone: string;
  phoneHint: string;
  submit: string;
  submitting: string;
  resultTitle: string;
  /** {amount} */
  resultBody: string;
  /** {amount} */
  resultPrize: string;
  backToHome: string;
  close: string;
  launcher: string;
  launcherSrTail: string;
  closeLabel: string;
  hideLabel: string;
  /** {introTitle} */
  announceIntro: string;
  /** {formTitle} */
  announceForm: string;
  /** The word on the machine's sign (decorative). */
  machineSign: string;
  alreadyPlayedTitle: string;
  errorTitle: string;
  errorDefault: string;
  tooManyRequests: string;
  /** Field and server messages (the same rules in both languages). */
  messages: {
    emailInvalid: string;
    phoneInvalid: string;
    amountMissing: string;
    amountInvalid: string;
    alreadyPlayed: string;
    tokenMissing: string;
    tokenInvalid: string;
    tokenExpired: string;
    tokenUsed: string;
    tokenMismatch: string;
  };
  metaTitle: string;
  metaDescription: string;
}

export interface WizardStrings {
  eyebrow: string;
  title: string;
  lead: string;
  metaTitle: string;
  metaDescription: string;
  resultMetaTitle: string;
  /** The three steps' names, in order. */
  steps: [string, string, string];
  /** {step} {total} */
  stepOf: string;
  /** {step} {total} */
  stepOfValue: string;
  progressLabel: string;
  previous: string;
  next: string;
  add: string;
  addAnother: string;
  /** {label} */
  addLabel: string;
  /** {label} */
  addAnotherLabel: string;
  /** {quantity} */
  selectedCount: string;
  /** {max} */
  limitReached: string;
  yourSelection: string;
  noMachinesYet: string;
  selectedMachines: string;
  remove: string;
  /** {label} */
  removeLabel: string;
  website: string;
  websiteHint: string;
  websitePlaceholder: string;
  logo: string;
  logoHint: string;
  spacePhoto: string;
  spacePhotoHint: string;
  /** {mb} {days} */
  uploadRules: string;
  imageFileRequired: string;
  websiteInvalid: string;
  websiteTooLong: string;
  readyToGenerate: string;
  machines: string;
  websiteLabel: string;
  uploads: string;
  uploadsNone: string;
  /** {file} */
  uploadLogo: string;
  /** {file} */
  uploadSpacePhoto: string;
  logoShort: string;
  spacePhotoShort: string;
  and: string;
  none: string;
  uploading: string;
  generate: string;
  generating: string;
  /** The progress stages (app/models/visualization.ts STAGES), by key. */
  stages: {
    queued: string;
    "reading-website": string;
    composing: string;
    enhancing: string;
    finishing: string;
  };
  stageWorking: string;
  stageDone: string;
  stageInProgress: string;
  stageToDo: string;
  toasts: {
    noMachines: { title: string; description: string };
    noWebsite: { title: string; description: string };
    uploadFailed: { title: string; description: string };
    generationFailed: { title: string; description: string };
    ready: { title: string; description: string };
  };
  couldNotGenerate: string;
  uploadDidNotArrive: string;
  couldNotStart: string;
  /** {mb} */
  fileTooLarge: string;
  notImage: string;
  /** {maxSide} {maxRatio} {megapixels} */
  badDimensions: string;
  busy: string;
  resultAlt: string;
  resultCaption: string;
  download: string;
  privateLink: string;
  createNew: string;
  startOver: string;
  bookTitle: string;
  bookText: string;
  bookCta: string;
}

export interface ToolStrings {
  prize: PrizeStrings;
  wizard: WizardStrings;
}

const en: ToolStrings = {
  prize: {
    label: "Prize Game",
    landmark: "Prize game",
    introTitle: "Win up to $1,000 in vending credit",
    introBody:
      "Drop a coin into our vending machine to reveal your prize. Every player wins vending credit for their workplace or building, and one in a hundred wins $1,000.",
    dropCoin: "Drop the coin",
    playingTitle: "Your coin is in!",
    playingBody: "The machine is picking your prize…",
    formTitle: "You won {amount} in vending credit!",
    formBody:
      "Tell us where to send your credit. We will reach out to apply it when we place machines or a market at your location.",
    futureClientsNote: "Vending credit is for future clients only, not current clients.",
    email: "Email",
    phone: "Phone",
    phoneHint: "At least 10 digits, for example (561) 555-0142",
    submit: "Claim My Credit",
    submitting: "Claiming...",
    resultTitle: "Congratulations!",
    resultBody:
      "Your {amount} vending credit is reserved. Our team will contact you soon to apply it at your location.",
    resultPrize: "Prize: {amount} in vending credit.",
    backToHome: "Back to Home",
    close: "Close",
    launcher: "Win up to $1,000",
    launcherSrTail: " in vending credit: play the prize game",
    closeLabel: "Close the prize game",
    hideLabel: "Hide the prize game",
    announceIntro: "Prize game. {introTitle}.",
    announceForm: "{formTitle} Enter your email and phone to claim it.",
    machineSign: "PRIZE",
    alreadyPlayedTitle: "Already Played",
    errorTitle: "Something went wrong",
    errorDefault: "Something went wrong. Please try again or contact us directly.",
    tooManyRequests: "Too many requests. Please wait a moment and try again.",
    messages: {
      emailInvalid: "Please enter a valid email address",
      phoneInvalid: "Please enter a valid phone number",
      amountMissing: "The prize amount is missing.",
      amountInvalid: "The prize amount must be 100 or 1000.",
      alreadyPlayed: "You have already played the prize game with this email address or phone number.",
      tokenMissing: "The prize token is missing. Drop a coin to play.",
      tokenInvalid: "This prize could not be verified. Drop a coin to play again.",
      tokenExpired: "This prize has expired. Drop a coin to play again.",
      tokenUsed: "This prize has already been claimed.",
      tokenMismatch: "The prize amount does not match the prize you drew.",
    },
    metaTitle: "Prize Game: Win up to $1,000 in Vending Credit | Gold Coast Vending",
    metaDescription:
      "Drop a coin into our vending machine and win vending credit for your South Florida workplace or building: one in a hundred wins $1,000.",
  },
  wizard: {
    eyebrow: "Free branded mockup",
    title: "Space Visualization",
    lead: "Pick the machines you would like, share your website (and a photo of your space if you have one), and see them in your colours in seconds.",
    metaTitle: "Free Space Visualization | Gold Coast Vending",
    metaDescription:
      "See branded vending machines and micromarkets in your own space: choose machines, share your website and get a free mockup.",
    resultMetaTitle: "Your Space Visualization | Gold Coast Vending",
    steps: ["Choose Machines", "Provide Details", "Generate Visualization"],
    stepOf: "Step {step} of {total}: ",
    stepOfValue: "Step {step} of {total}",
    progressLabel: "Wizard progress",
    previous: "Previous",
    next: "Next",
    add: "Add",
    addAnother: "Add another",
    addLabel: "Add {label}",
    addAnotherLabel: "Add another {label}",
    selectedCount: "{quantity} selected",
    limitReached: "Limit of {max} reached",
    yourSelection: "Your selection",
    noMachinesYet: "No machines yet. Add one or more from the catalogue.",
    selectedMachines: "Selected machines",
    remove: "Remove",
    removeLabel: "Remove {label}",
    website: "Your website",
    websiteHint: "We read your logo, name and colours from it to brand the machines.",
    websitePlaceholder: "https://yourcompany.com",
    logo: "Logo (optional)",
    logoHint: "PNG with a transparent background works best.",
    spacePhoto: "Photo of your space (optional)",
    spacePhotoHint: "A wide shot of the wall where the machines would stand.",
    uploadRules:
      "JPEG, PNG, WebP or AVIF images, up to {mb} MB each. We remove location data from photos and delete uploads after {days} days.",
    imageFileRequired: "Please choose an image file (JPEG, PNG, WebP or AVIF).",
    websiteInvalid: "Please enter a website address such as https://example.com.",
    websiteTooLong: "That address is too long.",
    readyToGenerate: "Ready to generate",
    machines: "Machines",
    websiteLabel: "Website",
    uploads: "Uploads",
    uploadsNone: "None (we use your website's branding and our showroom scene)",
    uploadLogo: "Logo: {file}",
    uploadSpacePhoto: "Space photo: {file}",
    logoShort: "Logo",
    spacePhotoShort: "Space photo",
    and: " and ",
    none: "None",
    uploading: "Uploading your files…",
    generate: "Generate Visualization",
    generating: "Generating...",
    stages: {
      queued: "Getting started",
      "reading-website": "Reading your website",
      composing: "Composing your mockup",
      enhancing: "Adding finishing touches",
      finishing: "Finishing",
    },
    stageWorking: "Working",
    stageDone: " (done)",
    stageInProgress: " (in progress)",
    stageToDo: " (to do)",
    toasts: {
      noMachines: {
        title: "Please select machines",
        description: "You need to select at least one machine to continue.",
      },
      noWebsite: {
        title: "Please provide website URL",
        description: "Website URL is required to extract your branding.",
      },
      uploadFailed: {
        title: "Upload Failed",
        description: "There was an error uploading your files. Please try again.",
      },
      generationFailed: {
        title: "Generation Failed",
        description: "There was an error generating your visualization. Please try again.",
      },
      ready: {
        title: "Your visualization is ready!",
        description: "Download it, or book your free installation below.",
      },
    },
    couldNotGenerate: "We could not generate this visualization.",
    uploadDidNotArrive: "The upload did not reach us. Check your connection and try again.",
    couldNotStart: "We could not start the generation.",
    fileTooLarge: "That file is too large: each image may be at most {mb} MB. Please choose a smaller file.",
    notImage: "The logo and the space photo must be images (JPEG, PNG, WebP or AVIF).",
    badDimensions:
      "That image's size in pixels is not supported: each side may be at most {maxSide} pixels, the long side at most {maxRatio} times the short side, and {megapixels} megapixels in all. Please choose another image.",
    busy: "Too many requests. Please wait a moment and try again.",
    resultAlt: "Your branded vending mockup",
    resultCaption:
      "A concept mockup of branded machines in your space. Final equipment and placement are confirmed at a free site visit.",
    download: "Download Image",
    privateLink: "Private link to this mockup",
    createNew: "Create New Visualization",
    startOver: "Start over",
    bookTitle: "Like what you see? The real thing is free.",
    bookText:
      "We place and stock these machines at no cost to you: you supply the space and power. Book your free installation consultation and we will reply in under an hour.",
    bookCta: "Book Your Free Installation",
  },
};

const es: ToolStrings = {
  prize: {
    label: "Juego de premios",
    landmark: "Juego de premios",
    introTitle: "Gane hasta $1,000 en crédito para máquinas expendedoras",
    introBody:
      "Eche una moneda en nuestra máquina expendedora para descubrir su premio. Todos los que juegan ganan crédito para máquinas expendedoras en su lugar de trabajo o edificio, y uno de cada cien gana $1,000.",
    dropCoin: "Echar la moneda",
    playingTitle: "¡Su moneda ya entró!",
    playingBody: "La máquina está escogiendo su premio…",
    formTitle: "¡Ganó {amount} en crédito para máquinas expendedoras!",
    formBody:
      "Díganos a dónde enviarle su crédito. Nos comunicaremos con usted para aplicarlo cuando instalemos máquinas o un micromercado en su local.",
    futureClientsNote: "El crédito es solo para clientes futuros, no para clientes actuales.",
    email: "Correo electrónico",
    phone: "Teléfono",
    phoneHint: "Al menos 10 dígitos, por ejemplo: (561) 555-0142",
    submit: "Reclamar mi crédito",
    submitting: "Enviando...",
    resultTitle: "¡Felicidades!",
    resultBody:
      "Su crédito de {amount} para máquinas expendedoras está reservado. Nuestro equipo se comunicará con usted muy pronto para aplicarlo en su local.",
    resultPrize: "Premio: {amount} en crédito para máquinas expendedoras.",
    backToHome: "Volver al inicio",
    close: "Cerrar",
    launcher: "Gane hasta $1,000",
    launcherSrTail: " en crédito para máquinas expendedoras: juegue al juego de premios",
    closeLabel: "Cerrar el juego de premios",
    hideLabel: "Ocultar el juego de premios",
    announceIntro: "Juego de premios. {introTitle}.",
    announceForm: "{formTitle} Escriba su correo electrónico y su teléfono para reclamarlo.",
    machineSign: "PREMIO",
    alreadyPlayedTitle: "Ya participó",
    errorTitle: "Algo salió mal",
    errorDefault: "Algo salió mal. Por favor, inténtelo de nuevo o comuníquese directamente con nosotros.",
    tooManyRequests: "Demasiadas solicitudes. Por favor, espere un momento e inténtelo de nuevo.",
    messages: {
      emailInvalid: "Por favor, escriba un correo electrónico válido",
      phoneInvalid: "Por favor, escriba un número de teléfono válido",
      amountMissing: "Falta el monto del premio.",
      amountInvalid: "El monto del premio debe ser $100 o $1,000.",
      alreadyPlayed:
        "Usted ya participó en el juego de premios con este correo electrónico o número de teléfono.",
      tokenMissing: "Falta el código del premio. Eche una moneda para jugar.",
      tokenInvalid: "No pudimos verificar este premio. Eche una moneda para jugar otra vez.",
      tokenExpired: "Este premio venció. Eche una moneda para jugar otra vez.",
      tokenUsed: "Este premio ya fue reclamado.",
      tokenMismatch: "El monto no coincide con el premio que le salió.",
    },
    metaTitle: "Juego de premios: gane hasta $1,000 | Gold Coast Vending",
    metaDescription:
      "Eche una moneda en nuestra máquina expendedora y gane crédito para su lugar de trabajo o edificio en el sur de la Florida: uno de cada cien gana $1,000.",
  },
  wizard: {
    eyebrow: "Maqueta gratis con su marca",
    title: "Visualización de su espacio",
    lead: "Escoja las máquinas que le gustaría tener, comparta su sitio web (y una foto de su espacio, si la tiene) y véalas con los colores de su marca en segundos.",
    metaTitle: "Visualización gratis de su espacio | Gold Coast Vending",
    metaDescription:
      "Vea máquinas expendedoras y micromercados con su marca en su propio espacio: elija las máquinas, comparta su sitio web y reciba una maqueta gratis.",
    resultMetaTitle: "La visualización de su espacio | Gold Coast Vending",
    steps: ["Elija las máquinas", "Complete los detalles", "Genere la visualización"],
    stepOf: "Paso {step} de {total}: ",
    stepOfValue: "Paso {step} de {total}",
    progressLabel: "Progreso del asistente",
    previous: "Anterior",
    next: "Siguiente",
    add: "Agregar",
    addAnother: "Agregar más",
    addLabel: "Agregar {label}",
    addAnotherLabel: "Agregar otra unidad: {label}",
    selectedCount: "{quantity} en su selección",
    limitReached: "Llegó al límite de {max}",
    yourSelection: "Su selección",
    noMachinesYet: "Todavía no hay máquinas. Agregue una o más del catálogo.",
    selectedMachines: "Máquinas seleccionadas",
    remove: "Quitar",
    removeLabel: "Quitar {label}",
    website: "Su sitio web",
    websiteHint: "De ahí tomamos su logo, su nombre y sus colores para poner su marca en las máquinas.",
    websitePlaceholder: "https://suempresa.com",
    logo: "Logo (opcional)",
    logoHint: "Lo ideal es un PNG con fondo transparente.",
    spacePhoto: "Foto de su espacio (opcional)",
    spacePhotoHint: "Una foto amplia de la pared donde irían las máquinas.",
    uploadRules:
      "Imágenes JPEG, PNG, WebP o AVIF, de hasta {mb} MB cada una. Quitamos los datos de ubicación de las fotos y borramos los archivos después de {days} días.",
    imageFileRequired: "Por favor, elija un archivo de imagen (JPEG, PNG, WebP o AVIF).",
    websiteInvalid: "Por favor, escriba una dirección web como https://suempresa.com.",
    websiteTooLong: "Esa dirección es demasiado larga.",
    readyToGenerate: "Todo listo para generar",
    machines: "Máquinas",
    websiteLabel: "Sitio web",
    uploads: "Archivos",
    uploadsNone: "Ninguno (usamos la imagen de marca de su sitio web y una sala de muestra)",
    uploadLogo: "Logo: {file}",
    uploadSpacePhoto: "Foto del espacio: {file}",
    logoShort: "Logo",
    spacePhotoShort: "Foto del espacio",
    and: " y ",
    none: "Ninguno",
    uploading: "Subiendo sus archivos…",
    generate: "Generar visualización",
    generating: "Generando...",
    stages: {
      queued: "Empezando",
      "reading-website": "Leyendo su sitio web",
      composing: "Armando su maqueta",
      enhancing: "Dando los toques finales",
      finishing: "Terminando",
    },
    stageWorking: "Trabajando",
    stageDone: " (listo)",
    stageInProgress: " (en curso)",
    stageToDo: " (pendiente)",
    toasts: {
      noMachines: {
        title: "Por favor, seleccione las máquinas",
        description: "Necesita seleccionar al menos una máquina para continuar.",
      },
      noWebsite: {
        title: "Por favor, indique la dirección de su sitio web",
        description: "Necesitamos la dirección de su sitio web para tomar su imagen de marca.",
      },
      uploadFailed: {
        title: "No se pudieron subir los archivos",
        description: "Hubo un error al subir sus archivos. Por favor, inténtelo de nuevo.",
      },
      generationFailed: {
        title: "No se pudo generar",
        description: "Hubo un error al generar su visualización. Por favor, inténtelo de nuevo.",
      },
      ready: {
        title: "¡Su visualización está lista!",
        description: "Descárguela o reserve abajo su instalación gratis.",
      },
    },
    couldNotGenerate: "No pudimos generar esta visualización.",
    uploadDidNotArrive: "Los archivos no nos llegaron. Revise su conexión e inténtelo de nuevo.",
    couldNotStart: "No pudimos iniciar la generación.",
    fileTooLarge:
      "Ese archivo es demasiado grande: cada imagen puede pesar como máximo {mb} MB. Por favor, elija un archivo más pequeño.",
    notImage: "El logo y la foto del espacio deben ser imágenes (JPEG, PNG, WebP o AVIF).",
    badDimensions:
      "No aceptamos ese tamaño de imagen en píxeles: cada lado puede medir como máximo {maxSide} píxeles, el lado largo no puede superar {maxRatio} veces el lado corto y el total no puede pasar de {megapixels} megapíxeles. Por favor, elija otra imagen.",
    busy: "Demasiadas solicitudes. Por favor, espere un momento e inténtelo de nuevo.",
    resultAlt: "Su maqueta de máquinas expendedoras con su marca",
    resultCaption:
      "Una maqueta conceptual de máquinas con su marca en su espacio. El equipo y la ubicación definitivos se confirman en una visita gratis a su local.",
    download: "Descargar imagen",
    privateLink: "Enlace privado a esta maqueta",
    createNew: "Crear una nueva visualización",
    startOver: "Empezar de nuevo",
    bookTitle: "¿Le gusta lo que ve? La instalación real es gratis.",
    bookText:
      "Instalamos y surtimos estas máquinas sin costo para usted: usted solo pone el espacio y la electricidad. Reserve su consulta de instalación gratis y le respondemos en menos de una hora.",
    bookCta: "Reserve su instalación gratis",
  },
};

export const toolStrings: Record<Lang, ToolStrings> = { en, es };
