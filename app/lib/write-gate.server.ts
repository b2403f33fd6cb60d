import { AsyncLocalStorage } from "node:async_hooks";
import type { NextFunction, Request, Response } from "express";

/**
 * The process-wide write gate (docs/decisions/068): a restore from the admin closes it before it
 * copies the current database aside, waits until the unsafe-method requests in flight (a lead
 * being saved) are answered, and opens it again once the restored database is migrated. While it
 * is closed, a new POST/PUT/PATCH/DELETE is answered 503 with Retry-After, so no write is
 * acknowledged and then overwritten by the restore.
 */

/** Seconds a refused write is told to wait: a restore takes seconds. */
const WRITE_GATE_RETRY_AFTER_SECONDS = 10;
/** How long a restore waits for the writes in flight before it gives up. */
export const WRITE_GATE_DRAIN_MS = 10_000;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const inFlight = new Set<symbol>();
const current = new AsyncLocalStorage<symbol>();
let holders = 0;
let drained: (() => void) | undefined;

/** Counts an unsafe-method request while it runs; refuses it with 503 while the gate is closed. */
export function writeGate(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  if (holders > 0) {
    res.set("Retry-After", String(WRITE_GATE_RETRY_AFTER_SECONDS));
    const message = "The site is restoring a backup: try again in a few seconds.";
    if (req.path.startsWith("/api/")) res.status(503).json({ message });
    else res.status(503).type("text/plain").send(message);
    return;
  }
  const token = Symbol(req.path);
  inFlight.add(token);
  res.once("close", () => {
    inFlight.delete(token);
    drained?.();
  });
  current.run(token, next);
}

/** True while a restore holds the gate. */
export function writeGateClosed() {
  return holders > 0;
}

/** Unsafe-method requests in flight, the caller's own excepted. */
function othersInFlight() {
  const own = current.getStore();
  return [...inFlight].filter((token) => token !== own).length;
}

/**
 * Closes the gate and waits (at most `timeoutMs`) for the writes in flight other than the caller's
 * own request. `drained` false: they did not finish in time (the gate is then open again).
 * Otherwise call `release` (in a finally) to open it.
 */
export async function closeWriteGate(
  timeoutMs = WRITE_GATE_DRAIN_MS,
): Promise<{ drained: boolean; release: () => void }> {
  holders++;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    holders--;
  };
  const deadline = Date.now() + timeoutMs;
  while (othersInFlight() > 0) {
    const left = deadline - Date.now();
    if (left <= 0) {
      release();
      return { drained: false, release };
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.min(left, 100));
      drained = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    drained = undefined;
  }
  return { drained: true, release };
}
