import { db } from "~/lib/db.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { redirectWithToast } from "~/lib/toast.server";
import { conversionCookie, thankYouPath } from "~/lib/lead-reference.server";
import { ContactForm, contactToasts } from "~/components/contact/contact-form";
import { HONEYPOT_FIELD, SERVICE_INTEREST_OPTIONS } from "~/models/contact";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { breadcrumbJsonLd } from "~/lib/structured-data.server";
import { getEnv } from "~/lib/env.server";
import { Button } from "~/components/ui/button";
import { isDatabaseUnavailable } from "#db/index";
import { phoneDisplay, useBusiness } from "~/lib/business-facts";
import { uiStrings } from "~/content/ui";
import { langFromPath, localizedPath, pageAlternates, type Lang } from "~/lib/i18n";
import { attributionFromReferer, submitContactRequest } from "~/models/contact-submission.server";
import { readForm } from "~/lib/request-body.server";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { CONFIRM_STARTED_FIELD, FORM_STARTED_FIELD } from "~/lib/form-started";
import { contactRequestSchemaFor, leadAttributionSchema } from "~/models/contact-request-input.server";
import { signFormStarted } from "~/models/contact-spam-checks.server";
import type { Route } from "./+types/contact";
import { ownHeaders } from "~/lib/route-headers";

/** Its loader gives the page's JSON-LD (app/lib/json-ld.tsx). */
export const handle = { jsonLd: true };

const crumbs = (lang: Lang) => [{ label: uiStrings[lang].contactPage.crumb }];

/**
 * Registered twice in app/routes.ts: /contact and /es/contacto. The language comes from the
 * matched path, for the page and for the action (the form posts to its own page's path, so the
 * server answers in the language of the page the form was sent from: decision 042).
 */
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  const lang = langFromPath(location.pathname);
  const path = localizedPath("/contact", lang);
  return pageMeta({
    title: uiStrings[lang].meta.contactTitle,
    description: uiStrings[lang].meta.contactDescription,
    path,
    siteUrl,
    lang,
    alternates: pageAlternates("/contact"),
  });
};

/** The visit's external referrer, kept with the lead when the form is sent from this page. */
export function loader({ request, context }: Route.LoaderArgs) {
  const header = request.headers.get("referer");
  let referrer: string | undefined;
  try {
    if (header && new URL(header).origin !== new URL(request.url).origin) referrer = header.slice(0, 500);
  } catch {
    referrer = undefined;
  }
  const lang = langFromPath(new URL(request.url).pathname);
  context.jsonLd = [
    breadcrumbJsonLd(getEnv().PUBLIC_SITE_URL, crumbs(lang), localizedPath("/contact", lang), lang),
  ];
  return { referrer, lang };
}

/**
 * Where both copies of the form post when JavaScript is off (with JavaScript they post JSON to
 * /api/contact). Errors re-render this page with the typed values; success goes to the lead's
 * thank-you page (decision 082), which links back to the page the form was on. A post whose stamp does not pass
 * (sent within the minimum fill time, or without a genuine stamp) stores nothing and answers the
 * "Confirm your request" page: the typed values, a fresh confirm stamp and one button.
 */
