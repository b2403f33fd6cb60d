import { sql, type Kysely } from "kysely";

/**
 * The New York day of a lead comes from the app's date code, not from a daylight-saving rule
 * written in SQL (docs/decisions/077-models-take-the-database-and-lead-days-from-the-app.md):
 * - `contact_requests.created_day` (YYYY-MM-DD, '' when created_at is not a time) is written by the
 *   app with `leadDay` (app/lib/dates.ts, `Intl` in America/New_York) together with created_at.
 * - The four triggers of migration 0016 that kept `lead_day_counts` (the Insights totals) are
 *   replaced by triggers with the same job that read `created_day` instead of computing the day.
 * - Existing leads get their day here, with `Intl` as the app does, and the totals are counted
 *   again from the rows, so they agree with the new column by construction.
 */
const DIMENSIONS: Array<[dimension: string, column: string]> = [
  ["service", "coalesce(service_interest, '')"],
  ["source", "coalesce(source_page, '')"],
  ["campaign", "coalesce(utm_campaign, '')"],
  ["status", "status"],
];
const OLD_TRIGGERS = ["insert", "delete", "update_old", "update_new"];

/** The four (dimension, day, value, delta) rows of one lead, as the row `row` (new or old). */
const rowsOf = (row: "new" | "old", delta: 1 | -1) =>
  DIMENSIONS.map(
    ([dimension, column]) =>
      `('${dimension}', coalesce(${row}.created_day, ''), ${column.replace(/(service_interest|source_page|utm_campaign|status)/, `${row}.$1`)}, ${delta})`,
  ).join(",\n      ");

const upsert = (row: "new" | "old", delta: 1 | -1) =>
  `insert into lead_day_counts (dimension, day, value, n) values
      ${rowsOf(row, delta)}
    on conflict (dimension, day, value) do update set n = n + excluded.n;`;

const WATCHED = "is_spam, status, service_interest, source_page, utm_campaign, created_day";

// The New York day as app/lib/dates.ts computes it when this migration was written (a migration
// never changes once landed, so it keeps its own copy rather than importing the app's).
const nyDayFormat = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "America/New_York",
});
function nyDay(createdAt: string) {
  const date = createdAt ? new Date(createdAt) : null;
  return date && !Number.isNaN(date.getTime()) ? nyDayFormat.format(date) : "";
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const name of OLD_TRIGGERS) await sql.raw(`drop trigger if exists lead_day_counts_${name}`).execute(db);
  await db.schema.alterTable("contact_requests").addColumn("created_day", "text").execute();

  // Backfill: one update per distinct created_at (leads made in the same millisecond share it).
  const { rows } = await sql<{
    created_at: string;
  }>`select distinct created_at from contact_requests`.execute(db);
  await sql`create temp table lead_days (created_at text primary key, day text not null)`.execute(db);
  for (let i = 0; i < rows.length; i += 400) {
    const batch = rows.slice(i, i + 400).map((r) => sql`(${r.created_at}, ${nyDay(r.created_at)})`);
    await sql`insert into lead_days (created_at, day) values ${sql.join(batch)}`.execute(db);
  }
  await sql`update contact_requests set created_day = (select day from lead_days d
    where d.created_at = contact_requests.created_at)`.execute(db);
  await sql`drop table lead_days`.execute(db);

  await sql`delete from lead_day_counts`.execute(db);
  for (const [dimension, column] of DIMENSIONS) {
    await sql
      .raw(
        `insert into lead_day_counts (dimension, day, value, n)
         select '${dimension}', coalesce(created_day, ''), ${column}, count(*) from contact_requests
         where is_spam = 0 group by 2, 3`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create trigger lead_day_counts_insert after insert on contact_requests when new.is_spam = 0 begin
    ${upsert("new", 1)}
  end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger lead_day_counts_delete after delete on contact_requests when old.is_spam = 0 begin
    ${upsert("old", -1)}
  end`,
    )
    .execute(db);
  // An update takes the old row out and puts the new one in (each only when it is not spam).
  await sql
    .raw(
      `create trigger lead_day_counts_update_old after update of ${WATCHED} on contact_requests when old.is_spam = 0 begin
    ${upsert("old", -1)}
  end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger lead_day_counts_update_new after update of ${WATCHED} on contact_requests when new.is_spam = 0 begin
    ${upsert("new", 1)}
  end`,
    )
    .execute(db);
}

export async function down(): Promise<void> {
  // Going back would need the SQL day rule this migration removes: restore the backup taken before
  // the upgrade instead (docs/operations.md).
  throw new Error("migration 0025 cannot be undone: restore a backup taken before it (docs/operations.md)");
}
