import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import type { ConformHandle, ConformView, Validate } from "~/components/contact/contact-form-enhancement";
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
 * Conform (about 10 KB gzipped) is not part of the page's first load either (decision 054): it is
 * fetched on the visitor's first interaction with the form (hover, pointer or touch down, focus).
 * Until it arrives the form is the server's plain form, hydrated: the same markup, posting to its
 * action. A failed load is forgotten, so the next interaction tries again.
 */
type Enhancement = typeof import("~/components/contact/contact-form-enhancement");
let loadedEnhancement: Enhancement | undefined;
let enhancementRequest: Promise<Enhancement> | undefined;
function loadEnhancement(): Promise<Enhancement> {
  enhancementRequest ??= import("~/components/contact/contact-form-enhancement").then(
    (module) => (loadedEnhancement = module),
    (error: unknown) => {
      enhancementRequest = undefined;
      throw error;
    },
  );
  return enhancementRequest;
}

/** How long a request sent before Conform has arrived waits for it before the form posts as it is. */
const ENHANCEMENT_WAIT_MS = 4000;

const FORM_ID = "contact-form";

/**
 * The consultation form (product §2 Contact, §4, §5, §8), on the home page's contact section and on
 * /contact.
 *
 * Without JavaScript it is a plain form posting to the /contact action: errors come back next to
 * the fields with the typed values, success redirects to the page it came from (#contact) with the
 * toast in the flash cookie. With JavaScript, once Conform has loaded (first interaction), it
 * validates on submit (then as the visitor types) with the same zod schema and posts JSON to /api/contact without
 * leaving the page ("Sending..." while pending).
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
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const validator = useRef<Validate | undefined>(loadedValidator);
  // Once hydrated and until Conform and the validator have loaded, the browser's own checks
  // (required, type=email) are on, so an empty form sent early is stopped in the page instead of
  // going to the server. Before hydration (and without JavaScript) the server checks, as it always does.
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

  // Conform: the loaded module (a form rendered by a client-side navigation after it has loaded
  // starts with it), Conform's lastResult, what it shows (null until it runs) and its handlers.
  const [enhancement, setEnhancement] = useState(loadedEnhancement);
  const [conformResult, setConformResult] = useState(() => lastResult ?? undefined);
  const [conformView, setConformView] = useState<ConformView | null>(null);
  const conform = useRef<ConformHandle | null>(null);
  const enhancementRequested = useRef(Boolean(loadedEnhancement));
  // A submit sent before Conform has arrived: "waiting" for it, or "plain" once the form was
  // posted to its action instead.
  const earlySubmit = useRef<{ state: "waiting" | "plain"; timer?: ReturnType<typeof setTimeout> } | null>(
    null,
  );

  /** The form as JavaScript-less browsers send it: to the route action (the server validates it). */
  const postPlain = () => {
    if (earlySubmit.current?.state !== "waiting") return;
    clearTimeout(earlySubmit.current.timer);
    earlySubmit.current = { state: "plain" };
    // submit() fires no submit event (so this handler does not run again) and skips the browser's
    // checks, which this submit has already passed.
    formRef.current?.submit();
  };

  const enhance = () => {
    if (enhancementRequested.current) return;
    enhancementRequested.current = true;
    loadEnhancement().then(
      (module) => {
        if (!formRef.current) return; // the page has changed meanwhile
        // No element is replaced (the enhancement renders no markup of its own): the focus, the
        // caret and every typed or autofilled value stay in the page as they are. Conform starts
        // from the server's answer, as it did at hydration (errors shown stay shown) and reads the
        // values from the form itself on every input, blur and submit. (The values are not given to
        // Conform as initial values: they would become the fields' default values, which Conform's
        // reset after a stored request leaves in place.)
        setEnhancement(module);
      },
      () => {
        // Offline, or a deploy replaced the chunk: the form stays plain and posts to its action.
        enhancementRequested.current = false;
        postPlain();
      },
    );
  };
  const onInteraction = () => {
    if (hydrated) enhance();
  };

  // A visitor who focused a field before hydration (or an autofocused field after a no-JS round
  // trip) has already started: fetch what the focus would have fetched.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) {
      ensureValidator();
      enhance();
    }
    // Once, on mount: later focus moves are handled by onFocus.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run once when the form mounts
  }, []);

  // Conform has arrived while a submit was waiting for it: send that submit through Conform.
  useEffect(() => {
    if (!conformView || earlySubmit.current?.state !== "waiting") return;
    const form = formRef.current;
    // A browser without requestSubmit (Safari before 16) posts the form to its action instead.
    if (typeof form?.requestSubmit !== "function") return postPlain();
    clearTimeout(earlySubmit.current.timer);
    earlySubmit.current = null;
    setPending(false);
    form.requestSubmit();
  }, [conformView]);

  const submissionKey = useRef<{ body: string; key: string } | null>(null);
  const sending = useRef(false);
  /** Posts the lead as JSON once Conform has validated it. */
  const sendLead = (formData: FormData) => {
    if (sending.current) return;
    const body = Object.fromEntries(
      [...formData.entries()].filter(([, v]) => typeof v === "string"),
    ) as Record<string, string>;
    const serialized = JSON.stringify(body);
    if (submissionKey.current?.body !== serialized)
      submissionKey.current = { body: serialized, key: newSubmissionKey() };
    const key = submissionKey.current.key;
    sending.current = true;
    setPending(true);
    // A person who fills the form faster than the minimum (autofill) is not a bot: wait out the
    // rest of it ("Sending..."), so the server takes the request as a normal lead.
    const waitMs = msUntilStampReady(stamp);
    void new Promise((resolve) => setTimeout(resolve, Math.max(0, waitMs > 0 ? waitMs + 50 : 0)))
      .then(() => submitJson(serialized, key))
      .then((outcome) => {
        if (outcome.ok) {
          // The lead's thank-you page (decision 082): a full load, so it counts the conversion once.
          if (outcome.thankYou) {
            window.location.assign(outcome.thankYou);
            return;
          }
          submissionKey.current = null;
          setConformResult(undefined);
          conform.current?.reset();
          toast({ ...toasts.success });
        } else {
          if (outcome.fieldErrors)
            setConformResult({ status: "error", initialValue: body, error: outcome.fieldErrors });
          toast({ ...toasts.error });
        }
      })
      .finally(() => {
        sending.current = false;
        setPending(false);
      });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (conform.current) {
      conform.current.onSubmit(event);
      return;
    }
    // Sent before Conform has arrived (an autofilled form sent at once, a slow connection): the
    // browser's checks have passed. We wait for Conform ("Sending...", the button disabled, further
    // submits ignored) and then send it through Conform as any other submit: JSON, idempotency key,
    // toast, the visitor stays on the page. If Conform fails to load, or has not arrived within
    // ENHANCEMENT_WAIT_MS, the form posts to its action as without JavaScript. Either way exactly
    // one request leaves: the lead is never lost nor sent twice.
    event.preventDefault();
    if (earlySubmit.current) return;
    earlySubmit.current = { state: "waiting", timer: setTimeout(postPlain, ENHANCEMENT_WAIT_MS) };
    setPending(true);
    enhance();
  };

  const formErrors = conformView ? conformView.formErrors : (lastResult?.error?.[""] ?? undefined);
  const formError = formErrors?.[0];
  const fields = conformView?.fields ?? plainFields(FORM_ID, lastResult);
  // After a no-JS round trip with errors, the browser focuses (and scrolls to) the first bad field.
  const firstInvalid = lastResult ? FIELD_ORDER.find((name) => lastResult.error?.[name]?.length) : undefined;
  const focusIf = (name: FieldName) => (firstInvalid === name ? { autoFocus: true } : {});
  const page = carried.sourcePage ?? sourcePage ?? location.pathname;

  return (
    <form
      ref={formRef}
      id={FORM_ID}
      method="post"
      action={localizedPath("/contact", lang)}
      onSubmit={onSubmit}
      noValidate={!hydrated || (Boolean(conformView) && validatorReady)}
      data-min-fill-ms={stamp.minFillMs}
      aria-describedby={formError ? `${FORM_ID}-error` : undefined}
      aria-busy={pending || undefined}
      data-enhanced={hydrated ? "" : undefined}
      data-conform={conformView ? "" : undefined}
      onFocus={() => {
        ensureValidator();
        onInteraction();
      }}
      // Hover starts the fetch earlier on a desktop; pointer and touch down, on a phone.
      onPointerEnter={onInteraction}
      onMouseEnter={onInteraction}
      onPointerDown={onInteraction}
      onTouchStart={onInteraction}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      {enhancement ? (
        <enhancement.ContactFormEnhancement
          formId={FORM_ID}
          lang={lang}
          lastResult={conformResult}
          validator={validator}
          onValidSubmit={sendLead}
          onView={setConformView}
          handleRef={conform}
        />
      ) : null}
      {formError ? (
        <div
          id={`${FORM_ID}-error`}
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

      <ContactFormFields formId={FORM_ID} fields={fields} focusIf={focusIf} />

      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
          {pending ? ui.sending : ui.submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * The fields as Conform would describe them for the server's answer (same ids, errors and values):
 * what the form shows until Conform runs it.
 */
function plainFields(formId: string, result: SubmissionResult<string[]> | null | undefined): FieldSet {
  const initial = (result?.initialValue ?? {}) as Record<string, unknown>;
  const entries = FIELD_ORDER.map((name) => {
    const id = `${formId}-${name}`;
    return [
      name,
      {
        id,
        name,
        formId,
        errorId: `${id}-error`,
        errors: result?.error?.[name] ?? undefined,
        initialValue: initial[name],
      },
    ];
  });
  return Object.fromEntries(entries) as FieldSet;
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
