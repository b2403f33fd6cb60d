/**
 * Spanish counterpart of app/content/benefits.ts: the six customer benefit cards. `IconName` (a
 * type) stays in the English module; icons are identical.
 */
import type { Benefit } from "./benefits";

export const customerBenefitsEs: Benefit[] = [
  {
    icon: "stock",
    title: "Siempre surtidas",
    description:
      "La telemetría en tiempo real nos dice qué se vende, así que reabastecemos 1–2 veces por semana, antes de que los estantes se vacíen.",
  },
  {
    icon: "wrench",
    title: "Mantenimiento sin complicaciones",
    description:
      "Monitoreo 24/7 y respuesta en menos de 1 hora. Usted nunca tiene que andar detrás de una reparación o un reembolso.",
  },
  {
    icon: "leaf",
    title: "Opciones premium y saludables",
    description:
      "Comida fresca, barras de proteína, agua con gas y snacks más saludables junto a los clásicos de siempre.",
  },
  {
    icon: "sliders",
    title: "Selección de productos a su medida",
    description:
      "Díganos qué le encanta a su gente. Ajustamos la selección a su lugar y la afinamos en cada visita.",
  },
  {
    icon: "chip",
    title: "Tecnología inteligente",
    description:
      "Pantallas táctiles, refrigeradores con reconocimiento por IA e iluminación LED eficiente con refrigeración de bajo consumo.",
  },
  {
    icon: "card",
    title: "Pagos flexibles",
    description:
      "Tarjeta, Apple Pay, Google Pay y pago sin contacto, y en algunos lugares pago con credencial o con el teléfono.",
  },
];
