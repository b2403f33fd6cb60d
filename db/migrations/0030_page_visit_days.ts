import { sql, type Kysely } from "kysely";

/**
 * First-party visit counts (docs/decisions/083-visits-and-phone-polish.md): how many times each
 * public page was viewed on each New York day, and with which UTM campaign ('' for none). Only
 * totals: no address, no user agent, no cookie, no referrer, no time finer than the day. The server
 * adds to a row every few seconds (app/server/visit-counter.server.ts); Insights sums them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table page_visit_days (
    day text not null,
    path text not null,
    campaign text not null default '',
    n integer not null default 0,
    primary key (day, path, campaign)
  ) without rowid`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("page_visit_days").execute();
}
