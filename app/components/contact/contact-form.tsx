import { parse, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField, SelectField, TextareaField } from "~/components/ui/field";
import { toast } from "~/components/ui/toaster";
import { FORM_STARTED_FIELD, FormStampIssuer, type FormStartedStamp } from "~/lib/form-started";
import {
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  MESSAGE_PLACEHOLDER,
  PHONE_HINT,
  SERVICE_INTEREST_OPTIONS,
  UTM_KEYS,
  type UtmKey,
} from "~/models/contact";

type Validate = (formData: FormData) => Submission<unknown, string[]>;

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
 * The consultation form (SPEC §2 Contact, §4, §5, §8), on the home page's contact section and on
 * /contact.
 *
 * Without JavaScript it is a plain form posting to the /contact action: errors come back next to
 * the fields with the typed values, success redirects to the page it came from (#contact) with the
 * toast in the flash cookie. With JavaScript, Conform validates on blur with the same zod schema
 * and the form posts JSON to /api/contact without leaving the page ("Sending..." while pending).
 */
export const CONTACT_SUCCESS_TOAST = {
  title: "Thank you for your interest!",
  description: "We will contact you soon to schedule your free consultation.",
  variant: "success",
} as const;
export const CONTACT_ERROR_TOAST = {
  title: "Error",
  description: "There was a problem submitting your request. Please try again.",
  variant: "destructive",
} as const;

const FIELD_ORDER = ["fullName", "email", "phone", "serviceInterest", "message"] as const;
const ATTRIBUTION_KEY = "gcv:lead-attribution";
type Attribution = Partial<Record<UtmKey | "referrer", string>>;

/** The space visualization a visitor comes from ("Book Your Free Installation" links here with it). */
const VISUALIZATION_ID = /^[A-Za-z0-9_-]{16,64}$/;
function visualizationFrom(value: string | null | undefined) {
  return value && VISUALIZATION_ID.test(value) ? value : undefined;
}

function utmFrom(search: string): Attribution {
  const params = new URLSearchParams(search);
  const out: Attribution = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value) out[key] = value.slice(0, 200);
  }
  return out;
}

interface Stamp {
  value: string;
  /** The minimum fill time the server checks (CONTACT_MIN_FILL_MS). */
  minFillMs: number;
  /** When the stamp reached this page (performance.now() time; 0 on the server). */
  receivedAt: number;
}

/** The signed render stamp: from the server while rendering there; kept from the DOM on hydration. */
function initialStamp(issue: (() => FormStartedStamp) | undefined): Stamp {
  if (typeof document === "undefined") {
    const issued = issue?.();
    return { value: issued?.stamp ?? "", minFillMs: issued?.minFillMs ?? 0, receivedAt: 0 };
  }
  const form = document.getElementById("contact-form");
  // The page's last byte arrived after the server signed the stamp: time counted from then is never
  // more than the server counts, so the form does not post too early.
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  return {
    value: form?.querySelector<HTMLInputElement>(`input[name="${FORM_STARTED_FIELD}"]`)?.value ?? "",
    minFillMs: Number(form?.dataset.minFillMs) || 0,
    receivedAt: navigation?.responseEnd || performance.now(),
  };
}

