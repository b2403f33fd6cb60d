import { sql, type Kysely } from "kysely";

/**
 * Insights at any period in constant work (issue 15, decision record 031): per-day totals of the
 * leads (spam left out) by service interest, source page, UTM campaign and status, kept by
 * triggers on `contact_requests` in the same transaction as the change, so they can never drift
 * from the rows (an insert, a status change, "Not spam", a delete). A period then sums at most a
 * few dozen rows per day instead of counting every lead in it.
 *
 * `day` is the lead's New York calendar day (the business's days, as everywhere in the admin),
 * computed in SQL with the US daylight-saving rule in force since 2007: EDT (UTC-4) from the second
 * Sunday of March 07:00 UTC to the first Sunday of November 06:00 UTC, EST (UTC-5) otherwise.
 * tests/unit/insights-day-counts.test.ts checks it against `Intl` (America/New_York) at the edges.
 *
 * `won_at` on contact_requests: the time of the lead's latest change to Won, set by a trigger on
 * the audit trail (lead_status_changes), so the median days New -> Won reads one covering index
 * instead of searching the trail for every won lead.
 *
 * Indexes: `visualization_requests_created_at` (0001) is dropped, and `visualization_requests_created`
 * (0013) becomes (created_at, status, public_id), which serves every query the two served and
 * covers the visualization funnel; `contact_requests_visualization` gains `is_spam` so "booked"
 * reads the index alone.
 */
// A created_at SQLite cannot read as a time gives the day '' (in no period, as the CSV's range
// filter would also leave it out): a trigger must never make a lead's insert fail.
const nyDay = (column: string) =>
  `coalesce(date(${column}, case when ${column} >= date(substr(${column}, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07:00:00'
    and ${column} < date(substr(${column}, 1, 4) || '-11-01', 'weekday 0') || 'T06:00:00' then '-4 hours' else '-5 hours' end), '')`;

const DIMENSIONS: Array<[dimension: string, column: string]> = [
  ["service", "coalesce(service_interest, '')"],
  ["source", "coalesce(source_page, '')"],
  ["campaign", "coalesce(utm_campaign, '')"],
  ["status", "status"],
];

/** The four (dimension, day, value, delta) rows of one lead, as the row `row` (new or old). */
const rowsOf = (row: "new" | "old", delta: 1 | -1) =>
  DIMENSIONS.map(
    ([dimension, column]) =>
      `('${dimension}', ${nyDay(`${row}.created_at`)}, ${column.replace(/(service_interest|source_page|utm_campaign|status)/, `${row}.$1`)}, ${delta})`,
  ).join(",\n      ");

const upsert = (row: "new" | "old", delta: 1 | -1) =>
  `insert into lead_day_counts (dimension, day, value, n) values
      ${rowsOf(row, delta)}
    on conflict (dimension, day, value) do update set n = n + excluded.n;`;

const WATCHED = "is_spam, status, service_interest, source_page, utm_campaign, created_at";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table lead_day_counts (
    dimension text not null,
    day text not null,
    value text not null,
    n integer not null,
    primary key (dimension, day, value)
  ) without rowid`.execute(db);
  for (const [dimension, column] of DIMENSIONS) {
    await sql
      .raw(
        `insert into lead_day_counts (dimension, day, value, n)
         select '${dimension}', day, value, count(*) from (
           select ${nyDay("created_at")} as day, ${column} as value from contact_requests where is_spam = 0
         ) group by day, value`,
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
  await db.schema.alterTable("contact_requests").addColumn("won_at", "text").execute();
  await sql`update contact_requests set won_at = (select max(s.created_at) from lead_status_changes s
    where s.lead_id = contact_requests.id and s.to_status = 'won')
    where exists (select 1 from lead_status_changes s where s.lead_id = contact_requests.id and s.to_status = 'won')`.execute(
    db,
  );
  await sql`create trigger lead_won_at after insert on lead_status_changes when new.to_status = 'won' begin
    update contact_requests set won_at = max(coalesce(won_at, ''), new.created_at) where id = new.lead_id;
  end`.execute(db);
  await sql`create index contact_requests_won on contact_requests (created_at, won_at)
    where status = 'won' and is_spam = 0`.execute(db);
  await sql`drop index if exists visualization_requests_created_at`.execute(db);
  await sql`drop index if exists visualization_requests_created`.execute(db);
  await sql`create index visualization_requests_created on visualization_requests (created_at, status, public_id)`.execute(
    db,
  );
  await sql`drop index if exists contact_requests_visualization`.execute(db);
  await sql`create index contact_requests_visualization on contact_requests (visualization_id, is_spam)
    where visualization_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists contact_requests_visualization`.execute(db);
  await sql`create index contact_requests_visualization on contact_requests (visualization_id)
    where visualization_id is not null`.execute(db);
  await sql`drop index if exists visualization_requests_created`.execute(db);
  await sql`create index visualization_requests_created on visualization_requests (created_at, status)`.execute(db);
  await sql`create index visualization_requests_created_at on visualization_requests (created_at)`.execute(db);
  await sql`drop index if exists contact_requests_won`.execute(db);
  await sql`drop trigger if exists lead_won_at`.execute(db);
  await db.schema.alterTable("contact_requests").dropColumn("won_at").execute();
  for (const name of ["insert", "delete", "update_old", "update_new"]) {
    await sql.raw(`drop trigger if exists lead_day_counts_${name}`).execute(db);
  }
  await db.schema.dropTable("lead_day_counts").ifExists().execute();
}
