import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { HttpError } from "~/lib/api.server";
import { isClientAbort } from "~/lib/client-abort.server";
import { getEnv } from "~/lib/env.server";
import { ImageRejectedError, normalizeUpload } from "~/lib/images.server";
import { machinesJsonSchema, websiteUrlSchema } from "~/models/visualizations.server";
import type { MachineSelection } from "~/content/machines";

/** A 400 for the request's fields; says whether the website, which the wizard requires, was left empty. */
export class UploadFieldsError extends HttpError {
  constructor(
    fieldErrors: Record<string, string[]>,
    readonly websiteMissing: boolean,
  ) {
    super(400, "Please check the highlighted fields.", fieldErrors);
  }
}

/** An image refused after reading: `reason` tells the wizard's no-JS form which message to show. */
export class UploadRejectedError extends HttpError {
  constructor(
    status: number,
    message: string,
    readonly reason: ImageRejectedError["reason"],
  ) {
    super(status, message);
  }
}

export interface VisualizationUpload {
  machines: MachineSelection[];
  websiteUrl: string | null;
  logo: Buffer | null;
  spacePhoto: Buffer | null;
}

const FILE_FIELDS = { logo: "logo", spacePhoto: "space photo" } as const;

export function uploadLimits() {
  const perFile = getEnv().UPLOAD_MAX_BYTES;
  return { perFile, total: perFile * 2 + 256 * 1024, parts: 12, files: 2 };
}

function megabytes(bytes: number) {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/**
 * Reads the wizard's multipart request (product §7: machines as a JSON string, websiteUrl, logo,
 * spacePhoto) as a stream with limits: UPLOAD_MAX_BYTES per file, two files, a few parts, a total
 * cap; images checked by content and re-encoded. Throws HttpError 400/413/415 with a clear message.
 * The same function serves POST /api/visualization and the wizard's no-JS form.
 */
export async function parseVisualizationUpload(
  request: Request,
  options: { requireWebsite: boolean },
): Promise<VisualizationUpload> {
  const limits = uploadLimits();
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type))
    throw new HttpError(415, "Send the request as multipart/form-data.");
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limits.total) {
    await discardBody(request);
    throw new HttpError(
      413,
      `The upload is too large: each image may be at most ${megabytes(limits.perFile)}.`,
    );
  }

  const files: Partial<Record<keyof typeof FILE_FIELDS, Buffer>> = {};
  let form: FormData;
  try {
    form = await parseFormData(
      request,
      {
        maxFileSize: limits.perFile,
        maxTotalSize: limits.total,
        maxParts: limits.parts,
        maxFiles: limits.files,
      },
      async (file: FileUpload) => {
        if (!(file.fieldName in FILE_FIELDS)) return null;
        const bytes = Buffer.from(await file.arrayBuffer());
        if (bytes.length === 0 && !file.name) return null; // an empty file input
        files[file.fieldName as keyof typeof FILE_FIELDS] = bytes;
        return null;
      },
    );
  } catch (error) {
    if (isClientAbort(error, request)) throw error; // not a bad upload: the visitor went away
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      await discardBody(request);
      throw new HttpError(
        413,
        `The file is too large: each image may be at most ${megabytes(limits.perFile)}.`,
      );
    }
    if (error instanceof MaxPartsExceededError || error instanceof MaxFilesExceededError) {
      await discardBody(request);
      throw new HttpError(
        413,
        "Too many fields or files in the upload: send at most one logo and one space photo.",
      );
    }
    if (error instanceof MultipartParseError || error instanceof FormDataParseError) {
      throw new HttpError(400, "The upload could not be read. Please try again.");
    }
    throw error;
  }

  const fieldErrors: Record<string, string[]> = {};
  const machines = machinesJsonSchema.safeParse(form.get("machines") ?? undefined);
  if (!machines.success) fieldErrors.machines = [...new Set(machines.error.issues.map((i) => i.message))];
  const rawUrl = String(form.get("websiteUrl") ?? "").trim();
  let websiteUrl: string | null = null;
  if (rawUrl) {
    const parsed = websiteUrlSchema.safeParse(rawUrl);
    if (parsed.success) websiteUrl = parsed.data;
    else fieldErrors.websiteUrl = parsed.error.issues.map((i) => i.message);
  } else if (options.requireWebsite) {
    fieldErrors.websiteUrl = ["Website URL is required to extract your branding."];
  }
  if (Object.keys(fieldErrors).length || !machines.success)
    throw new UploadFieldsError(fieldErrors, !rawUrl && Boolean(options.requireWebsite));

  const out: VisualizationUpload = { machines: machines.data, websiteUrl, logo: null, spacePhoto: null };
  try {
    if (files.logo) out.logo = (await normalizeUpload(files.logo, "logo", FILE_FIELDS.logo)).data;
    if (files.spacePhoto)
      out.spacePhoto = (await normalizeUpload(files.spacePhoto, "photo", FILE_FIELDS.spacePhoto)).data;
  } catch (error) {
    if (error instanceof ImageRejectedError)
      throw new UploadRejectedError(error.status, error.message, error.reason);
    throw error;
  }
  return out;
}

/**
 * Reads and drops what is left of a refused upload (up to 64 MB / 15 s), so the browser finishes
 * sending and sees our answer: a browser does not read a response while it is still uploading, and
 * without this a no-JavaScript visitor would get a connection error instead of the message.
 */
export async function discardBody(request: Request, maxBytes = 64 * 1024 * 1024, timeoutMs = 15_000) {
  const body = request.body;
  if (!body || body.locked) return;
  const reader = body.getReader();
  const deadline = Date.now() + timeoutMs;
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > maxBytes || Date.now() > deadline) break;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing to drain.
  }
}
