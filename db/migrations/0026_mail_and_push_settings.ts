import { sql, type Kysely } from "kysely";

/**
 * Notifications set up in the admin (docs/decisions/079-notifications-in-the-admin.md):
 * - `mail_settings`: the outgoing mail server, one row (id = 1). The password is stored sealed
 *   (AES-256-GCM, app/lib/secret-box.server.ts) under a key kept outside the database.
 * - `push_keys`: the site's VAPID key pair for Web Push, one row (id = 1), made at first start;
 *   the private key sealed as above.
 * - `push_subscriptions`: one row per device that opted into alerts (its push endpoint and keys).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("mail_settings")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("preset", "text", (c) => c.notNull().defaultTo("custom"))
    .addColumn("host", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("port", "integer", (c) => c.notNull().defaultTo(587))
    .addColumn("security", "text", (c) => c.notNull().defaultTo("starttls"))
    .addColumn("username", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("password_sealed", "text")
    .addColumn("from_address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();

  await db.schema
    .createTable("push_keys")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("public_key", "text", (c) => c.notNull())
    .addColumn("private_sealed", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("push_subscriptions")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("endpoint", "text", (c) => c.notNull().unique())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_ok_at", "text")
    .addColumn("last_error", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("push_subscriptions").execute();
  await db.schema.dropTable("push_keys").execute();
  await db.schema.dropTable("mail_settings").execute();
}
