import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewContactRequestRow } from "#db/schema";
import { leadDay } from "~/lib/dates";
import { bandScale, linearScale, niceStep, niceTicks, stack } from "~/lib/chart-scale";
import { allContactRequests, parseContactListQuery } from "~/models/contact-request-list.server";
import {
  insights,
  lastTwelveWeeks,
  median,
  parseInsightsPeriod,
  sourcePageLabel,
} from "~/models/insights.server";
import { createTestDatabase } from "../support/test-db";

describe("the chart scale helper", () => {
  it("nice steps and ticks: 1, 2 or 5 times a power of ten, covering the maximum", () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(3)).toBe(1);
    expect(niceStep(17)).toBe(5);
    expect(niceStep(130)).toBe(50);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(17)).toEqual([0, 5, 10, 15, 20]);
    expect(niceTicks(40)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it("linear and band scales, stacking", () => {
    const y = linearScale([0, 40], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(10)).toBe(150);
    expect(y(40)).toBe(0);
    expect(linearScale([5, 5], [0, 100])(9)).toBe(0);
    const x = bandScale(4, [0, 400], 0.5);
    expect(x.step).toBe(100);
    expect(x.width).toBe(50);
    expect(x.start(1)).toBe(125);
    expect(stack([3, 0, 2])).toEqual([
      [0, 3],
      [3, 3],
      [3, 5],
    ]);
  });
});

describe("periods", () => {
  const now = new Date("2026-11-25T15:00:00.000Z"); // 10:00 in New York
  it("presets end today (New York) and count back whole days; custom days are checked", () => {
    expect(parseInsightsPeriod(new URLSearchParams(""), now)).toMatchObject({
      key: "30d",
      from: "2026-10-27",
      to: "2026-11-25",
      fromIso: "2026-10-27T04:00:00.000Z",
      toIso: "2026-11-26T05:00:00.000Z",
      error: null,
    });
    expect(parseInsightsPeriod(new URLSearchParams("period=12m"), now)).toMatchObject({ from: "2025-11-26" });
    expect(
      parseInsightsPeriod(new URLSearchParams("period=custom&from=2026-11-01&to=2026-11-07"), now),
    ).toMatchObject({
      key: "custom",
      fromIso: "2026-11-01T04:00:00.000Z",
      toIso: "2026-11-08T05:00:00.000Z",
      error: null,
    });
    const bad = parseInsightsPeriod(new URLSearchParams("period=custom&from=2026-11-09&to=2026-11-01"), now);
    expect(bad.error).toMatch(/first day comes after/);
    expect(bad.typed).toEqual({ from: "2026-11-09", to: "2026-11-01" });
    expect(bad.from).toBe("2026-10-27");
    expect(
      parseInsightsPeriod(new URLSearchParams("period=custom&from=2026-02-30&to=2026-03-01"), now).error,
    ).toBeTruthy();
  });

  it("twelve Monday weeks ending with this one; source page labels", () => {
    const weeks = lastTwelveWeeks(now);
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toBe("2026-11-23");
    expect(weeks[0]).toBe("2026-09-07");
    expect(sourcePageLabel("/")).toBe("Home");
    expect(sourcePageLabel("/locations/miami")).toBe("Miami city page");
    expect(sourcePageLabel("/micromarkets")).toBe("Micromarkets page");
    expect(sourcePageLabel("/blog/office-snacks")).toBe("Blog: office-snacks");
    expect(sourcePageLabel("/contact")).toBe("/contact");
    expect(sourcePageLabel(null)).toBe("Not recorded");
    expect(sourcePageLabel("/es")).toBe("Home (Spanish)");
    expect(sourcePageLabel("/es/ubicaciones/miami")).toBe("Miami city page (Spanish)");
    expect(sourcePageLabel("/es/micromercados")).toBe("Micromarkets page (Spanish)");
    expect(sourcePageLabel("/es/premio")).toBe("Prize game (Spanish)");
    expect(sourcePageLabel("/es/blog/tienda")).toBe("Blog: tienda (Spanish)");
    expect(median([])).toBeNull();
    expect(median([1, 2, 10])).toBe(2);
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });
});

