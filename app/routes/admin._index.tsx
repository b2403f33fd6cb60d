import { isRouteErrorResponse, Link, useLocation, useNavigation, useRouteError } from "react-router";
import { useAutoRefresh } from "~/components/admin/use-auto-refresh";
import {
  ContactTable,
  type ContactDetail,
  type ContactListItem,
} from "~/components/admin/contact-submissions";
import { ContactViewDialog, DeleteHeldLeadDialog } from "~/components/admin/contact-view-dialog";
import {
  EmptyListState,
  ExportCsvLink,
  Pagination,
  SearchBox,
  StatCards,
} from "~/components/admin/list-controls";
import { LeadPipelinePanel, StatusFilter, type LeadPipelineView } from "~/components/admin/lead-pipeline";
import { FirstRunChecklist } from "~/components/admin/first-run-checklist";
import { buttonClass } from "~/components/ui/button";
import { firstRunChecklist } from "~/models/first-run-checklist.server";
import { requireUser } from "~/server/auth.server";
import { db } from "~/lib/db.server";
import { requestFormData } from "~/lib/request-body.server";
import { hrefWith, withParams } from "~/lib/list-query";
import { businessDay, formatShortDay } from "~/lib/dates";
import { ageLabel } from "~/lib/age";
import { redirectWithToast } from "~/lib/toast.server";
import {
  contactRequestCounts,
  getContactRequest,
  listContactRequests,
  parseContactListQuery,
} from "~/models/contact-request-list.server";
import { serviceInterestLabel } from "~/models/contact-request-input.server";
import { toContactRequestJson } from "~/models/contact-request-export.server";
import { formatVisit } from "~/models/site-visit-slots";
import { leadSiteVisit } from "~/models/site-visits.server";
import { leadHistory, LeadHeldAsSpamError, LeadNotFoundError } from "~/models/lead-pipeline.server";
import { LEAD_ACTIONS, leadId, leadIntentSchema, NOT_FOUND_TOAST } from "~/server/admin-lead-actions.server";
import type { Route } from "./+types/admin._index";

/** product §9: admin lists refresh every 30 seconds (with JavaScript, while the tab is visible). */
const PREVIEW_CHARS = 140;

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const query = parseContactListQuery(url);
  const database = db();
  const [counts, page] = await Promise.all([
    contactRequestCounts(database),
    listContactRequests(database, query),
  ]);
  const viewParam = url.searchParams.get("view");
  let viewing: ContactDetail | null | undefined;
  let pipeline: LeadPipelineView | null = null;
  if (viewParam !== null) {
    const id = leadId(viewParam);
    const row = id ? await getContactRequest(database, id) : undefined;
    if (row) {
      const json = toContactRequestJson(row);
      const visit = await leadSiteVisit(database, row.id);
      viewing = {
        ...json,
        serviceLabel: row.service_interest ? serviceInterestLabel(row.service_interest) : null,
        siteVisit: visit
          ? {
              when: formatVisit(visit.starts_at, "en"),
              status: visit.status,
              cancelReason: visit.cancel_reason,
              href:
                visit.status === "booked"
                  ? `/admin/site-visits?view=week&week=${businessDay(new Date(visit.starts_at))}`
                  : "/admin/site-visits",
            }
          : null,
      };
      if (!row.is_spam) {
        pipeline = {
          status: row.status,
          lostReason: row.lost_reason,
          followUpOn: row.follow_up_on,
          originPrizeEntryId: row.origin_engagement_id,
          ...(await leadHistory(database, row.id)),
        };
      }
    } else viewing = null;
  }
  // "Delete" of a lead held as spam asks first: /admin?spam=1&delete=<id> (works without JavaScript).
  const deleteParam = url.searchParams.get("delete");
  let deleting: { id: number; fullName: string; email: string } | null | undefined;
  if (deleteParam !== null) {
    const id = leadId(deleteParam);
    const row = id ? await getContactRequest(database, id) : undefined;
    deleting = row?.is_spam ? { id: row.id, fullName: row.full_name, email: row.email } : null;
  }
  const items: ContactListItem[] = page.items.map((row) => ({
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    serviceInterest: row.service_interest,
    serviceLabel: serviceInterestLabel(row.service_interest),
    messagePreview: (row.message ?? "").replace(/\s+/g, " ").trim().slice(0, PREVIEW_CHARS),
    createdAt: row.created_at,
    age: ageLabel(row.created_at),
    status: row.status,
    followUpOn: row.follow_up_on,
    language: row.language,
  }));
  const checklist = await firstRunChecklist(database);
  return { counts, page: { ...page, items }, query, viewing, pipeline, deleting, checklist };
}

