import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "success" | "warning" | "danger" | "info" | "gold";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-stone-100 text-stone-800 ring-stone-300",
  success: "bg-emerald-50 text-emerald-800 ring-emerald-300",
  warning: "bg-amber-50 text-amber-900 ring-amber-300",
  danger: "bg-red-50 text-red-800 ring-red-300",
  info: "bg-sky-50 text-sky-900 ring-sky-300",
  gold: "bg-brand-50 text-brand-700 ring-brand-100",
};

/** A small status label (Published/Draft, a service, a notification status). */
export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
