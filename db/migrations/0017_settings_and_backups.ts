import { sql, type Kysely } from "kysely";

/**
 * Settings and backups (issue 16, part A; docs/decisions/047, 048):
 * - `business_facts`: the owner's business facts as one JSON document in a single row (id = 1).
 *   No row means "never saved": the site shows the defaults of app/content/business.ts.
 * - `notification_tests`: each "Send a test e-mail / webhook" from Settings and its outcome.
 * - `backups`: each backup (daily job or "Back up now"): when, where, how big, and how it ended.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("business_facts")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();

  await db.schema
    .createTable("notification_tests")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("ok", "integer", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await sql`create index notification_tests_channel on notification_tests (channel, id)`.execute(db);

  await db.schema
    .createTable("backups")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("trigger", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("folder", "text")
    .addColumn("size_bytes", "integer")
    .addColumn("error", "text")
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .execute();
  await sql`create index backups_status on backups (status, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("backups").execute();
  await db.schema.dropTable("notification_tests").execute();
  await db.schema.dropTable("business_facts").execute();
}
