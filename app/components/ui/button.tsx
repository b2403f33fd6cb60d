import type { ComponentProps } from "react";
import { Link } from "react-router";

/**
 * Buttons and button-looking links. One look for the whole site: pill shaped, a visible focus ring,
 * 44 px tall by default (a comfortable touch target on phones).
 */
export type ButtonVariant = "primary" | "gold" | "outline" | "ghost" | "destructive" | "light";
export type ButtonSize = "sm" | "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-night text-white hover:bg-stone-800",
  gold: "bg-brand-500 text-night hover:bg-brand-100",
  outline: "border border-stone-300 bg-white text-ink hover:bg-stone-100",
  ghost: "text-ink hover:bg-stone-100",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  light: "bg-white text-night hover:bg-brand-50",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-9 px-4 py-1.5 text-sm",
  md: "min-h-11 px-5 py-2.5 text-sm",
  lg: "min-h-12 px-7 py-3 text-base",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = "") {
  return `inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}

type Styling = { variant?: ButtonVariant; size?: ButtonSize };

export function Button({
  variant,
  size,
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & Styling) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

export function ButtonLink({
  variant,
  size,
  className = "",
  ...props
}: ComponentProps<typeof Link> & Styling) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
