import "./vending-machine.css";

export type VendingMachineState = "idle" | "playing" | "done";

const PRODUCT_COLORS = [
  "#ef4444",
  "#f59e0b",
  "#10b981",
  "#3b82f6",
  "#a855f7",
  "#ec4899",
  "#f97316",
  "#14b8a6",
  "#eab308",
];

/**
 * The little vending machine the visitor drops a coin into. Decorative (aria-hidden): each step's
 * text says what happens. `state` drives the CSS: idle (coin waiting by the slot), playing (coin
 * drops, machine rattles, a product falls), done (product in the tray).
 */
export function VendingMachine({
  state,
  sign = "PRIZE",
  className = "",
}: {
  state: VendingMachineState;
  /** The word on the machine's sign, in the page's language. */
  sign?: string;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 160 200"
      aria-hidden="true"
      focusable="false"
      className={`vm ${className}`}
      data-state={state}
    >
      <g className="vm-body">
        <rect x="18" y="10" width="112" height="180" rx="10" fill="#0f1b2d" />
        <rect x="18" y="10" width="112" height="16" rx="8" fill="#b7862f" />
        <text
          x="74"
          y="22"
          textAnchor="middle"
          fontSize="9"
          fontWeight="700"
          fill="#0f1b2d"
          fontFamily="Georgia, serif"
        >
          {sign}
        </text>
        {/* The glass front with three shelves of products. */}
        <rect x="28" y="34" width="70" height="110" rx="4" fill="#e0f2fe" />
        {[0, 1, 2].map((row) => (
          <g key={row}>
            {[0, 1, 2].map((col) => (
              <rect
                key={col}
                x={33 + col * 22}
                y={42 + row * 34}
                width="16"
                height="22"
                rx="3"
                fill={PRODUCT_COLORS[row * 3 + col]}
                className={row === 1 && col === 1 ? "vm-prize-falling" : undefined}
              />
            ))}
            <rect x="30" y={66 + row * 34} width="66" height="3" fill="#94a3b8" />
            {[0, 1, 2].map((col) => (
              <circle
                key={col}
                className={row === 1 && col === 1 ? "vm-spiral" : undefined}
                cx={41 + col * 22}
                cy={67 + row * 34}
                r="3"
                fill="none"
                stroke="#475569"
                strokeWidth="1.2"
                strokeDasharray="3 2"
              />
            ))}
          </g>
        ))}
        {/* The control panel: light, coin slot, keypad. */}
        <rect x="104" y="34" width="18" height="110" rx="3" fill="#1e293b" />
        <circle className="vm-light" cx="113" cy="44" r="4" fill="#475569" />
        <rect x="109" y="60" width="8" height="18" rx="2" fill="#0b1220" stroke="#b7862f" strokeWidth="1.5" />
        {[0, 1, 2].map((r) => (
          <g key={r}>
            <rect x="107" y={88 + r * 10} width="5" height="6" rx="1" fill="#64748b" />
            <rect x="114" y={88 + r * 10} width="5" height="6" rx="1" fill="#64748b" />
          </g>
        ))}
        {/* The tray. */}
        <rect x="28" y="154" width="94" height="24" rx="4" fill="#1e293b" />
        <rect
          x="60"
          y="160"
          width="16"
          height="22"
          rx="3"
          fill={PRODUCT_COLORS[4]}
          className="vm-prize-dropped"
          transform="rotate(90 68 168)"
        />
        {/* Coin inside the machine: a glowing ring around the slot once it is in. */}
        <rect
          className="vm-coin-inserted"
          x="106.5"
          y="57.5"
          width="13"
          height="23"
          rx="3"
          fill="none"
          stroke="#fbbf24"
          strokeWidth="2"
        />
      </g>
      {/* The coin, waiting above the slot. */}
      <g className="vm-coin-waiting">
        <circle cx="140" cy="56" r="11" fill="#fbbf24" stroke="#b7862f" strokeWidth="2" />
        <text
          x="140"
          y="60"
          textAnchor="middle"
          fontSize="11"
          fontWeight="700"
          fill="#7a551b"
          fontFamily="Georgia, serif"
        >
          $
        </text>
      </g>
    </svg>
  );
}
