import { sql, type Kysely } from "kysely";

/**
 * Health and jobs (issue 28, items 8-10; docs/decisions/070):
 * - `contact_requests_failing_notifications`: a partial index on the leads whose notification is
 *   failing (given up, or still retrying after an error), by spam flag, so the admin banner and
 *   /healthz find them with an index lookup instead of scanning every lead. The queries repeat this
 *   WHERE clause word for word (SQLite uses a partial index only for a query that contains it).
 * - `health_probes`: one row that /healthz's periodic check writes and commits, so a database that
 *   cannot be written (read-only file, full disk) is seen by the check.
 * - Lead notifications become one job per channel: every `leads.notify` job still queued, or left
 *   running by the process that stopped before the upgrade, becomes a `leads.email` job (same id,
 *   attempts and schedule) plus a `leads.webhook` copy; each job sends only to its channel, and
 *   only if the lead has not reached that channel yet, so nothing in flight is lost or sent twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index contact_requests_failing_notifications on contact_requests (is_spam, id)
    where notification_status = 'failed'
      or (notification_status = 'pending' and notification_error is not null)`.execute(db);

  await db.schema
    .createTable("health_probes")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("checked_at", "text", (c) => c.notNull())
    .execute();

  const now = new Date().toISOString();
  await sql`insert into jobs (type, payload, status, attempts, max_attempts, run_at, last_error, created_at, updated_at)
    select 'leads.webhook', payload, 'queued', attempts, max_attempts, run_at, last_error, created_at, ${now}
    from jobs where type = 'leads.notify' and status in ('queued', 'running')`.execute(db);
  await sql`update jobs set type = 'leads.email', status = 'queued', locked_at = null, locked_by = null,
    updated_at = ${now} where type = 'leads.notify' and status in ('queued', 'running')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // One combined job per lead again: the e-mail job keeps its row, a webhook job with no e-mail
  // job beside it becomes the lead's job, the other webhook jobs go (the combined job sends both).
  const pending = sql`status in ('queued', 'running')`;
  await sql`update jobs set type = 'leads.notify', status = 'queued', locked_at = null, locked_by = null
    where type = 'leads.email' and ${pending}`.execute(db);
  await sql`delete from jobs where type = 'leads.webhook' and ${pending}
    and payload in (select payload from jobs where type = 'leads.notify' and ${pending})`.execute(db);
  await sql`update jobs set type = 'leads.notify', status = 'queued', locked_at = null, locked_by = null
    where type = 'leads.webhook' and ${pending}`.execute(db);
  await db.schema.dropTable("health_probes").execute();
  await sql`drop index contact_requests_failing_notifications`.execute(db);
}
