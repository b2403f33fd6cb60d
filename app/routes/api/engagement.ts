import { db } from "~/lib/db.server";
import { apiHandler, apiJson, HttpError, methodNotAllowed, readJson } from "~/lib/api.server";
import { tooManyRequests } from "~/lib/rate-limit.server";
import { createEngagement, EngagementError, prizeEntryServerSchemaFor } from "~/models/engagements.server";
import { toolStrings } from "~/content/ui-tools";
import { parseLang } from "~/lib/i18n";
import type { Route } from "./+types/engagement";
import { rateLimiter } from "~/lib/rate-limits.server";

/**
 * POST /api/engagement (product §7): { email, phone, prizeAmount } plus the draw's token.
 * 201 { id, prizeAmount }; 400 { message, fieldErrors? } for bad fields or a missing, forged,
 * expired or reused token or an amount other than the token's; 409 { message } when the email or
 * phone already played; 429 with Retry-After. `?lang=es` (the page's language, decision 045): the
 * messages are Spanish and the entry is stored as a Spanish-speaking lead.
 */
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const lang = parseLang(new URL(request.url).searchParams.get("lang"));
  const input = await readJson(request, prizeEntryServerSchemaFor(lang), 4 * 1024).catch((error: unknown) => {
    // the product's bare payload (no token) gets the token's own message rather than the generic one.
    const fields = error instanceof HttpError ? Object.keys(error.fieldErrors ?? {}) : [];
    if (error instanceof HttpError && fields.length === 1 && fields[0] === "token") {
      throw new HttpError(400, error.fieldErrors!.token![0]!, error.fieldErrors);
    }
    throw error;
  });
  // Only well-formed entries count: they are the ones that probe tokens and who already played.
  const limit = rateLimiter("prizeEntry").check(context.clientIp);
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds, toolStrings[lang].prize.tooManyRequests);
  try {
    const entry = await createEngagement(db(), input, { ip: context.clientIp, lang });
    return apiJson({ id: entry.id, prizeAmount: entry.prize_amount }, 201);
  } catch (error) {
    if (error instanceof EngagementError) throw new HttpError(error.status, error.message);
    throw error;
  }
});

export function loader() {
  return methodNotAllowed(["POST"]);
}
