/**
 * A notification: product §4 shows at most one at a time, 5000 ms, swipe right to dismiss.
 * (Plain checks rather than a zod schema: this module is in every page's first load.)
 */
export type ToastVariant = "default" | "success" | "destructive";

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
}

export interface ToastInput {
  id?: string;
  title: string;
  description?: string;
  variant?: ToastVariant;
}

const VARIANTS: readonly ToastVariant[] = ["default", "success", "destructive"];

/** A complete toast from `input` (an id and the default variant filled in); null if it is not one. */
export function normalizeToast(input: unknown): Toast | null {
  if (!input || typeof input !== "object") return null;
  const { id, title, description, variant } = input as Record<string, unknown>;
  if (typeof title !== "string") return null;
  if (description !== undefined && typeof description !== "string") return null;
  if (variant !== undefined && !VARIANTS.includes(variant as ToastVariant)) return null;
  return {
    id: typeof id === "string" && id ? id : Math.random().toString(36).slice(2),
    title,
    ...(description !== undefined ? { description } : {}),
    variant: (variant as ToastVariant | undefined) ?? "default",
  };
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
