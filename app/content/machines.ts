/**
 * The machine catalogue of product §3 (category: types), with the labels and short descriptions the
 * wizard shows. Sizes are real-world approximations in centimetres; the renderer uses them to
 * scale each machine against the others in a mockup. Pictures are drawn by
 * app/visualization/machine-art.server.ts and served at /space-visualization/machines/{type}.svg.
 */
import type { Lang } from "~/lib/i18n";
import { CATEGORY_LABELS_ES, MACHINE_CATALOGUE_ES } from "~/content/machines.es";

export const MACHINE_CATEGORIES = ["vending", "smart", "micromarket"] as const;
export type MachineCategory = (typeof MACHINE_CATEGORIES)[number];

export const MACHINE_TYPES = [
  "snack",
  "combo",
  "drink",
  "single-combo",
  "double-furniture",
  "double-led",
  "drink-cooler",
  "fresh-food",
  "freezer",
  "snack-shelving",
  "checkout-shelving",
] as const;
export type MachineType = (typeof MACHINE_TYPES)[number];

export interface MachineEntry {
  category: MachineCategory;
  type: MachineType;
  label: string;
  description: string;
  widthCm: number;
  heightCm: number;
}

export const MACHINE_CATALOGUE: readonly MachineEntry[] = [
  {
    category: "vending",
    type: "snack",
    label: "Snack Machine",
    description: "Spiral snack merchandiser with a card reader, for break rooms.",
    widthCm: 100,
    heightCm: 183,
  },
  {
    category: "vending",
    type: "combo",
    label: "Combo Machine",
    description: "Snacks and cold drinks in one cabinet, for small offices.",
    widthCm: 100,
    heightCm: 183,
  },
  {
    category: "vending",
    type: "drink",
    label: "Drink Machine",
    description: "Glass-front beverage machine with over 50 drink options, for busy areas.",
    widthCm: 100,
    heightCm: 183,
  },
  {
    category: "smart",
    type: "single-combo",
    label: "Single Smart Combo",
    description: "Tap, open the door, take what you want: AI charges for what was taken.",
    widthCm: 78,
    heightCm: 200,
  },
  {
    category: "smart",
    type: "double-furniture",
    label: "Double Smart (Furniture Aesthetic)",
    description: "Two glass doors in a wood-finish cabinet that blends into lobbies.",
    widthCm: 150,
    heightCm: 200,
  },
  {
    category: "smart",
    type: "double-led",
    label: "Double Smart With LED Screen",
    description: "Two doors under a bright LED screen for promotions and menus.",
    widthCm: 150,
    heightCm: 215,
  },
  {
    category: "micromarket",
    type: "drink-cooler",
    label: "Drink Cooler",
    description: "Open-access glass-door cooler for a micromarket's drinks.",
    widthCm: 76,
    heightCm: 200,
  },
  {
    category: "micromarket",
    type: "fresh-food",
    label: "Fresh Food Cooler",
    description: "Salads, sandwiches and fruit, kept cold and in sight.",
    widthCm: 76,
    heightCm: 200,
  },
  {
    category: "micromarket",
    type: "freezer",
    label: "Freezer",
    description: "Ice cream and frozen meals behind a glass door.",
    widthCm: 76,
    heightCm: 200,
  },
  {
    category: "micromarket",
    type: "snack-shelving",
    label: "Snack Shelving",
    description: "Open gondola shelving for chips, bars and candy.",
    widthCm: 120,
    heightCm: 165,
  },
  {
    category: "micromarket",
    type: "checkout-shelving",
    label: "Checkout Kiosk & Shelving",
    description: "Self-checkout kiosk with impulse shelving: scan, tap, go.",
    widthCm: 95,
    heightCm: 170,
  },
];

export const CATEGORY_LABELS: Record<MachineCategory, string> = {
  vending: "Classic Vending",
  smart: "Smart Machines",
  micromarket: "Micromarket",
};

/** The catalogue with the words of `lang` (the admin and the image pipeline use English). */
export function machineCatalogue(lang: Lang): readonly MachineEntry[] {
  return lang === "es" ? MACHINE_CATALOGUE_ES : MACHINE_CATALOGUE;
}

export function categoryLabels(lang: Lang): Record<MachineCategory, string> {
  return lang === "es" ? CATEGORY_LABELS_ES : CATEGORY_LABELS;
}

export function machineByType(type: string, lang: Lang = "en"): MachineEntry | undefined {
  return machineCatalogue(lang).find((m) => m.type === type);
}

export function isMachineType(type: string): type is MachineType {
  return (MACHINE_TYPES as readonly string[]).includes(type);
}

/** The most machines one mockup shows (the layout is designed and tested for 1 to 20). */
export const MAX_MACHINES = 20;

export interface MachineSelection {
  category: MachineCategory;
  type: MachineType;
  quantity: number;
}

/** `snack:2,combo:1` <-> selections: the wizard keeps its step-1 state in the URL this way. */
export function parseMachineParam(value: string | null | undefined): MachineSelection[] {
  const out: MachineSelection[] = [];
  for (const part of (value ?? "").split(",")) {
    const [type, qty] = part.split(":");
    const entry = type ? machineByType(type.trim()) : undefined;
    if (!entry || out.some((m) => m.type === entry.type)) continue;
    const quantity = Math.max(1, Math.min(MAX_MACHINES, Number.parseInt(qty ?? "1", 10) || 1));
    out.push({ category: entry.category, type: entry.type, quantity });
  }
  return clampTotal(out);
}

export function machineParam(selections: readonly MachineSelection[]): string {
  return selections.map((m) => `${m.type}:${m.quantity}`).join(",");
}

export function totalMachines(selections: readonly MachineSelection[]) {
  return selections.reduce((sum, m) => sum + m.quantity, 0);
}

/** Choosing an already selected type adds 1 (product §4), up to MAX_MACHINES in all. */
export function addMachine(selections: readonly MachineSelection[], type: MachineType): MachineSelection[] {
  const entry = machineByType(type)!;
  if (totalMachines(selections) >= MAX_MACHINES) return [...selections];
  const existing = selections.find((m) => m.type === type);
  if (existing) return selections.map((m) => (m.type === type ? { ...m, quantity: m.quantity + 1 } : m));
  return [...selections, { category: entry.category, type, quantity: 1 }];
}

export function removeMachine(
  selections: readonly MachineSelection[],
  type: MachineType,
): MachineSelection[] {
  return selections.filter((m) => m.type !== type);
}

function clampTotal(selections: MachineSelection[]) {
  let left = MAX_MACHINES;
  const out: MachineSelection[] = [];
  for (const m of selections) {
    if (left <= 0) break;
    const quantity = Math.min(m.quantity, left);
    left -= quantity;
    out.push({ ...m, quantity });
  }
  return out;
}

export function describeMachines(selections: readonly MachineSelection[], lang: Lang = "en") {
  return selections.map((m) => `${m.quantity} × ${machineByType(m.type, lang)?.label ?? m.type}`).join(", ");
}