/** The action's Retry-After (429) and Cache-Control reach the browser. */
export const headers = ownHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const messages = uiStrings[lang].validation;
  const toasts = contactToasts(lang);
  // A body that is no form is read as an empty form: the page answers with its field errors.
  const formData = await readForm(request).catch(() => new FormData());
  if (!formData) {
    return data(
      { result: { status: "error" as const, error: { "": [messages.requestTooLarge] } } },
      { status: 413 },
    );
  }
  const submission = parseWithZod(formData, { schema: contactRequestSchemaFor(lang) });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const raw = Object.fromEntries([...formData.entries()].filter(([, v]) => typeof v === "string"));
  const attribution = attributionFromReferer(request, leadAttributionSchema.parse(raw));
  const confirming = formData.has(CONFIRM_STARTED_FIELD);
  try {
    const outcome = await submitContactRequest(db(), {
      input: submission.value,
      attribution,
      honeypot: formData.get(HONEYPOT_FIELD),
      stamp: confirming
        ? { value: formData.get(CONFIRM_STARTED_FIELD), purpose: "confirm" }
        : { value: formData.get(FORM_STARTED_FIELD), purpose: "form" },
      mode: "form",
      language: lang,
      clientIp: context.clientIp,
    });
    if (!outcome.ok && outcome.reason === "rate-limited") {
      return data(
        { result: submission.reply({ formErrors: [messages.tooManyRequests] }) },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    }
    if (!outcome.ok) {
      const values: Record<string, string> = {};
      for (const [key, value] of Object.entries({ ...submission.value, ...attribution }))
        if (typeof value === "string" && value) values[key] = value;
      return data(
        { confirm: { values, stamp: signFormStarted(Date.now(), "confirm") } },
        { headers: { "Cache-Control": "no-store" } },
      );
    }
    // The thank-you page of the lead (decision 082); the one-time cookie lets it count the
    // conversion once, so a reload or the back button never counts (or sends) it again.
    // It opens with SPEC's success toast, "Thank you for your interest!".
    return redirectWithToast(thankYouPath(outcome.id, lang), toasts.success, {
      headers: { "Set-Cookie": conversionCookie(outcome.id) },
    });
  } catch (error) {
    console.error("contact: could not store a consultation request:", error);
    // A full, locked or failing database is temporary: 503 (Retry-After from entry.server), not 500.
    const unavailable = isDatabaseUnavailable(error);
    return data(
      { result: submission.reply({ formErrors: [toasts.error.description] }) },
      { status: unavailable ? 503 : 500 },
    );
  }
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const facts = useBusiness();
  const { lang } = loaderData;
  const ui = uiStrings[lang].contactPage;
  if (actionData && "confirm" in actionData) return <ConfirmRequest {...actionData.confirm} lang={lang} />;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  return (
    <>
      <Breadcrumbs items={crumbs(lang)} />
      <section
        id="contact"
        className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1.4fr]"
      >
        <div>
          <h1 className="font-display text-4xl font-bold text-ink">{ui.title}</h1>
          <p className="mt-4 text-lg text-stone-700">{ui.lead}</p>
          <ul className="mt-8 grid gap-3 text-stone-800">
            <li>
              <span className="font-semibold">{ui.callUs}</span>
              <a
                className="text-brand-700 underline underline-offset-2 hover:text-brand-600"
                href={`tel:${facts.phone}`}
              >
                {phoneDisplay(facts.phone)}
              </a>
            </li>
            <li>
              <span className="font-semibold">{ui.emailUs}</span>
              <a
                className="text-brand-700 underline underline-offset-2 hover:text-brand-600"
                href={`mailto:${facts.email}`}
              >
                {facts.email}
              </a>
            </li>
            <li>
              <span className="font-semibold">{ui.serviceArea}</span>
              {facts.serviceArea[lang]}
            </li>
          </ul>
        </div>
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 className="mb-6 font-display text-2xl font-semibold text-ink">{ui.formTitle}</h2>
          <ContactForm
            sourcePage={localizedPath("/contact", lang)}
            lastResult={result}
            referrer={loaderData.referrer}
          />
        </div>
      </section>
    </>
  );
}

/**
 * "Confirm your request": shown to a visitor without JavaScript whose form post came too soon after
 * the page was rendered (autofill, a page from a cache) or without a genuine stamp. Nothing was
 * stored yet; every value rides along in hidden fields with a fresh confirm stamp.
 */
function ConfirmRequest({
  values,
  stamp,
  lang,
}: {
  values: Record<string, string>;
  stamp: string;
  lang: Lang;
}) {
  const ui = uiStrings[lang].contactPage;
  const fields = uiStrings[lang].contactForm;
  const option = SERVICE_INTEREST_OPTIONS.find((o) => o.value === values.serviceInterest);
  const service = option ? fields.serviceOptions[option.value] : undefined;
  const shown: Array<[string, string | undefined]> = [
    [fields.fullName, values.fullName],
    [fields.email, values.email],
    [fields.phone, values.phone],
    [fields.serviceInterest, service],
    [fields.message, values.message],
  ];
  const contactPath = localizedPath("/contact", lang);
  return (
    <>
      <Breadcrumbs items={crumbs(lang)} />
      <section id="contact" className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        <h1 className="font-display text-4xl font-bold text-ink">{ui.confirmTitle}</h1>
        <p className="mt-4 text-lg text-stone-700">{ui.confirmText}</p>
        <dl className="mt-6 divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white px-6 shadow-sm">
          {shown.map(([label, value]) =>
            value ? (
              <div key={label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
                <dt className="text-sm font-medium text-stone-600">{label}</dt>
                <dd className="whitespace-pre-wrap break-words text-ink sm:col-span-2">{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
        <form method="post" action={contactPath} className="mt-8 flex flex-wrap items-center gap-4">
          {Object.entries(values).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name={CONFIRM_STARTED_FIELD} value={stamp} />
          <Button type="submit" size="lg">
            {ui.confirmSubmit}
          </Button>
          <a href={contactPath} className="text-brand-700 underline underline-offset-2 hover:text-brand-600">
            {ui.confirmStartOver}
          </a>
        </form>
      </section>
    </>
  );
}
