import Database from "better-sqlite3";
import path from "node:path";

/** Reads leads straight from a test server's SQLite file (read-only, alongside the running server). */
export interface LeadRow {
  id: number;
  full_name: string;
  email: string;
  phone: string | null;
  service_interest: string | null;
  message: string | null;
  source_page: string | null;
  referrer: string | null;
  utm: string | null;
  is_spam: number;
  spam_reason: string | null;
  notification_status: string;
  notification_error: string | null;
  notified_at: string | null;
  /** 'en' or 'es' (migration 0014). */
  language: string;
}

export function leadsDb(dataDir = process.env.E2E_DATA_DIR!) {
  const open = () => new Database(path.join(dataDir, "app.sqlite"), { readonly: true, fileMustExist: true });
  const query = <T>(fn: (db: Database.Database) => T): T => {
    const db = open();
    try {
      db.pragma("busy_timeout = 5000");
      return fn(db);
    } finally {
      db.close();
    }
  };
  return {
    byEmail: (email: string) =>
      query(
        (db) =>
          db.prepare("select * from contact_requests where email = ? order by id").all(email) as LeadRow[],
      ),
    byId: (id: number) =>
      query((db) => db.prepare("select * from contact_requests where id = ?").get(id) as LeadRow | undefined),
    ids: () =>
      query((db) =>
        (db.prepare("select id from contact_requests").all() as { id: number }[]).map((r) => r.id),
      ),
    notifyJobsFor: (id: number) =>
      query(
        (db) =>
          db
            .prepare(
              "select * from jobs where type in ('leads.email', 'leads.webhook') and json_extract(payload, '$.leadId') = ?",
            )
            .all(id) as { status: string }[],
      ),
  };
}

let counter = 0;
/** A name and e-mail no other test uses (all specs share one server and database). */
export function uniqueLead(prefix: string) {
  const tag = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    fullName: `${prefix} ${tag}`,
    email: `${prefix.toLowerCase().replace(/\W+/g, "-")}-${tag}@example.com`,
  };
}
