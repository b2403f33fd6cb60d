import { parse, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useRef, useState } from "react";
import { useLocation } from "react-router";
import {
  ContactFormFields,
  FIELD_ORDER,
  type FieldName,
  type FieldSet,
} from "~/components/contact/contact-form-fields";
import { msUntilStampReady, useFormStamp } from "~/components/contact/form-stamp";
import {
  useLeadAttribution,
  visualizationFrom,
  type Attribution,
} from "~/components/contact/lead-attribution";
import { newSubmissionKey, submitJson } from "~/components/contact/submit-lead";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { FORM_STARTED_FIELD } from "~/lib/form-started";
import { uiStrings } from "~/content/ui";
import { localizedPath, useLang, type Lang } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { UTM_KEYS } from "~/models/contact";

type Validate = (formData: FormData, lang: Lang) => Submission<unknown, string[]>;

/**
 * The zod schema (and zod itself, about 23 KB gzipped) is not part of the page's first load: it is
 * fetched when the visitor first focuses the form. Until it arrives, the browser's own constraints
 * (required, type=email, maxLength) and the server's answer (the same schema) do the checking.
 */
let loadedValidator: Validate | undefined;
function loadValidator(): Promise<Validate> {
  return import("~/models/contact-schema").then(
    (module) => (loadedValidator = module.validateContactForm as Validate),
  );
}

/**
 * The consultation form (product §2 Contact, §4, §5, §8), on the home page's contact section and on
 * /contact.
 *
 * Without JavaScript it is a plain form posting to the /contact action: errors come back next to
 * the fields with the typed values, success redirects to the page it came from (#contact) with the
 * toast in the flash cookie. With JavaScript, Conform validates on blur with the same zod schema
 * and the form posts JSON to /api/contact without leaving the page ("Sending..." while pending).
 */
export function contactToasts(lang: Lang) {
  const ui = uiStrings[lang].toasts;
  return {
    success: { title: ui.contactSuccessTitle, description: ui.contactSuccessDescription, variant: "success" },
    error: { title: ui.contactErrorTitle, description: ui.contactErrorDescription, variant: "destructive" },
  } as const;
}

