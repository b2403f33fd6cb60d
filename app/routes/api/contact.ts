import { db } from "~/lib/db.server";
import { z } from "~/lib/zod";
import { apiError, apiHandler, apiJson, fieldErrorsOf, HttpError, readJson } from "~/lib/api.server";
import { getEnv } from "~/lib/env.server";
import { submitContactRequest } from "~/models/contact-submission.server";
import { tooManyRequests } from "~/lib/rate-limit.server";
import { contactApiSchemaFor, requestedLang, splitContactBody } from "~/models/contact-request-input.server";
import { parseIdempotencyKey } from "~/models/contact-idempotency.server";
import { conversionCookie, referenceNumber, thankYouPath } from "~/lib/lead-reference.server";
import { signFormStarted } from "~/models/contact-spam-checks.server";
import { uiStrings } from "~/content/ui";
import { createToastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/contact";

/**
 * POST /api/contact (product §7): JSON { fullName, email, phone, serviceInterest, message }.
 * 201 { id, reference, thankYou } | 400 { message, fieldErrors } | 413 | 415 | 422 | 429 (Retry-After).
 * The enhanced form posts here too, adding attribution, the honeypot and its signed render stamp.
 *
 * `Idempotency-Key: <1-200 printable ASCII>` (optional, else 400): a retry with the same key and
 * values answers 201 with the lead it created before; the same key with other values answers 422.
 *
 * GET /api/contact: a fresh signed render stamp for a form that was rendered in the browser
 * (after a client-side navigation), and the minimum time the form waits before it posts.
 */
const MAX_BODY_BYTES = 32 * 1024;

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST")
    return apiError(405, "Method not allowed.", { headers: { Allow: "GET, POST" } });
  const idempotencyKey = parseIdempotencyKey(request.headers.get("idempotency-key"));
  if (idempotencyKey === "invalid")
    return apiError(400, "The Idempotency-Key header must be 1 to 200 printable ASCII characters.");
  // The field messages are English unless the body asks for Spanish (`"lang": "es"`, sent by the
  // form on the Spanish pages); the lead records that language (decision 042).
  const raw = await readJson(request, z.unknown(), MAX_BODY_BYTES);
  const parsed = contactApiSchemaFor(requestedLang(raw)).safeParse(raw);
  if (!parsed.success)
    throw new HttpError(400, "Please check the highlighted fields.", fieldErrorsOf(parsed.error));
  const { input, attribution, honeypot, formStartedAt, language } = splitContactBody(parsed.data);
  const result = await submitContactRequest(db(), {
    input,
    attribution,
    honeypot,
    stamp: formStartedAt === undefined ? undefined : { value: formStartedAt, purpose: "form" },
    mode: "api",
    language,
    idempotencyKey: idempotencyKey ?? undefined,
    clientIp: context.clientIp,
  });
  if (!result.ok) {
    if (result.reason === "rate-limited") return tooManyRequests(result.retryAfterSeconds);
    return apiError(422, "This Idempotency-Key was already used for a different request.");
  }
  // The thank-you page (decision 082), its one-time conversion cookie and SPEC's success toast
  // ("Thank you for your interest!") that the page opens with, for the enhanced form.
  const lang = language ?? "en";
  const toast = uiStrings[lang].toasts;
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", conversionCookie(result.id));
  headers.append(
    "Set-Cookie",
    await createToastHeader({
      title: toast.contactSuccessTitle,
      description: toast.contactSuccessDescription,
      variant: "success",
    }),
  );
  return apiJson(
    { id: result.id, reference: referenceNumber(result.id), thankYou: thankYouPath(result.id, lang) },
    { status: 201, headers },
  );
});

export function loader() {
  return apiJson(
    { formStartedAt: signFormStarted(), minFillMs: getEnv().CONTACT_MIN_FILL_MS },
    { headers: { "Cache-Control": "no-store" } },
  );
}
