import type { DB } from "#db/index";
import { nowIso } from "~/lib/db.server";
import { publicPagesChanged } from "~/lib/page-cache-events.server";
import {
  HOME_TESTIMONIALS,
  testimonialInputSchema,
  type PublicTestimonial,
  type TestimonialInput,
  type TestimonialValue,
} from "~/models/testimonial-schema";

/**
 * Testimonials (docs/decisions/053-testimonials-in-the-database.md). Rules:
 * - Order is `position` (1 = first); new ones go last; Move up/down swaps with the neighbour.
 * - Hidden ones are never read by public code; the home pages (/ and /es) show the first
 *   HOME_TESTIMONIALS visible ones, as written, through `homeTestimonials` alone; /es shows the
 *   Spanish text, or the original marked as such when there is none (docs/decisions/080).
 * - `sample` marks the stand-ins seeded by migration 0019. Editing any of a sample's text makes it
 *   the owner's own words and clears the flag; saving it unchanged does not.
 * - Every write announces the home pages to the page cache.
 */

export { testimonialInputSchema, type TestimonialInput };

/** The public pages that show testimonials. */
const HOME_PATHS = ["/", "/es", "/es/"] as const;
function announce() {
  publicPagesChanged(HOME_PATHS);
}

export interface AdminTestimonial extends PublicTestimonial {
  position: number;
  hidden: boolean;
  updatedAt: string;
}

type Row = {
  id: number;
  name: string;
  role: string;
  company: string;
  quote: string;
  quote_es: string;
  position: number;
  hidden: number;
  sample: number;
  updated_at: string;
};
function toAdmin(r: Row): AdminTestimonial {
  return {
    id: r.id,
    name: r.name,
    role: r.role,
    company: r.company,
    quote: r.quote,
    quoteEs: r.quote_es,
    position: r.position,
    hidden: r.hidden === 1,
    sample: r.sample === 1,
    updatedAt: r.updated_at,
  };
}

const COLUMNS = [
  "id",
  "name",
  "role",
  "company",
  "quote",
  "quote_es",
  "position",
  "hidden",
  "sample",
  "updated_at",
] as const;

/** Every testimonial, in home page order (the admin tab). */
export async function listTestimonials(database: DB): Promise<AdminTestimonial[]> {
  const rows = await database
    .selectFrom("testimonials")
    .select(COLUMNS)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map(toAdmin);
}

export async function findTestimonial(database: DB, id: number) {
  const row = await database
    .selectFrom("testimonials")
    .select(COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toAdmin(row) : null;
}

/** The one accessor of the public home pages: the first three visible testimonials, in order. */
export async function homeTestimonials(database: DB): Promise<PublicTestimonial[]> {
  const rows = await database
    .selectFrom("testimonials")
    .select(["id", "name", "role", "company", "quote", "quote_es", "sample"])
    .where("hidden", "=", 0)
    .orderBy("position")
    .orderBy("id")
    .limit(HOME_TESTIMONIALS)
    .execute();
  return rows.map(({ quote_es, ...r }) => ({ ...r, quoteEs: quote_es, sample: r.sample === 1 }));
}

/** How many sample testimonials still show on the site (the first-run checklist's item). */
export async function sampleTestimonialsRemaining(database: DB): Promise<number> {
  const row = await database
    .selectFrom("testimonials")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("sample", "=", 1)
    .where("hidden", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The table's columns for a validated input. */
function columnsOf({ quoteEs, ...value }: TestimonialValue) {
  return { ...value, quote_es: quoteEs };
}

export async function createTestimonial(database: DB, input: TestimonialInput) {
  const value = columnsOf(testimonialInputSchema.parse(input));
  const now = nowIso();
  const created = await database.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("testimonials")
      .select((eb) => eb.fn.max("position").as("max"))
      .executeTakeFirst();
    return trx
      .insertInto("testimonials")
      .values({ ...value, position: Number(last?.max ?? 0) + 1, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
  });
  announce();
  return created.id;
}

/** Saves the text; a sample whose text changes stops being a sample. False when it is gone. */
export async function updateTestimonial(database: DB, id: number, input: TestimonialInput) {
  const value = testimonialInputSchema.parse(input);
  const current = await findTestimonial(database, id);
  if (!current) return false;
  const changed = (["name", "role", "company", "quote", "quoteEs"] as const).some(
    (k) => current[k] !== value[k],
  );
  if (!changed) return true;
  await database
    .updateTable("testimonials")
    .set({ ...columnsOf(value), sample: 0, updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
  announce();
  return true;
}

/** Shows or hides one. False when it is gone. */
export async function setTestimonialHidden(database: DB, id: number, hidden: boolean) {
  const result = await database
    .updateTable("testimonials")
    .set({ hidden: hidden ? 1 : 0, updated_at: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  announce();
  return true;
}

/**
 * Moves one a place up or down (swapping positions with its neighbour). Returns false when it is
 * gone, true otherwise (already first or last is not an error: nothing changes).
 */
export async function moveTestimonial(database: DB, id: number, direction: "up" | "down") {
  const moved = await database.transaction().execute(async (trx) => {
    const all = await trx
      .selectFrom("testimonials")
      .select(["id", "position"])
      .orderBy("position")
      .orderBy("id")
      .execute();
    const index = all.findIndex((t) => t.id === id);
    if (index === -1) return null;
    const other = all[direction === "up" ? index - 1 : index + 1];
    if (!other) return false;
    // Renumber the whole list in its new order: positions stay 1..n even after deletes and ties.
    const order = all.map((t) => t.id);
    order[index] = other.id;
    order[all.indexOf(other)] = id;
    for (const [i, rowId] of order.entries()) {
      if (all.find((t) => t.id === rowId)!.position !== i + 1)
        await trx
          .updateTable("testimonials")
          .set({ position: i + 1 })
          .where("id", "=", rowId)
          .execute();
    }
    return true;
  });
  if (moved === null) return false;
  if (moved) announce();
  return true;
}

/** Deletes one. False when it was already gone. */
export async function deleteTestimonial(database: DB, id: number) {
  const result = await database.deleteFrom("testimonials").where("id", "=", id).executeTakeFirst();
  if (result.numDeletedRows === 0n) return false;
  announce();
  return true;
}

/** A testimonial id from a form or URL, or null. */
export function parseTestimonialId(value: FormDataEntryValue | string | null | undefined) {
  const n = typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}
