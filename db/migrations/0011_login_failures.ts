import type { Kysely } from "kysely";

/**
 * Failed sign-in attempts (and wrong current passwords in the change-password dialog), kept in
 * SQLite so a restart does not reset the sign-in throttle. One row per failure; rows older than
 * the throttle's window are deleted as new ones are written.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("login_failures")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("username", "text", (col) => col.notNull())
    .addColumn("ip", "text", (col) => col.notNull())
    .addColumn("at", "integer", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("login_failures_username_at").on("login_failures").columns(["username", "at"]).execute();
  await db.schema.createIndex("login_failures_ip_at").on("login_failures").columns(["ip", "at"]).execute();
  await db.schema.createIndex("login_failures_at").on("login_failures").column("at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_failures").execute();
}
