import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlib,
  crc32,
  deflateRawSync,
  gzipSync,
} from "node:zlib";
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { FORM_STARTED_FIELD } from "~/lib/form-started";
import { LruCache } from "~/lib/lru-cache";
import { ALL_PAGES, onPublicPagesChanged } from "~/lib/page-cache-events.server";
import { signFormStarted } from "~/models/contact-spam-checks.server";
import { cachedPageStyles } from "~/document/rewrites.server";

/**
 * The page cache: public pages whose answer is the same for every visitor are rendered once and
 * served as ready-compressed bytes, so serving one costs about what serving a compressed static
 * file costs (docs/performance.md#budgets; docs/decisions/015-csp-and-page-cache.md,
 * 035-page-cache-everywhere.md).
 *
 * Which pages: a route opts in with `export const handle = { pageCache: true }` (the marketing
 * pages, the city pages, the blog list, the posts, the feed, the sitemap). The cache is keyed by
 * the canonical path (`canonicalPagePath`: lower case, no trailing or doubled slash), so any new
 * public route (such as a translated page) joins the same way; another spelling of such a page
 * (React Router matches any letter case and a trailing slash) is answered with a 301 to the
 * canonical path before anything is rendered (`canonical`), so spellings cannot fill the cache.
 * The entries are bounded in number and bytes, the least recently used going first
 * (docs/decisions/071). Writes that change a cached URL announce it
 * (app/lib/page-cache-events.server.ts) and exactly those entries go.
 *
 * Their HTML depends only on the code, the content files and the published posts, never on the
 * visitor, with two exceptions, handled so that the compressed bytes can be reused:
 * - The CSP. Other pages name a fresh nonce in the header and on every script. A cached page
 *   instead lists the SHA-256 hashes of its own inline scripts (those rendered with the nonce,
 *   computed once, when it is rendered), so its HTML needs no per-response value. A script inside
 *   a post's content never carries the nonce, so it is never listed.
 * - The consultation form's signed render stamp (the spam check's minimum fill time). It is
 *   renewed every STAMP_REFRESH_MS, and renewing it compresses nothing: the page around the stamp
 *   is deflated once per entry, in pieces that end on a byte boundary (a sync flush), and each
 *   variant's gzip body is those pieces with the stamp between them as a stored (uncompressed)
 *   deflate block, plus a fresh CRC: one valid single-member gzip stream
 *   (docs/decisions/038-cache-hits-without-compression.md). Brotli has no such seam: a brotli
 *   client gets a stamped page's variant compressed at most once per STAMP_REFRESH_MS.
 *
 * A hit is answered before Express sees the request (`answer`, called by the server's request
 * listener): the headers were computed once per entry, the body once per variant. `serve` (the
 * same, as the first middleware) takes what `answer` declined on form only (an Accept-Encoding
 * header not yet negotiated); `fill` (at the page position of the chain) renders a miss, stores
 * it, and records the full header set the chain produced for it, which the hits then reuse.
 * Conditional requests (If-None-Match) get a 304.
 *
 * Not cached (they go to React Router as usual): methods other than GET and HEAD, any query string (photo dialogs,
 * campaigns, blog pages after the first), a request carrying a toast cookie (a message must be
 * shown), data requests (`.data`), non-200 answers and answers that set cookies. Those are
 * `private, no-store`.
 */
const NONCE_PLACEHOLDER = "pageCacheNoncePlaceholder0000000";
const NONCE_ATTRIBUTE = ` nonce="${NONCE_PLACEHOLDER}"`;
const STAMP_ATTRIBUTE = new RegExp(`(name="${FORM_STARTED_FIELD}" value=")[^"]*(")`, "g");
const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK_TYPE = /\stype="application\/(?:ld\+)?json"/;
const TOAST_COOKIE = /(?:^|;\s*)toast=/;
/** At most this many pages are kept, and at most MAX_BYTES of their HTML (the least recently used go first). */
const MAX_ENTRIES = 500;
const MAX_BYTES = 48 * 1024 * 1024;
export const STAMP_REFRESH_MS = 250;
/**
 * What a shared cache (a CDN, the nginx of deploy/) may do with a cached page
 * (docs/decisions/081-blog-markdown-and-fresh-proxy.md): keep it 2 s, serve it stale 2 s more while
 * one request asks again with its ETag (answered 304 from this cache, almost free), and serve it for
 * a day when the app is down. An owner's save reaches every visitor through the proxy within 4 s.
 */
