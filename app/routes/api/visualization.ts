import { apiHandler, apiJson, HttpError, methodNotAllowed } from "~/lib/api.server";
import { db } from "~/lib/db.server";
import { parseLang, type Lang } from "~/lib/i18n";
import { tooManyRequests } from "~/lib/rate-limit.server";
import { createVisualization, statusView } from "~/models/visualizations.server";
import { toolStrings } from "~/content/ui-tools";
import {
  discardBody,
  parseVisualizationUpload,
  UploadFieldsError,
  UploadRejectedError,
} from "~/visualization/uploads.server";
import { wizardErrorMessage, wizardUploadTerms } from "~/visualization/wizard-messages.server";
import { outcomeOfRefusedUpload } from "~/visualization/wizard-upload.server";
import type { Route } from "./+types/visualization";
import { rateLimiter } from "~/lib/rate-limits.server";

// POST /api/visualization (product §7): multipart machines (JSON string), websiteUrl, logo, spacePhoto.
// Answers 201 { id, status, ... }; 400 field errors, 413 too large, 415 not an image, 429.
// `?lang=es` (the Spanish wizard, decision 045): the refusals the visitor reads are in Spanish and
// the request is stored as a Spanish-speaking lead.
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const lang = parseLang(new URL(request.url).searchParams.get("lang"));
  const limit = rateLimiter("upload").check(context.clientIp);
  if (!limit.ok) {
    await discardBody(request); // so the client, still uploading, gets to read the 429
    return tooManyRequests(limit.retryAfterSeconds, toolStrings[lang].wizard.busy);
  }
  const upload = await parseVisualizationUpload(request, { requireWebsite: false }).catch(
    (error: unknown) => {
      throw lang === "en" ? error : translatedRefusal(error, lang);
    },
  );
  const row = await createVisualization(db(), { ...upload, ip: context.clientIp, lang });
  return apiJson(statusView(row), 201);
});

/** A refused field or file with the wizard's own words in `lang` (same status); anything else as it is. */
function translatedRefusal(error: unknown, lang: Lang) {
  const refusal =
    error instanceof UploadFieldsError ||
    error instanceof UploadRejectedError ||
    (error instanceof HttpError && error.status === 413);
  if (!refusal) return error;
  const t = toolStrings[lang].wizard;
  const outcome = outcomeOfRefusedUpload(error);
  switch (outcome.kind) {
    case "machines-missing":
      return new HttpError(400, t.toasts.noMachines.description, {
        machines: [t.toasts.noMachines.description],
      });
    case "website-missing":
      return new HttpError(400, t.toasts.noWebsite.description, {
        websiteUrl: [t.toasts.noWebsite.description],
      });
    case "website-invalid":
      return new HttpError(400, t.websiteInvalid, { websiteUrl: [t.websiteInvalid] });
    case "refused":
      return new HttpError(
        error.status,
        wizardErrorMessage(outcome.error, lang, wizardUploadTerms().maxMegabytes),
      );
    case "stored":
      return error;
  }
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
