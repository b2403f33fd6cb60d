import { apiError, apiHandler, apiJson, readJson } from "~/lib/api.server";
import { submitContactRequest } from "~/lib/contact-submission.server";
import { tooManyRequests } from "~/lib/rate-limit.server";
import { contactApiSchema, signFormStarted } from "~/models/contact-requests.server";
import type { Route } from "./+types/contact";

/**
 * POST /api/contact (SPEC §7): JSON { fullName, email, phone, serviceInterest, message }.
 * 201 { id } | 400 { message, fieldErrors } | 413 | 415 | 429 (Retry-After).
 * The enhanced form posts here too, adding attribution, the honeypot and its signed render stamp.
 *
 * GET /api/contact: a fresh signed render stamp for a form that was rendered in the browser
 * (after a client-side navigation), so its minimum fill time can be checked like any other.
 */
const MAX_BODY_BYTES = 32 * 1024;

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed.", { headers: { Allow: "GET, POST" } });
  const body = await readJson(request, contactApiSchema, MAX_BODY_BYTES);
  const { website, formStartedAt, sourcePage, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, visualization, ...input } = body;
  const result = await submitContactRequest({
    input,
    attribution: { sourcePage, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, visualization },
    honeypot: website,
    formStarted: formStartedAt,
    requireStamp: false,
    clientIp: context.clientIp,
  });
  if (!result.ok) return tooManyRequests(result.retryAfterSeconds);
  return apiJson({ id: result.id }, { status: 201, headers: { "Cache-Control": "no-store" } });
});

export function loader() {
  return apiJson({ formStartedAt: signFormStarted() }, { headers: { "Cache-Control": "no-store" } });
}
