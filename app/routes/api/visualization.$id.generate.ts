import { jobs } from "~/lib/jobs-runner.server";
import { HttpError, apiHandler, apiJson, methodNotAllowed } from "~/lib/api.server";
import { db } from "~/lib/db.server";
import { findVisualization, statusView } from "~/models/visualizations.server";
import { startGeneration } from "~/visualization/generate.server";
import type { Route } from "./+types/visualization.$id.generate";

// POST /api/visualization/{id}/generate: queues the render job (idempotent). 202 with the status.
export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const row = await findVisualization(db(), params.id);
  if (!row) throw new HttpError(404, "Visualization not found.");
  if (!(await startGeneration(db(), jobs(), row)))
    throw new HttpError(409, "This visualization failed; please create a new one.");
  const fresh = (await findVisualization(db(), params.id))!;
  return apiJson(statusView(fresh), 202);
});

export function loader() {
  return methodNotAllowed(["POST"]);
}
