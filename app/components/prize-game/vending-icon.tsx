/** The floating launcher's little vending machine (decorative). */
export function VendingIcon({ className = "size-7" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="none">
      <rect
        x="4"
        y="2"
        width="16"
        height="20"
        rx="2"
        fill="currentColor"
        opacity="0.15"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <rect x="6.5" y="5" width="8" height="10" rx="1" stroke="currentColor" strokeWidth="1.4" />
      <path d="M6.5 8.3h8M6.5 11.6h8" stroke="currentColor" strokeWidth="1.2" />
      <rect x="16.3" y="6" width="1.6" height="4" rx="0.8" fill="currentColor" />
      <rect x="6.5" y="17.5" width="11" height="2.2" rx="1" fill="currentColor" />
    </svg>
  );
}
