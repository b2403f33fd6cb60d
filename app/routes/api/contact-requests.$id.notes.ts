import { apiHandler, apiJson, HttpError, idParam, methodNotAllowed, readJson } from "~/lib/api.server";
import { requireApiUser } from "~/server/auth.server";
import { db } from "~/lib/db.server";
import { addLeadNote, LeadHeldAsSpamError, LeadNotFoundError } from "~/models/lead-pipeline.server";
import { leadNoteSchema } from "~/models/lead-status";
import type { Route } from "./+types/contact-requests.$id.notes";

/**
 * POST /api/contact-requests/{id}/notes `{ text }`: appends a note written by the signed-in admin;
 * 201 with the note. 400 with fieldErrors, 401 without a session, 404 unknown id, 409 held as spam.
 */
export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await requireApiUser(request);
  const id = idParam(params.id, "No such contact request.");
  const { text } = await readJson(request, leadNoteSchema);
  try {
    const note = await addLeadNote(db(), id, { id: user.id, username: user.username }, text);
    return apiJson(
      {
        id: note.id,
        leadId: note.lead_id,
        text: note.text,
        author: note.author_name,
        createdAt: note.created_at,
      },
      { status: 201, headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    if (error instanceof LeadNotFoundError) throw new HttpError(404, error.message);
    if (error instanceof LeadHeldAsSpamError) throw new HttpError(409, error.message);
    throw error;
  }
});

export const loader = () => methodNotAllowed(["POST"]);
