import { sql, type Kysely } from "kysely";

/**
 * The lead pipeline (issue 15):
 * - `contact_requests` gains its pipeline state: `status` (new, contacted, site_visit,
 *   proposal_sent, won, lost; every existing lead starts as new), `lost_reason`, `follow_up_on`
 *   (a New York calendar day, YYYY-MM-DD), `utm_campaign` (copied out of the `utm` JSON so the
 *   Insights tab groups by it on an index) and `origin_engagement_id` (the prize entry a lead was
 *   made from; unique, so converting twice finds the first lead).
 * - `lead_status_changes`: the audit trail of status changes (who, when, from, to).
 * - `lead_notes`: append-only notes; an edit is a new row with `thread_id` = the first note's id.
 * - `prize_draws`: one row per coin drop (the prize game funnel: draws, then entries).
 * - Indexes for the status filter, the follow-up sort and counter, and the Insights aggregates.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("contact_requests")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .execute();
  await db.schema.alterTable("contact_requests").addColumn("lost_reason", "text").execute();
  await db.schema.alterTable("contact_requests").addColumn("follow_up_on", "text").execute();
  await db.schema.alterTable("contact_requests").addColumn("utm_campaign", "text").execute();
  // No foreign key: SQLite cannot drop a column that has one (down), and entries are never deleted.
  await db.schema.alterTable("contact_requests").addColumn("origin_engagement_id", "integer").execute();
  await sql`update contact_requests set utm_campaign = nullif(trim(json_extract(utm, '$.utm_campaign')), '')
    where utm is not null and json_valid(utm)`.execute(db);

  await db.schema
    .createTable("lead_status_changes")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("lead_id", "integer", (c) => c.notNull().references("contact_requests.id").onDelete("cascade"))
    .addColumn("from_status", "text")
    .addColumn("to_status", "text", (c) => c.notNull())
    .addColumn("lost_reason", "text")
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await sql`create index lead_status_changes_lead on lead_status_changes (lead_id, id)`.execute(db);
  await sql`create index lead_status_changes_to on lead_status_changes (lead_id, to_status, created_at)`.execute(db);

  await db.schema
    .createTable("lead_notes")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("lead_id", "integer", (c) => c.notNull().references("contact_requests.id").onDelete("cascade"))
    .addColumn("thread_id", "integer", (c) => c.references("lead_notes.id"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await sql`create index lead_notes_lead on lead_notes (lead_id, id)`.execute(db);

  await db.schema
    .createTable("prize_draws")
    .addColumn("token_id", "text", (c) => c.primaryKey())
    .addColumn("prize_amount", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await sql`create index prize_draws_created on prize_draws (created_at)`.execute(db);

  // The status filter (newest first within a status), the follow-up sort and its counter.
  await sql`create index contact_requests_spam_status on contact_requests (is_spam, status, created_at, id)`.execute(db);
  await sql`create index contact_requests_spam_follow_up on contact_requests (is_spam, follow_up_on, status, id)`.execute(db);
  // Insights: every aggregate of a period reads this covering index, never the table.
  await sql`create index contact_requests_insights on contact_requests (is_spam, created_at, service_interest, source_page, utm_campaign, status, visualization_id)`.execute(db);
  await sql`create unique index contact_requests_origin_engagement on contact_requests (origin_engagement_id) where origin_engagement_id is not null`.execute(db);
  await sql`create index contact_requests_visualization on contact_requests (visualization_id) where visualization_id is not null`.execute(db);
  await sql`create index visualization_requests_created on visualization_requests (created_at, status)`.execute(db);
  await sql`create index engagement_submissions_created on engagement_submissions (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    "engagement_submissions_created",
    "visualization_requests_created",
    "contact_requests_visualization",
    "contact_requests_origin_engagement",
    "contact_requests_insights",
    "contact_requests_spam_follow_up",
    "contact_requests_spam_status",
  ]) {
    await sql.raw(`drop index if exists ${name}`).execute(db);
  }
  await db.schema.dropTable("prize_draws").ifExists().execute();
  await db.schema.dropTable("lead_notes").ifExists().execute();
  await db.schema.dropTable("lead_status_changes").ifExists().execute();
  for (const column of ["origin_engagement_id", "utm_campaign", "follow_up_on", "lost_reason", "status"]) {
    await db.schema.alterTable("contact_requests").dropColumn(column).execute();
  }
}
