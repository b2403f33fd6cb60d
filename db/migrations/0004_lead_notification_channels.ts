import type { Kysely } from "kysely";

/**
 * Leads: one notification job delivers a lead to every configured channel (e-mail, webhook) and
 * records each channel's delivery here, so a retry after a partial failure (mail sent, webhook
 * down) resends only what is missing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("contact_requests").addColumn("email_notified_at", "text").execute();
  await db.schema.alterTable("contact_requests").addColumn("webhook_notified_at", "text").execute();
  await db.schema.alterTable("contact_requests").addColumn("notification_attempts", "integer", (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("contact_requests").dropColumn("notification_attempts").execute();
  await db.schema.alterTable("contact_requests").dropColumn("webhook_notified_at").execute();
  await db.schema.alterTable("contact_requests").dropColumn("email_notified_at").execute();
}
