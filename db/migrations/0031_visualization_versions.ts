import type { Kysely } from "kysely";

/**
 * Every version of a space visualization (docs/decisions/084): the first render and each re-render
 * after the visitor moved the machines or the floor line. `adjustment` and `room` are JSON
 * (the placement offsets; the room found in the photo and the machines' outline, for the page's
 * drag controls). The chosen version is the one whose image the request's `generated_image_path`
 * points at, so the lead, the admin and the download all show it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("visualization_versions")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("request_id", "integer", (c) =>
      c.notNull().references("visualization_requests.id").onDelete("cascade"),
    )
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("image_path", "text", (c) => c.notNull())
    .addColumn("adjustment", "text", (c) => c.notNull())
    .addColumn("room", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("visualization_versions_request_number")
    .unique()
    .on("visualization_versions")
    .columns(["request_id", "number"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("visualization_versions").execute();
}
