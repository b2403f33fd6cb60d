import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import type { VisitCount } from "~/models/page-visits.server";
import {
  campaignOf,
  createVisitCounter,
  isCountableView,
  MAX_CAMPAIGNS_PER_DAY,
  OTHER_CAMPAIGN,
} from "~/server/visit-counter.server";

const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1";
const request = (headers: Record<string, string> = {}, method = "GET") =>
  ({ method, headers: { "user-agent": BROWSER, ...headers } }) as unknown as IncomingMessage;

describe("visit counter (docs/decisions/083-visits-and-phone-polish.md)", () => {
  it("takes a person's GET, not a bot, a request without User-Agent, a prefetch or a HEAD", () => {
    expect(isCountableView(request())).toBe(true);
    expect(
      isCountableView(request({ "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })),
    ).toBe(false);
    expect(isCountableView(request({ "user-agent": "curl/8.5.0" }))).toBe(false);
    expect(isCountableView({ method: "GET", headers: {} } as IncomingMessage)).toBe(false);
    expect(isCountableView(request({ "sec-purpose": "prefetch" }))).toBe(false);
    expect(isCountableView(request({ "sec-purpose": "prefetch;prerender" }))).toBe(false);
    expect(isCountableView(request({ purpose: "prefetch" }))).toBe(false);
    expect(isCountableView(request({}, "HEAD"))).toBe(false);
    expect(isCountableView(request({}, "POST"))).toBe(false);
  });

  it("reads the campaign from the query string, trimmed and cut to 100 characters", () => {
    expect(campaignOf("/locations/miami?utm_source=x&utm_campaign=%20Spring%20")).toBe("Spring");
    expect(campaignOf("/")).toBe("");
    expect(campaignOf("/?utm_campaign=")).toBe("");
    expect(campaignOf(`/?utm_campaign=${"a".repeat(300)}`)).toHaveLength(100);
  });

  it("keeps at most 200 invented campaigns a day; the rest count as other campaigns, and a new day starts again", async () => {
    const saved: VisitCount[] = [];
    let at = Date.parse("2026-03-09T15:00:00.000Z");
    const counter = createVisitCounter({
      now: () => at,
      flushMs: 60_000,
      save: async (c) => void saved.push(...c),
    });
    for (let i = 0; i < MAX_CAMPAIGNS_PER_DAY + 50; i++) counter.count(request(), "/", `spam-${i}`);
    counter.count(request(), "/", "spam-3"); // a campaign already kept still counts as itself
    at += 86_400_000;
    counter.count(request(), "/", "spam-999");
    await counter.flush();
    const first = saved.filter((c) => c.day === "2026-03-09");
    expect(new Set(first.map((c) => c.campaign)).size).toBe(MAX_CAMPAIGNS_PER_DAY + 1);
    expect(first.find((c) => c.campaign === OTHER_CAMPAIGN)?.n).toBe(50);
    expect(first.find((c) => c.campaign === "spam-3")?.n).toBe(2);
    expect(saved.filter((c) => c.day === "2026-03-10").map((c) => c.campaign)).toEqual(["spam-999"]);
  });

  it("adds views up per day, page and campaign, saves them once, and keeps them when saving fails", async () => {
    const saved: VisitCount[][] = [];
    let fail = false;
    let at = Date.parse("2026-03-08T04:59:59.500Z"); // 23:59:59.5 in New York, Saturday
    const counter = createVisitCounter({
      now: () => at,
      flushMs: 60_000,
      save: async (counts) => {
        if (fail) throw new Error("disk full");
        saved.push(counts);
      },
    });
    counter.count(request(), "/");
    counter.count(request(), "/");
    counter.count(request({ "user-agent": "bingbot/2.0" }), "/");
    counter.count(request(), "/locations/miami", "spring");
    at += 1000; // the next New York day
    counter.count(request(), "/");
    fail = true;
    const log = console.error;
    console.error = () => undefined;
    await counter.flush();
    console.error = log;
    expect(saved).toEqual([]);
    fail = false;
    await counter.flush();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.sort((a, b) => (a.day + a.path).localeCompare(b.day + b.path))).toEqual([
      { day: "2026-03-07", path: "/", campaign: "", n: 2 },
      { day: "2026-03-07", path: "/locations/miami", campaign: "spring", n: 1 },
      { day: "2026-03-08", path: "/", campaign: "", n: 1 },
    ]);
    await counter.flush();
    expect(saved).toHaveLength(1); // nothing new: nothing saved

    const off = createVisitCounter({ enabled: false, save: async (counts) => void saved.push(counts) });
    off.count(request(), "/");
    await off.flush();
    expect(saved).toHaveLength(1);
  });
});
