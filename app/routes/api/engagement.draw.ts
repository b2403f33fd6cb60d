import { db } from "~/lib/db.server";
import { apiHandler, apiJson, methodNotAllowed } from "~/lib/api.server";
import { tooManyRequests } from "~/lib/rate-limit.server";
import { drawPrize } from "~/models/engagements.server";
import { toolStrings } from "~/content/ui-tools";
import { parseLang } from "~/lib/i18n";
import type { Route } from "./+types/engagement.draw";
import { rateLimiter } from "~/lib/rate-limits.server";

/**
 * POST /api/engagement/draw: the coin drops, the server draws (1% 1000, else 100) and answers
 * { prizeAmount, token, expiresAt }. The entry later carries the token. No body is read; `?lang=es`
 * gives the refusal's message in Spanish.
 */
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const limit = rateLimiter("prizeDraw").check(context.clientIp);
  if (!limit.ok) {
    const lang = parseLang(new URL(request.url).searchParams.get("lang"));
    return tooManyRequests(limit.retryAfterSeconds, toolStrings[lang].prize.tooManyRequests);
  }
  return apiJson(await drawPrize(db()), { status: 201, headers: { "Cache-Control": "no-store" } });
});

export function loader() {
  return methodNotAllowed(["POST"]);
}
