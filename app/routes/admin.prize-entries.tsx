import { Form, Link } from "react-router";
import { useAutoRefresh } from "~/components/admin/use-auto-refresh";
import { mailtoHref, telHref } from "~/components/admin/contact-submissions";
import { EmailText } from "~/components/admin/email-text";
import {
  EmptyListState,
  ExportCsvLink,
  ListTable,
  Pagination,
  PlainHeader,
  SearchBox,
  SortHeader,
  StatCards,
} from "~/components/admin/list-controls";
import { formatPrize } from "~/models/prize-schema";
import { Badge } from "~/components/ui/badge";
import { SpanishLeadBadge } from "~/components/admin/lead-language";
import { buttonClass } from "~/components/ui/button";
import { requireUser } from "~/server/auth.server";
import { db } from "~/lib/db.server";
import { requestFormData } from "~/lib/request-body.server";
import { redirectWithToast } from "~/lib/toast.server";
import { convertPrizeEntryToLead, leadsFromEntries } from "~/models/lead-pipeline.server";
import { formatDateTime } from "~/lib/dates";
import { engagementStats, listEngagements, parseEntryListQuery } from "~/models/engagements.server";
import { noindexMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.prize-entries";

export const meta: Route.MetaFunction = () => noindexMeta("Prize Entries | Admin | Gold Coast Vending");

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const query = parseEntryListQuery(new URL(request.url));
  const [page, stats] = await Promise.all([listEngagements(db(), query), engagementStats(db())]);
  const leads = await leadsFromEntries(
    db(),
    page.items.map((e) => e.id),
  );
  return {
    query: { q: query.q, sort: query.sort, dir: query.dir },
    stats,
    page: {
      ...page,
      items: page.items.map((e) => ({
        id: e.id,
        email: e.email,
        phone: e.phone,
        prizeAmount: e.prize_amount,
        lang: e.lang,
        createdAt: e.created_at,
        leadId: leads.get(e.id) ?? null,
      })),
    },
  };
}

/**
 * "Make a lead" (docs/decisions/033): one form post turns an entry into a consultation request
 * linked to it, then opens that lead in the Contact Submissions tab. Repeat-safe: a second post
 * (a double click, a stale page) opens the lead made the first time.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await requestFormData(request);
  const raw = formData.get("entryId");
  const entryId = typeof raw === "string" && /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  const back = `/admin/prize-entries${new URL(request.url).search}`;
  if (formData.get("intent") !== "make-lead" || !Number.isSafeInteger(entryId) || entryId <= 0)
    return redirectWithToast(back, {
      title: "Could not make a lead",
      description: "That prize entry was not found.",
      variant: "destructive",
    });
  const result = await convertPrizeEntryToLead(db(), entryId, { id: user.id, username: user.username });
  if (!result)
    return redirectWithToast(back, {
      title: "Could not make a lead",
      description: "That prize entry was not found.",
      variant: "destructive",
    });
  return redirectWithToast(`/admin?view=${result.leadId}`, {
    title: result.created ? "Lead created" : "Already a lead",
    description: result.created
      ? "The prize entry is now a lead with status New."
      : "This prize entry was made into this lead before.",
    variant: "success",
  });
}

export default function PrizeEntriesTab({ loaderData }: Route.ComponentProps) {
  const { query, stats, page } = loaderData;
  useAutoRefresh();
  return (
    <section aria-labelledby="prize-entries-title" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="prize-entries-title" className="text-xl font-semibold">
          Prize Entries
        </h2>
        <ExportCsvLink csvPath="/admin/prize-entries.csv" />
      </div>
      <StatCards
        stats={[
          { label: "Total entries", value: stats.total.toLocaleString("en-US") },
          { label: "$1,000 credit winners", value: stats.winners.toLocaleString("en-US") },
          { label: "This week", value: stats.thisWeek.toLocaleString("en-US") },
        ]}
      />
      <SearchBox
        label="Search prize entries by email or phone"
        placeholder="Search by email or phone"
        q={query.q}
      />
      {page.items.length === 0 ? (
        <EmptyListState title="No prize entries found" searching={Boolean(query.q)} />
      ) : (
        <ListTable
          caption="Prize game entries"
          columns={
            <>
              <SortHeader label="Email" sortKey="email" current={query} />
              <SortHeader label="Phone" sortKey="phone" current={query} />
              <SortHeader label="Prize" sortKey="amount" current={query} />
              <SortHeader label="Date" sortKey="date" current={query} />
              <PlainHeader>Lead</PlainHeader>
            </>
          }
        >
          {page.items.map((entry) => (
            <tr key={entry.id}>
              <td className="px-4 py-3">
                <a
                  href={mailtoHref(entry.email)}
                  className="font-medium text-ink underline-offset-2 hover:underline"
                >
                  <EmailText email={entry.email} />
                </a>
                {entry.lang === "es" ? (
                  <div className="mt-1">
                    <SpanishLeadBadge lang={entry.lang} />
                  </div>
                ) : null}
              </td>
              <td data-card="inline" className="whitespace-nowrap px-4 py-3">
                <a href={telHref(entry.phone)} className="underline-offset-2 hover:underline">
                  {entry.phone}
                </a>
              </td>
              <td data-card="inline" className="px-4 py-3">
                <Badge tone={entry.prizeAmount === 1000 ? "gold" : "neutral"}>
                  {formatPrize(entry.prizeAmount)} credit
                </Badge>
              </td>
              <td data-card="inline" className="whitespace-nowrap px-4 py-3 text-stone-700">
                {formatDateTime(entry.createdAt)}
              </td>
              <td data-card="actions" className="whitespace-nowrap px-4 py-3">
                {entry.leadId ? (
                  <Link
                    to={`/admin?view=${entry.leadId}`}
                    className="font-medium text-ink underline underline-offset-2"
                  >
                    Lead #{entry.leadId}
                  </Link>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="make-lead" />
                    <input type="hidden" name="entryId" value={entry.id} />
                    <button
                      type="submit"
                      className={buttonClass("outline", "sm")}
                      aria-label={`Make a lead from the entry of ${entry.email}`}
                    >
                      Make a lead
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <Pagination page={page} label="Prize entry pages" />
    </section>
  );
}
