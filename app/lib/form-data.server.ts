import { data } from "react-router";

export const FORM_BODY_REQUIRED = "Send the form as application/x-www-form-urlencoded or multipart/form-data.";

/**
 * The body of an HTML form post. A body that is no form (JSON, no Content-Type, a broken
 * multipart) is a thrown 415 rendered by the error boundary, never a 500. Browsers always send
 * forms; this guards the route actions against scripts and bots.
 */
export async function requestFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(FORM_BODY_REQUIRED, { status: 415 });
  }
}
