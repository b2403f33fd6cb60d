import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { leadDay } from "../../app/lib/dates";
import { phoneE164 } from "../../app/lib/phone";

/**
 * Writes contact requests straight into a test server's SQLite file (the server sees them on its
 * next query; WAL lets both write). Each call tags its leads with a unique word, so a spec can
 * search for its own rows on the shared e2e server without depending on anyone else's.
 */
export interface SeedLead {
  fullName: string;
  email?: string;
  phone?: string | null;
  serviceInterest?: string | null;
  businessAddress?: string | null;
  employeeCount?: string | null;
  message?: string | null;
  sourcePage?: string | null;
  referrer?: string | null;
  utm?: Record<string, string> | null;
  isSpam?: boolean;
  spamReason?: string | null;
  notificationStatus?: "pending" | "sent" | "failed" | "skipped";
  notificationError?: string | null;
  createdAt?: string;
}

export function uniqueTag(prefix = "zq") {
  // Letters only: a search word the FTS tokenizer keeps whole.
  const letters = randomBytes(6)
    .toString("hex")
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);
  return `${prefix}${letters}`;
}

export function seedLeads(dataDir: string, leads: SeedLead[]): number[] {
  const db = new Database(path.join(dataDir, "app.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    const insert = db.prepare(
      `insert into contact_requests (full_name, email, phone, phone_e164, service_interest, business_address, employee_count, message,
         source_page, referrer, utm, is_spam, spam_reason, notification_status, notification_error, created_at, created_day)
       values (@fullName, @email, @phone, @phoneE164, @serviceInterest, @businessAddress, @employeeCount, @message,
         @sourcePage, @referrer, @utm, @isSpam, @spamReason, @notificationStatus, @notificationError, @createdAt, @createdDay)`,
    );
    const ids: number[] = [];
    db.transaction(() => {
      for (const lead of leads) {
        const createdAt = lead.createdAt ?? new Date().toISOString();
        const result = insert.run({
          fullName: lead.fullName,
          email: lead.email ?? `${lead.fullName.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`,
          phone: lead.phone ?? null,
          // As the app writes it (migration 0027): the search finds any spelling of the number.
          phoneE164: phoneE164(lead.phone),
          serviceInterest: lead.serviceInterest ?? null,
          businessAddress: lead.businessAddress ?? null,
          employeeCount: lead.employeeCount ?? null,
          message: lead.message ?? null,
          sourcePage: lead.sourcePage ?? null,
          referrer: lead.referrer ?? null,
          utm: lead.utm ? JSON.stringify(lead.utm) : null,
          isSpam: lead.isSpam ? 1 : 0,
          spamReason: lead.spamReason ?? null,
          notificationStatus: lead.notificationStatus ?? "sent",
          notificationError: lead.notificationError ?? null,
          createdAt,
          createdDay: leadDay(createdAt),
        });
        ids.push(Number(result.lastInsertRowid));
      }
    })();
    return ids;
  } finally {
    db.close();
  }
}
