/**
 * The Spanish home page: its strings, its three service cards, and the benefits, brands and FAQ it
 * lists (the types and notes: home.ts). In the browser this is the "home" dictionary part, fetched by
 * the home page only (dictionary-parts.ts).
 */
import type { HomePart } from "./home";
import type { ServiceCard } from "./services";
import { customerBenefitsEs } from "./benefits.es";
import { faqItemsEs } from "./faq.es";

const cards: ServiceCard[] = [
  {
    slug: "classic-vending",
    path: "/es/maquinas-expendedoras",
    name: "Máquinas expendedoras clásicas",
    image: "service-classic",
    summary:
      "Máquinas nuevas de snacks, bebidas y combinadas, con lector de tarjetas y monitoreo remoto del inventario.",
    highlights: [
      "Tarjeta, Apple Pay y Google Pay",
      "Monitoreo remoto del inventario",
      "Ideal para 10–75 personas",
    ],
  },
  {
    slug: "smart-machines",
    path: "/es/maquinas-inteligentes",
    name: "Máquinas inteligentes",
    image: "service-smart",
    summary:
      "Tome y listo: acerque su tarjeta, abra la puerta y llévese lo que quiera. El reconocimiento por IA cobra solo lo que usted tomó.",
    highlights: [
      "Comida fresca y bebidas frías",
      "Reconocimiento de productos por IA",
      "Acabados tipo mueble de lujo",
    ],
  },
  {
    slug: "micromarkets",
    path: "/es/micromercados",
    name: "Micromercados",
    image: "service-market",
    summary:
      "Un mercado abierto de autopago en su sala de descanso, con refrigeradores, estanterías y un quiosco de pago.",
    highlights: [
      "Cientos de productos",
      "Diseño personalizado con su marca",
      "Ideal para más de 75 personas",
    ],
  },
];

export const homeEs: HomePart = {
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
    testimonialOriginal: "Testimonio en su idioma original",
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
      "El tipo de salas de descanso, lobbies y casas club que equipamos. Seleccione una imagen para ampliarla.",
    serviceAreaEyebrow: "Zonas de servicio",
    serviceAreaTitle: "Servimos al sur de la Florida, de Palm Beach a Miami",
    serviceAreaLead: "Atendemos los condados de Palm Beach, Broward y Miami-Dade. Busque su ciudad.",
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
  cards,
  copy: {
    benefits: customerBenefitsEs,
    brandPartner: "Marca aliada",
    brandCategories: {
      Drinks: "Bebidas",
      Energy: "Energizantes",
      Snacks: "Snacks",
      Bars: "Barras",
      Coffee: "Café",
      Partner: "Aliada",
    },
    faq: faqItemsEs,
  },
};
