import { data } from "react-router";
import { ZodError, type ZodType, type z } from "zod";
import { isClientAbort } from "./client-abort.server";
import { readBodyLimited } from "./request-body.server";
import { isDatabaseUnavailable } from "#db/index";

/**
 * The one JSON error shape of every /api route: `{ message, fieldErrors? }` with an honest
 * status code. Never HTML, never a stack trace.
 */
export interface ApiError {
  message: string;
  fieldErrors?: Record<string, string[]>;
}

export function apiError(
  status: number,
  message: string,
  init: { fieldErrors?: Record<string, string[]>; headers?: HeadersInit } = {},
) {
  const body: ApiError = init.fieldErrors ? { message, fieldErrors: init.fieldErrors } : { message };
  return Response.json(body, { status, headers: init.headers });
}

/** Zod issues as `{ field: [messages] }`. */
export function fieldErrorsOf(error: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_form";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Thrown inside an API handler to answer with an ApiError. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: HeadersInit,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** Seconds a client is asked to wait when the database is full, locked or failing (503). */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

export const DATABASE_UNAVAILABLE_MESSAGE =
  "We cannot save anything right now. Please try again in a minute, or call us.";

/**
 * Wraps a resource route's loader or action: HttpErrors and ZodErrors become their JSON answers,
 * a database that cannot take the write (disk full, locked, I/O error) a logged 503 with
 * Retry-After, anything else unexpected a logged 500 with a generic message.
 */
export function apiHandler<A extends { request: Request }>(
  handler: (args: A) => Promise<Response> | Response,
) {
  return async (args: A): Promise<Response> => {
    try {
      return await handler(args);
    } catch (error) {
      if (error instanceof Response) return error;
      if (error instanceof HttpError) {
        return apiError(error.status, error.message, {
          fieldErrors: error.fieldErrors,
          headers: error.headers,
        });
      }
      if (error instanceof ZodError) {
        return apiError(400, "Please check the highlighted fields.", { fieldErrors: fieldErrorsOf(error) });
      }
      // The visitor went away: logged once as an info line (logClientAborts), nobody reads this.
      if (isClientAbort(error, args.request)) return apiError(499, "The request was aborted.");
      console.error(`${args.request.method} ${new URL(args.request.url).pathname} failed:`, error);
      if (isDatabaseUnavailable(error)) {
        return apiError(503, DATABASE_UNAVAILABLE_MESSAGE, {
          headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
        });
      }
      return apiError(500, "Something went wrong on our side. Please try again.");
    }
  };
}

export const DEFAULT_JSON_LIMIT_BYTES = 64 * 1024;

/**
 * Reads a JSON body: 415 when it is not JSON, 413 when larger than `maxBytes`,
 * 400 when it does not parse or does not match `schema`.
 */
export async function readJson<S extends ZodType>(
  request: Request,
  schema: S,
  maxBytes = DEFAULT_JSON_LIMIT_BYTES,
): Promise<z.output<S>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
  const bytes = await readBodyLimited(request, maxBytes);
  if (!bytes) throw new HttpError(413, `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`);
  const text = bytes.toString("utf8");
  let value: unknown;
  try {
    value = text.length ? JSON.parse(text) : undefined;
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new HttpError(400, "Please check the highlighted fields.", fieldErrorsOf(parsed.error));
  return parsed.data;
}

/** A JSON answer for a successful API call. */
export function apiJson<T>(body: T, init?: number | ResponseInit) {
  return Response.json(body, typeof init === "number" ? { status: init } : init);
}

/** Only these methods are allowed on a resource route; others get 405 JSON. */
export function methodNotAllowed(allowed: string[]) {
  return apiError(405, "Method not allowed.", { headers: { Allow: allowed.join(", ") } });
}

export { data };

/** A positive integer id from a URL segment, or a thrown 404 (`message`): nothing else can name a row. */
export function idParam(value: string | undefined, message = "Not found.") {
  const id = Number(value);
  if (!value || !/^\d{1,15}$/.test(value) || !Number.isSafeInteger(id) || id < 1)
    throw new HttpError(404, message);
  return id;
}
