/**
 * Visits beside leads on the Insights tab (docs/decisions/083-visits-and-phone-polish.md):
 * visits (page views counted by the server, migration 0030), leads and leads per 100 visits for
 * each page family, city page and UTM campaign, and the funnel visits -> leads -> site visits
 * booked -> won. A Spanish page counts with its English twin. Leads are those created in the
 * period, spam left out, as everywhere on the tab.
 */
import { sql } from "kysely";
import type { DB } from "#db/index";
import { cityNames, type CitySlug } from "~/content/cities";
import { pageAlternates } from "~/lib/i18n";
import type { InsightsPeriod } from "~/models/insights.server";
import { visitsByCampaign, visitsByPage } from "~/models/page-visits.server";

export interface ConversionRow {
  key: string;
  label: string;
  visits: number;
  leads: number;
  /** Leads per 100 visits, one decimal; null without a visit. */
  rate: number | null;
}

export interface VisitInsights {
  families: ConversionRow[];
  cities: ConversionRow[];
  campaigns: ConversionRow[];
  funnel: { visits: number; leads: number; siteVisits: number; won: number };
  /** The first day with a counted visit (YYYY-MM-DD), or null: visits before it were not counted. */
  countingSince: string | null;
}

/** The page families, in the order the tab lists them. */
export const PAGE_FAMILIES = [
  { key: "home", label: "Home" },
  { key: "services", label: "Service pages" },
  { key: "cities", label: "City pages" },
  { key: "blog", label: "Blog" },
  { key: "contact", label: "Contact page" },
  { key: "prize", label: "Prize game" },
  { key: "visualization", label: "Space visualization" },
  { key: "other", label: "Other pages" },
] as const;
export type PageFamily = (typeof PAGE_FAMILIES)[number]["key"];

/** A page path as its English twin, without query, hash or trailing slash. */
function englishPath(path: string) {
  const clean =
    path
      .split(/[?#]/)[0]!
      .replace(/(.)\/+$/, "$1")
      .toLowerCase() || "/";
  if (clean === "/es" || clean.startsWith("/es/")) {
    const english = pageAlternates(clean)?.en;
    if (english) return english;
    const post = /^\/es\/blog\/([^/]+)$/.exec(clean);
    if (post) return `/blog/${post[1]}`;
  }
  return clean;
}

/** The family of a page path (either language) and, for a city page, its slug. */
export function pageFamily(path: string): { family: PageFamily; city: string | null } {
  const page = englishPath(path);
  const city = /^\/locations\/([a-z0-9-]+)$/.exec(page);
  if (city) return { family: "cities", city: city[1]! };
  if (page === "/") return { family: "home", city: null };
  if (["/classic-vending", "/smart-machines", "/micromarkets"].includes(page))
    return { family: "services", city: null };
  if (page === "/blog" || page.startsWith("/blog/")) return { family: "blog", city: null };
  if (page === "/contact") return { family: "contact", city: null };
  if (page === "/prize") return { family: "prize", city: null };
  if (page.startsWith("/space-visualization")) return { family: "visualization", city: null };
  return { family: "other", city: null };
}

export function leadsPer100(leads: number, visits: number) {
  return visits > 0 ? Math.round((leads / visits) * 1000) / 10 : null;
}

function row(key: string, label: string, visits = 0, leads = 0): ConversionRow {
  return { key, label, visits, leads, rate: leadsPer100(leads, visits) };
}

async function leadsBySource(database: DB, from: string, to: string) {
  const { rows } = await sql<{ value: string; n: number }>`select value, sum(n) as n from lead_day_counts
    where dimension = ${"source"} and day >= ${from} and day <= ${to}
    group by value having sum(n) > 0`.execute(database);
  return rows.map((r) => ({ path: r.value, n: Number(r.n) }));
}

async function leadsByCampaign(database: DB, from: string, to: string) {
  const { rows } = await sql<{ value: string; n: number }>`select value, sum(n) as n from lead_day_counts
    where dimension = ${"campaign"} and day >= ${from} and day <= ${to}
    group by value having sum(n) > 0`.execute(database);
  return rows.map((r) => ({ campaign: r.value, n: Number(r.n) }));
}

export async function visitInsights(database: DB, period: InsightsPeriod): Promise<VisitInsights> {
  const [pageVisits, campaignVisits, sourceLeads, campaignLeads] = [
    await visitsByPage(database, period.from, period.to),
    await visitsByCampaign(database, period.from, period.to),
    await leadsBySource(database, period.from, period.to),
    await leadsByCampaign(database, period.from, period.to),
  ];

  const families = new Map(PAGE_FAMILIES.map((f) => [f.key as string, row(f.key, f.label)]));
  const cities = new Map<string, ConversionRow>();
  const add = (path: string, visits: number, leads: number) => {
    const { family, city } = pageFamily(path);
    const f = families.get(family)!;
    f.visits += visits;
    f.leads += leads;
    if (city) {
      const c = cities.get(city) ?? row(city, cityNames[city as CitySlug] ?? city);
      c.visits += visits;
      c.leads += leads;
      cities.set(city, c);
    }
  };
  for (const v of pageVisits) add(v.path, v.n, 0);
  // A lead without a recorded page counts in no family (it is in the funnel's total).
  for (const l of sourceLeads) if (l.path) add(l.path, 0, l.n);

  const campaigns = new Map<string, ConversionRow>();
  for (const v of campaignVisits) {
    if (!v.campaign) continue;
    campaigns.set(v.campaign, row(v.campaign, v.campaign, v.n));
  }
  for (const l of campaignLeads) {
    if (!l.campaign) continue;
    const c = campaigns.get(l.campaign) ?? row(l.campaign, l.campaign);
    c.leads += l.n;
    campaigns.set(l.campaign, c);
  }
  const withRate = (r: ConversionRow) => ({ ...r, rate: leadsPer100(r.leads, r.visits) });
  const byVisits = (a: ConversionRow, b: ConversionRow) =>
    b.visits - a.visits || b.leads - a.leads || a.label.localeCompare(b.label);

  const funnel = (
    await sql<{ leads: number; site_visits: number; won: number }>`select count(*) as leads,
        coalesce(sum(c.status in ('site_visit', 'proposal_sent', 'won')
          or exists (select 1 from lead_status_changes s where s.lead_id = c.id and s.to_status = 'site_visit')), 0)
          as site_visits,
        coalesce(sum(c.status = 'won'), 0) as won
      from contact_requests c
      where c.is_spam = 0 and c.created_at >= ${period.fromIso} and c.created_at < ${period.toIso}`.execute(
      database,
    )
  ).rows[0]!;

  const first = await database
    .selectFrom("page_visit_days")
    .select((eb) => eb.fn.min("day").as("day"))
    .executeTakeFirst();

  return {
    countingSince: first?.day ?? null,
    families: [...families.values()].map(withRate),
    cities: [...cities.values()].map(withRate).sort(byVisits),
    campaigns: [...campaigns.values()].map(withRate).sort(byVisits),
    funnel: {
      visits: pageVisits.reduce((sum, v) => sum + v.n, 0),
      leads: Number(funnel.leads ?? 0),
      siteVisits: Number(funnel.site_visits ?? 0),
      won: Number(funnel.won ?? 0),
    },
  };
}
