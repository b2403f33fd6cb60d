/**
 * Holds requests back until the test lets them through: a `page.route` handler awaits
 * `gate.passed` before `route.continue()`, and the test calls `gate.open()` once it has seen the
 * pending state ("Sending...", a loading text). Nothing depends on how long the request takes.
 */
export interface Gate {
  /** Resolves once the gate is opened. */
  passed: Promise<void>;
  open(): void;
}

export function gate(): Gate {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}
