import type { MouseEvent } from "react";
import { Link } from "react-router";
import {
  categoryLabels,
  machineCatalogue,
  MACHINE_CATEGORIES,
  MAX_MACHINES,
  machineByType,
  totalMachines,
  type MachineSelection,
  type MachineType,
} from "~/content/machines";
import { fill, useLang } from "~/lib/i18n";
import { useWizardStrings } from "./copy";

/**
 * Step 1: the catalogue of product §3 with a picture of each type. Every control is a link that
 * carries the new selection in the URL (works without JavaScript); with JavaScript the page
 * handles the click in place.
 */
export function MachinePicker({
  machines,
  addHref,
  removeHref,
  onAdd,
  onRemove,
}: {
  machines: readonly MachineSelection[];
  addHref: (type: MachineType) => string;
  removeHref: (type: MachineType) => string;
  onAdd?: (type: MachineType) => void;
  onRemove?: (type: MachineType) => void;
}) {
  const lang = useLang();
  const t = useWizardStrings();
  const catalogue = machineCatalogue(lang);
  const total = totalMachines(machines);
  const full = total >= MAX_MACHINES;
  const handle =
    (fn: ((type: MachineType) => void) | undefined, type: MachineType) => (event: MouseEvent) => {
      if (!fn) return;
      event.preventDefault();
      fn(type);
    };
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
      <div className="grid gap-10">
        {MACHINE_CATEGORIES.map((category) => (
          <section key={category} aria-labelledby={`cat-${category}`}>
            <h3 id={`cat-${category}`} className="text-lg font-semibold">
              {categoryLabels(lang)[category]}
            </h3>
            <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
              {catalogue
                .filter((m) => m.category === category)
                .map((m) => {
                  const selected = machines.find((s) => s.type === m.type);
                  return (
                    <li
                      key={m.type}
                      className={`flex flex-col rounded-2xl border bg-white p-4 shadow-sm ${selected ? "border-brand-600 ring-2 ring-brand-500/40" : "border-stone-200"}`}
                    >
                      <div className="flex h-40 items-end justify-center rounded-xl bg-gradient-to-b from-stone-100 to-stone-200 p-3">
                        <img
                          src={`/space-visualization/machines/${m.type}.svg`}
                          alt=""
                          width={Math.round((m.widthCm / m.heightCm) * 136)}
                          height={136}
                          loading="lazy"
                          decoding="async"
                          className="h-[136px] w-auto drop-shadow-md"
                        />
                      </div>
                      <p className="mt-3 font-semibold leading-snug">{m.label}</p>
                      <p className="mt-1 flex-1 text-sm text-stone-600">{m.description}</p>
                      <div className="mt-3 flex items-center justify-between gap-2">
                        {full ? (
                          <span className="text-xs text-stone-600">
                            {fill(t.limitReached, { max: MAX_MACHINES })}
                          </span>
                        ) : (
                          <Link
                            to={addHref(m.type)}
                            replace
                            preventScrollReset
                            onClick={handle(onAdd, m.type)}
                            className="inline-flex min-h-10 items-center rounded-full bg-night px-4 text-sm font-semibold text-white hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                            aria-label={fill(selected ? t.addAnotherLabel : t.addLabel, { label: m.label })}
                          >
                            {selected ? t.addAnother : t.add}
                          </Link>
                        )}
                        {selected ? (
                          <span
                            className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-bold text-brand-700"
                            aria-label={fill(t.selectedCount, { quantity: selected.quantity })}
                          >
                            × {selected.quantity}
                          </span>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
            </ul>
          </section>
        ))}
      </div>
      <aside
        aria-labelledby="selection-title"
        className="h-fit rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:sticky lg:top-28"
      >
        <h3 id="selection-title" className="font-semibold">
          {t.yourSelection} {total ? <span className="text-stone-600">({total})</span> : null}
        </h3>
        {machines.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">{t.noMachinesYet}</p>
        ) : (
          <ul className="mt-3 grid gap-2" aria-label={t.selectedMachines}>
            {machines.map((s) => (
              <li key={s.type} className="flex items-center justify-between gap-2 text-sm">
                <span>
                  <span className="font-semibold">{s.quantity} ×</span> {machineByType(s.type, lang)?.label}
                </span>
                <Link
                  to={removeHref(s.type)}
                  replace
                  preventScrollReset
                  onClick={handle(onRemove, s.type)}
                  className="rounded px-2 py-1 font-medium text-red-700 underline-offset-2 hover:underline"
                  aria-label={fill(t.removeLabel, { label: machineByType(s.type, lang)?.label ?? s.type })}
                >
                  {t.remove}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}
