import { sql, type Kysely } from "kysely";

/**
 * Self-serve site visits and the instant reply (docs/decisions/082-thank-you-site-visits-instant-reply.md):
 * - `site_visit_settings`: one row (id 1), the owner's weekly availability, visit length, buffer,
 *   minimum notice and days off as JSON; absent: the defaults of app/models/site-visit-slots.ts.
 * - `site_visits`: a booked or cancelled visit of a lead. Two partial unique indexes decide, not a
 *   read-then-write: one booked visit per start time (`starts_at`, ISO-8601 UTC) and one booked
 *   visit per lead. `previous_status` is the lead's status before the booking, restored on cancel.
 * - `contact_requests.reply_sent_at`: when the instant reply reached the visitor.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_visit_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("site_visits")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("lead_id", "integer", (c) => c.notNull().references("contact_requests.id").onDelete("cascade"))
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("booked"))
    .addColumn("previous_status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("cancel_reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("cancelled_at", "text")
    .addColumn("reminder_queued_at", "text")
    .execute();
  await sql`create unique index site_visits_one_per_slot on site_visits (starts_at) where status = 'booked'`.execute(db);
  await sql`create unique index site_visits_one_per_lead on site_visits (lead_id) where status = 'booked'`.execute(db);
  await db.schema.createIndex("site_visits_lead").on("site_visits").column("lead_id").execute();
  await db.schema.alterTable("contact_requests").addColumn("reply_sent_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("contact_requests").dropColumn("reply_sent_at").execute();
  await db.schema.dropTable("site_visits").execute();
  await db.schema.dropTable("site_visit_settings").execute();
}
