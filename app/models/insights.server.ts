/**
 * The Insights tab (docs/product.md, decision record 031): where leads come from and how they end,
 * for a period in the URL. Every figure is an aggregate computed by SQLite: sums over the per-day
 * totals of migration 0016 (each lead counted on the New York day the app wrote beside it,
 * migration 0025) and covering indexes (0013, 0016), never a walk over the leads in JavaScript,
 * so the tab stays fast at 100,000 leads
 * (`npm run bench -- --only insights`). Spam-held leads are left out, as in the Contact
 * Submissions list; a period counts the leads created in it, exactly the rows the list's CSV
 * export gives for the same `from`/`to`.
 */
import { sql } from "kysely";
import type { DB } from "#db/index";
import { cityNames, type CitySlug } from "~/content/cities";
import { pageAlternates } from "~/lib/i18n";
import { addDays, businessDay, businessDayStartIso, formatShortDay, mondayOf } from "~/lib/dates";
import { SERVICE_INTEREST_OPTIONS } from "~/models/contact";
import { isCalendarDay, LEAD_STATUSES, type LeadStatus } from "~/models/lead-status";

import { INSIGHT_PERIODS, type InsightPeriodKey } from "~/models/insights";

export { INSIGHT_PERIODS, type InsightPeriodKey };

/** The longest custom period (about ten years): bounds the work of one request. */
const MAX_CUSTOM_DAYS = 3700;

export interface InsightsPeriod {
  key: InsightPeriodKey;
  /** First and last New York calendar day of the period (inclusive), YYYY-MM-DD. */
  from: string;
  to: string;
  /** The same as UTC instants: created_at >= fromIso and < toIso. */
  fromIso: string;
  toIso: string;
  label: string;
  /** A custom period that could not be used (the page then shows the last 30 days and says why). */
  error: string | null;
  /** The custom fields as typed (kept when they are refused). */
  typed: { from: string; to: string };
}

function periodOf(
  key: InsightPeriodKey,
  from: string,
  to: string,
  error: string | null,
  typed = { from, to },
): InsightsPeriod {
  const label =
    key === "custom" && !error
      ? `${formatShortDay(from)}, ${from.slice(0, 4)} – ${formatShortDay(to)}, ${to.slice(0, 4)}`
      : INSIGHT_PERIODS.find((p) => p.value === key)!.label;
  return {
    key,
    from,
    to,
    fromIso: businessDayStartIso(from),
    toIso: businessDayStartIso(addDays(to, 1)),
    label,
    error,
    typed,
  };
}

/** `?period=30d|90d|12m|custom&from=&to=` (default: the last 30 days, today included). */
export function parseInsightsPeriod(url: URL | URLSearchParams, now: Date = new Date()): InsightsPeriod {
  const params = url instanceof URL ? url.searchParams : url;
  const today = businessDay(now);
  const preset = (
    key: Exclude<InsightPeriodKey, "custom">,
    error: string | null = null,
    typed?: { from: string; to: string },
  ) => {
    const days = INSIGHT_PERIODS.find((p) => p.value === key)!.days;
    const period = periodOf(key, addDays(today, -(days - 1)), today, error, typed);
    return error ? { ...period, key: "custom" as const } : period;
  };
  const key = params.get("period");
  if (key === "90d" || key === "12m" || key === "30d") return preset(key);
  if (key !== "custom") return preset("30d");
  const from = (params.get("from") ?? "").trim().slice(0, 10);
  const to = (params.get("to") ?? "").trim().slice(0, 10);
  const typed = { from, to };
  if (!isCalendarDay(from) || !isCalendarDay(to))
    return preset(
      "30d",
      "Enter both days of the custom period (YYYY-MM-DD). Showing the last 30 days.",
      typed,
    );
  if (from > to) return preset("30d", "The first day comes after the last. Showing the last 30 days.", typed);
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (span > MAX_CUSTOM_DAYS)
    return preset("30d", "A custom period can be at most ten years. Showing the last 30 days.", typed);
  return periodOf("custom", from, to, null);
}

export const NOT_SPECIFIED = "not-specified";
/** The service-interest series of the weekly chart, in the form's order, then "Not specified". */
export const SERVICE_SERIES = [
  ...SERVICE_INTEREST_OPTIONS.map((s) => ({ key: s.value as string, label: s.label as string })),
  { key: NOT_SPECIFIED, label: "Not specified" },
];