export const PUBLIC_CACHE_CONTROL =
  "public, max-age=0, s-maxage=2, stale-while-revalidate=2, stale-if-error=86400";
/** What a shared cache may do with a 301 from another spelling of a public page to its own. */
const CANONICAL_REDIRECT_CACHE_CONTROL = "public, max-age=3600";
/** Headers that are per response, never copied into an entry. */
const PER_RESPONSE = new Set([
  "content-length",
  "content-encoding",
  "set-cookie",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "x-page-cache",
]);

type Encoding = "br" | "gzip" | "identity";

interface Variant {
  madeAt: number;
  bodies: Partial<Record<Encoding, Buffer>>;
  html: string;
  stamp: string;
}

interface Entry {
  /** The canonical path the entry is kept under. */
  path: string;
  /** Whether it is an HTML page (a view to count), not the feed or the sitemap. */
  page: boolean;
  template: string;
  /** Whether the body carries a form stamp to renew. */
  stamped: boolean;
  /** The page cut at its stamp values (one piece more than there are stamps). */
  pieces: string[];
  /** `pieces` deflated (raw, level 9), each but the last ending with a sync flush. */
  deflatedPieces: Buffer[] | null;
  /** CSP sources for the page's inline scripts: `'sha256-…' 'sha256-…'`. */
  scriptHashes: string;
  /** React Router's headers for this page plus ours (Cache-Control, ETag, Vary). */
  headers: Array<[string, string]>;
  /** A weak validator of the page (its bytes without the stamp). */
  etag: string;
  expiresAt: number;
  variant: Variant | null;
  /**
   * An unstamped page at brotli's best quality (11), made once per entry off the event loop (a
   * worker thread of libuv) after the entry is stored; until it is ready, brotli clients get
   * `encode`'s quicker quality. About a tenth smaller, which takes most pages' compressed HTML
   * closer to the 14.6 KB a new connection delivers in its first round trip (decision 063).
   */
  bestBrotli: Buffer | null;
  /**
   * The complete headers the middleware chain produced, per scheme (HSTS differs): [http, https],
   * as flat name/value pairs for `writeHead`.
   */
  wire: [string[] | null, string[] | null];
}

/**
 * The CSP hash sources of the inline scripts the app rendered (they carry the nonce placeholder
 * when rendered for the cache; data blocks such as JSON-LD excepted).
 */
export function inlineScriptHashes(html: string, onlyWithAttribute?: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attributes) || DATA_BLOCK_TYPE.test(attributes)) continue;
    if (onlyWithAttribute !== undefined && !attributes.includes(onlyWithAttribute)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  return [...hashes];
}

function brotliParams(raw: Buffer, quality: number) {
  return {
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
  };
}

function encode(html: string, encoding: Encoding): Buffer {
  const raw = Buffer.from(html);
  if (encoding === "gzip") return gzipSync(raw, { level: 9 });
  if (encoding === "br") {
    return brotliCompressSync(raw, { params: brotliParams(raw, 6) });
  }
  return raw;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 3]);

/** The pieces of a page around its stamps, deflated once (see `splicedGzip`). */
export function deflatePieces(pieces: readonly string[]): Buffer[] {
  return pieces.map((piece, i) =>
    deflateRawSync(Buffer.from(piece), {
      level: 9,
      // A sync flush ends the piece on a byte boundary without ending the stream.
      finishFlush: i < pieces.length - 1 ? zlib.Z_SYNC_FLUSH : zlib.Z_FINISH,
    }),
  );
}

/**
 * One gzip member for `pieces.join(stamp)` without compressing anything: the deflated pieces
 * with the stamp between them as stored blocks (BFINAL 0, BTYPE 00: a byte-aligned block of raw
 * bytes). Each piece was deflated on its own, so none refers back across a stamp. Only the CRC-32
 * of the whole page is computed.
 */
export function splicedGzip(deflated: readonly Buffer[], stamp: string, page: Buffer): Buffer {
  const raw = Buffer.from(stamp);
  if (raw.length > 0xffff) throw new Error("stamp too long for one stored block");
  const stored = Buffer.concat([
    Buffer.from([0, raw.length & 0xff, raw.length >> 8, ~raw.length & 0xff, (~raw.length >> 8) & 0xff]),
    raw,
  ]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(page) >>> 0, 0);
  trailer.writeUInt32LE(page.length % 2 ** 32, 4);
  const chunks: Buffer[] = [GZIP_HEADER];
  deflated.forEach((piece, i) => {
    if (i > 0) chunks.push(stored);
    chunks.push(piece);
  });
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** The page cut at the values of its stamp attributes. */
function cutAtStamps(template: string): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const match of template.matchAll(STAMP_ATTRIBUTE)) {
    const start = match.index + match[1]!.length;
    pieces.push(template.slice(from, start));
    from = match.index + match[0].length - match[2]!.length;
  }
  pieces.push(template.slice(from));
  return pieces;
}

