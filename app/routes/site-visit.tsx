import { data, Link } from "react-router";
import { db } from "~/lib/db.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ReferenceNotFound } from "~/components/site-visit/reference-not-found";
import { SlotPicker, type SlotGroup } from "~/components/site-visit/slot-picker";
import { Button } from "~/components/ui/button";
import { fill, homePath, langFromPath } from "~/lib/i18n";
import { siteVisitPath, verifyLeadReference } from "~/lib/lead-reference.server";
import { readForm } from "~/lib/request-body.server";
import { noindexMeta } from "~/lib/seo";
import { ownHeaders } from "~/lib/route-headers";
import { redirectWithToast } from "~/lib/toast.server";
import { siteVisitCopy } from "~/content/site-visit";
import { enqueueVisitMail, visitorMailConfigured } from "~/models/site-visit-mail.server";
import { nextFreeAfter, slotGroups, visitView } from "~/models/site-visit-view.server";
import { bookVisit, cancelVisit, VISITOR_CHANGES_PER_DAY } from "~/models/site-visits.server";
import type { Route } from "./+types/site-visit";

/**
 * A lead's site visit (docs/decisions/082): /site-visit and /es/visita, `?ref=` the lead's signed
 * reference (the link of the thank-you page and of every e-mail). Book a free time, move the visit
 * to another, or cancel it. Plain forms posting here; JavaScript is not needed. Two visitors who
 * pick the same time at once: the database lets one book it, the other gets this page again (409)
 * with the next free times.
 */
export const meta: Route.MetaFunction = ({ location }) =>
  noindexMeta(siteVisitCopy[langFromPath(location.pathname)].manageTitle);

export const headers = ownHeaders;

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const view = await visitView(db(), url.searchParams.get("ref"), lang);
  if (!view) return data({ lang, view: null, mailOn: false }, { status: 404, headers: NO_STORE });
  const { slots: _slots, ...shown } = view;
  // Say "we sent you an invitation" only when a mail server can send it.
  const mailOn = await visitorMailConfigured(db());
  return data({ lang, view: shown, mailOn }, { headers: NO_STORE });
}

const MAX_REASON = 300;

export async function action({ request }: Route.ActionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const copy = siteVisitCopy[lang];
  const form = (await readForm(request).catch(() => null)) ?? new FormData();
  const id = verifyLeadReference(form.get("ref"));
  if (id === null)
    return data({ error: copy.notFoundText, offered: null }, { status: 404, headers: NO_STORE });
  const back = siteVisitPath(id, lang);
  const database = db();
  const tooMany = () =>
    data({ error: copy.tooManyChanges, offered: null }, { status: 429, headers: NO_STORE });
  const mailOn = await visitorMailConfigured(database);
  if (form.get("intent") === "cancel") {
    const reason = String(form.get("reason") ?? "")
      .trim()
      .slice(0, MAX_REASON);
    const outcome = await cancelVisit(database, id, reason, {
      enqueue: (trx, visitId, kind) => enqueueVisitMail(trx, visitId, kind),
      limit: VISITOR_CHANGES_PER_DAY,
    });
    if (outcome === "limit") return tooMany();
    return redirectWithToast(back, {
      title: outcome === "cancelled" ? copy.cancelledToast : copy.noVisitToCancel,
    });
  }
  const slot = form.get("slot");
  if (typeof slot !== "string" || !slot)
    return data({ error: copy.chooseSlot, offered: null }, { status: 400, headers: NO_STORE });
  const result = await bookVisit(database, id, slot, {
    enqueue: (trx, visitId, kind) => enqueueVisitMail(trx, visitId, kind),
    limit: VISITOR_CHANGES_PER_DAY,
  });
  if (result.ok)
    return redirectWithToast(back, {
      title: result.rescheduled
        ? mailOn
          ? copy.movedToast
          : copy.movedToastNoMail
        : mailOn
          ? copy.bookedToast
          : copy.bookedToastNoMail,
    });
  if (result.reason === "limit") return tooMany();
  if (result.reason === "no-lead")
    return data({ error: copy.notFoundText, offered: null }, { status: 404, headers: NO_STORE });
  const view = await visitView(database, form.get("ref"), lang);
  const offered: SlotGroup[] = slotGroups(nextFreeAfter(view?.slots ?? [], slot), lang);
  return result.reason === "taken"
    ? data({ error: copy.slotTaken, offered }, { status: 409, headers: NO_STORE })
    : data({ error: copy.slotInvalid, offered: null }, { status: 400, headers: NO_STORE });
}

export default function SiteVisit({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, view, mailOn } = loaderData;
  const copy = siteVisitCopy[lang];
  if (!view) return <ReferenceNotFound lang={lang} />;
  // Posted to the page's own address (with its ?ref=), so the page answering an error has its lead.
  const action = view.manage;
  const offered = actionData?.offered;
  return (
    <>
      <Breadcrumbs items={[{ label: copy.manageCrumb }]} />
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="font-display text-3xl font-bold text-ink sm:text-4xl">
          {view.visit ? copy.bookedTitle : copy.bookTitle}
        </h1>
        <p className="mt-3 text-stone-700">
          {copy.reference}: <strong className="font-mono text-ink">{view.reference}</strong>
        </p>
        {view.visit ? (
          <div
            className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 px-5 py-4"
            data-testid="booked-visit"
          >
            <p className="text-lg text-ink">{fill(copy.bookedText, { when: view.visit.when })}</p>
            <p className="mt-1 text-sm text-stone-700">{mailOn ? copy.bookedEmail : copy.bookedNoEmail}</p>
          </div>
        ) : (
          <p className="mt-3 text-stone-700">{fill(copy.bookLead, { minutes: view.lengthMinutes })}</p>
        )}
        <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
          {view.visit ? (
            <h2 className="font-display text-2xl font-semibold text-ink">{copy.rescheduleTitle}</h2>
          ) : null}
          {view.groups.length || offered?.length ? (
            <SlotPicker
              action={action}
              reference={view.ref}
              groups={offered?.length ? offered : view.groups}
              legend={copy.slotsLegend}
              submitLabel={view.visit ? copy.rescheduleSubmit : copy.bookSubmit}
              error={actionData?.error}
            />
          ) : (
            <p className="text-stone-800">{copy.noSlots}</p>
          )}
        </div>
        {view.visit ? (
          <form
            method="post"
            action={action}
            className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
          >
            <h2 className="font-display text-2xl font-semibold text-ink">{copy.cancelTitle}</h2>
            <input type="hidden" name="ref" value={view.ref} />
            <input type="hidden" name="intent" value="cancel" />
            <label htmlFor="cancel-reason" className="mt-4 block text-sm font-medium text-stone-800">
              {copy.cancelReason}
            </label>
            <textarea
              id="cancel-reason"
              name="reason"
              maxLength={MAX_REASON}
              rows={3}
              className="mt-1 block w-full rounded-lg border border-stone-300 px-3.5 py-2.5 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-500/40 focus:outline-none"
            />
            <Button type="submit" variant="outline" className="mt-4">
              {copy.cancelSubmit}
            </Button>
          </form>
        ) : null}
        <p className="mt-8">
          <Link className="text-brand-700 underline underline-offset-2" to={homePath(lang)}>
            {copy.backHome}
          </Link>
        </p>
      </section>
    </>
  );
}