/** One key per submission (Idempotency-Key), kept while the same values are sent again. */
function newSubmissionKey() {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
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
  // After a no-JS round trip through /contact, keep where the visitor originally came from.
  const carried = carriedValues(lastResult);
  const issueStamp = useContext(FormStampIssuer);
  const [stamp, setStamp] = useState(() => initialStamp(issueStamp));
  const firstTouch = useFirstTouch();
  const attribution = withFirstTouch(
    { ...utmFrom(location.search), ...(referrer ? { referrer } : {}), ...carried.attribution },
    firstTouch,
  );
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

  // A form rendered by a client-side navigation has no server stamp yet: ask for one.
  useEffect(() => {
    if (stamp.value) return;
    let cancelled = false;
    fetch("/api/contact", { headers: { Accept: "application/json" } })
      .then((res) =>
        res.ok ? (res.json() as Promise<{ formStartedAt?: string; minFillMs?: number }>) : null,
      )
      .then((body) => {
        if (!cancelled && body?.formStartedAt)
          setStamp({
            value: body.formStartedAt,
            minFillMs: body.minFillMs ?? 0,
            receivedAt: performance.now(),
          });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [stamp]);

  const [form, fields] = useForm({
    id: "contact-form",
    lastResult: clientResult ?? lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      validator.current?.(formData) ?? parse(formData, { resolve: (value) => ({ value }) }),
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
            toast({ ...CONTACT_SUCCESS_TOAST });
          } else {
            if (outcome.fieldErrors)
              setClientResult({ status: "error", initialValue: body, error: outcome.fieldErrors });
            toast({ ...CONTACT_ERROR_TOAST });
          }
        })
        .finally(() => setPending(false));
    },
  });

  const formError = form.errors?.[0];
  // After a no-JS round trip with errors, the browser focuses (and scrolls to) the first bad field.
  const firstInvalid =
    lastResult && !clientResult ? FIELD_ORDER.find((name) => lastResult.error?.[name]?.length) : undefined;
  const focusIf = (name: (typeof FIELD_ORDER)[number]) => (firstInvalid === name ? { autoFocus: true } : {});
  const page = carried.sourcePage ?? sourcePage ?? location.pathname;

  return (
    <form
      id={form.id}
      method="post"
      action="/contact"
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
          <p className="font-semibold">{CONTACT_ERROR_TOAST.title}</p>
          <p className="text-sm">{formError}</p>
        </div>
      ) : null}

      <input type="hidden" name="sourcePage" value={page} />
      <input type="hidden" name={FORM_STARTED_FIELD} value={stamp.value} />
      {attribution.referrer ? <input type="hidden" name="referrer" value={attribution.referrer} /> : null}
      {UTM_KEYS.map((key) =>
        attribution[key] ? <input key={key} type="hidden" name={key} value={attribution[key]} /> : null,
      )}
      {visualization ? (
        <>
          <input type="hidden" name="visualization" value={visualization} />
          <p className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-stone-800 sm:col-span-2">
            Your space visualization is attached to this request, so we can plan the installation you saw.
          </p>
        </>
      ) : null}

      {/* The honeypot: out of sight and out of the tab order; people leave it empty, bots do not. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={`${form.id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`${form.id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <InputField
        meta={fields.fullName}
        label="Full Name"
        required
        inputProps={{
          autoComplete: "name",
          maxLength: CONTACT_LIMITS.fullName,
          required: true,
          ...focusIf("fullName"),
        }}
      />
      <InputField
        meta={fields.email}
        type="email"
        label="Email"
        required
        inputProps={{
          autoComplete: "email",
          maxLength: CONTACT_LIMITS.email,
          required: true,
          ...focusIf("email"),
        }}
      />
      <InputField
        meta={fields.phone}
        type="tel"
        label="Phone"
        hint={PHONE_HINT}
        inputProps={{
          autoComplete: "tel",
          inputMode: "tel",
          maxLength: CONTACT_LIMITS.phone,
          ...focusIf("phone"),
        }}
      />
      <SelectField
        meta={fields.serviceInterest}
        label="Service Interest"
        placeholder="Select a service"
        options={SERVICE_INTEREST_OPTIONS}
        selectProps={focusIf("serviceInterest")}
      />
      <TextareaField
        meta={fields.message}
        label="Message"
        className="sm:col-span-2"
        textareaProps={{
          rows: 5,
          maxLength: CONTACT_LIMITS.message,
          placeholder: MESSAGE_PLACEHOLDER,
          ...focusIf("message"),
        }}
      />

      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
          {pending ? "Sending..." : "Get Your Free Consultation"}
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

/**
 * Posts the request; a broken connection or a server that is briefly unavailable is retried twice
 * with the same Idempotency-Key, so a request that did arrive is never stored twice.
 */
async function submitJson(
  body: string,
  idempotencyKey: string,
): Promise<{ ok: true } | { ok: false; fieldErrors?: Record<string, string[]> }> {
  for (let attempt = 1; ; attempt++) {
    let res: Response | undefined;
    try {
      res = await fetch("/api/contact", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "Idempotency-Key": idempotencyKey,
        },
        body,
      });
    } catch {
      res = undefined;
    }
    if (res?.status === 201) return { ok: true };
    if (attempt < 3 && (!res || [502, 503, 504].includes(res.status))) {
      await new Promise((resolve) => setTimeout(resolve, attempt * 1000));
      continue;
    }
    const json = (await res?.json().catch(() => null)) as
      { fieldErrors?: Record<string, string[]> } | null | undefined;
    return { ok: false, fieldErrors: res?.status === 400 ? json?.fieldErrors : undefined };
  }
}

/** How long the enhanced form still waits before it posts, so its stamp is old enough for the server. */
function msUntilStampReady(stamp: Stamp) {
  return stamp.value ? stamp.minFillMs - (performance.now() - stamp.receivedAt) : 0;
}

const subscribeNever = () => () => {};

/**
 * First-touch attribution for this browser session (sessionStorage): where the visit came from and
 * its campaign, recorded on the first page with the form. A JSON string, so the snapshot is stable;
 * null on the server and while hydrating (the hidden fields then match the server's).
 */
function readFirstTouch(): string | null {
  try {
    const stored = sessionStorage.getItem(ATTRIBUTION_KEY);
    if (stored) return stored;
  } catch {
    // Storage may be disabled: this page's own values still apply.
  }
  let external = "";
  try {
    if (document.referrer && new URL(document.referrer).origin !== window.location.origin)
      external = document.referrer.slice(0, 500);
  } catch {
    external = "";
  }
  const first = JSON.stringify({
    ...utmFrom(window.location.search),
    ...(external ? { referrer: external } : {}),
  });
  try {
    sessionStorage.setItem(ATTRIBUTION_KEY, first);
  } catch {
    // Storage may be disabled; the current page's values still apply.
  }
  return first;
}

function useFirstTouch(): Attribution | null {
  const stored = useSyncExternalStore(subscribeNever, readFirstTouch, () => null);
  try {
    return stored ? (JSON.parse(stored) as Attribution) : null;
  } catch {
    return null;
  }
}

/** The campaign of this page when it has one, else the session's first; never a mix of both. */
function withFirstTouch(page: Attribution, firstTouch: Attribution | null): Attribution {
  if (!firstTouch) return page;
  const source = UTM_KEYS.some((key) => page[key]) ? page : firstTouch;
  const utm: Attribution = {};
  for (const key of UTM_KEYS) if (source[key]) utm[key] = source[key];
  const referrer = page.referrer ?? firstTouch.referrer;
  return referrer ? { ...utm, referrer } : utm;
}
