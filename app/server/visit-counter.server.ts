import type { IncomingMessage } from "node:http";
import { isbot } from "isbot";
import { businessDay } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { addPageVisits, type VisitCount } from "~/models/page-visits.server";

/**
 * Counts views of public pages in memory and hands the totals over every FLUSH_MS and at shutdown
 * (docs/decisions/083-visits-and-phone-polish.md). A view costs a few header reads and one
 * Map increment, so the page cache's hit path stays as fast (`npm run bench -- --only pages`
 * measures it with VISIT_COUNTING on and off).
 *
 * Counted: a GET of a public page answered 200 or 304 (a reload). Not counted: bots and crawlers
 * (`isbot` on the User-Agent, and a request without one), prefetches and prerenders (`Sec-Purpose`
 * or `Purpose` naming prefetch), HEAD, data requests, the admin, the API, files, errors and
 * redirects. Nothing about the visitor is kept: only the day, the page and the utm_campaign.
 */
export const FLUSH_MS = 5000;
const MAX_KEYS = 20_000;
const MAX_CAMPAIGN = 100;
/**
 * Distinct campaigns kept per day: anyone can invent utm_campaign values, and each would be a row
 * for good and a line in Insights; past this many in a day, new ones are counted as OTHER_CAMPAIGN.
 */
export const MAX_CAMPAIGNS_PER_DAY = 200;
export const OTHER_CAMPAIGN = "(other campaigns)";

/** The User-Agent verdicts seen lately (a busy page is asked by a handful of browsers). */
const bots = new Map<string, boolean>();
function isBot(userAgent: string | undefined) {
  if (!userAgent) return true;
  let verdict = bots.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    if (bots.size >= 500) bots.clear();
    bots.set(userAgent, verdict);
  }
  return verdict;
}

/** True when the request is a person's view of a page (not a bot, a prefetch or a HEAD). */
export function isCountableView(req: IncomingMessage) {
  if (req.method !== "GET") return false;
  const purpose = req.headers["sec-purpose"] ?? req.headers.purpose;
  if (typeof purpose === "string" && /prefetch|prerender/i.test(purpose)) return false;
  if (req.headers["x-moz"] === "prefetch") return false;
  return !isBot(req.headers["user-agent"]);
}

/** A campaign as stored: the utm_campaign parameter, trimmed and cut to 100 characters. */
export function campaignOf(url: string | undefined) {
  const query = url?.indexOf("?") ?? -1;
  if (!url || query === -1) return "";
  const value = new URLSearchParams(url.slice(query + 1)).get("utm_campaign") ?? "";
  return value.trim().slice(0, MAX_CAMPAIGN);
}

export function createVisitCounter({
  save,
  enabled = true,
  flushMs = FLUSH_MS,
  now = Date.now,
}: {
  save: (counts: VisitCount[]) => Promise<void>;
  enabled?: boolean;
  flushMs?: number;
  now?: () => number;
}) {
  const counts = new Map<string, number>();
  let day = "";
  let dayCheckedAt = -Infinity;
  let timer: NodeJS.Timeout | null = null;
  let saving: Promise<void> = Promise.resolve();
  const campaigns = new Set<string>();
  let campaignsDay = "";

  /** The New York day, looked up at most once a second (Intl formatting is the dear part). */
  function today() {
    const at = now();
    if (at - dayCheckedAt >= 1000) {
      day = businessDay(new Date(at));
      dayCheckedAt = at;
    }
    return day;
  }

  /** Counts one view of `path` (a canonical public page path) if `req` is a person's view. */
  function count(req: IncomingMessage, path: string, campaign = "") {
    if (!enabled || !isCountableView(req)) return;
    const d = today();
    if (campaign) {
      if (d !== campaignsDay) {
        campaignsDay = d;
        campaigns.clear();
      }
      if (!campaigns.has(campaign)) {
        if (campaigns.size >= MAX_CAMPAIGNS_PER_DAY) campaign = OTHER_CAMPAIGN;
        else campaigns.add(campaign);
      }
    }
    const key = `${d}\n${path}\n${campaign}`;
    const n = counts.get(key);
    if (n !== undefined) counts.set(key, n + 1);
    else if (counts.size < MAX_KEYS) counts.set(key, 1);
    timer ??= setTimeout(() => void flush(), flushMs).unref();
  }

  /** Hands the counts so far to `save` (they are kept for the next try if it fails). */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!counts.size) return saving;
    const batch: VisitCount[] = [];
    for (const [key, n] of counts) {
      const [d = "", path = "", campaign = ""] = key.split("\n");
      batch.push({ day: d, path, campaign, n });
    }
    counts.clear();
    saving = saving.then(() =>
      save(batch).catch((error: unknown) => {
        console.error("visits: the counts could not be saved; retrying with the next ones:", error);
        for (const row of batch) {
          const key = `${row.day}\n${row.path}\n${row.campaign}`;
          counts.set(key, (counts.get(key) ?? 0) + row.n);
        }
      }),
    );
    return saving;
  }

  return { count, flush, enabled };
}

export type VisitCounter = ReturnType<typeof createVisitCounter>;

let shared: VisitCounter | null = null;

/** The server's counter (VISIT_COUNTING=false turns it off), saving to the app's database. */
export function visitCounter(): VisitCounter {
  shared ??= createVisitCounter({
    enabled: getEnv().VISIT_COUNTING,
    save: (counts) => addPageVisits(db(), counts),
  });
  return shared;
}

/** Saves the counts not yet saved (at shutdown, before the database closes). */
export async function flushVisits() {
  await shared?.flush();
}
