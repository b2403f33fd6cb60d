import { sql, type Kysely } from "kysely";

/**
 * Uploaded photos of the public site (issue 16, part B; docs/decisions/050-site-photos.md):
 * - `placement`: "gallery" (the installation gallery, ordered by `position`) or the service page
 *   whose hero image it is ("classic-vending", "smart-machines", "micromarkets"; one each).
 * - `original_path`: the re-encoded upload (metadata stripped) relative to DATA_DIR; never served.
 * - `hash`: the content hash the generated files are named after (/media/photos/{hash}-{w}.{ext}).
 * - `status`: processing (the variants job has not finished), ready, failed (`error` says why);
 *   `widths`: JSON list of the widths generated.
 * - `visible`: 1 shown, 0 hidden (gallery photos only).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_photos")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("placement", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("visible", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("alt_en", "text", (c) => c.notNull())
    .addColumn("caption_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("alt_es", "text")
    .addColumn("caption_es", "text")
    .addColumn("original_path", "text", (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("widths", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("processing"))
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await sql`create index site_photos_placement on site_photos (placement, position)`.execute(db);
  await sql`create index site_photos_hash on site_photos (hash)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_photos").execute();
}
