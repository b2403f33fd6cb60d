import {
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { isClientAbort } from "~/lib/client-abort.server";
import { ImageRejectedError, normalizeUpload, type StoredImage } from "~/lib/images.server";
import { discardBody, uploadLimits } from "~/visualization/uploads.server";

/**
 * Reads the admin's photo upload form (multipart: text fields and one `photo` file) with the
 * visualization tool's rules (docs/decisions/026 and 050): UPLOAD_MAX_BYTES per file, the type
 * sniffed from the bytes, pixel and shape limits read from the header before decoding, and the
 * image re-encoded without its metadata. A refused file is a message for the `photo` field; the
 * typed text is kept whenever the request could be read (files up to twice the limit are read
 * and dropped, so the form comes back with its values; anything larger is drained unread).
 */
export interface PhotoForm {
  /** The text fields (no file). Empty when the body was too large to read. */
  form: FormData;
  image: StoredImage | null;
  /** Why the file was refused, or null. */
  photoError: string | null;
  /** The status the refusal answers with (413 or 415; 400 for a missing file). */
  status: number;
}

function megabytes(bytes: number) {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/**
 * `textBytes`: room for the text fields besides the file (64 KB; the blog editor sends a whole post
 * with its image, docs/decisions/081-blog-markdown-and-fresh-proxy.md).
 */
export async function readPhotoForm(request: Request, textBytes = 64 * 1024): Promise<PhotoForm> {
  const perFile = uploadLimits().perFile;
  const readLimit = perFile * 2;
  const tooLarge = `The photo is too large: it may be at most ${megabytes(perFile)}.`;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > readLimit + textBytes) {
    await discardBody(request);
    return { form: new FormData(), image: null, photoError: tooLarge, status: 413 };
  }
  let bytes: Buffer | null = null;
  let oversize = false;
  let form: FormData;
  try {
    form = await parseFormData(
      request,
      { maxFileSize: readLimit, maxTotalSize: readLimit + textBytes, maxParts: 16, maxFiles: 1 },
      async (file: FileUpload) => {
        if (file.fieldName !== "photo") return null;
        const data = Buffer.from(await file.arrayBuffer());
        if (data.length === 0 && !file.name) return null; // no file chosen
        if (data.length > perFile) oversize = true;
        else bytes = data;
        return null;
      },
    );
  } catch (error) {
    if (isClientAbort(error, request)) throw error;
    const known =
      error instanceof MaxFileSizeExceededError ||
      error instanceof MaxTotalSizeExceededError ||
      error instanceof MaxPartsExceededError ||
      error instanceof MaxFilesExceededError;
    if (!known) throw error;
    await discardBody(request);
    return { form: new FormData(), image: null, photoError: tooLarge, status: 413 };
  }
  if (oversize) return { form, image: null, photoError: tooLarge, status: 413 };
  if (!bytes) return { form, image: null, photoError: "Choose a photo to upload.", status: 400 };
  try {
    const image = await normalizeUpload(bytes, "photo", "photo");
    return { form, image, photoError: null, status: 200 };
  } catch (error) {
    if (error instanceof ImageRejectedError)
      return { form, image: null, photoError: error.message, status: error.status };
    throw error;
  }
}
