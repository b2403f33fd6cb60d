import { Form, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ConversionTable } from "~/components/admin/conversion-table";
import { BarChart, SERIES_COLORS, WeeklyLeadsChart } from "~/components/admin/insights-charts";
import { StatCards } from "~/components/admin/list-controls";
import { buttonClass } from "~/components/ui/button";
import { requireUser } from "~/server/auth.server";
import { db } from "~/lib/db.server";
import { INSIGHT_PERIODS } from "~/models/insights";
import { insights, parseInsightsPeriod, SERVICE_SERIES } from "~/models/insights.server";
import { visitInsights } from "~/models/insights-visits.server";
import type { Route } from "./+types/admin.insights";

export const meta: Route.MetaFunction = () => [
  { title: "Insights | Admin | Gold Coast Vending" },
  { name: "robots", content: "noindex" },
];

/** GET /admin/insights?period=30d|90d|12m|custom&from=&to=: where leads come from and how they end. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const period = parseInsightsPeriod(new URL(request.url));
  return {
    data: await insights(db(), period),
    visits: await visitInsights(db(), period),
    series: SERVICE_SERIES,
  };
}

const nf = (n: number) => n.toLocaleString("en-US");

function Card({
  title,
  children,
  note,
}: {
  title: string;
  children: React.ReactNode;
  note?: React.ReactNode;
}) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 className="font-display text-lg font-bold text-ink">{title}</h3>
      {note ? <p className="mt-1 text-sm text-stone-600">{note}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default function InsightsTab({ loaderData }: Route.ComponentProps) {
  const { data, visits, series } = loaderData;
  const { period } = data;
  const range = `from=${period.from}&to=${period.to}`;
  const medianText =
    data.medianDaysToWon === null ? "—" : `${data.medianDaysToWon.toLocaleString("en-US")} days`;
  return (
    <section aria-labelledby="insights-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="insights-heading" className="font-display text-2xl font-bold text-ink">
            Insights
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            {period.label}: leads created {period.from} to {period.to} (New York days), spam left out.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/admin?${range}`} className={buttonClass("ghost", "sm")}>
            See these leads
          </Link>
          <a href={`/admin/contact-requests.csv?${range}`} className={buttonClass("outline", "sm")} download>
            Export these leads (CSV)
          </a>
        </div>
      </div>

      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-white p-4"
      >
        <div>
          <label htmlFor="insights-period" className="mb-1 block text-sm font-medium text-stone-800">
            Period
          </label>
          <select
            id="insights-period"
            name="period"
            defaultValue={period.key}
            className="block rounded-lg border border-stone-300 bg-white px-3 py-2 text-base"
          >
            {INSIGHT_PERIODS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="insights-from" className="mb-1 block text-sm font-medium text-stone-800">
            From (custom)
          </label>
          <input
            id="insights-from"
            type="date"
            name="from"
            defaultValue={period.key === "custom" ? period.typed.from : ""}
            aria-invalid={period.error ? true : undefined}
            aria-describedby={period.error ? "insights-period-error" : undefined}
            className="block rounded-lg border border-stone-300 bg-white px-3 py-2 text-base"
          />
        </div>
        <div>
          <label htmlFor="insights-to" className="mb-1 block text-sm font-medium text-stone-800">
            To (custom)
          </label>
          <input
            id="insights-to"
            type="date"
            name="to"
            defaultValue={period.key === "custom" ? period.typed.to : ""}
            aria-invalid={period.error ? true : undefined}
            aria-describedby={period.error ? "insights-period-error" : undefined}
            className="block rounded-lg border border-stone-300 bg-white px-3 py-2 text-base"
          />
        </div>
        <button type="submit" className={buttonClass("primary", "md")}>
          Show
        </button>
        {period.error ? (
          <p id="insights-period-error" role="alert" className="w-full text-sm font-medium text-red-700">
            {period.error}
          </p>
        ) : null}
      </Form>

      <StatCards
        stats={[
          { label: "Leads in period", value: nf(data.total) },
          { label: "Won", value: nf(data.won) },
          { label: "Lost", value: nf(data.lost) },
          { label: "Median days New to Won", value: medianText },
        ]}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <Card
            title="Leads per week"
            note="The last 12 weeks (Monday to Sunday), by service interest; not tied to the period."
          >
            <WeeklyLeadsChart weeks={data.weeks} series={series} />
          </Card>
        </div>
        <Card
          title="From visit to won"
          note={`Visits to public pages in the period, the leads created in it, how many of those reached the Site visit stage, and how many are won. ${visits.countingSince ? `Visits are counted since ${visits.countingSince}.` : "No visit has been counted yet."}`}
        >
          <BarChart
            funnel
            title={`From visit to won, ${period.label}`}
            color={SERIES_COLORS[4]}
            rows={[
              { label: "Visits", count: visits.funnel.visits },
              { label: "Leads", count: visits.funnel.leads },
              { label: "Site visits booked", count: visits.funnel.siteVisits },
              { label: "Won", count: visits.funnel.won },
            ]}
          />
        </Card>
        <Card
          title="Visits and leads by page family"
          note="Page views counted by the site itself (people only: no bots, no prefetches), and the leads sent from those pages. Spanish pages count with their English twins."
        >
          <ConversionTable
            caption={`Visits and leads by page family, ${period.label}`}
            first="Page family"
            rows={visits.families}
            empty="No visits yet."
          />
        </Card>
        <Card title="Visits and leads by city page" note="Each city page, both languages together.">
          <ConversionTable
            caption={`Visits and leads by city page, ${period.label}`}
            first="City page"
            rows={visits.cities}
            empty="No city page was visited or sent a lead in this period."
          />
        </Card>
        <Card
          title="Visits and leads by UTM campaign"
          note="Visits that arrived with a utm_campaign in the link, and the leads that carried it."
        >
          <ConversionTable
            caption={`Visits and leads by UTM campaign, ${period.label}`}
            first="Campaign"
            rows={visits.campaigns}
            empty="No campaign visits or leads in this period."
          />
        </Card>
        <Card title="Leads by source page" note="The page the request was sent from.">
          <BarChart
            title={`Leads by source page, ${period.label}`}
            rows={data.sources}
            color={SERIES_COLORS[0]}
          />
        </Card>
        <Card title="Leads by UTM campaign" note="The utm_campaign of the visit.">
          <BarChart
            title={`Leads by UTM campaign, ${period.label}`}
            rows={data.campaigns}
            color={SERIES_COLORS[1]}
          />
        </Card>
        <Card
          title="Space visualization funnel"
          note="Requests started in the period, how many were generated, how many booked."
        >
          <BarChart
            funnel
            title={`Space visualization funnel, ${period.label}`}
            color={SERIES_COLORS[2]}
            rows={[
              { label: "Started", count: data.visualizationFunnel.started },
              { label: "Generated", count: data.visualizationFunnel.generated },
              { label: "Booked (became a request)", count: data.visualizationFunnel.booked },
            ]}
          />
        </Card>
        <Card
          title="Prize game funnel"
          note="Coin drops (counted since the lead pipeline was installed), entries, and entries made into leads."
        >
          <BarChart
            funnel
            title={`Prize game funnel, ${period.label}`}
            color={SERIES_COLORS[3]}
            rows={[
              { label: "Draws (coin drops)", count: data.prizeFunnel.draws },
              { label: "Entries", count: data.prizeFunnel.entries },
              { label: "Made into leads", count: data.prizeFunnel.leads },
            ]}
          />
        </Card>
        <div className="lg:col-span-2">
          <Card
            title="Where the period's leads stand"
            note={`Median days from New to Won: ${medianText}${data.wonWithHistory < data.won ? ` (over the ${nf(data.wonWithHistory)} won leads with a recorded status change)` : ""}.`}
          >
            <BarChart
              title={`Leads by status, ${period.label}`}
              color={SERIES_COLORS[5]}
              rows={data.statuses.map((s) => ({ label: s.label, count: s.count }))}
            />
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {data.statuses.map((s) => (
                <li key={s.status}>
                  <Link
                    to={`/admin?status=${s.status}&${range}`}
                    className="text-brand-700 underline underline-offset-2"
                  >
                    {s.label} leads ({nf(s.count)})
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <p className="font-semibold text-red-800">Failed to load the insights</p>
      <a href="/admin/insights" className={buttonClass("primary", "md", "mt-4")}>
        Retry
      </a>
    </div>
  );
}
