import { HttpError } from "~/lib/api.server";
import { db } from "~/lib/db.server";
import { rateLimiter } from "~/lib/rate-limits.server";
import { createVisualization } from "~/models/visualizations.server";
import {
  discardBody,
  parseVisualizationUpload,
  UploadFieldsError,
  UploadRejectedError,
} from "~/visualization/uploads.server";
import type { WizardErrorCode } from "~/visualization/wizard-messages.server";
import type { Lang } from "~/lib/i18n";

/** Where step 2 of the no-JavaScript wizard goes after its form was sent (product §4/§5). */
export type WizardUploadOutcome =
  /** Stored: step 3 at the request's own URL. */
  | { kind: "stored"; publicId: string }
  /** No valid selection: back to step 1. */
  | { kind: "machines-missing" }
  /** The website field was left empty: step 2 with the product's toast. */
  | { kind: "website-missing" }
  /** The website field holds no website address: step 2 with the field's own message. */
  | { kind: "website-invalid" }
  /** Too many requests, or a file refused: step 2 with the message for `error`. */
  | { kind: "refused"; error: Exclude<WizardErrorCode, "bad-url"> };

/**
 * Stores the wizard's multipart form as a visualization request (rate limited per client address,
 * the same upload rules as POST /api/visualization) and says where the visitor goes next.
 * Errors other than a refused upload are thrown as they are.
 */
export async function storeWizardUpload(
  request: Request,
  clientIp: string,
  lang: Lang = "en",
): Promise<WizardUploadOutcome> {
  if (!rateLimiter("upload").check(clientIp).ok) {
    // Read what the browser is still sending first: it only reads our answer once it has sent it all.
    await discardBody(request);
    return { kind: "refused", error: "busy" };
  }
  try {
    const upload = await parseVisualizationUpload(request, { requireWebsite: true });
    const row = await createVisualization(db(), { ...upload, ip: clientIp, lang });
    return { kind: "stored", publicId: row.public_id };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return outcomeOfRefusedUpload(error);
  }
}

export function outcomeOfRefusedUpload(error: HttpError): WizardUploadOutcome {
  if (error.fieldErrors?.machines) return { kind: "machines-missing" };
  if (error.fieldErrors?.websiteUrl)
    // Nothing was uploaded yet when a field is refused, so the visitor simply fills it in again.
    return error instanceof UploadFieldsError && error.websiteMissing
      ? { kind: "website-missing" }
      : { kind: "website-invalid" };
  if (error instanceof UploadRejectedError && error.reason === "dimensions")
    return { kind: "refused", error: "dimensions" };
  return { kind: "refused", error: error.status === 413 ? "too-large" : "not-image" };
}
