/**
 * The Spanish copy of the three service pages (types: app/content/services.ts), drafted by a
 * South Florida copywriter (decision 040). Same types as the English; non-copy values (slug,
 * image, icon, gallery, video src/poster/duration) are identical, paths are the Spanish routes
 * (decision 041). The Spanish service cards are in home.es.ts.
 */
import type { ClassicVendingCopy, MicromarketsCopy, ServicePagesCopy, SmartMachinesCopy } from "./services";

export const classicVendingEs: ClassicVendingCopy = {
  eyebrow: "Máquinas expendedoras clásicas",
  title: "Máquinas expendedoras modernas, instaladas gratis",
  intro:
    "Máquinas nuevas de snacks, bebidas y combinadas, con lector de tarjetas, pago sin contacto y monitoreo remoto del inventario. Nosotros las instalamos, las surtimos y les damos servicio sin costo para usted: usted solo pone el espacio y la electricidad.",
  stepsTitle: "Su snack en tres pasos",
  steps: [
    {
      title: "Escoja un producto",
      description:
        "Vea los productos en una vitrina bien iluminada con luces LED y marque su selección en el teclado o la pantalla táctil.",
    },
    {
      title: "Acerque o inserte su forma de pago",
      description:
        "Acerque su tarjeta o su teléfono, o inserte la tarjeta. Funcionan Apple Pay, Google Pay y cualquier pago sin contacto.",
    },
    {
      title: "A disfrutar",
      description:
        "Su producto cae en la bandeja, y un código QR en la máquina le permite dejar comentarios o pedir un reembolso.",
    },
  ],
  typesTitle: "Tipos de máquinas",
  types: [
    {
      image: "machine-combo",
      name: "Máquina combinada",
      bestFor: "Para oficinas pequeñas",
      description:
        "Snacks y bebidas frías en un solo gabinete, para equipos donde una sola máquina tiene que resolverlo todo.",
    },
    {
      image: "machine-beverage",
      name: "Máquina de bebidas",
      bestFor: "Para áreas de mucho movimiento",
      description:
        "Más de 50 opciones de bebidas, desde agua con gas hasta bebidas energéticas y cold brew, en un refrigerador con frente de vidrio.",
    },
    {
      image: "machine-snack",
      name: "Máquina de snacks",
      bestFor: "Para salas de descanso",
      description:
        "Papitas, dulces, barras de proteína y snacks más saludables en espirales con sensores que confirman la entrega.",
    },
  ],
  benefitsTitle: "Por qué funcionan las máquinas expendedoras clásicas",
  benefits: [
    {
      icon: "card",
      title: "Sin efectivo, siempre",
      description: "Lector de tarjetas en cada máquina: tarjeta, Apple Pay, Google Pay y pago sin contacto.",
    },
    {
      icon: "chip",
      title: "Monitoreo remoto del inventario",
      description:
        "La telemetría nos reporta cada venta, así que reabastecemos 1–2 veces por semana, antes de que algo se agote.",
    },
    {
      icon: "leaf",
      title: "Ahorro de energía",
      description:
        "La iluminación LED y la refrigeración de bajo consumo mantienen bajo su gasto de electricidad.",
    },
  ],
};

