/**
 * product §2's slug rule: lowercased, non-alphanumerics removed, spaces turned into hyphens.
 *
 * Decisions on top of the rule (README "Decisions"): accented letters keep their base letter
 * ("Café" → "cafe") instead of disappearing; runs of spaces or hyphens become one hyphen and none
 * is left at either end; the result is cut at 80 characters on a word boundary; a title with no
 * letters or digits at all gets "post". Stored slugs are made unique by the blog model.
 */
export const MAX_SLUG_LENGTH = 80;

export function slugify(title: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (!base) return "post";
  if (base.length <= MAX_SLUG_LENGTH) return base;
  const cut = base.slice(0, MAX_SLUG_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, "");
}

/** `base`, or `base-2`, `base-3`… : the first candidate `isTaken` says is free. */
export async function firstFreeSlug(
  base: string,
  isTaken: (slug: string) => Promise<boolean> | boolean,
): Promise<string> {
  for (let n = 1; n < 10_000; n++) {
    const suffix = n === 1 ? "" : `-${n}`;
    const candidate = base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, "") + suffix;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error(`No free slug for "${base}"`);
}

/** True for a string that could be a stored slug (used to refuse odd URLs before a query). */
export function isSlugShaped(value: string) {
  return value.length > 0 && value.length <= MAX_SLUG_LENGTH + 8 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
