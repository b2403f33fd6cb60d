import { useBusiness } from "~/lib/business-facts";
import { useUi } from "~/lib/i18n";

/** Our mark: a gold-framed machine door with a sunrise over the coast (drawn here, no artwork copied). */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={className}>
      <rect x="1" y="1" width="38" height="38" rx="10" fill="#0f1b2d" />
      <rect x="9" y="7" width="22" height="26" rx="3" fill="none" stroke="#d9b15c" strokeWidth="2" />
      <path d="M13 23a7 7 0 0 1 14 0" fill="none" stroke="#d9b15c" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M12 27.5c2.6-1.6 5.4-1.6 8 0s5.4 1.6 8 0"
        fill="none"
        stroke="#f8ecc8"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <circle cx="20" cy="13" r="1.6" fill="#d9b15c" />
    </svg>
  );
}

/**
 * The name and its subline. `header`: beside the navigation bar (1280 px and up) the subline gives
 * its room to the links; the Spanish one alone is 100 px wider than the name (decision 087).
 */
export function LogoText({ light = false, header = false }: { light?: boolean; header?: boolean }) {
  const ui = useUi().logo;
  const facts = useBusiness();
  return (
    <span className="flex flex-col leading-none">
      <span
        className={`font-display text-lg font-semibold tracking-tight ${light ? "text-white" : "text-night"}`}
      >
        {facts.name}
      </span>
      <span
        // Tighter below 390 px: the Spanish subline would push the menu button off a 360 px screen.
        className={`mt-1 text-[0.625rem] font-semibold tracking-[0.22em] uppercase max-[389px]:tracking-[0.06em] ${light ? "text-brand-200" : "text-brand-700"}${header ? " min-[1280px]:hidden" : ""}`}
      >
        {ui.subline}
      </span>
    </span>
  );
}