export const smartMachinesEs: SmartMachinesCopy = {
  eyebrow: "Máquinas inteligentes",
  title: "Máquinas inteligentes de autoservicio",
  intro:
    "Acerque su tarjeta, abra la puerta y llévese lo que quiera. El reconocimiento por IA detecta lo que usted tomó y se lo cobra al cerrar la puerta. Comida fresca, bebidas frías y snacks en un gabinete que parece un mueble.",
  designsTitle: "Tres diseños",
  designs: [
    {
      image: "smart-combo",
      name: "Combinada",
      bestFor: "Compacta y versátil",
      description: "Un gabinete con puerta de vidrio: bebidas frías arriba, y snacks y comida fresca abajo.",
    },
    {
      image: "smart-furniture",
      name: "Estilo mueble",
      bestFor: "Para lobbies y salones",
      description:
        "Un gabinete con acabado en madera que se integra a lobbies de hotel, casas club y pisos ejecutivos.",
    },
    {
      image: "smart-double-led",
      name: "Doble con pantalla LED",
      bestFor: "Para lugares concurridos",
      description:
        "El doble de capacidad con dos puertas y una pantalla LED para promociones, su marca o avisos del edificio.",
    },
  ],
  checkoutTitle: "Pague en tres pasos",
  checkout: [
    {
      title: "Acerque y desbloquee",
      description: "Acerque su tarjeta, su teléfono o su reloj al lector. La puerta se desbloquea.",
    },
    {
      title: "Tome lo que quiera",
      description:
        "Tome, devuelva, cambie de opinión. Las cámaras y los sensores de peso lo van registrando.",
    },
    {
      title: "Cierre y listo",
      description:
        "Cierre la puerta; el reconocimiento por IA cobra solo los productos que tomó y le envía un recibo.",
    },
  ],
  flowTitle: "Cómo funciona el “tome y listo”",
  flow: [
    { title: "Acerque", description: "Preautorice el pago con cualquier tarjeta o billetera móvil." },
    { title: "Abra", description: "La puerta se desbloquea en menos de un segundo." },
    { title: "Tome", description: "Escoja de los estantes todos los productos que quiera." },
    { title: "Listo", description: "Cierre la puerta y el cobro se hace automáticamente." },
  ],
  featuresTitle: "Características",
  features: [
    {
      icon: "chip",
      title: "Reconocimiento de productos por IA",
      description: "Sensores de visión y de peso reconocen cada producto que se toma.",
    },
    {
      icon: "card",
      title: "Todas las formas de pago",
      description:
        "Tarjeta, Apple Pay, Google Pay y pago sin contacto; en algunos lugares, también pago con credencial.",
    },
    {
      icon: "leaf",
      title: "Lista para comida fresca",
      description:
        "Los estantes refrigerados mantienen ensaladas, sándwiches y frutas a temperaturas seguras.",
    },
    {
      icon: "shield",
      title: "Segura y monitoreada",
      description: "Permanece cerrada hasta que alguien paga, con monitoreo remoto y alertas 24/7.",
    },
    {
      icon: "sparkle",
      title: "Apariencia premium",
      description:
        "Puertas de vidrio, iluminación LED y acabados en madera o mate que combinan con su espacio.",
    },
    {
      icon: "bolt",
      title: "Refrigeración de bajo consumo",
      description: "Compresores eficientes e iluminación LED que reducen los costos de operación.",
    },
  ],
  benefitsTitle: "Beneficios para su lugar de trabajo",
  benefits: [
    {
      icon: "clock",
      title: "Sin filas ni esperas",
      description: "Comprar toma segundos, así que el descanso sigue siendo descanso.",
    },
    {
      icon: "heart",
      title: "Opciones más saludables",
      description: "Comidas frescas y snacks más saludables que no caben en una máquina de espirales.",
    },
    {
      icon: "users",
      title: "Un beneficio que se nota",
      description: "Una comodidad moderna que ayuda a atraer, retener e impresionar, sin costo para usted.",
    },
  ],
  gallery: ["install-gym", "install-hotel", "install-office", "install-residence"],
  video: {
    src: "/video/smart-machine-demo.mp4",
    poster: "video-smart-poster",
    title: "Demostración de la máquina inteligente",
    description:
      "Acerque, abra, tome y listo: una compra en una máquina inteligente, paso a paso, en 45 segundos.",
    duration: "PT45S",
  },
};

export const micromarketsEs: MicromarketsCopy = {
  eyebrow: "Micromercados",
  title: "Un micromercado en su sala de descanso",
  intro:
    "Un mercado abierto de autopago con refrigeradores, estanterías, comida fresca y un quiosco de pago, con la marca de su empresa. Nosotros lo diseñamos, lo construimos, lo surtimos y lo operamos sin costo para usted.",
  benefitsTitle: "Beneficios para su empresa",
  benefits: [
    {
      icon: "users",
      title: "Equipos más contentos",
      description:
        "Cientos de productos en el lugar mantienen a su gente con energía y cerca de su escritorio.",
    },
    {
      icon: "sparkle",
      title: "Una comodidad de primera",
      description: "Un micromercado impresiona a visitantes y candidatos desde el primer momento.",
    },
    {
      icon: "stock",
      title: "Cero costo para usted",
      description:
        "Nosotros ponemos los muebles, los refrigeradores, el quiosco, los productos y el servicio.",
    },
    {
      icon: "sliders",
      title: "Selección a su medida",
      description:
        "El surtido sigue los gustos y las dietas de su equipo, y lo reabastecemos 1–2 veces por semana.",
    },
  ],
  checkoutTitle: "Pago en el quiosco en tres pasos",
  checkout: [
    {
      title: "Escoja",
      description: "Tome snacks, bebidas y comidas frescas de las estanterías abiertas y los refrigeradores.",
    },
    {
      title: "Escanee y pague",
      description:
        "Escanee los productos en el quiosco y pague con tarjeta de crédito, de débito o billetera móvil.",
    },
    {
      title: "Gane recompensas",
      description: "Acumule puntos y promociones con la aplicación del micromercado.",
    },
  ],
  brandingTitle: "Diseños personalizados con su marca",
  branding:
    "Cada micromercado se diseña para su espacio: estanterías, refrigeradores, acabados y letreros con sus colores y su logo. Primero le enviamos una maqueta gratis con su marca, para que vea el micromercado antes de construirlo.",
  monitoringTitle: "Monitoreo 24/7",
  monitoring:
    "Las cámaras, la telemetría del quiosco y los sensores de los refrigeradores nos reportan a toda hora. Respondemos a cualquier problema en menos de 1 hora y reabastecemos según los datos de venta en tiempo real.",
  gallery: ["install-office", "install-hotel", "install-residence", "install-gym"],
  video: {
    src: "/video/micromarket-tour.mp4",
    poster: "video-market-poster",
    title: "Recorrido por un micromercado",
    description:
      "Un recorrido de 1 minuto y 20 segundos por un micromercado con marca propia en una sala de descanso, y su quiosco de pago.",
    duration: "PT1M20S",
  },
};

export const servicesEs: ServicePagesCopy = {
  classicVending: classicVendingEs,
  smartMachines: smartMachinesEs,
  micromarkets: micromarketsEs,
};
