import { HttpError, apiHandler, apiJson, methodNotAllowed } from "~/lib/api.server";
import { db } from "~/lib/db.server";
import { findVisualization, statusView } from "~/models/visualizations.server";
import type { Route } from "./+types/visualization.$id";

// GET /api/visualization/{id}: { id, status, stage, stageLabel, generatedImageUrl, downloadUrl }.
export const loader = apiHandler(async ({ params }: Route.LoaderArgs) => {
  const row = await findVisualization(db(), params.id);
  if (!row) throw new HttpError(404, "Visualization not found.");
  return apiJson(statusView(row), { headers: { "Cache-Control": "no-store" } });
});

export function action() {
  return methodNotAllowed(["GET"]);
}
