import type { ReactNode } from "react";
import type { IconName } from "~/content/benefits";

/** Our own line icons (24×24, 1.6 px stroke, round joins): one consistent set for the whole site. */
const PATHS: Record<IconName, string> = {
  stock: "M4 7h16M4 12h16M4 17h16M7 4v16M17 4v16",
  wrench: "M14.5 5.5a4 4 0 0 0 4.9 4.9l-8.9 8.9a2.1 2.1 0 0 1-3-3l8.9-8.9a4 4 0 0 0-1.9-1.9z M14.5 5.5l2-2",
  leaf: "M5 19c0-8 5-13 14-14-1 9-6 14-14 14z M5 19l7-7",
  sliders: "M5 6h9M18 6h1M5 12h3M12 12h7M5 18h11M20 18h-1 M16 4v4M10 10v4M18 16v4",
  chip: "M7 7h10v10H7z M10 10h4v4h-4z M9 3v4M15 3v4M9 17v4M15 17v4M3 9h4M3 15h4M17 9h4M17 15h4",
  card: "M3 6.5h18v11H3z M3 10h18 M6.5 14.5h4",
  building: "M5 21V4h9v17 M14 9h5v12 M8 8h3M8 12h3M8 16h3 M3 21h18",
  dumbbell: "M3 10v4M6 8v8M18 8v8M21 10v4M6 12h12",
  hotel: "M3 20V8l9-5 9 5v12 M8 20v-6h8v6 M8 10h2M14 10h2",
  home: "M4 11l8-7 8 7v9H4z M10 20v-5h4v5",
  factory: "M3 20V10l5 3v-3l5 3v-3l5 3V5h3v15z M7 17h2M12 17h2",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2",
  shield: "M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z M9 12l2 2 4-4",
  sparkle:
    "M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z M19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z",
  sun: "M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  wave: "M2 9c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2 M2 15c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2",
  heart: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z",
  bolt: "M13 2L4 14h7l-1 8 9-12h-7z",
  users:
    "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z M2.5 20c.5-3.5 3.2-5.5 6.5-5.5s6 2 6.5 5.5 M16 4.5a3.5 3.5 0 0 1 0 6.5 M18 14.8c2 .7 3.2 2.5 3.5 5.2",
  coffee: "M4 9h12v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z M16 11h1.5a2.5 2.5 0 0 1 0 5H16 M8 3v3M12 3v3",
};

/**
 * The frame every line icon shares: decorative (hidden from assistive technology), no fill, the
 * stroke in the text's colour. `round` rounds the line ends ("cap") or the ends and corners ("both").
 */
function LineSvg({
  className,
  viewBox = "0 0 24 24",
  strokeWidth,
  round = "both",
  ariaHidden = true,
  children,
}: {
  className: string;
  viewBox?: string;
  strokeWidth: string;
  round?: "both" | "cap" | "none";
  /** False only where a wrapper is already aria-hidden (the FAQ's plus). */
  ariaHidden?: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden={ariaHidden ? "true" : undefined}
      viewBox={viewBox}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round === "none" ? undefined : "round"}
      strokeLinejoin={round === "both" ? "round" : undefined}
    >
      {children}
    </svg>
  );
}

export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  return <PathIcon d={PATHS[name]} className={className} />;
}

/** A line icon of the set from its path (e.g. the footer's social links). */
export function PathIcon({ d, className = "size-5" }: { d: string; className?: string }) {
  return (
    <LineSvg className={className} strokeWidth="1.6">
      <path d={d} />
    </LineSvg>
  );
}

export function PhoneIcon({ className = "size-5" }: { className?: string }) {
  return (
    <PathIcon
      className={className}
      d="M5 3h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 7.1 7.1l1.4-2.3L21 15.5V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z"
    />
  );
}

export function MailIcon({ className = "size-5" }: { className?: string }) {
  return <PathIcon className={className} d="M3 5h18v14H3z M3 6l9 7 9-7" />;
}

export function CheckIcon({ className = "size-5" }: { className?: string }) {
  return (
    <LineSvg className={className} strokeWidth="2">
      <path d="M5 12.5l4.5 4.5L19 7" />
    </LineSvg>
  );
}

export function ArrowIcon({
  className = "size-4",
  direction = "right",
}: {
  className?: string;
  direction?: "right" | "left";
}) {
  return (
    <LineSvg className={className} strokeWidth="2">
      <path d={direction === "right" ? "M5 12h14M13 6l6 6-6 6" : "M19 12H5M11 6l-6 6 6 6"} />
    </LineSvg>
  );
}

/** The cross of every close and dismiss button (dialogs, toasts, the prize game). */
export function CloseIcon({ className = "size-4" }: { className?: string }) {
  return (
    <LineSvg className={className} viewBox="0 0 16 16" strokeWidth="2" round="none">
      <path d="M4 4l8 8M12 4l-8 8" />
    </LineSvg>
  );
}

/** The FAQ's plus, turned into a cross by CSS while its item is open; its wrapper is aria-hidden. */
export function PlusIcon({ className = "size-3.5" }: { className?: string }) {
  return (
    <LineSvg className={className} viewBox="0 0 16 16" strokeWidth="2" round="cap" ariaHidden={false}>
      <path d="M8 3v10M3 8h10" />
    </LineSvg>
  );
}

/** The phone drawer's toggle: three bars while closed, a cross in the same line while open. */
export function MenuIcon({ open = false, className }: { open?: boolean; className: string }) {
  return (
    <LineSvg className={className} strokeWidth="1.8" round="cap">
      <path d={open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"} />
    </LineSvg>
  );
}
