/**
 * First-party visit totals (docs/decisions/083-visits-and-phone-polish.md): views of public
 * pages per New York day, page and UTM campaign (migration 0030). The server counts in memory and
 * adds its counts here every few seconds (app/server/visit-counter.server.ts); Insights sums them
 * over a period. Nothing about the visitor is stored.
 */
import { sql } from "kysely";
import type { DB } from "#db/index";

export interface VisitCount {
  day: string;
  path: string;
  campaign: string;
  n: number;
}

/** Adds counts to the day totals, in one transaction. */
export async function addPageVisits(database: DB, counts: readonly VisitCount[]) {
  if (!counts.length) return;
  await database.transaction().execute(async (trx) => {
    for (let i = 0; i < counts.length; i += 200) {
      await trx
        .insertInto("page_visit_days")
        .values(counts.slice(i, i + 200).map(({ day, path, campaign, n }) => ({ day, path, campaign, n })))
        .onConflict((oc) =>
          oc.columns(["day", "path", "campaign"]).doUpdateSet({ n: sql<number>`n + excluded.n` }),
        )
        .execute();
    }
  });
}

/** Views per page over New York days `from`..`to` (inclusive). */
export async function visitsByPage(database: DB, from: string, to: string) {
  const rows = await database
    .selectFrom("page_visit_days")
    .select(["path", sql<number>`sum(n)`.as("n")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy("path")
    .execute();
  return rows.map((r) => ({ path: r.path, n: Number(r.n) }));
}

/** Views per UTM campaign ('' for none) over New York days `from`..`to` (inclusive). */
export async function visitsByCampaign(database: DB, from: string, to: string) {
  const rows = await database
    .selectFrom("page_visit_days")
    .select(["campaign", sql<number>`sum(n)`.as("n")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy("campaign")
    .execute();
  return rows.map((r) => ({ campaign: r.campaign, n: Number(r.n) }));
}
