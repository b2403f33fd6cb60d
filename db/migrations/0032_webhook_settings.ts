import { sql, type Kysely } from "kysely";

/**
 * The lead webhook set up in the admin (docs/decisions/085-webhook-in-the-admin.md):
 * `webhook_settings`, one row (id = 1): the address leads are posted to and the signing secret,
 * stored sealed (AES-256-GCM, app/lib/secret-box.server.ts) under a key kept outside the database.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("webhook_settings")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("secret_sealed", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("webhook_settings").execute();
}