const SERVICE_PAGES: Record<string, string> = {
  "/classic-vending": "Classic Vending page",
  "/smart-machines": "Smart Machines page",
  "/micromarkets": "Micromarkets page",
};

/** What a person calls a source page: "Home", "Miami city page", "Blog: <slug>", "/contact". */
export function sourcePageLabel(path: string | null): string {
  if (!path) return "Not recorded";
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/";
  // A Spanish page is named after its English twin: "Miami city page (Spanish)".
  if (clean === "/es" || clean.startsWith("/es/")) {
    const english = pageAlternates(clean)?.en;
    const post = /^\/es\/blog\/([^/]+)$/.exec(clean);
    if (english && english !== clean) return `${sourcePageLabel(english)} (Spanish)`;
    if (post) return `Blog: ${post[1]} (Spanish)`;
  }
  if (clean === "/") return "Home";
  if (SERVICE_PAGES[clean]) return SERVICE_PAGES[clean];
  const city = /^\/locations\/([a-z0-9-]+)$/.exec(clean);
  if (city) return `${cityNames[city[1] as CitySlug] ?? city[1]} city page`;
  const post = /^\/blog\/([^/]+)$/.exec(clean);
  if (post) return `Blog: ${post[1]}`;
  if (clean === "/blog") return "Blog";
  if (clean === "/contact") return "/contact";
  if (clean === "/prize") return "Prize game";
  if (clean.startsWith("/space-visualization")) return "Space visualization";
  return clean;
}

export interface WeekBucket {
  /** Monday of the week (YYYY-MM-DD, New York). */
  start: string;
  label: string;
  counts: Record<string, number>;
  total: number;
}

export interface CountRow {
  key: string;
  label: string;
  count: number;
}

export interface InsightsData {
  period: InsightsPeriod;
  total: number;
  weeks: WeekBucket[];
  sources: CountRow[];
  campaigns: CountRow[];
  statuses: Array<{ status: LeadStatus; label: string; count: number }>;
  won: number;
  lost: number;
  /** Median days from New (the lead's arrival) to its change to Won; null without a won lead. */
  medianDaysToWon: number | null;
  wonWithHistory: number;
  visualizationFunnel: { started: number; generated: number; booked: number };
  prizeFunnel: { draws: number; entries: number; leads: number };
}

/** The 12 weeks (Monday to Sunday, New York) ending with the current one. */
export function lastTwelveWeeks(now: Date = new Date()) {
  const thisMonday = mondayOf(businessDay(now));
  return Array.from({ length: 12 }, (_, i) => addDays(thisMonday, -7 * (11 - i)));
}

/** A dimension's totals per value over New York days `from`..`to` (inclusive), from the day table. */
async function dayTotals(
  database: DB,
  dimension: "service" | "source" | "campaign" | "status",
  from: string,
  to: string,
) {
  const { rows } = await sql<{ value: string; n: number }>`select value, sum(n) as n from lead_day_counts
    where dimension = ${dimension} and day >= ${from} and day <= ${to}
    group by value having sum(n) > 0`.execute(database);
  return rows.map((r) => ({ value: r.value, n: Number(r.n) }));
}

async function weeklyByService(database: DB, now: Date): Promise<WeekBucket[]> {
  const weeks = lastTwelveWeeks(now);
  const { rows } = await sql<{ value: string; day: string; n: number }>`select value, day, n
    from lead_day_counts where dimension = 'service' and day >= ${weeks[0]} and day <= ${addDays(weeks[11]!, 6)}
      and n <> 0`.execute(database);
  const known = new Set(SERVICE_SERIES.map((s) => s.key));
  const buckets = weeks.map((start) => ({
    start,
    label: formatShortDay(start),
    counts: Object.fromEntries(SERVICE_SERIES.map((s) => [s.key, 0])) as Record<string, number>,
    total: 0,
  }));
  for (const row of rows) {
    const bucket = buckets[weeks.indexOf(mondayOf(row.day))];
    if (!bucket) continue;
    const key = row.value && known.has(row.value) ? row.value : NOT_SPECIFIED;
    bucket.counts[key] = (bucket.counts[key] ?? 0) + Number(row.n);
    bucket.total += Number(row.n);
  }
  return buckets;
}

const TOP_SOURCES = 12;

