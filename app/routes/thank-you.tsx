import { data, Link } from "react-router";
import { db } from "~/lib/db.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ReferenceNotFound } from "~/components/site-visit/reference-not-found";
import { SlotPicker } from "~/components/site-visit/slot-picker";
import { STRIP_REF } from "~/components/layout/analytics";
import { analyticsConfig, type AnalyticsConfig } from "~/lib/analytics.server";
import { hoursLines, phoneDisplay, useBusiness } from "~/lib/business-facts";
import { getEnv } from "~/lib/env.server";
import { fill, homePath, langFromPath, localizedPath } from "~/lib/i18n";
import { takeConversion } from "~/lib/lead-reference.server";
import { useNonce } from "~/lib/nonce";
import { noindexMeta } from "~/lib/seo";
import { ownHeaders } from "~/lib/route-headers";
import { visitView } from "~/models/site-visit-view.server";
import { siteVisitCopy } from "~/content/site-visit";
import type { Route } from "./+types/thank-you";

/**
 * The thank-you page of a lead (docs/decisions/082): /thank-you and /es/gracias, `?ref=` the lead's
 * signed reference. Every path that creates a lead ends here (the form's action, the enhanced
 * form after POST /api/contact, the confirm step). It shows the reference number, what happens
 * next, the opening hours and the site-visit booking; it is `noindex` and never cached. The
 * "lead" conversion is reported once: only when the one-time cookie set with the lead is present
 * (the loader clears it), so a reload or the back button does not count it again.
 */
export const meta: Route.MetaFunction = ({ location }) =>
  noindexMeta(siteVisitCopy[langFromPath(location.pathname)].thanksTitle);

export const headers = ownHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const view = await visitView(db(), url.searchParams.get("ref"), lang, { held: true });
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (!view) return data({ lang, view: null, conversion: null }, { status: 404, headers });
  const { converted, clear } = takeConversion(request, view.id);
  if (clear) headers.append("Set-Cookie", clear);
  const conversion: AnalyticsConfig = converted && !view.held ? analyticsConfig(getEnv()) : null;
  const { slots: _slots, ...shown } = view;
  return data({ lang, view: shown, conversion }, { headers });
}

/**
 * The one "lead" event, after the provider's queue (rendered at the end of the body) exists. It
 * reports the address without the lead's `ref`, as the page views do (analytics.tsx).
 */
function conversionScript(config: NonNullable<AnalyticsConfig>) {
  const call =
    config.provider === "plausible"
      ? `window.plausible=window.plausible||function(){(window.plausible.q=window.plausible.q||[]).push(arguments)};window.plausible("Lead",{u:location.href${STRIP_REF}});`
      : `window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};window.gtag("event","generate_lead",{page_location:location.href${STRIP_REF}});`;
  return `document.addEventListener("DOMContentLoaded",function(){${call}});`;
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { lang, view, conversion } = loaderData;
  const facts = useBusiness();
  const nonce = useNonce();
  const copy = siteVisitCopy[lang];
  if (!view) return <ReferenceNotFound lang={lang} />;
  return (
    <>
      <Breadcrumbs items={[{ label: copy.crumb }]} />
      {conversion ? (
        <script
          nonce={nonce}
          suppressHydrationWarning
          data-conversion="lead"
          dangerouslySetInnerHTML={{ __html: conversionScript(conversion) }}
        />
      ) : null}
      <section className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <h1 className="font-display text-3xl font-bold text-ink sm:text-4xl">{copy.thanksTitle}</h1>
          <p className="mt-3 text-lg text-stone-700">{copy.thanksLead}</p>
          <p className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 px-5 py-4">
            <span className="block text-sm font-medium text-stone-700">{copy.reference}</span>
            <span className="font-mono text-2xl font-bold tracking-wide text-ink" data-testid="reference">
              {view.reference}
            </span>
          </p>
          <h2 className="mt-8 font-display text-2xl font-semibold text-ink">{copy.nextTitle}</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-stone-800">
            {copy.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <h2 className="mt-8 text-lg font-semibold text-ink">{copy.hoursTitle}</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-800">
            {hoursLines(facts.hours, lang).map((row) => (
              <div key={row.days} className="contents">
                <dt className="font-medium">{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-stone-800">
            {copy.callUs}{" "}
            <a
              className="font-semibold text-brand-700 underline underline-offset-2"
              href={`tel:${facts.phone}`}
            >
              {phoneDisplay(facts.phone)}
            </a>
          </p>
          <ul className="mt-8 grid gap-2">
            <li>
              <Link className="text-brand-700 underline underline-offset-2" to={homePath(lang)}>
                {copy.backHome}
              </Link>
            </li>
            <li>
              <Link
                className="text-brand-700 underline underline-offset-2"
                to={localizedPath("/micromarkets", lang)}
              >
                {copy.backServices}
              </Link>
            </li>
            <li>
              <Link className="text-brand-700 underline underline-offset-2" to={localizedPath("/blog", lang)}>
                {copy.backBlog}
              </Link>
            </li>
          </ul>
        </div>
        <div id="book" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
          {view.visit ? (
            <>
              <h2 className="font-display text-2xl font-semibold text-ink">{copy.bookedTitle}</h2>
              <p className="mt-3 text-stone-800">{fill(copy.bookedText, { when: view.visit.when })}</p>
              <p className="mt-4">
                <Link className="text-brand-700 underline underline-offset-2" to={view.manage}>
                  {copy.rescheduleTitle}
                </Link>
              </p>
            </>
          ) : (
            <>
              <h2 className="font-display text-2xl font-semibold text-ink">{copy.bookTitle}</h2>
              <p className="mt-2 text-stone-700">{fill(copy.bookLead, { minutes: view.lengthMinutes })}</p>
              {view.groups.length ? (
                <SlotPicker
                  action={view.manage}
                  reference={view.ref}
                  groups={view.groups}
                  legend={copy.slotsLegend}
                  submitLabel={copy.bookSubmit}
                />
              ) : (
                <p className="mt-4 text-stone-800">{copy.noSlots}</p>
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
}
