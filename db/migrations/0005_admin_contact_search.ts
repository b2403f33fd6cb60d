import { sql, type Kysely } from "kysely";

/**
 * The admin's contact-request list at 100,000 leads:
 * - `contact_requests_fts`, an FTS5 index over full name, email, phone (as typed and digits only,
 *   so "5615551234" finds "(561) 555-1234"), message and business address. Contentless with
 *   delete support: it stores only the index, triggers keep it in step with the table.
 * - Indexes for the list's filters and sorts (spam flag first: the main list hides spam).
 */
const PHONE_DIGITS = (col: string) =>
  `replace(replace(replace(replace(replace(replace(coalesce(${col}, ''), '-', ''), ' ', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

const ftsValues = (row: "new" | "c") =>
  `${row}.full_name, ${row}.email, coalesce(${row}.phone, '') || ' ' || ${PHONE_DIGITS(`${row}.phone`)}, coalesce(${row}.message, ''), coalesce(${row}.business_address, '')`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create virtual table contact_requests_fts using fts5(
        full_name, email, phone, message, business_address,
        content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2'
      )`,
    )
    .execute(db);
  await sql.raw(`insert into contact_requests_fts (rowid, full_name, email, phone, message, business_address) select c.id, ${ftsValues("c")} from contact_requests c`).execute(db);
  await sql
    .raw(
      `create trigger contact_requests_fts_insert after insert on contact_requests begin
        insert into contact_requests_fts (rowid, full_name, email, phone, message, business_address) values (new.id, ${ftsValues("new")});
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger contact_requests_fts_delete after delete on contact_requests begin
        delete from contact_requests_fts where rowid = old.id;
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger contact_requests_fts_update after update of full_name, email, phone, message, business_address on contact_requests begin
        delete from contact_requests_fts where rowid = old.id;
        insert into contact_requests_fts (rowid, full_name, email, phone, message, business_address) values (new.id, ${ftsValues("new")});
      end`,
    )
    .execute(db);

  // Newest first (the default), by name and by service, each within "spam or not".
  await sql`create index contact_requests_spam_created on contact_requests (is_spam, created_at, id)`.execute(db);
  await sql`create index contact_requests_spam_name on contact_requests (is_spam, full_name collate nocase, id)`.execute(db);
  // Service A-Z with the newest first inside, and (read backwards) Z-A with the newest first inside.
  await sql`create index contact_requests_spam_service on contact_requests (is_spam, service_interest, created_at desc, id desc)`.execute(db);
  await sql`create index contact_requests_spam_service_rev on contact_requests (is_spam, service_interest, created_at, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ["contact_requests_spam_service_rev", "contact_requests_spam_service", "contact_requests_spam_name", "contact_requests_spam_created"]) {
    await sql.raw(`drop index if exists ${name}`).execute(db);
  }
  for (const name of ["contact_requests_fts_update", "contact_requests_fts_delete", "contact_requests_fts_insert"]) {
    await sql.raw(`drop trigger if exists ${name}`).execute(db);
  }
  await sql`drop table if exists contact_requests_fts`.execute(db);
}
