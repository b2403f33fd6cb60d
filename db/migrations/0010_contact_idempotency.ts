import type { Kysely } from "kysely";

/**
 * Leads: `Idempotency-Key` of POST /api/contact (and the key the no-JavaScript form derives from its
 * stamp and values). One row per key, written in the lead's own transaction: a client that retries
 * after a broken connection gets the lead it already created instead of a second one. The row goes
 * with its lead (a deleted lead frees its key).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("contact_idempotency_keys")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "integer", (c) => c.notNull().references("contact_requests.id").onDelete("cascade"))
    // SHA-256 of the request's values: the same key with other values is refused (422).
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("contact_idempotency_keys_lead").on("contact_idempotency_keys").column("lead_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("contact_idempotency_keys").execute();
}
