/**
 * The arithmetic of the admin's server-rendered charts (decision records 032 and 086): a linear scale
 * and "nice" axis ticks. No chart library: the charts are HTML and CSS written by React on the
 * server, readable without JavaScript.
 */

/** The step of `count`-ish ticks from 0 to at least `max`: 1, 2 or 5 times a power of ten (at least 1). */
export function niceStep(max: number, count = 4) {
  if (!(max > 0)) return 1;
  const raw = max / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return Math.max(1, step);
}

/** Ticks from 0 up to the first tick at or above `max` (whole numbers: charts count leads). */
export function niceTicks(max: number, count = 4): number[] {
  const step = niceStep(max, count);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let t = 0; t <= top + step / 2; t += step) ticks.push(Math.round(t));
  return ticks;
}

/** A linear map of [d0, d1] onto [r0, r1]; a zero-width domain maps everything to r0. */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  const span = d1 - d0;
  return (value: number) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** Evenly spaced bands (bar slots) over [r0, r1] with `padding` (0-1) of each band left empty. */
export function bandScale(count: number, [r0, r1]: readonly [number, number], padding = 0.2) {
  const step = count > 0 ? (r1 - r0) / count : 0;
  const width = step * (1 - padding);
  return { step, width, start: (i: number) => r0 + i * step + (step - width) / 2 };
}

/** Stacks values bottom-up: for each segment its [from, to] in data units. */
export function stack(values: readonly number[]): Array<[number, number]> {
  let sum = 0;
  return values.map((v) => {
    const from = sum;
    sum += v;
    return [from, sum];
  });
}
