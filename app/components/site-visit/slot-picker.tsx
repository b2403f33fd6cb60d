import { Button } from "~/components/ui/button";

/** A day's free times as the server formatted them (business time, the page's language). */
export interface SlotGroup {
  day: string;
  label: string;
  slots: Array<{ value: string; label: string }>;
}

/**
 * The booking form of docs/decisions/082: radio buttons grouped by day (one fieldset each), posted
 * to the site-visit page's action. Works without JavaScript; the times are chips that wrap to the
 * width of a phone.
 */
export function SlotPicker({
  action,
  reference,
  groups,
  legend,
  submitLabel,
  error,
  selected,
}: {
  action: string;
  reference: string;
  groups: SlotGroup[];
  legend: string;
  submitLabel: string;
  error?: string;
  selected?: string;
}) {
  return (
    <form method="post" action={action} className="mt-6" aria-describedby={error ? "slot-error" : undefined}>
      <input type="hidden" name="ref" value={reference} />
      <input type="hidden" name="intent" value="book" />
      <p className="text-sm font-semibold text-stone-700">{legend}</p>
      {error ? (
        <p
          id="slot-error"
          role="alert"
          className="mt-3 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      ) : null}
      <div className="mt-4 grid gap-5">
        {groups.map((group) => (
          <fieldset key={group.day} className="min-w-0">
            <legend className="mb-2 font-semibold text-ink">{group.label}</legend>
            <div className="flex flex-wrap gap-2">
              {group.slots.map((slot) => (
                <label key={slot.value} className="relative cursor-pointer">
                  <input
                    type="radio"
                    name="slot"
                    value={slot.value}
                    required
                    defaultChecked={slot.value === selected}
                    className="peer absolute inset-0 opacity-0"
                  />
                  <span className="inline-block min-w-[5.5rem] rounded-lg border border-stone-300 bg-white px-3 py-2 text-center text-sm font-medium text-ink peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 motion-safe:transition-colors">
                    {slot.label}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
        {submitLabel}
      </Button>
    </form>
  );
}
