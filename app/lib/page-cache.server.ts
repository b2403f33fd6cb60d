import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { FORM_STARTED_FIELD } from "~/lib/form-started";
import { signFormStarted } from "~/models/contact-requests.server";

/**
 * A micro-cache for the static marketing pages (home, the three service pages, the city pages).
 *
 * Their HTML depends only on the code and the content files, never on the visitor, except for two
 * values that must be fresh in every response: the CSP nonce (the response's `Content-Security-
 * Policy` names it; the scripts must carry it) and the consultation form's signed render stamp
 * (the spam check's minimum fill time). So a page is rendered once with a placeholder nonce,
 * kept for `ttlMs`, and every response gets its own nonce and a new stamp swapped in. Rendering a
 * 96 KB page with React costs milliseconds of CPU; this makes the common anonymous visit cheap.
 *
 * Not cached (they go to React Router as usual): other methods, any query string (photo dialogs,
 * campaigns), a request carrying a toast cookie (a message must be shown), non-200 answers and
 * answers that set cookies. The blog is not cached: its pages change when the admin edits posts.
 */
const CACHEABLE_PATH = /^\/(?:classic-vending|smart-machines|micromarkets|locations\/[a-z0-9-]{1,60})?$/;
const NONCE_PLACEHOLDER = "pageCacheNoncePlaceholder0000000";
const STAMP_ATTRIBUTE = new RegExp(`(name="${FORM_STARTED_FIELD}" value=")[^"]*(")`, "g");
const MAX_ENTRIES = 200;

interface Entry {
  html: string;
  headers: Array<[string, string]>;
  expiresAt: number;
}

export function createPageCache({ build, ttlMs = 10 * 60_000, now = Date.now }: { build: ServerBuild; ttlMs?: number; now?: () => number }) {
  const render = createRequestHandler(build, "production");
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Promise<Entry | null>>();

  async function fill(key: string, url: string): Promise<Entry | null> {
    const response = await render(new Request(url, { headers: { Accept: "text/html" } }), { cspNonce: NONCE_PLACEHOLDER, clientIp: "" });
    if (response.status !== 200 || response.headers.has("set-cookie") || !response.headers.get("content-type")?.startsWith("text/html")) {
      await response.body?.cancel();
      return null;
    }
    const html = await response.text();
    const headers = [...response.headers].filter(([name]) => !["content-length", "set-cookie"].includes(name.toLowerCase()));
    const entry = { html, headers, expiresAt: now() + ttlMs };
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, entry);
    return entry;
  }

  return async function pageCache(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    if (req.method !== "GET" || !CACHEABLE_PATH.test(req.path) || req.originalUrl.includes("?")) return next();
    if (/(?:^|;\s*)toast=/.test(req.get("cookie") ?? "")) return next();
    const key = `${req.protocol}://${req.get("host")}${req.path}`;
    try {
      let entry = entries.get(key);
      if (!entry || entry.expiresAt <= now()) {
        let pending = filling.get(key);
        if (!pending) {
          pending = fill(key, key).finally(() => filling.delete(key));
          filling.set(key, pending);
        }
        entry = (await pending) ?? undefined;
        if (!entry) return next();
        res.setHeader("X-Page-Cache", "miss");
      } else {
        res.setHeader("X-Page-Cache", "hit");
      }
      const nonce = String(res.locals.cspNonce);
      const html = entry.html
        .replaceAll(NONCE_PLACEHOLDER, nonce)
        .replace(STAMP_ATTRIBUTE, (_match, before: string, after: string) => `${before}${signFormStarted()}${after}`);
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      res.status(200).send(html);
    } catch (error) {
      // The cache is an optimisation: on any trouble the page is rendered as usual.
      console.error(`page cache: ${req.path}:`, error);
      if (!res.headersSent) next();
    }
  };
}
