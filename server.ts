/**
 * The production web server: Express 5 in front of React Router's request handler.
 *
 * Built by Vite as the server bundle's entry (build/server/index.js) and started with
 * `npm start` / `npm run serve`; `npm run dev` loads the same module through Vite.
 * A page-cache hit is answered by the request listener before Express sees it (`app.listener`);
 * everything else goes through Express.
 * Order: request log -> aborted-request log -> refused-body guard (unread-body.server.ts) ->
 * page-cache hits whose Accept-Encoding was not yet negotiated -> compression -> static files (sent
 * precompressed where the build made .br/.gz, with only nosniff and CORP) -> boot modules (/__boot/…,
 * made from the build's route manifest) -> security headers (per-request CSP nonce) -> origin
 * check on unsafe methods (and `private, no-store` on data requests and answers that set cookies) ->
 * write gate (unsafe methods answered 503 while a restore runs, lib/write-gate.server.ts) ->
 * canonical spellings of cached pages (301) -> page cache (static marketing pages) -> visit counter
 * of the pages React Router renders -> React Router. (The page cache counts its own answers.)
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { closeServices, startServices, stopJobs } from "~/server/boot.server";
import { logClientAborts } from "~/lib/client-abort.server";
import { EnvError, getEnv } from "~/lib/env.server";
import { BOOT_MODULE_PREFIX, bootModules } from "~/document/boot-module.server";
import { canonicalPagePath, createPageCache } from "~/server/page-cache.server";
import { campaignOf, visitCounter } from "~/server/visit-counter.server";
import languageChunks from "virtual:language-chunks";
import {
  cookieSecurity,
  originCheck,
  privateAnswers,
  securityHeaders,
  staticFileHeaders as setHeaders,
} from "~/server/security.server";
import { keepConnectionAfterUnreadBody } from "~/lib/unread-body.server";
import { writeGate } from "~/lib/write-gate.server";

export interface CreateAppOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Static files of the client build; omitted in development, where Vite serves them. */
  clientDir?: string;
  vite?: ViteDevServer;
}

