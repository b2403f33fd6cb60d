/** Spanish counterpart of app/content/faq.ts: the twelve home page FAQ items, same order. */
import type { FaqItem } from "./faq";

export const faqItemsEs: FaqItem[] = [
  {
    question: "¿De verdad una máquina expendedora o un micromercado no le cuesta nada a mi negocio?",
    answer:
      "Así es. Nosotros compramos, instalamos, surtimos y mantenemos el equipo sin costo para usted. Usted pone el espacio y un tomacorriente estándar; nosotros ganamos con los productos que su gente decida comprar.",
  },
  {
    question: "¿Cuánto espacio y qué conexión eléctrica necesitan?",
    answer:
      "Una sola máquina necesita unos 3 por 3 pies de piso, más espacio al frente para que se abra la puerta, y un tomacorriente de 110 V con conexión a tierra. Un micromercado empieza en unos 8 por 10 pies. Tomamos las medidas durante la visita gratis a su local y le mostramos una maqueta con su marca antes de instalar nada.",
  },
  {
    question: "¿Qué tan rápido responden cuando hay un problema con el servicio?",
    answer:
      "En menos de 1 hora. Cada máquina nos reporta su estado a toda hora, así que muchas veces nos enteramos de un atasco o una falla de refrigeración antes de que alguien en el lugar lo note, en toda nuestra zona de servicio, desde Palm Beach hasta Miami.",
  },
  {
    question: "¿Cada cuánto reabastecen las máquinas?",
    answer:
      "Por lo general 1–2 veces por semana, según la telemetría en tiempo real de cada máquina. Visitamos con más frecuencia los lugares de más movimiento, para que los productos favoritos no se acaben.",
  },
  {
    question: "¿Qué formas de pago aceptan sus máquinas?",
    answer:
      "Todo es sin efectivo: tarjetas de crédito y débito, Apple Pay, Google Pay y pago sin contacto. En algunos lugares también habilitamos el pago con credencial o con el teléfono para empleados o residentes.",
  },
  {
    question: "¿Cuál es la diferencia entre una máquina inteligente y un micromercado?",
    answer:
      "Una máquina inteligente es un refrigerador con puerta de vidrio: usted acerca su tarjeta, abre la puerta, toma lo que quiere y el reconocimiento por IA le cobra los productos que se llevó. Un micromercado es una tienda abierta de autopago con estanterías, refrigeradores y un quiosco, ideal para equipos más grandes.",
  },
  {
    question: "¿Podemos escoger los productos?",
    answer:
      "Claro que sí. Empezamos con lo que mejor se vende en lugares parecidos y después ajustamos la selección a su equipo: snacks saludables, barras de proteína, comida fresca, favoritos locales u opciones para dietas especiales. Pídanos un producto cuando quiera y lo agregamos en el próximo reabastecimiento.",
  },
  {
    question: "¿Y si una máquina se queda con mi dinero y no me da nada?",
    answer:
      "Escanee el código QR de la máquina para enviarnos un comentario o pedir un reembolso, y le responderemos.",
  },
  {
    question: "¿Las máquinas ahorran energía?",
    answer:
      "Sí. Nuestro equipo usa iluminación LED y refrigeración de bajo consumo, y lo ubicamos de forma que la carga sobre su edificio se mantenga baja.",
  },
  {
    question: "¿En qué zonas dan servicio?",
    answer:
      "En todo el sur de la Florida, desde Palm Beach hasta Miami, incluidas Boca Raton, Fort Lauderdale, Hollywood, Coral Gables y Miami Beach. En la sección de zonas de servicio encontrará todas las ciudades que cubrimos.",
  },
  {
    question: "¿Podemos ver una maqueta antes de decidir?",
    answer:
      "Sí. Le preparamos una maqueta gratis con su marca de las máquinas o del micromercado en su espacio, o puede probar en este sitio la herramienta de visualización de espacios y verlo en minutos.",
  },
  {
    question: "¿Cómo funciona el programa de referidos?",
    answer:
      "Preséntenos un negocio que podría tener una máquina o un micromercado. Cuando el lugar referido empiece a funcionar, usted recibe una recompensa de hasta $1,000, y el programa de referidos de {referralAmount} que anunciamos en nuestro banner paga más por los lugares más grandes. Pregúntenos los detalles de su referido.",
  },
];
