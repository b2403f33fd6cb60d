import { sql, type Kysely } from "kysely";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * Prize entries: one per person, compared by who they are rather than how they typed it.
 * - `email_key`: the lower-cased address; for gmail.com / googlemail.com the dots and the "+tag"
 *   of the local part are dropped and the domain is gmail.com (Gmail delivers all of them to one
 *   mailbox).
 * - `phone_e164`: the phone as an E.164 number (a national number is read as US; a leading 00 is
 *   the international prefix), null when it is not a valid number.
 * Both have unique indexes. Existing rows are backfilled; an older row that names the same person
 * as an earlier one keeps null (its entry stays, the earlier row carries the key). The rules are a
 * frozen copy of the model's (app/models/engagements.server.ts), as they stood for this migration.
 */
function emailKey(email: string) {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 1) return lower;
  const domain = lower.slice(at + 1);
  if (domain !== "gmail.com" && domain !== "googlemail.com") return lower;
  const local = lower.slice(0, at).split("+")[0]!.replace(/\./g, "");
  return local ? `${local}@gmail.com` : lower;
}

function phoneE164(phone: string) {
  const parsed = parsePhoneNumberFromString(phone.trim().replace(/^00/, "+"), "US");
  return parsed?.isValid() ? parsed.number : null;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("engagement_submissions").addColumn("email_key", "text").execute();
  await db.schema.alterTable("engagement_submissions").addColumn("phone_e164", "text").execute();

  const rows = await db.selectFrom("engagement_submissions").select(["id", "email", "phone"]).orderBy("id").execute();
  const emails = new Set<string>();
  const phones = new Set<string>();
  for (const row of rows as Array<{ id: number; email: string; phone: string }>) {
    let email: string | null = emailKey(row.email);
    let phone = phoneE164(row.phone);
    if (emails.has(email)) email = null;
    else emails.add(email);
    if (phone !== null && phones.has(phone)) phone = null;
    else if (phone !== null) phones.add(phone);
    await db.updateTable("engagement_submissions").set({ email_key: email, phone_e164: phone }).where("id", "=", row.id).execute();
  }

  await sql`create unique index engagement_submissions_email_key on engagement_submissions (email_key)`.execute(db);
  await sql`create unique index engagement_submissions_phone_e164 on engagement_submissions (phone_e164)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists engagement_submissions_phone_e164`.execute(db);
  await sql`drop index if exists engagement_submissions_email_key`.execute(db);
  await db.schema.alterTable("engagement_submissions").dropColumn("phone_e164").execute();
  await db.schema.alterTable("engagement_submissions").dropColumn("email_key").execute();
}
