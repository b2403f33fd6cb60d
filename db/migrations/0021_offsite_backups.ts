import { sql, type Kysely } from "kysely";

/**
 * A copy off the machine (issue 28 item 7; docs/decisions/069-offsite-copy.md):
 * - `offsite_settings`: the S3-compatible bucket each completed backup is uploaded to, in a single
 *   row (id = 1). The secret access key is stored sealed (AES-256-GCM, app/lib/secret-box.server.ts)
 *   under a key kept outside the database; the last "Test the connection" and its outcome.
 * - `offsite_copies`: one row per backup to copy: where it goes, its state (queued, uploading,
 *   retrying, succeeded, failed, skipped), the plain-words reason of the last failure, the job.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("offsite_settings")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("endpoint", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("region", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("bucket", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("prefix", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("path_style", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("access_key_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("secret_sealed", "text")
    .addColumn("keep", "integer", (c) => c.notNull().defaultTo(30))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .addColumn("last_test_at", "text")
    .addColumn("last_test_ok", "integer")
    .addColumn("last_test_detail", "text")
    .execute();

  await db.schema
    .createTable("offsite_copies")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("backup_folder", "text", (c) => c.notNull())
    .addColumn("folder_path", "text", (c) => c.notNull())
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("object_key", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("size_bytes", "integer")
    .addColumn("job_id", "integer")
    .addColumn("queued_at", "text", (c) => c.notNull())
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("offsite_copies").execute();
  await db.schema.dropTable("offsite_settings").execute();
}
