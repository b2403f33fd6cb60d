import type { NextFunction, Request, Response } from "express";

/**
 * Keeps a keep-alive connection usable after a route answered without reading the whole request
 * body (a 413/415/429 refusal, an upload cut short).
 *
 * Two things used to reset the socket: React Router's request body cancels by destroying the
 * IncomingMessage (which destroys the socket), and the unread bytes left on the socket made the
 * kernel answer the close with a RST, so the client's next request on that connection failed with
 * ECONNRESET. Here a destroy before the answer only stops the body; once the answer is sent the
 * rest is read and dropped, up to DRAIN_LIMIT_BYTES and DRAIN_TIMEOUT_MS, and past that the
 * connection is closed. A body declared larger than the limit, or of unknown length, is answered
 * with `Connection: close` instead: the client then knows to open a new connection.
 */
export const DRAIN_LIMIT_BYTES = 4 * 1024 * 1024;
export const DRAIN_TIMEOUT_MS = 10_000;

export function keepConnectionAfterUnreadBody(req: Request, res: Response, next: NextFunction) {
  if (!req.headers["content-length"] && !req.headers["transfer-encoding"]) return next();
  const destroy = req.destroy.bind(req);
  let answered = false;
  req.destroy = function destroyLater(error?: Error) {
    if (answered || req.complete || req.socket.destroyed) return destroy(error);
    req.pause();
    return req;
  };

  const writeHead = res.writeHead;
  res.writeHead = function writeHeadClosing(this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!req.complete && !(Number(req.headers["content-length"]) <= DRAIN_LIMIT_BYTES) && !res.headersSent) {
      res.setHeader("Connection", "close");
    }
    return writeHead.apply(this, args);
  } as Response["writeHead"];

  res.once("finish", () => {
    answered = true;
    req.destroy = destroy;
    // Node closes the connection itself after a `Connection: close` answer.
    if (req.complete || req.destroyed || /close/i.test(String(res.getHeader("connection") ?? ""))) return;
    drain(req, destroy);
  });
  next();
}

function drain(req: Request, destroy: (error?: Error) => unknown) {
  let read = 0;
  const giveUp = () => {
    clearTimeout(timer);
    destroy();
  };
  const timer = setTimeout(giveUp, DRAIN_TIMEOUT_MS);
  timer.unref();
  // The body's reader (if any) is done: its listener would queue the bytes in memory.
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    read += chunk.byteLength;
    if (read > DRAIN_LIMIT_BYTES) giveUp();
  });
  req.once("end", () => clearTimeout(timer));
  req.once("close", () => clearTimeout(timer));
  req.resume();
}
