/**
 * The Spanish wizard's machine labels and descriptions and the category labels (decision 045),
 * from the South Florida copywriter's draft. Categories, types and sizes are the English
 * catalogue's (tests/unit/i18n-content.test.ts checks it); only the words differ.
 */
import type { MachineCategory, MachineEntry } from "~/content/machines";

export const MACHINE_CATALOGUE_ES: readonly MachineEntry[] = [
  {
    category: "vending",
    type: "snack",
    label: "Máquina de snacks",
    description: "Máquina de snacks en espiral con lector de tarjetas, para salas de descanso.",
    widthCm: 100,
    heightCm: 183,
  },
  {
    category: "vending",
    type: "combo",
    label: "Máquina combinada",
    description: "Snacks y bebidas frías en un solo gabinete, para oficinas pequeñas.",
    widthCm: 100,
    heightCm: 183,
  },
  {
    category: "vending",
    type: "drink",
    label: "Máquina de bebidas",
    description: "Máquina de bebidas con frente de vidrio y más de 50 opciones, para áreas concurridas.",
    widthCm: 100,
    heightCm: 183,
  },
  {
    category: "smart",
    type: "single-combo",
    label: "Máquina inteligente combinada",
    description: "Acerque su tarjeta, abra la puerta y tome lo que quiera: la IA cobra lo que se llevó.",
    widthCm: 78,
    heightCm: 200,
  },
  {
    category: "smart",
    type: "double-furniture",
    label: "Máquina inteligente doble (estilo mueble)",
    description:
      "Dos puertas de vidrio en un gabinete con acabado en madera que se integra a cualquier lobby.",
    widthCm: 150,
    heightCm: 200,
  },
  {
    category: "smart",
    type: "double-led",
    label: "Máquina inteligente doble con pantalla LED",
    description: "Dos puertas bajo una pantalla LED brillante para promociones y menús.",
    widthCm: 150,
    heightCm: 215,
  },
  {
    category: "micromarket",
    type: "drink-cooler",
    label: "Refrigerador de bebidas",
    description: "Refrigerador de libre acceso con puerta de vidrio para las bebidas del micromercado.",
    widthCm: 76,
    heightCm: 200,
  },
  {
    category: "micromarket",
    type: "fresh-food",
    label: "Refrigerador de comida fresca",
    description: "Ensaladas, sándwiches y fruta, fríos y a la vista.",
    widthCm: 76,
    heightCm: 200,
  },
  {
    category: "micromarket",
    type: "freezer",
    label: "Congelador",
    description: "Helados y comidas congeladas detrás de una puerta de vidrio.",
    widthCm: 76,
    heightCm: 200,
  },
  {
    category: "micromarket",
    type: "snack-shelving",
    label: "Estantería de snacks",
    description: "Estantería abierta para papitas, barras y dulces.",
    widthCm: 120,
    heightCm: 165,
  },
  {
    category: "micromarket",
    type: "checkout-shelving",
    label: "Quiosco de pago y estantería",
    description: "Quiosco de autopago con estantería de compras de impulso: escanee, pague y listo.",
    widthCm: 95,
    heightCm: 170,
  },
];

export const CATEGORY_LABELS_ES: Record<MachineCategory, string> = {
  vending: "Máquinas expendedoras clásicas",
  smart: "Máquinas inteligentes",
  micromarket: "Micromercado",
};
