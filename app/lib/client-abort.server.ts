import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";

/**
 * A client that goes away mid-request (a closed tab, a cancelled upload, a page left while it
 * streams) is not a server error. `logClientAborts` (mounted first in server.ts) logs each such
 * request as one info line, `request aborted by client: METHOD path`; the error handlers that see
 * the resulting errors (`apiHandler`, `handleError` and the render's `onError` in entry.server.tsx,
 * the upload parser) recognise them with `isClientAbort` and stay silent: no stack trace.
 */
export function logClientAborts(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  res.once("close", () => {
    if (!res.writableFinished)
      console.log(`request aborted by client: ${req.method} ${req.originalUrl.split("?")[0]}`);
  });
  next();
}

export function isClientAbort(error: unknown, request: Request) {
  if (request.signal.aborted) return true;
  // Node's error for a request body cut short by the client (`abortIncoming` in node:_http_server),
  // possibly wrapped (the multipart parser keeps it as the cause).
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.message === "aborted" && (e as NodeJS.ErrnoException).code === "ECONNRESET") return true;
  }
  return false;
}
