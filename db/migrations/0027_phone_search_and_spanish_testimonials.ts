import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { sql, type Kysely } from "kysely";

/**
 * A lead found by any spelling of its phone number, and testimonials in Spanish
 * (docs/decisions/080-phone-search-spanish-testimonials-and-sample-facts.md):
 * - `contact_requests.phone_e164`: the phone as E.164 ("+13055550199"), written by the app with
 *   libphonenumber-js (US unless the number starts with +), null when it is not a phone number.
 *   The search index's phone column now also holds its digits, so "+1 305 555 0199",
 *   "(305) 555-0199" and "305.555.0199" all find the same lead. Existing leads get theirs here
 *   and the (contentless) index is built again.
 * - `testimonials.quote_es`: the quote in Spanish ('' when there is none: the Spanish home shows
 *   the original, marked as such). The three samples of migration 0019 get a Spanish text.
 */
const PHONE_DIGITS = (col: string) =>
  `replace(replace(replace(replace(replace(replace(coalesce(${col}, ''), '-', ''), ' ', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

const ftsValues = (row: "new" | "c", withE164: boolean) =>
  `${row}.full_name, ${row}.email, coalesce(${row}.phone, '') || ' ' || ${PHONE_DIGITS(`${row}.phone`)}${
    withE164 ? ` || ' ' || ${PHONE_DIGITS(`${row}.phone_e164`)}` : ""
  }, coalesce(${row}.message, ''), coalesce(${row}.business_address, '')`;

const FTS_COLUMNS = "rowid, full_name, email, phone, message, business_address";

// The E.164 form as app/lib/phone.ts computes it when this migration was written (a migration
// never changes once landed, so it keeps its own copy rather than importing the app's).
function e164(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^[\d\s()+.-]+$/.test(trimmed) || (trimmed.match(/\d/g)?.length ?? 0) < 10) return null;
  const parsed = parsePhoneNumberFromString(trimmed, "US");
  return parsed?.isPossible() ? (parsed.number as string) : null;
}

const SAMPLE_QUOTES_ES: Array<[name: string, quote: string]> = [
  [
    "Danielle R.",
    "Nuestra máquina vieja se tragaba los billetes y estaba medio vacía. El nuevo micromercado es lo primero que comentan los clientes, y no he tenido que llamar a nadie por él ni una vez.",
  ],
  [
    "Marcus T.",
    "Los socios toman batidos de proteína y bebidas con electrolitos al salir, y la nevera siempre está llena. Se pagó sola en satisfacción de los socios el primer mes, sin costo para nosotros.",
  ],
  [
    "Elena V.",
    "A los residentes les encanta la nevera inteligente del salón del vestíbulo. La instalación tomó una mañana, el equipo combinó nuestros acabados y un lector de tarjetas atascado se arregló en menos de una hora.",
  ],
];

async function rebuildSearch(db: Kysely<any>, withE164: boolean) {
  for (const name of ["insert", "update"]) {
    await sql.raw(`drop trigger if exists contact_requests_fts_${name}`).execute(db);
  }
  await sql
    .raw(
      `create trigger contact_requests_fts_insert after insert on contact_requests begin
        insert into contact_requests_fts (${FTS_COLUMNS}) values (new.id, ${ftsValues("new", withE164)});
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger contact_requests_fts_update after update of full_name, email, phone, ${withE164 ? "phone_e164, " : ""}message, business_address on contact_requests begin
        delete from contact_requests_fts where rowid = old.id;
        insert into contact_requests_fts (${FTS_COLUMNS}) values (new.id, ${ftsValues("new", withE164)});
      end`,
    )
    .execute(db);
  await sql.raw(`insert into contact_requests_fts (contact_requests_fts) values ('delete-all')`).execute(db);
  await sql
    .raw(
      `insert into contact_requests_fts (${FTS_COLUMNS}) select c.id, ${ftsValues("c", withE164)} from contact_requests c`,
    )
    .execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("contact_requests").addColumn("phone_e164", "text").execute();
  const { rows } = await sql<{
    phone: string;
  }>`select distinct phone from contact_requests where phone is not null and phone <> ''`.execute(db);
  for (const { phone } of rows) {
    const value = e164(phone);
    if (value) await sql`update contact_requests set phone_e164 = ${value} where phone = ${phone}`.execute(db);
  }
  await rebuildSearch(db, true);

  await db.schema
    .alterTable("testimonials")
    .addColumn("quote_es", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  for (const [name, quote] of SAMPLE_QUOTES_ES) {
    await sql`update testimonials set quote_es = ${quote} where sample = 1 and name = ${name}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("testimonials").dropColumn("quote_es").execute();
  await rebuildSearch(db, false);
  await db.schema.alterTable("contact_requests").dropColumn("phone_e164").execute();
}