export function createApp({ build, clientDir, vite }: CreateAppOptions) {
  const env = getEnv();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  if (env.ACCESS_LOG) app.use(accessLog);
  app.use(logClientAborts);
  app.use(keepConnectionAfterUnreadBody);

  // Pages that opted in to the page cache are rendered once and reused (CSP by script hashes, not a
  // nonce). A hit is answered by `listener` below, before Express; here only one whose
  // Accept-Encoding header is new (docs/decisions/035-page-cache-everywhere.md, 038).
  // Views of public pages are counted, hits included (docs/decisions/083-visits-and-phone-polish.md):
  // `onView` here, and `countRenderedViews` below for the pages the cache does not answer.
  const visits = visitCounter();
  const pageCache =
    !vite && typeof build !== "function"
      ? createPageCache({ build, onView: (req, path) => visits.count(req, path) })
      : null;
  if (pageCache) app.use(pageCache.serve);

  app.use(compression());

  if (!vite && clientDir) {
    // The build wrote each text file also as .br and .gz (vite.config.ts): those are sent as they
    // are, to the encoding the client accepts; compression() leaves an encoded response alone.
    const files = (root: string, options: { immutable?: boolean; maxAge: string }) => {
      const send = expressStaticGzip(root, {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { index: false, setHeaders, ...options },
      });
      // It sets Content-Encoding before serve-static looks at the method: any other method passes
      // on to the app (a 403 or 404 page), which must not be labelled as brotli.
      return (req: Request, res: Response, next: NextFunction) =>
        req.method === "GET" || req.method === "HEAD" ? send(req, res, next) : next();
    };
    // Fingerprinted build output: cache for a year, never revalidate.
    app.use("/assets", files(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    // Everything else in public/ (favicon, images, manifest): an hour. Only names with an
    // extension are looked up on disk; page paths go straight on.
    const publicFiles = files(clientDir, { maxAge: "1h" });
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
    // Each page's boot module, made from this build's route manifest (decision 065).
    if (typeof build !== "function") app.use(BOOT_MODULE_PREFIX, bootModules(build.assets, languageChunks));
  }

  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(securityHeaders(Boolean(vite)));
  app.use(cookieSecurity);
  app.use(privateAnswers);
  app.use(originCheck);
  app.use(writeGate);
  if (vite) app.use(vite.middlewares);

  // Another spelling of a cached page is sent to its canonical path; a miss (or the first hit per
  // scheme) goes through the whole chain above and is recorded.
  if (pageCache) app.use(pageCache.canonical, pageCache.fill);
  if (pageCache && visits.enabled) {
    const { publicPage } = pageCache;
    app.use(function countRenderedViews(req, res, next) {
      if (req.method === "GET" && canonicalPagePath(req.path) === req.path) {
        res.once("finish", () => {
          const type = res.getHeader("content-type");
          if (res.statusCode !== 200 || typeof type !== "string" || !type.startsWith("text/html")) return;
          // The sign-in page is the owner's, not a visitor's.
          if (req.path !== "/auth" && publicPage(req.path))
            visits.count(req, req.path, campaignOf(req.originalUrl));
        });
      }
      next();
    });
  }

  app.use(
    createRequestHandler({
      build,
      mode: vite ? "development" : "production",
      getLoadContext: (req, res) => ({
        cspNonce: String(res.locals.cspNonce),
        clientIp: req.ip ?? "unknown",
      }),
    }),
  );

  // The server's request listener: a page-cache hit is answered at once, with no Express
  // request/response set-up and no middleware; the access log still gets its line.
  const trust = app.get("trust proxy fn") as TrustProxy;
  const listener = pageCache
    ? (req: IncomingMessage, res: ServerResponse) => {
        const start = env.ACCESS_LOG ? process.hrtime.bigint() : 0n;
        if (!pageCache.answer(req, res, isSecure(req, trust))) return void app(req, res);
        if (env.ACCESS_LOG) {
          const ms = Number(process.hrtime.bigint() - start) / 1e6;
          const length = res.getHeader("content-length") ?? "-";
          logLine(
            `${req.method} ${loggedUrl(req.url ?? "")} ${res.statusCode} ${ms.toFixed(1)}ms ${length} ${clientAddress(req, trust)}`,
          );
        }
      }
    : app;
  return Object.assign(app, { listener });
}

type TrustProxy = (address: string, hop: number) => boolean;

/** Express's `req.secure`, for a request Express does not see. */
function isSecure(req: IncomingMessage, trust: TrustProxy) {
  const encrypted = Boolean((req.socket as { encrypted?: boolean }).encrypted);
  const proto = req.headers["x-forwarded-proto"];
  if (typeof proto !== "string" || !trust(req.socket.remoteAddress ?? "", 0)) return encrypted;
  return proto.split(",")[0]!.trim() === "https";
}

/** Express's `req.ip` (proxy-addr): the nearest address not from a trusted proxy. */
function clientAddress(req: IncomingMessage, trust: TrustProxy) {
  const forwarded = req.headers["x-forwarded-for"];
  const hops = [req.socket.remoteAddress ?? "-"];
  if (typeof forwarded === "string")
    hops.push(
      ...forwarded
        .split(",")
        .map((hop) => hop.trim())
        .reverse(),
    );
  for (let i = 0; i < hops.length - 1; i++) if (!trust(hops[i]!, i)) return hops[i]!;
  return hops.at(-1)!;
}

/** The address as logged: a lead's signed `ref` opens its site visit, so the log keeps it out. */
function loggedUrl(url: string) {
  return url.replace(/([?&]ref=)[^&#]*/g, "$1-");
}

function accessLog(req: Request, res: Response, next: NextFunction) {
  const start = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    const length = res.getHeader("content-length") ?? "-";
    logLine(
      `${req.method} ${loggedUrl(req.originalUrl)} ${res.statusCode} ${ms.toFixed(1)}ms ${length} ${req.ip ?? "-"}`,
    );
  });
  next();
}

/**
 * The access log is buffered: lines are written together once per turn of the event loop (and at
 * exit), so a burst of requests costs one write, not one synchronous write per request.
 */
const pendingLines: string[] = [];
let flushScheduled = false;
function logLine(line: string) {
  pendingLines.push(line);
  if (flushScheduled) return;
  flushScheduled = true;
  setImmediate(flushLog);
}
function flushLog() {
  flushScheduled = false;
  if (!pendingLines.length) return;
  const text = `${pendingLines.join("\n")}\n`;
  pendingLines.length = 0;
  process.stdout.write(text);
}
process.on("exit", flushLog);

/** Starts the server; resolves once it listens. Stops cleanly on SIGTERM/SIGINT within 8 s. */
export async function main() {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const bootStart = performance.now();
  await startServices();
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
  const app = createApp({ build, clientDir });
  const server = createServer(app.listener).listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(
      `Server listening on http://localhost:${port} (ready in ${Math.round(performance.now() - bootStart)} ms)`,
    );
  });
  server.keepAliveTimeout = 65_000;
  handleShutdown(server);
  return server;
}

/** From the signal to the exit, at most: below Docker's default stop timeout (10 s). */
export const SHUTDOWN_DEADLINE_MS = 8_000;

export interface ShutdownSteps {
  /** Stops background work; what still runs after `timeoutMs` is abandoned (jobs are retried). */
  stopJobs?: (timeoutMs: number) => Promise<void>;
  /** Runs once the requests and jobs are done or cut (closes the database). */
  close?: () => Promise<void>;
}

/**
 * One deadline from SIGTERM/SIGINT: stop accepting, close idle keep-alive connections, let the
 * requests and jobs in flight finish side by side until 1.5 s before the deadline, then cut what is
 * left, close the database and exit. Past the deadline the process exits anyway.
 */
export function handleShutdown(server: Server, steps: ShutdownSteps = {}, deadlineMs = SHUTDOWN_DEADLINE_MS) {
  const { stopJobs: stopWork = stopJobs, close = closeServices } = steps;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const seconds = deadlineMs / 1000;
    console.log(`${signal} received: finishing the requests and jobs in flight (at most ${seconds} s)`);
    const forceExit = setTimeout(() => {
      console.error(`Shutdown took longer than ${seconds} s; exiting`);
      process.exit(1);
    }, deadlineMs);
    forceExit.unref();
    const workMs = Math.max(0, deadlineMs - 1500);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections are closed as soon as their request in flight is answered.
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => {
      console.log("Shutdown: cutting the connections still busy");
      server.closeAllConnections();
    }, workMs);
    cut.unref();
    const jobsStopped = stopWork(workMs).catch((error: unknown) =>
      console.error("Error while stopping the jobs:", error),
    );
    await Promise.all([closed, jobsStopped]);
    clearInterval(sweep);
    clearTimeout(cut);
    try {
      await close();
    } catch (error) {
      console.error("Error while closing the database:", error);
    }
    console.log("Shutdown complete");
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}

const entry = process.argv[1] ? path.resolve(process.argv[1]) : "";
if (entry && entry === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
