import { STAGES } from "~/models/visualization";
import { useWizardStrings } from "./copy";

/** Real progress of a generation job: done stages ticked, the current one announced. */
export function StageList({ stage, showEnhancing }: { stage: string | null; showEnhancing?: boolean }) {
  const t = useWizardStrings();
  const stages = STAGES.filter((s) => s.key !== "enhancing" || showEnhancing || stage === "enhancing");
  const current = Math.max(
    0,
    stages.findIndex((s) => s.key === (stage ?? "queued")),
  );
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span
          className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent motion-reduce:animate-none"
          aria-hidden="true"
        />
        <p className="font-semibold" role="status" aria-live="polite">
          {stages[current] ? t.stages[stages[current].key] : t.stageWorking}…
        </p>
      </div>
      <ol className="mt-5 grid gap-2 text-sm">
        {stages.map((s, i) => (
          <li
            key={s.key}
            className={`flex items-center gap-2 ${i < current ? "text-emerald-800" : i === current ? "font-semibold text-ink" : "text-stone-500"}`}
          >
            <span aria-hidden="true" className="inline-flex w-4 justify-center">
              {i < current ? "✓" : i === current ? "•" : "○"}
            </span>
            {t.stages[s.key]}
            <span className="sr-only">
              {i < current ? t.stageDone : i === current ? t.stageInProgress : t.stageToDo}
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-5 h-2 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-700 motion-reduce:transition-none"
          style={{ width: `${Math.round(((current + 0.5) / stages.length) * 100)}%` }}
        />
      </div>
    </div>
  );
}
