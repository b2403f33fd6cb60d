import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "#db/index";
import { businessDay, leadDay } from "~/lib/dates";
import { parseInsightsPeriod } from "~/models/insights.server";
import { visitInsights } from "~/models/insights-visits.server";
import { removeDataDir, startAppServer, type AppServer } from "../support/app-server";
import path from "node:path";

// Visits counted by the server (docs/decisions/083-visits-and-phone-polish.md): a known set
// of page views, some of which must not count, then the Insights figures read from the server's
// own database after it stopped (which also saves the counts still in memory).
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

describe("visit counting", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({ timeoutMs: 90_000 });
  });
  afterAll(async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  });

  const view = async (page: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") => {
    const response = await fetch(server.url + page, {
      method,
      redirect: "manual",
      headers: { "user-agent": BROWSER, accept: "text/html", ...headers },
    });
    await response.arrayBuffer();
    return response;
  };

  test("counts people's views of public pages, cache hits included, and Insights divides leads by them", async () => {
    // Counted: 3 of the home page (a miss, then hits), 1 reload answered 304, 1 Spanish home page,
    // 2 of Miami (one English, one Spanish), 1 of Miami from a campaign, 1 of /contact.
    await view("/");
    const hit = await view("/");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    const etag = (await view("/")).headers.get("etag")!;
    expect((await view("/", { "if-none-match": etag })).status).toBe(304);
    await view("/es");
    await view("/locations/miami");
    await view("/es/ubicaciones/miami");
    expect((await view("/locations/miami?utm_campaign=Spring%20Mailer")).status).toBe(200);
    await view("/contact");
    // Not counted: bots, no User-Agent, prefetches, HEAD, files, feeds, errors, redirects, the admin.
    await view("/", {
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    await view("/", { "user-agent": "" });
    await view("/locations/miami", { "sec-purpose": "prefetch" });
    await view("/micromarkets", { purpose: "prefetch" });
    await view("/", {}, "HEAD");
    await view("/sitemap.xml");
    await view("/blog/rss.xml");
    await view("/robots.txt");
    expect((await view("/no-such-page")).status).toBe(404);
    expect((await view("/Locations/Miami")).status).toBe(301);
    await view("/admin");
    await view("/auth");
    await view("/healthz");

    // Stopping saves what is still in memory.
    await server.stop();
    const open = openDatabase(path.join(server.dataDir, "app.sqlite"));
    try {
      const rows = await open.db.selectFrom("page_visit_days").selectAll().orderBy("path").execute();
      const today = businessDay();
      expect(rows).toEqual([
        { day: today, path: "/", campaign: "", n: 4 },
        { day: today, path: "/contact", campaign: "", n: 1 },
        { day: today, path: "/es", campaign: "", n: 1 },
        { day: today, path: "/es/ubicaciones/miami", campaign: "", n: 1 },
        { day: today, path: "/locations/miami", campaign: "", n: 1 },
        { day: today, path: "/locations/miami", campaign: "Spring Mailer", n: 1 },
      ]);

      // Leads: 2 from Miami (one in the campaign, one booked a site visit, then won), 1 from the
      // home page, and 1 spam lead that counts nowhere.
      const createdAt = new Date().toISOString();
      const lead = (source: string, status: string, campaign: string | null, spam = 0) =>
        open.db
          .insertInto("contact_requests")
          .values({
            full_name: "Visit Test",
            email: "visit@example.com",
            phone: null,
            service_interest: null,
            business_address: null,
            employee_count: null,
            message: null,
            source_page: source,
            referrer: null,
            utm: null,
            utm_campaign: campaign,
            is_spam: spam,
            spam_reason: null,
            notification_error: null,
            notified_at: null,
            created_at: createdAt,
            created_day: leadDay(createdAt),
            email_notified_at: null,
            webhook_notified_at: null,
            visualization_id: null,
            status,
            lost_reason: null,
            follow_up_on: null,
            origin_engagement_id: null,
            won_at: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
      await lead("/locations/miami", "new", "Spring Mailer");
      const won = await lead("/es/ubicaciones/miami", "won", null);
      await lead("/", "contacted", null);
      await lead("/", "site_visit", null, 1);
      await open.db
        .insertInto("lead_status_changes")
        .values({
          lead_id: won.id,
          from_status: "contacted",
          to_status: "site_visit",
          lost_reason: null,
          user_id: null,
          username: "admin",
          created_at: createdAt,
        })
        .execute();

      const figures = await visitInsights(open.db, parseInsightsPeriod(new URLSearchParams()));
      const family = (key: string) => figures.families.find((f) => f.key === key);
      expect(family("home")).toMatchObject({ visits: 5, leads: 1, rate: 20 });
      expect(family("cities")).toMatchObject({ visits: 3, leads: 2, rate: 66.7 });
      expect(family("contact")).toMatchObject({ visits: 1, leads: 0, rate: 0 });
      expect(family("blog")).toMatchObject({ visits: 0, leads: 0, rate: null });
      expect(figures.cities).toEqual([{ key: "miami", label: "Miami", visits: 3, leads: 2, rate: 66.7 }]);
      expect(figures.campaigns).toEqual([
        { key: "Spring Mailer", label: "Spring Mailer", visits: 1, leads: 1, rate: 100 },
      ]);
      expect(figures.funnel).toEqual({ visits: 9, leads: 3, siteVisits: 1, won: 1 });
      expect(figures.countingSince).toBe(today);
    } finally {
      await open.db.destroy();
    }
  });
});
