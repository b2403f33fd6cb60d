import { sql, type Kysely } from "kysely";

// Landed migrations are never edited: add a new file instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("username", "text", (c) => c.notNull().unique().modifyEnd(sql`collate nocase`))
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("user_agent", "text")
    .addColumn("ip", "text")
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();
  await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();

  await db.schema
    .createTable("contact_requests")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("service_interest", "text")
    .addColumn("business_address", "text")
    .addColumn("employee_count", "text")
    .addColumn("message", "text")
    .addColumn("source_page", "text")
    .addColumn("referrer", "text")
    .addColumn("utm", "text")
    .addColumn("is_spam", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("spam_reason", "text")
    .addColumn("notification_status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("notification_error", "text")
    .addColumn("notified_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("contact_requests_created_at").on("contact_requests").columns(["created_at", "id"]).execute();

  await db.schema
    .createTable("blog_posts")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("excerpt", "text")
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("published_at", "text")
    .execute();
  await db.schema.createIndex("blog_posts_published_updated").on("blog_posts").columns(["published", "updated_at"]).execute();

  await db.schema
    .createTable("blog_slug_redirects")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("post_id", "integer", (c) => c.notNull().references("blog_posts.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("engagement_submissions")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_normalized", "text", (c) => c.notNull().unique())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("phone_normalized", "text", (c) => c.notNull().unique())
    .addColumn("prize_amount", "integer", (c) => c.notNull().check(sql`prize_amount in (100, 1000)`))
    .addColumn("token_id", "text", (c) => c.unique())
    .addColumn("ip", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("engagement_submissions_created_at").on("engagement_submissions").column("created_at").execute();

  await db.schema
    .createTable("visualization_requests")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("public_id", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("stage", "text")
    .addColumn("machines", "text", (c) => c.notNull())
    .addColumn("website_url", "text")
    .addColumn("logo_path", "text")
    .addColumn("space_photo_path", "text")
    .addColumn("generated_image_path", "text")
    .addColumn("branding", "text")
    .addColumn("provider", "text")
    .addColumn("error", "text")
    .addColumn("ip", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .execute();
  await db.schema.createIndex("visualization_requests_created_at").on("visualization_requests").column("created_at").execute();

  await db.schema
    .createTable("jobs")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull())
    .addColumn("run_at", "text", (c) => c.notNull())
    .addColumn("locked_at", "text")
    .addColumn("locked_by", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .execute();
  await db.schema.createIndex("jobs_due").on("jobs").columns(["status", "run_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "jobs",
    "visualization_requests",
    "engagement_submissions",
    "blog_slug_redirects",
    "blog_posts",
    "contact_requests",
    "sessions",
    "users",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
