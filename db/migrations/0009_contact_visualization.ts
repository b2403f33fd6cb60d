import type { Kysely } from "kysely";

/**
 * A consultation request sent from a finished space visualization ("Book Your Free Installation")
 * carries that visualization's public id, so the owner sees which mockup the prospect means.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("contact_requests").addColumn("visualization_id", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("contact_requests").dropColumn("visualization_id").execute();
}
