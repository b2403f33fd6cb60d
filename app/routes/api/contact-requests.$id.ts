import { apiHandler, apiJson, HttpError, idParam, methodNotAllowed, readJson } from "~/lib/api.server";
import { requireApiUser } from "~/server/auth.server";
import { db } from "~/lib/db.server";
import { getContactRequest } from "~/models/contact-request-list.server";
import { toContactRequestJson } from "~/models/contact-request-export.server";
import { changeLead, LeadHeldAsSpamError, LeadNotFoundError } from "~/models/lead-pipeline.server";
import { leadUpdateSchema } from "~/models/lead-status";
import type { Route } from "./+types/contact-requests.$id";

const leadIdParam = (value: string | undefined) => idParam(value, "No such contact request.");

/** GET /api/contact-requests/{id}: one lead (401 without a session, 404 unknown). */
export const loader = apiHandler(async ({ request, params }: Route.LoaderArgs) => {
  await requireApiUser(request);
  const row = await getContactRequest(db(), leadIdParam(params.id));
  if (!row) throw new HttpError(404, "No such contact request.");
  return apiJson(toContactRequestJson(row), { headers: { "Cache-Control": "no-store" } });
});

/**
 * PATCH /api/contact-requests/{id} `{ status?, lostReason?, followUpOn? }`: the status change (with
 * its audit row, in one transaction), the lost reason and the follow-up date (`null` clears it).
 * 400 with fieldErrors, 401 without a session, 404 unknown id, 409 for a lead held as spam.
 */
export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH"]);
  const user = await requireApiUser(request);
  const id = leadIdParam(params.id);
  const input = await readJson(request, leadUpdateSchema);
  try {
    const { lead } = await changeLead(db(), id, { id: user.id, username: user.username }, input);
    return apiJson(toContactRequestJson(lead), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof LeadNotFoundError) throw new HttpError(404, error.message);
    if (error instanceof LeadHeldAsSpamError) throw new HttpError(409, error.message);
    throw error;
  }
});
