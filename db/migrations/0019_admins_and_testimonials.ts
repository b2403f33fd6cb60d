import { sql, type Kysely } from "kysely";

/**
 * More than one admin, and testimonials from the database (issue 16, part C):
 * - `users` gains `last_sign_in_at` (ISO-8601 UTC, set at each sign-in) and
 *   `must_change_password` (1 for an admin created with a one-time password until they choose
 *   their own; docs/decisions/052-more-than-one-admin.md).
 * - `testimonials`: the home page's testimonials, in `position` order; `hidden` ones are never
 *   shown; `sample` marks the stand-ins below (docs/decisions/053-testimonials-in-the-database.md).
 *   Seeded with the three samples that were in app/content/testimonials.ts, copied here so this
 *   file never changes with the content.
 */
const SAMPLES = [
  {
    name: "Danielle R.",
    role: "Office Manager",
    company: "Boca Raton law firm",
    quote:
      "Our old machine ate dollar bills and sat half empty. The new micromarket is the first thing clients comment on, and I have not had to call anyone about it once.",
  },
  {
    name: "Marcus T.",
    role: "General Manager",
    company: "Fort Lauderdale fitness club",
    quote:
      "Members grab protein shakes and electrolyte drinks on the way out, and the cooler is always full. It paid for itself in member happiness in the first month, at zero cost to us.",
  },
  {
    name: "Elena V.",
    role: "Property Manager",
    company: "Miami Beach residential tower",
    quote:
      "Residents love the smart cooler in the lobby lounge. The install took one morning, the team matched our finishes, and a jammed card reader was fixed within the hour.",
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("last_sign_in_at", "text").execute();
  await db.schema
    .alterTable("users")
    .addColumn("must_change_password", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("testimonials")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("company", "text", (c) => c.notNull())
    .addColumn("quote", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sample", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await sql`create index testimonials_visible on testimonials (hidden, position, id)`.execute(db);

  const now = new Date().toISOString();
  await db
    .insertInto("testimonials")
    .values(
      SAMPLES.map((s, i) => ({ ...s, position: i + 1, hidden: 0, sample: 1, created_at: now, updated_at: now })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("testimonials").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("must_change_password").execute();
  await db.schema.alterTable("users").dropColumn("last_sign_in_at").execute();
}