export async function insights(
  database: DB,
  period: InsightsPeriod,
  now: Date = new Date(),
): Promise<InsightsData> {
  const weeks = await weeklyByService(database, now);
  // Sources, campaigns and statuses: sums over the per-day table (migration 0016), so a two-year
  // period costs about as much as a month.
  const sourceRows = (await dayTotals(database, "source", period.from, period.to)).map((r) => ({
    source: r.value || null,
    n: r.n,
  }));
  const campaignRows = (await dayTotals(database, "campaign", period.from, period.to))
    .map((r) => ({ campaign: r.value || null, n: r.n }))
    .sort((a, b) => b.n - a.n || (a.campaign ?? "").localeCompare(b.campaign ?? ""));
  const statusRows = (await dayTotals(database, "status", period.from, period.to)).map((r) => ({
    status: r.value,
    n: r.n,
  }));
  // New -> Won: from each won lead's arrival to its (last) change to Won in the audit trail.
  const wonDays = (
    await sql<{ days: number }>`select julianday(won_at) - julianday(created_at) as days
      from contact_requests indexed by contact_requests_won
      where status = 'won' and is_spam = 0 and won_at is not null
        and created_at >= ${period.fromIso} and created_at < ${period.toIso}
      order by days`.execute(database)
  ).rows.map((r) => Number(r.days));
  const range = (column: string) =>
    sql`${sql.ref(column)} >= ${period.fromIso} and ${sql.ref(column)} < ${period.toIso}`;
  // Booked: requests a (non-spam) consultation request references; the few leads with a
  // visualization are looked up once, not one search per visualization in the period.
  const visualization = (
    await sql<{ started: number; generated: number; booked: number }>`select count(*) as started,
        coalesce(sum(v.status = 'completed'), 0) as generated,
        coalesce(sum(v.public_id in (select c.visualization_id from contact_requests c
          indexed by contact_requests_visualization
          where c.visualization_id is not null and c.is_spam = 0)), 0) as booked
      from visualization_requests v where ${range("v.created_at")}`.execute(database)
  ).rows[0]!;
  const prize = (
    await sql<{ draws: number; entries: number; leads: number }>`select
        (select count(*) from prize_draws where ${range("created_at")}) as draws,
        (select count(*) from engagement_submissions where ${range("created_at")}) as entries,
        (select count(*) from engagement_submissions e where ${range("e.created_at")}
          and exists (select 1 from contact_requests c where c.origin_engagement_id = e.id)) as leads`.execute(
      database,
    )
  ).rows[0]!;

  // Group source paths by what a person calls them (e.g. "/locations/miami/" and "/locations/miami").
  const bySource = new Map<string, CountRow>();
  for (const row of sourceRows) {
    const label = sourcePageLabel(row.source);
    const entry = bySource.get(label) ?? { key: row.source ?? "", label, count: 0 };
    entry.count += Number(row.n);
    bySource.set(label, entry);
  }
  const sortedSources = [...bySource.values()].sort(
    (a, b) => b.count - a.count || a.label.localeCompare(b.label),
  );
  const sources = sortedSources.slice(0, TOP_SOURCES);
  const rest = sortedSources.slice(TOP_SOURCES);
  if (rest.length)
    sources.push({
      key: "",
      label: `${rest.length} other pages`,
      count: rest.reduce((sum, r) => sum + r.count, 0),
    });
  const statusCount = new Map(statusRows.map((r) => [r.status, Number(r.n)]));
  const statuses = LEAD_STATUSES.map((s) => ({
    status: s.value,
    label: s.label,
    count: statusCount.get(s.value) ?? 0,
  }));
  return {
    period,
    total: statuses.reduce((sum, s) => sum + s.count, 0),
    weeks,
    sources,
    campaigns: campaignRows.map((r) => ({
      key: r.campaign ?? "",
      label: r.campaign ?? "No campaign",
      count: Number(r.n),
    })),
    statuses,
    won: statusCount.get("won") ?? 0,
    lost: statusCount.get("lost") ?? 0,
    medianDaysToWon: median(wonDays),
    wonWithHistory: wonDays.length,
    visualizationFunnel: {
      started: Number(visualization.started ?? 0),
      generated: Number(visualization.generated ?? 0),
      booked: Number(visualization.booked ?? 0),
    },
    prizeFunnel: {
      draws: Number(prize.draws ?? 0),
      entries: Number(prize.entries ?? 0),
      leads: Number(prize.leads ?? 0),
    },
  };
}

/** The median of sorted numbers, rounded to one decimal; null for none. */
export function median(sorted: readonly number[]): number | null {
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
}
