import { Link } from "react-router";
import type { ChecklistItem } from "~/models/first-run-checklist.server";

/** The dashboard's first-run checklist (docs/decisions/049): shown until every item is done. */
export function FirstRunChecklist({ items }: { items: ChecklistItem[] }) {
  if (items.every((item) => item.done)) return null;
  const done = items.filter((item) => item.done).length;
  return (
    <section
      aria-labelledby="first-run-title"
      data-testid="first-run-checklist"
      className="mb-8 rounded-2xl border border-brand-100 bg-brand-50 p-6"
    >
      <h2 id="first-run-title" className="font-display text-xl font-semibold text-ink">
        Getting started: {done} of {items.length} done
      </h2>
      <ol className="mt-4 grid gap-3">
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-3" data-testid={`checklist-${item.id}`}>
            <span
              aria-hidden="true"
              className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border text-xs font-bold ${item.done ? "border-emerald-700 bg-emerald-700 text-white" : "border-stone-400 bg-white"}`}
            >
              {item.done ? "✓" : ""}
            </span>
            <div>
              <p className="font-semibold text-ink">
                {item.href && !item.done ? (
                  <Link to={item.href} className="underline underline-offset-2 hover:text-brand-700">
                    {item.label}
                  </Link>
                ) : (
                  item.label
                )}
                <span className="sr-only">{item.done ? " (done)" : " (to do)"}</span>
              </p>
              {item.done ? null : <p className="text-sm text-stone-700">{item.detail}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
