import { sql, type Kysely } from "kysely";

/**
 * Two edges from the penetration test (issue 28, docs/decisions/072-otp-expiry-photo-visibility-idempotency-scope.md):
 * - `users.one_time_password_expires_at` (ISO-8601 UTC): when the one-time password of an admin
 *   who has not chosen their own yet stops working (24 h after it was issued); null once the
 *   admin's password is their own. Pending one-time passwords expire 24 h after they were set
 *   (`updated_at`, which changes only with the password).
 * - `contact_idempotency_keys` is keyed by (scope, key): `scope` is a hash of the client that sent
 *   the key, so another client using the same key gets its own lead instead of a 422. The table is
 *   rebuilt (SQLite cannot change a primary key); keys stored before have the empty scope, which
 *   no client has, so they no longer match anything.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("one_time_password_expires_at", "text").execute();
  await sql`update users
    set one_time_password_expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', updated_at, '+24 hours')
    where must_change_password = 1`.execute(db);

  await db.schema
    .createTable("contact_idempotency_keys_scoped")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("lead_id", "integer", (c) => c.notNull().references("contact_requests.id").onDelete("cascade"))
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("contact_idempotency_keys_scope_key", ["scope", "key"])
    .execute();
  await sql`insert into contact_idempotency_keys_scoped (scope, key, lead_id, fingerprint, created_at)
    select '', key, lead_id, fingerprint, created_at from contact_idempotency_keys`.execute(db);
  await db.schema.dropTable("contact_idempotency_keys").execute();
  await sql`alter table contact_idempotency_keys_scoped rename to contact_idempotency_keys`.execute(db);
  await db.schema
    .createIndex("contact_idempotency_keys_lead")
    .on("contact_idempotency_keys")
    .column("lead_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("contact_idempotency_keys_global")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "integer", (c) => c.notNull().references("contact_requests.id").onDelete("cascade"))
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // One row per key again: the earliest use of a key wins.
  await sql`insert or ignore into contact_idempotency_keys_global (key, lead_id, fingerprint, created_at)
    select key, lead_id, fingerprint, created_at from contact_idempotency_keys order by created_at`.execute(db);
  await db.schema.dropTable("contact_idempotency_keys").execute();
  await sql`alter table contact_idempotency_keys_global rename to contact_idempotency_keys`.execute(db);
  await db.schema
    .createIndex("contact_idempotency_keys_lead")
    .on("contact_idempotency_keys")
    .column("lead_id")
    .execute();
  await db.schema.alterTable("users").dropColumn("one_time_password_expires_at").execute();
}
