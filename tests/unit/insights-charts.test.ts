import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarChart, WeeklyLeadsChart } from "~/components/admin/insights-charts";

/** Every inline `width:` / `height:` percentage of the markup. */
const percents = (html: string, property: "width" | "height") =>
  [...html.matchAll(new RegExp(`${property}:\\s*([\\d.]+)%`, "g"))].map((m) => Number(m[1]));

// The Insights charts in HTML and CSS (docs/decisions/086).
describe("Insights charts", () => {
  it("a funnel past 100 %: the rate is written out in full and no bar is longer than its track", () => {
    const html = renderToStaticMarkup(
      createElement(BarChart, {
        title: "From visit to won",
        funnel: true,
        rows: [
          { label: "Visits", count: 2 },
          { label: "Leads", count: 5 },
          { label: "Won", count: 1 },
        ],
      }),
    );
    expect(html).toContain(">5 (250%)</span>");
    expect(html).toContain("Visits: 2 (100%). Leads: 5 (250%). Won: 1 (50%).");
    // Bars are on the longest one (lengths stay true to each other), so none passes its track.
    expect(percents(html, "width")).toEqual([40, 100, 20]);
  });

  it("a bar chart with no rows says so", () => {
    const html = renderToStaticMarkup(createElement(BarChart, { title: "Leads by source page", rows: [] }));
    expect(html).toContain("No data.");
    expect(html).toContain("No leads in this period.");
  });

  it("weekly bars: heights on the axis' top tick, segments sharing their week's bar", () => {
    const html = renderToStaticMarkup(
      createElement(WeeklyLeadsChart, {
        series: [
          { key: "a", label: "Micromarkets" },
          { key: "b", label: "Coffee" },
        ],
        weeks: [
          { start: "2026-11-16", label: "Nov 16", counts: { a: 3, b: 1 }, total: 4 },
          { start: "2026-11-23", label: "Nov 23", counts: {}, total: 0 },
        ],
      }),
    );
    // Ticks 0-4 (bottoms 0, 25, ... 100 %), the first week's bar at 100 %, its segments 75 and 25 %.
    expect(html).toContain("Week of Nov 16: 4 leads (Micromarkets 3, Coffee 1). Week of Nov 23: 0 leads.");
    expect(percents(html, "height")).toEqual([100, 75, 25, 0]);
    expect(html).toContain('title="Week of Nov 16, Micromarkets: 3"');
  });
});
