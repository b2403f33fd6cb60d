/** Sending the enhanced form: JSON to POST /api/contact with an Idempotency-Key. */

/** One key per submission (Idempotency-Key), kept while the same values are sent again. */
export function newSubmissionKey() {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

/**
 * Posts the request; a broken connection or a server that is briefly unavailable is retried twice
 * with the same Idempotency-Key, so a request that did arrive is never stored twice.
 */
export async function submitJson(
  body: string,
  idempotencyKey: string,
): Promise<{ ok: true; thankYou?: string } | { ok: false; fieldErrors?: Record<string, string[]> }> {
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
    if (res?.status === 201) {
      const json = (await res.json().catch(() => null)) as { thankYou?: unknown } | null;
      const thankYou =
        typeof json?.thankYou === "string" && json.thankYou.startsWith("/") ? json.thankYou : undefined;
      return { ok: true, thankYou };
    }
    if (attempt < 3 && (!res || [502, 503, 504].includes(res.status))) {
      await new Promise((resolve) => setTimeout(resolve, attempt * 1000));
      continue;
    }
    const json = (await res?.json().catch(() => null)) as
      { fieldErrors?: Record<string, string[]> } | null | undefined;
    return { ok: false, fieldErrors: res?.status === 400 ? json?.fieldErrors : undefined };
  }
}
