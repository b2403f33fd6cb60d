import { useContext, useEffect, useState } from "react";
import { FORM_STARTED_FIELD, FormStampIssuer, type FormStartedStamp } from "~/lib/form-started";

/**
 * The form's signed render stamp (spam defence, docs/decisions/001): signed by the server while it
 * renders, read back from the DOM on hydration, fetched from GET /api/contact for a form rendered
 * by a client-side navigation.
 */
export interface Stamp {
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

export function useFormStamp(): Stamp {
  const issueStamp = useContext(FormStampIssuer);
  const [stamp, setStamp] = useState(() => initialStamp(issueStamp));
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
  return stamp;
}

/** How long the enhanced form still waits before it posts, so its stamp is old enough for the server. */
export function msUntilStampReady(stamp: Stamp) {
  return stamp.value ? stamp.minFillMs - (performance.now() - stamp.receivedAt) : 0;
}
