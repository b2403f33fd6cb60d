import { apiHandler, apiJson, methodNotAllowed } from "~/lib/api.server";
import { db } from "~/lib/db.server";
import { tooManyRequests } from "~/lib/rate-limit.server";
import { createVisualization, statusView } from "~/models/visualizations.server";
import { discardBody, parseVisualizationUpload } from "~/visualization/uploads.server";
import type { Route } from "./+types/visualization";
import { rateLimiter } from "~/lib/rate-limits.server";

// POST /api/visualization (product §7): multipart machines (JSON string), websiteUrl, logo, spacePhoto.
// Answers 201 { id, status, ... }; 400 field errors, 413 too large, 415 not an image, 429.
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const limit = rateLimiter("upload").check(context.clientIp);
  if (!limit.ok) {
    await discardBody(request); // so the client, still uploading, gets to read the 429
    return tooManyRequests(limit.retryAfterSeconds);
  }
  const upload = await parseVisualizationUpload(request, { requireWebsite: false });
  const row = await createVisualization(db(), { ...upload, ip: context.clientIp });
  return apiJson(statusView(row), 201);
});

export function loader() {
  return methodNotAllowed(["POST"]);
}