/**
 * The Contact Submissions tab's actions (forms posting to `/admin?index&<list params>`): each
 * answers with a redirect back and a toast, or with the form's field errors (400); never a 500.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const back = (changes: Record<string, string | number | null>) =>
    hrefWith("/admin", url.search, { index: null, delete: null, ...changes });
  const form = await requestFormData(request);
  const id = leadId(form.get("id"));
  if (!id) return redirectWithToast(back({ view: null }), NOT_FOUND_TOAST);
  const intent = leadIntentSchema.safeParse(form.get("intent"));
  if (!intent.success) {
    return redirectWithToast(back({}), {
      title: "Failed to update submission",
      description: "The form was not understood. Please try again.",
      variant: "destructive",
    });
  }
  try {
    return await LEAD_ACTIONS[intent.data]({
      id,
      form,
      actor: { id: user.id, username: user.username },
      back,
    });
  } catch (error) {
    if (error instanceof LeadNotFoundError) return redirectWithToast(back({ view: null }), NOT_FOUND_TOAST);
    if (error instanceof LeadHeldAsSpamError)
      return redirectWithToast(back({}), { ...NOT_FOUND_TOAST, description: error.message });
    console.error("admin: a contact submission action failed:", error);
    return redirectWithToast(back({}), {
      title: "Failed to update submission",
      description: "Something went wrong on our side. Please try again.",
      variant: "destructive",
    });
  }
}

export default function ContactSubmissions({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, page, query, viewing, pipeline, deleting, checklist } = loaderData;
  const reply = actionData && "reply" in actionData ? actionData.reply : null;
  const location = useLocation();
  const navigation = useNavigation();
  useAutoRefresh();
  // Loading: a search, sort or page change of this list is on its way (not the dialog opening).
  const nextParams =
    navigation.location?.pathname === "/admin" ? new URLSearchParams(navigation.location.search) : null;
  const loading =
    navigation.state === "loading" &&
    nextParams !== null &&
    !nextParams.has("view") &&
    !nextParams.has("password");
  const closeView = hrefWith(location.pathname, location.search, { view: null });
  const closeDelete = hrefWith(location.pathname, location.search, { delete: null });
  // The index route's action, with the list's parameters to come back to.
  const listParams = withParams(location.search, { delete: null, index: null }).slice(1);
  const actionHref = `/admin?index${listParams ? `&${listParams}` : ""}`;

  return (
    <>
      <FirstRunChecklist items={checklist} />
      <section aria-labelledby="contacts-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="contacts-heading" className="font-display text-2xl font-bold text-ink">
            {query.spam ? "Spam-flagged submissions" : "Contact Submissions"}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Link to={query.spam ? "/admin" : "/admin?spam=1"} className={buttonClass("ghost", "sm")}>
              {query.spam ? "Back to submissions" : `Held as spam (${counts.spam.toLocaleString("en-US")})`}
            </Link>
            <ExportCsvLink csvPath="/admin/contact-requests.csv" />
          </div>
        </div>
        <div className="mt-5">
          <StatCards
            stats={[
              { label: "Total Submissions", value: counts.total.toLocaleString("en-US") },
              { label: "This Week", value: counts.thisWeek.toLocaleString("en-US") },
              { label: "Today", value: counts.today.toLocaleString("en-US") },
              { label: "New (not yet contacted)", value: counts.newLeads.toLocaleString("en-US") },
              { label: "Follow-ups due today", value: counts.followUpsDue.toLocaleString("en-US") },
            ]}
          />
        </div>
        <div className="mt-6">
          <SearchBox
            label="Search contact submissions"
            placeholder="Search by name, email, phone, message or address"
            q={query.q}
            keep={["sort", "dir", "spam", "status", "from", "to"]}
          />
        </div>
        {query.spam ? null : (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <StatusFilter current={query.status} />
            {query.from || query.to ? (
              <p className="text-sm text-stone-700">
                Created {query.from ? `from ${formatShortDay(query.from)}, ${query.from.slice(0, 4)} ` : ""}
                {query.to ? `to ${formatShortDay(query.to)}, ${query.to.slice(0, 4)}` : ""}{" "}
                <Link
                  to={hrefWith(location.pathname, location.search, { from: null, to: null, page: null })}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  Show all dates
                </Link>
              </p>
            ) : null}
          </div>
        )}
        <div className="relative mt-4" aria-busy={loading}>
          {loading ? (
            <p
              role="status"
              className="absolute inset-x-0 top-0 z-10 mx-auto w-fit rounded-full bg-night px-4 py-2 text-sm font-semibold text-white shadow"
            >
              Loading contact submissions...
            </p>
          ) : null}
          <div className={loading ? "opacity-50 transition-opacity" : undefined}>
            {page.total === 0 ? (
              <EmptyListState
                title="No submissions found"
                searching={Boolean(query.q || query.status || query.from || query.to)}
              />
            ) : (
              <>
                <ContactTable
                  items={page.items}
                  sort={{ sort: query.sort, dir: query.dir }}
                  held={query.spam ? { actionHref } : undefined}
                />
                <Pagination page={page} label="Contact submission pages" />
              </>
            )}
          </div>
        </div>
        {query.spam ? (
          <p className="mt-3 text-sm text-stone-600">
            Held by the spam checks: left out of the list and its counters, and nobody was notified. &quot;Not
            spam&quot; moves a lead to the main list and sends its notification now.
          </p>
        ) : null}
        {viewing !== undefined ? (
          <ContactViewDialog
            contact={viewing}
            closeHref={closeView}
            actionHref={actionHref}
            pipeline={
              viewing && pipeline ? (
                <LeadPipelinePanel
                  leadId={viewing.id}
                  pipeline={pipeline}
                  actionHref={actionHref}
                  reply={reply}
                />
              ) : null
            }
          />
        ) : null}
        {deleting !== undefined ? (
          <DeleteHeldLeadDialog lead={deleting} closeHref={closeDelete} actionHref={actionHref} />
        ) : null}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <p className="font-semibold text-red-800">Failed to load contact submissions</p>
      <a href={location.pathname + location.search} className={buttonClass("primary", "md", "mt-4")}>
        Retry
      </a>
    </div>
  );
}
