import { sql, type Kysely } from "kysely";

/**
 * The language of the page a prize entry or a visualization request came from (issue 18,
 * decision 046): "en" or "es". Rows from before the Spanish tools existed came from English pages,
 * so the default 'en' is also their true value. The admin shows "es" as a "Spanish-speaking lead".
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["engagement_submissions", "visualization_requests"]) {
    await db.schema
      .alterTable(table)
      .addColumn("lang", "text", (col) =>
        col
          .notNull()
          .defaultTo("en")
          .check(sql`lang in ('en', 'es')`),
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["engagement_submissions", "visualization_requests"]) {
    await db.schema.alterTable(table).dropColumn("lang").execute();
  }
}
