import type { DB } from "#db/index";
import { defaultBusinessFacts, type BusinessFacts } from "~/content/business";
import { nowIso } from "~/lib/db.server";
import { allPublicPagesChanged } from "~/lib/page-cache-events.server";
import { parseStoredFacts } from "./business-facts";

/**
 * The one accessor of the business facts (docs/decisions/047). Read once per database and kept in memory,
 * refreshed by a save, so pages never query per render. A save also drops every cached page
 * (the facts appear on all of them: header, footer, JSON-LD), in both languages.
 */
const cache = new WeakMap<DB, BusinessFacts>();

export async function businessFacts(database: DB): Promise<BusinessFacts> {
  const cached = cache.get(database);
  if (cached) return cached;
  const row = await database
    .selectFrom("business_facts")
    .select("data")
    .where("id", "=", 1)
    .executeTakeFirst();
  const facts = row ? parseStoredFacts(row.data) : defaultBusinessFacts;
  cache.set(database, facts);
  return facts;
}

/** Drops the facts read from `database` (a restore replaced its rows): the next read is fresh. */
export function forgetBusinessFacts(database: DB) {
  cache.delete(database);
}

/** When the facts were last saved in Settings, and by whom (null: never, the defaults show). */
export async function businessFactsSaved(database: DB) {
  const row = await database
    .selectFrom("business_facts")
    .select(["updated_at", "updated_by"])
    .where("id", "=", 1)
    .executeTakeFirst();
  return row ? { at: row.updated_at, by: row.updated_by } : null;
}

export async function saveBusinessFacts(database: DB, facts: BusinessFacts, username: string | null) {
  const data = JSON.stringify(facts);
  const at = nowIso();
  await database
    .insertInto("business_facts")
    .values({ id: 1, data, updated_at: at, updated_by: username })
    .onConflict((oc) => oc.column("id").doUpdateSet({ data, updated_at: at, updated_by: username }))
    .execute();
  cache.set(database, parseStoredFacts(data));
  allPublicPagesChanged();
}

/** Lead e-mail recipients: the Settings list when set, else LEAD_NOTIFY_TO. */
export function leadRecipientsFrom(facts: BusinessFacts, envRecipients: string | undefined) {
  return facts.leadRecipients.length ? facts.leadRecipients.join(", ") : envRecipients;
}