export function ContactForm({
  sourcePage,
  lastResult,
  referrer,
}: {
  sourcePage?: string;
  /** The /contact action's answer (field errors and typed values when JavaScript is off). */
  lastResult?: SubmissionResult<string[]> | null;
  /** The visit's external referrer, when the page's loader knows it. */
  referrer?: string;
}) {
  const location = useLocation();
  // The form's language is its page's (decision 042): labels, messages, toasts, the lead's language.
  const lang = useLang();
  const ui = uiStrings[lang].contactForm;
  const toasts = contactToasts(lang);
  // After a no-JS round trip through /contact, keep where the visitor originally came from.
  const carried = carriedValues(lastResult);
  const stamp = useFormStamp();
  const attribution = useLeadAttribution(location.search, referrer, carried.attribution);
  const visualization =
    carried.visualization ?? visualizationFrom(new URLSearchParams(location.search).get("visualization"));
  const [clientResult, setClientResult] = useState<SubmissionResult<string[]> | null>(null);
  const [pending, setPending] = useState(false);
  const enhanced = useHydrated();
  const validator = useRef<Validate | undefined>(loadedValidator);
  // Once hydrated and until the validator has loaded, the browser's own checks (required,
  // type=email) are on, so an empty form sent early is stopped in the page instead of going to the
  // server. Before hydration (and without JavaScript) the server checks, as it always does.
  const [validatorReady, setValidatorReady] = useState(Boolean(loadedValidator));
  const ensureValidator = () => {
    if (!validator.current) {
      void loadValidator().then(
        (validate) => {
          validator.current = validate;
          setValidatorReady(true);
        },
        () => {},
      );
    }
  };
  const submissionKey = useRef<{ body: string; key: string } | null>(null);

  const [form, fields] = useForm({
    id: "contact-form",
    lastResult: clientResult ?? lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      validator.current?.(formData, lang) ?? parse(formData, { resolve: (value) => ({ value }) }),
    onSubmit(event, { formData }) {
      event.preventDefault();
      if (pending) return;
      const body = Object.fromEntries(
        [...formData.entries()].filter(([, v]) => typeof v === "string"),
      ) as Record<string, string>;
      const serialized = JSON.stringify(body);
      if (submissionKey.current?.body !== serialized)
        submissionKey.current = { body: serialized, key: newSubmissionKey() };
      const key = submissionKey.current.key;
      setPending(true);
      // A person who fills the form faster than the minimum (autofill) is not a bot: wait out the
      // rest of it ("Sending..."), so the server takes the request as a normal lead.
      const waitMs = msUntilStampReady(stamp);
      void new Promise((resolve) => setTimeout(resolve, Math.max(0, waitMs > 0 ? waitMs + 50 : 0)))
        .then(() => submitJson(serialized, key))
        .then((outcome) => {
          if (outcome.ok) {
            submissionKey.current = null;
            setClientResult(null);
            form.reset();
            toast({ ...toasts.success });
          } else {
            if (outcome.fieldErrors)
              setClientResult({ status: "error", initialValue: body, error: outcome.fieldErrors });
            toast({ ...toasts.error });
          }
        })
        .finally(() => setPending(false));
    },
  });

  const formError = form.errors?.[0];
  // After a no-JS round trip with errors, the browser focuses (and scrolls to) the first bad field.
  const firstInvalid =
    lastResult && !clientResult ? FIELD_ORDER.find((name) => lastResult.error?.[name]?.length) : undefined;
  const focusIf = (name: FieldName) => (firstInvalid === name ? { autoFocus: true } : {});
  const page = carried.sourcePage ?? sourcePage ?? location.pathname;

  return (
    <form
      id={form.id}
      method="post"
      action={localizedPath("/contact", lang)}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate && (validatorReady || !enhanced)}
      data-min-fill-ms={stamp.minFillMs}
      aria-describedby={formError ? `${form.id}-error` : undefined}
      aria-busy={pending || undefined}
      data-enhanced={enhanced ? "" : undefined}
      onFocus={ensureValidator}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      {formError ? (
        <div
          id={`${form.id}-error`}
          role="alert"
          className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-800 sm:col-span-2"
        >
          <p className="font-semibold">{toasts.error.title}</p>
          <p className="text-sm">{formError}</p>
        </div>
      ) : null}

      <input type="hidden" name="sourcePage" value={page} />
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name={FORM_STARTED_FIELD} value={stamp.value} />
      {attribution.referrer ? <input type="hidden" name="referrer" value={attribution.referrer} /> : null}
      {UTM_KEYS.map((key) =>
        attribution[key] ? <input key={key} type="hidden" name={key} value={attribution[key]} /> : null,
      )}
      {visualization ? (
        <>
          <input type="hidden" name="visualization" value={visualization} />
          <p className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-stone-800 sm:col-span-2">
            {ui.visualizationAttached}
          </p>
        </>
      ) : null}

      <ContactFormFields formId={form.id} fields={fields as FieldSet} focusIf={focusIf} />

      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
          {pending ? ui.sending : ui.submit}
        </Button>
      </div>
    </form>
  );
}

function carriedValues(result: SubmissionResult<string[]> | null | undefined) {
  const initial = (result?.initialValue ?? {}) as Record<string, unknown>;
  const text = (key: string) =>
    typeof initial[key] === "string" && initial[key] ? (initial[key] as string) : undefined;
  const attribution: Attribution = {};
  for (const key of [...UTM_KEYS, "referrer"] as const) {
    const value = text(key);
    if (value) attribution[key] = value;
  }
  const source = text("sourcePage");
  return {
    sourcePage: source && /^\/(?!\/)/.test(source) ? source : undefined,
    attribution,
    visualization: visualizationFrom(text("visualization")),
  };
}
