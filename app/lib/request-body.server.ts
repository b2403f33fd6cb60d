import { data } from "react-router";

/**
 * The one way the app reads a request body that is not an upload (uploads stream through
 * @mjackson/form-data-parser with their own limits): forms and JSON, never more than a limit.
 *
 * A body over its limit stops being read at the limit; the connection stays usable because
 * server.ts's `keepConnectionAfterUnreadBody` drops the rest after the answer (or answers
 * `Connection: close`), docs/decisions/005-refused-bodies.md.
 */

/** Route actions' HTML forms: the largest (the consultation form) holds about 6 KB of text. */
export const FORM_LIMIT_BYTES = 64 * 1024;

export const FORM_BODY_REQUIRED =
  "Send the form as application/x-www-form-urlencoded or multipart/form-data.";
export const BODY_TOO_LARGE = "The request body is too large.";

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** The body's bytes, or null when it is larger than `maxBytes` (declared or as sent). */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  if (declared > maxBytes) {
    await reader.cancel().catch(() => undefined);
    return null;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * A posted HTML form, or null when it is larger than `maxBytes`. A body that is no form (JSON, no
 * Content-Type, a broken multipart) is thrown as a 415 answer, rendered by the error boundary.
 */
export async function readForm(request: Request, maxBytes = FORM_LIMIT_BYTES): Promise<FormData | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPE.test(type)) throw data(FORM_BODY_REQUIRED, { status: 415 });
  const bytes = await readBodyLimited(request, maxBytes);
  if (!bytes) return null;
  try {
    return await new Response(new Uint8Array(bytes), { headers: { "Content-Type": type } }).formData();
  } catch {
    throw data(FORM_BODY_REQUIRED, { status: 415 });
  }
}

/** A route action's form: over `maxBytes` a thrown 413, not a form a thrown 415 (never a 500). */
export async function requestFormData(request: Request, maxBytes = FORM_LIMIT_BYTES): Promise<FormData> {
  const form = await readForm(request, maxBytes);
  if (!form) throw data(BODY_TOO_LARGE, { status: 413 });
  return form;
}