describe("the aggregates on a seeded database with known numbers", () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  const now = new Date("2026-11-25T15:00:00.000Z");
  beforeAll(async () => {
    t = await createTestDatabase();
    const lead = async (values: Partial<NewContactRequestRow>) => {
      const created_at = values.created_at ?? "2026-11-24T15:00:00.000Z";
      return (
        await t.db
          .insertInto("contact_requests")
          .values({
            full_name: "Lead",
            email: "lead@example.com",
            ...values,
            // As the app writes a lead: its New York day beside its time (migration 0025).
            created_at,
            created_day: leadDay(created_at),
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    };
    const change = (lead_id: number, to: string, at: string) =>
      t.db
        .insertInto("lead_status_changes")
        .values({ lead_id, from_status: "new", to_status: to, username: "owner", created_at: at })
        .execute();
    // This week (from Monday Nov 23): 3 leads; last week: 2; eight weeks ago: 1; 100 days ago: 1 (outside 90d).
    const w1 = await lead({
      service_interest: "micromarkets",
      source_page: "/",
      utm_campaign: "spring",
      status: "won",
      created_at: "2026-11-23T15:00:00.000Z",
    });
    await change(w1, "won", "2026-11-25T15:00:00.000Z"); // 2 days
    await lead({ service_interest: "micromarkets", source_page: "/locations/miami", utm_campaign: "spring" });
    await lead({ service_interest: null, source_page: "/contact", visualization_id: "vizvizvizvizvizviz01" });
    const w2 = await lead({
      service_interest: "smart-machines",
      source_page: "/locations/miami",
      status: "won",
      created_at: "2026-11-18T15:00:00.000Z",
    });
    await change(w2, "won", "2026-11-22T15:00:00.000Z"); // 4 days
    await lead({
      service_interest: "classic-vending",
      source_page: "/micromarkets",
      status: "lost",
      lost_reason: "price",
      created_at: "2026-11-17T15:00:00.000Z",
    });
    const w3 = await lead({
      service_interest: "classic-vending",
      source_page: "/",
      status: "won",
      created_at: "2026-09-30T15:00:00.000Z",
    });
    await change(w3, "won", "2026-10-30T15:00:00.000Z"); // 30 days, outside 30d
    await lead({ source_page: "/", created_at: "2026-08-17T15:00:00.000Z" });
    // Spam never counts.
    await lead({ is_spam: 1, service_interest: "micromarkets", source_page: "/" });
    // Funnels: 3 visualizations in the period (2 generated, 1 booked), one older; 4 draws, 2 entries (1 made a lead).
    for (const [publicId, status, at] of [
      ["vizvizvizvizvizviz01", "completed", "2026-11-20T15:00:00.000Z"],
      ["vizvizvizvizvizviz02", "completed", "2026-11-21T15:00:00.000Z"],
      ["vizvizvizvizvizviz03", "failed", "2026-11-21T16:00:00.000Z"],
      ["vizvizvizvizvizviz04", "completed", "2026-01-01T15:00:00.000Z"],
    ] as const)
      await t.db
        .insertInto("visualization_requests")
        .values({ public_id: publicId, status, machines: "[]", created_at: at, updated_at: at })
        .execute();
    for (let i = 0; i < 4; i++)
      await t.db
        .insertInto("prize_draws")
        .values({ token_id: `d${i}`, prize_amount: 100, created_at: "2026-11-20T15:00:00.000Z" })
        .execute();
    for (let i = 0; i < 2; i++) {
      const entry = await t.db
        .insertInto("engagement_submissions")
        .values({
          email: `p${i}@example.com`,
          email_normalized: `p${i}@example.com`,
          email_key: `p${i}@example.com`,
          phone: `561555010${i}`,
          phone_normalized: `561555010${i}`,
          phone_e164: `+1561555010${i}`,
          prize_amount: 100,
          created_at: "2026-11-20T15:00:00.000Z",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (i === 0)
        await lead({
          full_name: "p0",
          source_page: "/prize",
          origin_engagement_id: entry.id,
          created_at: "2026-11-21T15:00:00.000Z",
        });
    }
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("counts the period's leads by source, campaign and status, and the median days New to Won", async () => {
    const data = await insights(t.db, parseInsightsPeriod(new URLSearchParams(""), now), now);
    expect(data.total).toBe(6); // 3 this week, 2 last week, the prize lead
    expect(data.sources).toEqual([
      { key: "/locations/miami", label: "Miami city page", count: 2 },
      { key: "/contact", label: "/contact", count: 1 },
      { key: "/", label: "Home", count: 1 },
      { key: "/micromarkets", label: "Micromarkets page", count: 1 },
      { key: "/prize", label: "Prize game", count: 1 },
    ]);
    expect(data.campaigns).toEqual(
      [
        { key: "spring", label: "spring", count: 2 },
        { key: "", label: "No campaign", count: 4 },
      ].sort((a, b) => b.count - a.count),
    );
    expect(data.won).toBe(2);
    expect(data.lost).toBe(1);
    expect(data.statuses.find((s) => s.status === "new")!.count).toBe(3);
    expect(data.medianDaysToWon).toBe(3); // 2 and 4 days
    expect(data.visualizationFunnel).toEqual({ started: 3, generated: 2, booked: 1 });
    expect(data.prizeFunnel).toEqual({ draws: 4, entries: 2, leads: 1 });
  });

  it("leads per week by service interest over the last 12 weeks", async () => {
    const data = await insights(t.db, parseInsightsPeriod(new URLSearchParams(""), now), now);
    const week = (start: string) => data.weeks.find((w) => w.start === start)!;
    expect(week("2026-11-23")).toMatchObject({
      total: 3,
      counts: expect.objectContaining({ micromarkets: 2, "not-specified": 1 }),
    });
    expect(week("2026-11-16")).toMatchObject({
      total: 3,
      counts: expect.objectContaining({ "smart-machines": 1, "classic-vending": 1, "not-specified": 1 }),
    });
    expect(week("2026-09-28")).toMatchObject({
      total: 1,
      counts: expect.objectContaining({ "classic-vending": 1 }),
    });
    expect(data.weeks.reduce((sum, w) => sum + w.total, 0)).toBe(7); // the August lead is older than 12 weeks
  });

  it("a longer period takes in older leads; the numbers match the CSV export of the same days", async () => {
    const period = parseInsightsPeriod(new URLSearchParams("period=90d"), now);
    const data = await insights(t.db, period, now);
    expect(data.total).toBe(7);
    expect(data.won).toBe(3);
    expect(data.medianDaysToWon).toBe(4);
    const csvRows = await allContactRequests(
      t.db,
      parseContactListQuery(new URLSearchParams(`from=${period.from}&to=${period.to}`)),
    );
    expect(csvRows).toHaveLength(data.total);
    const wonRows = await allContactRequests(
      t.db,
      parseContactListQuery(new URLSearchParams(`status=won&from=${period.from}&to=${period.to}`)),
    );
    expect(wonRows).toHaveLength(data.won);
  });
});
