import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { FORM_STARTED_FIELD } from "~/lib/form-started";
import { signFormStarted } from "~/models/contact-requests.server";

/**
 * A micro-cache for the static marketing pages (home, the three service pages, the city pages),
 * so that serving one costs about what serving a compressed static file costs (DESIGN §7).
 *
 * Their HTML depends only on the code and the content files, never on the visitor, with two
 * exceptions, handled so that the compressed bytes can be reused:
 * - The CSP. Other pages name a fresh nonce in the header and on every script. A cached page
 *   instead lists the SHA-256 hashes of its inline scripts (computed once, when it is rendered),
 *   so its HTML needs no per-response value. For a page without user content this is as strict
 *   as a nonce: only these exact scripts run (and, as everywhere, scripts from our own origin).
 * - The consultation form's signed render stamp (the spam check's minimum fill time). It is
 *   renewed every STAMP_REFRESH_MS: each "variant" of the page carries one stamp and is
 *   compressed (brotli, gzip) once, on demand. A visitor's stamp is therefore at most that much
 *   older than the page, which lengthens the measured fill time by at most 250 ms against a
 *   3000 ms minimum.
 *
 * Not cached (they go to React Router as usual): methods other than GET and HEAD, any query string (photo dialogs,
 * campaigns), a request carrying a toast cookie (a message must be shown), non-200 answers and
 * answers that set cookies. The blog is not cached: its pages change when the admin edits posts.
 */
const CACHEABLE_PATH =
  /^\/(?:classic-vending|smart-machines|micromarkets|locations\/[a-z0-9-]{1,60}|es\/ubicaciones\/[a-z0-9-]{1,60})?$/;
const NONCE_PLACEHOLDER = "pageCacheNoncePlaceholder0000000";
const NONCE_ATTRIBUTE = ` nonce="${NONCE_PLACEHOLDER}"`;
const STAMP_ATTRIBUTE = new RegExp(`(name="${FORM_STARTED_FIELD}" value=")[^"]*(")`, "g");
const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK_TYPE = /\stype="application\/(?:ld\+)?json"/;
const MAX_ENTRIES = 200;
export const STAMP_REFRESH_MS = 250;

type Encoding = "br" | "gzip" | "identity";

interface Variant {
  madeAt: number;
  bodies: Partial<Record<Encoding, Buffer>>;
  html: string;
}

interface Entry {
  template: string;
  /** CSP sources for the page's inline scripts: `'sha256-…' 'sha256-…'`. */
  scriptHashes: string;
  headers: Array<[string, string]>;
  expiresAt: number;
  variant: Variant | null;
}

/** The CSP hash sources of every inline script (data blocks such as JSON-LD excepted). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attributes) || DATA_BLOCK_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  return [...hashes];
}

function encode(html: string, encoding: Encoding): Buffer {
  const raw = Buffer.from(html);
  if (encoding === "gzip") return gzipSync(raw, { level: 9 });
  if (encoding === "br") {
    return brotliCompressSync(raw, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 6,
        [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
  }
  return raw;
}

/** Brotli when the client takes it, else gzip (each honours `q=0` and `*`), else none. */
function pickEncoding(req: ExpressRequest): Encoding {
  if (req.acceptsEncodings("br")) return "br";
  return req.acceptsEncodings("gzip") ? "gzip" : "identity";
}

export function createPageCache({
  build,
  ttlMs = 10 * 60_000,
  now = Date.now,
}: {
  build: ServerBuild;
  ttlMs?: number;
  now?: () => number;
}) {
  const render = createRequestHandler(build, "production");
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Promise<Entry | null>>();

  async function fill(key: string, url: string): Promise<Entry | null> {
    const response = await render(new Request(url, { headers: { Accept: "text/html" } }), {
      cspNonce: NONCE_PLACEHOLDER,
      clientIp: "",
    });
    if (
      response.status !== 200 ||
      response.headers.has("set-cookie") ||
      !response.headers.get("content-type")?.startsWith("text/html")
    ) {
      await response.body?.cancel();
      return null;
    }
    const template = (await response.text()).replaceAll(NONCE_ATTRIBUTE, "");
    // The nonce should only ever appear as an attribute; anywhere else, serve the page uncached.
    if (template.includes(NONCE_PLACEHOLDER)) {
      console.error(`page cache: ${url}: the CSP nonce appears outside a nonce attribute; not cached`);
      return null;
    }
    const headers = [...response.headers].filter(
      ([name]) => !["content-length", "set-cookie"].includes(name.toLowerCase()),
    );
    const entry: Entry = {
      template,
      scriptHashes: inlineScriptHashes(template).join(" "),
      headers,
      expiresAt: now() + ttlMs,
      variant: null,
    };
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, entry);
    return entry;
  }

  function currentVariant(entry: Entry): Variant {
    const at = now();
    if (!entry.variant || at - entry.variant.madeAt >= STAMP_REFRESH_MS) {
      const html = entry.template.replace(
        STAMP_ATTRIBUTE,
        (_match, before: string, after: string) => `${before}${signFormStarted(at)}${after}`,
      );
      entry.variant = { madeAt: at, bodies: {}, html };
    }
    return entry.variant;
  }

  return async function pageCache(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    if (
      (req.method !== "GET" && req.method !== "HEAD") ||
      !CACHEABLE_PATH.test(req.path) ||
      req.originalUrl.includes("?")
    )
      return next();
    if (/(?:^|;\s*)toast=/.test(req.get("cookie") ?? "")) return next();
    // Keyed by path only: these pages never show the Host header (canonical URLs come from
    // PUBLIC_SITE_URL), and a visitor-chosen Host must not be able to flood the cache.
    const key = req.path;
    try {
      let entry = entries.get(key);
      let state = "hit";
      if (!entry || entry.expiresAt <= now()) {
        let pending = filling.get(key);
        if (!pending) {
          pending = fill(key, `${req.protocol}://${req.get("host")}${req.path}`).finally(() =>
            filling.delete(key),
          );
          filling.set(key, pending);
        }
        entry = (await pending) ?? undefined;
        if (!entry) return next();
        state = "miss";
      }
      const variant = currentVariant(entry);
      const encoding = pickEncoding(req);
      const body = (variant.bodies[encoding] ??= encode(variant.html, encoding));

      for (const [name, value] of entry.headers) res.setHeader(name, value);
      const csp = res.getHeader("Content-Security-Policy");
      if (typeof csp === "string")
        res.setHeader("Content-Security-Policy", csp.replace(/'nonce-[^']*'/, entry.scriptHashes));
      res.setHeader("X-Page-Cache", state);
      res.setHeader("Vary", "Accept-Encoding");
      // Already compressed: the compression middleware leaves a response with an encoding alone.
      if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      res.status(200).end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      // The cache is an optimisation: on any trouble the page is rendered as usual.
      console.error(`page cache: ${req.path}:`, error);
      if (!res.headersSent) next();
    }
  };
}
