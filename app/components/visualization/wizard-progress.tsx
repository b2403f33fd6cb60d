import { fill } from "~/lib/i18n";
import { useWizardStrings } from "./copy";

/** The step indicator: the real step (1/3, 2/3, 3/3), not the original's bar stuck at 66%. */
export function WizardProgress({ step }: { step: 1 | 2 | 3 }) {
  const t = useWizardStrings();
  const WIZARD_STEPS = t.steps;
  const percent = Math.round((step / WIZARD_STEPS.length) * 100);
  return (
    <div className="mt-8">
      <div className="flex items-center justify-between text-sm font-medium text-stone-700">
        <p>
          {fill(t.stepOf, { step, total: WIZARD_STEPS.length })}
          <span className="text-ink">{WIZARD_STEPS[step - 1]}</span>
        </p>
        <p aria-hidden="true">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={fill(t.stepOfValue, { step, total: WIZARD_STEPS.length })}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="mt-4 grid grid-cols-3 gap-2 text-center text-xs sm:text-sm">
        {WIZARD_STEPS.map((label, i) => {
          const n = i + 1;
          const state = n < step ? "done" : n === step ? "current" : "upcoming";
          return (
            <li
              key={label}
              aria-current={state === "current" ? "step" : undefined}
              className="flex flex-col items-center gap-1"
            >
              <span
                className={`flex size-8 items-center justify-center rounded-full text-sm font-bold ${
                  state === "done"
                    ? "bg-brand-600 text-white"
                    : state === "current"
                      ? "bg-night text-white"
                      : "bg-stone-200 text-stone-700"
                }`}
              >
                {state === "done" ? "✓" : n}
              </span>
              <span className={state === "upcoming" ? "text-stone-600" : "font-semibold text-ink"}>
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