/**
 * The one spelling of a page path the cache keys and redirects to: percent-escapes decoded, lower
 * case, doubled slashes joined, no trailing slash. Null for a path that has no such spelling (a
 * character other than a-z 0-9 . _ - /, which no cached page's path has: an accented or encoded
 * slug is left to the route) and for a data request (`.data`: never cached).
 */
export function canonicalPagePath(pathname: string): string | null {
  // An encoded slash is part of a segment, not a separator: no page of ours has one.
  if (/%2f/i.test(pathname)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!/^[A-Za-z0-9/._-]*$/.test(decoded)) return null;
  const canonical = decoded
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/$/, "$1");
  if (!canonical.startsWith("/") || canonical.endsWith(".data")) return null;
  return canonical;
}

/**
 * What the build's route table says of a path: `optedIn`, its route joined the page cache
 * (`handle.pageCache`); `publicPage`, it is a page with one spelling: one that joined the cache, or
 * one whose path has no parameter and is not under /api or /admin (/contact, /prize, /es/premio...).
 * Parameters other than the cached pages' slugs (a visualization's id) may be case sensitive, and
 * unknown paths (the not-found splat) are left alone.
 */
function routeMatcher(build: ServerBuild) {
  type BuildRoute = NonNullable<ServerBuild["routes"][string]>;
  const byParent = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route): RouteObject =>
      route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  const routes = tree(undefined);
  const joined = (matches: ReturnType<typeof matchRoutes>) => {
    const id = matches?.at(-1)?.route.id;
    const handle = id ? (build.routes[id]?.module.handle as { pageCache?: unknown } | undefined) : undefined;
    return handle?.pageCache === true;
  };
  const optedIn = (pathname: string) => joined(matchRoutes(routes, pathname));
  const publicPage = (pathname: string) => {
    const matches = matchRoutes(routes, pathname);
    if (joined(matches)) return true;
    if (!matches?.length || /^\/(?:api|admin)(?:\/|$)/.test(pathname)) return false;
    return !matches.some(({ route }) => /[:*]/.test(route.path ?? ""));
  };
  return { optedIn, publicPage };
}

export function createPageCache({
  build,
  ttlMs = 10 * 60_000,
  now = Date.now,
  maxEntries = MAX_ENTRIES,
  maxBytes = MAX_BYTES,
  onView,
}: {
  build: ServerBuild;
  /** Called for every answer with a page (200 or 304), hits included: the visit counter. */
  onView?: (req: IncomingMessage, path: string) => void;
  ttlMs?: number;
  now?: () => number;
  maxEntries?: number;
  maxBytes?: number;
}) {
  const render = createRequestHandler(build, "production");
  const { optedIn, publicPage } = routeMatcher(build);
  const entries = new LruCache<string, Entry>({ maxEntries, maxBytes });
  const filling = new Map<string, Promise<Entry | null>>();
  /** Bumped by every invalidation: a render started before it is served but not stored. */
  let generation = 0;
  /** Accept-Encoding header -> encoding (a handful of distinct values in practice). */
  const encodings = new Map<string, Encoding>();

  onPublicPagesChanged((paths) => {
    generation++;
    if (paths === ALL_PAGES) entries.clear();
    else for (const path of paths) entries.delete(path);
  });

  function pickEncoding(req: ExpressRequest): Encoding {
    const header = req.headers["accept-encoding"] ?? "";
    let encoding = encodings.get(header);
    if (!encoding) {
      // Brotli when the client takes it, else gzip (each honours `q=0` and `*`), else none.
      encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : "identity";
      if (encodings.size < 100) encodings.set(header, encoding);
    }
    return encoding;
  }

  async function fillEntry(key: string, url: string): Promise<Entry | null> {
    const startedAt = generation;
    const response = await render(new Request(url, { headers: { Accept: "text/html" } }), {
      cspNonce: NONCE_PLACEHOLDER,
      clientIp: "",
      wholeDocument: true,
    });
    if (response.status !== 200 || response.headers.has("set-cookie")) {
      await response.body?.cancel();
      return null;
    }
    const html = response.headers.get("content-type")?.startsWith("text/html") ?? false;
    const rendered = await response.text();
    // Only the utilities the page uses (app/document/page-styles.server.ts); should that fail, all.
    const body = html
      ? await cachedPageStyles(rendered).catch((error: unknown) => {
          console.error(`page cache: ${url}: the page's styles could not be reduced:`, error);
          return rendered;
        })
      : rendered;
    const template = html ? body.replaceAll(NONCE_ATTRIBUTE, "") : body;
    // The nonce should only ever appear as an attribute; anywhere else, serve the page uncached.
    if (template.includes(NONCE_PLACEHOLDER)) {
      console.error(`page cache: ${url}: the CSP nonce appears outside a nonce attribute; not cached`);
      return null;
    }
    const pieces = html ? cutAtStamps(template) : [template];
    const stamped = pieces.length > 1;
    const etag = `W/"${createHash("sha256")
      .update(stamped ? template.replace(STAMP_ATTRIBUTE, "$1$2") : template)
      .digest("base64url")
      .slice(0, 27)}"`;
    const headers: Array<[string, string]> = [
      ...[...response.headers].filter(
        ([name]) => !PER_RESPONSE.has(name.toLowerCase()) && name.toLowerCase() !== "cache-control",
      ),
      ["Cache-Control", PUBLIC_CACHE_CONTROL],
      ["ETag", etag],
      ["Vary", "Accept-Encoding"],
    ];
    const previous = entries.peek(key);
    const entry: Entry = {
      path: key,
      page: html,
      template,
      stamped,
      pieces,
      deflatedPieces: null,
      scriptHashes: html ? inlineScriptHashes(body, NONCE_ATTRIBUTE).join(" ") : "",
      headers,
      etag,
      expiresAt: now() + ttlMs,
      variant: null,
      // An expired entry refilled with the same page keeps its quality-11 body (the ETag is a hash
      // of the page): most refills change nothing, and this saves a worker 0.1-0.3 s each.
      bestBrotli: previous?.etag === etag ? previous.bestBrotli : null,
      wire: [null, null],
    };
    if (generation !== startedAt) return entry; // changed while rendering: serve it once, keep nothing
    // Weighed by the page's bytes; the entry holds a few copies of them (pieces, compressed bodies).
    entries.set(key, entry, Buffer.byteLength(template));
    if (!stamped && !entry.bestBrotli) {
      const raw = Buffer.from(template);
      brotliCompress(raw, { params: brotliParams(raw, 11) }, (error, compressed) => {
        if (error) console.error(`page cache: ${url}: brotli at quality 11 failed:`, error);
        else entry.bestBrotli = compressed;
      });
    }
    return entry;
  }

  function currentVariant(entry: Entry): Variant {
    const at = now();
    if (!entry.variant || (entry.stamped && at - entry.variant.madeAt >= STAMP_REFRESH_MS)) {
      const stamp = entry.stamped ? signFormStarted(at) : "";
      const html = entry.stamped ? entry.pieces.join(stamp) : entry.template;
      entry.variant = { madeAt: at, bodies: {}, html, stamp };
    }
    return entry.variant;
  }

  function bodyFor(entry: Entry, encoding: Encoding) {
    const variant = currentVariant(entry);
    const { bodies } = variant;
    if (encoding === "identity") return (bodies.identity ??= Buffer.from(variant.html));
    if (encoding === "gzip" && entry.stamped) {
      entry.deflatedPieces ??= deflatePieces(entry.pieces);
      bodies.identity ??= Buffer.from(variant.html);
      return (bodies.gzip ??= splicedGzip(entry.deflatedPieces, variant.stamp, bodies.identity));
    }
    if (encoding === "br" && entry.bestBrotli) return entry.bestBrotli;
    return (bodies[encoding] ??= encode(variant.html, encoding));
  }

  /** True when the request may be answered from (or stored in) the cache. */
  function eligible(req: IncomingMessage) {
    return (
      (req.method === "GET" || req.method === "HEAD") &&
      !req.url?.includes("?") &&
      !TOAST_COOKIE.test(req.headers.cookie ?? "")
    );
  }

  function notModified(req: IncomingMessage, etag: string) {
    const header = req.headers["if-none-match"];
    if (!header) return false;
    if (header.trim() === "*") return true;
    return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag.slice(2));
  }

  /** Answers from `entry` with the recorded headers (`head`, flat name/value pairs). */
  function send(
    req: IncomingMessage,
    res: ServerResponse,
    entry: Entry,
    head: string[],
    encoding: Encoding,
    state: string,
  ) {
    if (entry.page) onView?.(req, entry.path);
    if (notModified(req, entry.etag)) {
      res.writeHead(304, [...head, "x-page-cache", state]);
      res.end();
      return;
    }
    const body = bodyFor(entry, encoding);
    // Already compressed: the compression middleware leaves a response with an encoding alone.
    const extra = ["x-page-cache", state, "content-length", String(body.length)];
    if (encoding !== "identity") extra.push("content-encoding", encoding);
    res.writeHead(200, [...head, ...extra]);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * A hit at the server's door, before Express: true when answered. Declines (false) whatever
   * needs the chain: no entry yet, its headers not recorded for this scheme, a request with a
   * body, a path that is not origin-form, an Accept-Encoding header not yet negotiated.
   */
  function answer(req: IncomingMessage, res: ServerResponse, secure: boolean): boolean {
    const url = req.url ?? "";
    if (url.charCodeAt(0) !== 47 /* / */ || !eligible(req)) return false;
    if (req.headers["content-length"] || req.headers["transfer-encoding"]) return false;
    const entry = entries.get(url);
    if (!entry || entry.expiresAt <= now()) return false;
    const head = entry.wire[secure ? 1 : 0];
    const encoding = encodings.get(req.headers["accept-encoding"] ?? "");
    if (!head || !encoding) return false;
    try {
      send(req, res, entry, head, encoding, "hit");
      return true;
    } catch (error) {
      console.error(`page cache: ${url}:`, error);
      return res.headersSent;
    }
  }

  /** A hit that `answer` declined for its Accept-Encoding header (negotiated here, then known). */
  function serve(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    if (!eligible(req)) return next();
    const entry = entries.get(req.path);
    if (!entry || entry.expiresAt <= now()) return next();
    const head = entry.wire[req.secure ? 1 : 0];
    if (!head) return next();
    try {
      send(req, res, entry, head, pickEncoding(req), "hit");
    } catch (error) {
      console.error(`page cache: ${req.path}:`, error);
      if (!res.headersSent) next();
    }
  }

  /**
   * Another spelling of a public page (its path in other letter case, with a trailing or doubled
   * slash, percent-encoded): a 301 to the canonical path, query string kept, before any render.
   * Anything else (/api, /admin, static files, unknown paths, data requests) goes on as it is.
   */
  function canonical(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = req.path;
    const target = canonicalPagePath(path);
    if (target === null || target === path || !publicPage(target)) return next();
    const query = req.originalUrl.indexOf("?");
    res.setHeader("Cache-Control", CANONICAL_REDIRECT_CACHE_CONTROL);
    res.redirect(301, query === -1 ? target : target + req.originalUrl.slice(query));
  }

  /** A miss (or a first hit for this scheme): renders or reuses the entry through the full chain. */
  async function fill(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    if (!eligible(req)) return next();
    const key = req.path;
    // Only the canonical spelling is ever stored (`canonical` redirected the others it knows).
    if (canonicalPagePath(key) !== key) return next();
    let entry = entries.get(key);
    let state = "hit";
    if (!entry || entry.expiresAt <= now()) {
      if (!optedIn(key)) return next();
      try {
        let pending = filling.get(key);
        if (!pending) {
          pending = fillEntry(key, `${req.protocol}://${req.get("host")}${key}`).finally(() =>
            filling.delete(key),
          );
          filling.set(key, pending);
        }
        entry = (await pending) ?? undefined;
      } catch (error) {
        // The cache is an optimisation: on any trouble the page is rendered as usual.
        console.error(`page cache: ${key}:`, error);
        entry = undefined;
      }
      if (!entry) return next();
      state = "miss";
    }
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    const csp = res.getHeader("Content-Security-Policy");
    if (typeof csp === "string") {
      res.setHeader(
        "Content-Security-Policy",
        csp.replace(/ ?'nonce-[^']*'/, entry.scriptHashes ? ` ${entry.scriptHashes}` : ""),
      );
    }
    // Everything the chain set for this page, kept for the next hits on the shortest path.
    const head: string[] = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (PER_RESPONSE.has(name) || value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) head.push(name, String(one));
    }
    entry.wire[req.secure ? 1 : 0] = head;
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    send(req, res, entry, head, pickEncoding(req), state);
  }

  return { answer, serve, canonical, fill, publicPage };
}
