import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { analyticsCspSources } from "~/lib/analytics.server";
import { getEnv } from "~/lib/env.server";

// The headers every response carries (the app's security policy), as Express middleware that
// server.ts mounts. Pages: a nonce CSP (a hash CSP on cached pages, docs/decisions/015-csp-and-page-cache.md), frame and
// referrer policies, HSTS over HTTPS. Static files: only what means something for them.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Static files carry only the headers that mean something for a script, a style sheet or an
 * image: the document-level ones (CSP, frame options, permissions...) would add about 750 bytes
 * to each of the 20-odd module requests of a page load.
 */
export function staticFileHeaders(
  res: { setHeader(name: string, value: string): unknown },
  filePath: string,
) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  // A file that would render as a document (an SVG opened on its own, any HTML added later)
  // may not run, load or frame anything. Scripts and style sheets (the many module requests
  // of a page) go without: browsers ignore a CSP on them.
  if (!/\.(?:js|css)(?:\.br|\.gz)?$/.test(filePath)) {
    res.setHeader(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    );
  }
}

export function securityHeaders(development: boolean) {
  const analytics = analyticsCspSources(getEnv());
  const csp = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // Scripts run only with this response's nonce (React Router's inline and module scripts).
      scriptSrc: development
        ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
        : ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, ...analytics.script],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...analytics.img],
      // Fonts, media, the web app manifest and (without analytics) fetches come from this origin
      // only: default-src says so, and every page's header is the shorter for not saying it again
      // (a page's first 14.6 KB decide its first paint, decision 065).
      ...(development || analytics.connect.length
        ? { connectSrc: development ? ["'self'", "ws:", "wss:"] : ["'self'", ...analytics.connect] }
        : {}),
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      frameSrc: ["'none'"],
      workerSrc: ["'self'", "blob:"],
    },
  });
  const rest = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false, // set below, only over HTTPS
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    // Headers for browsers and plug-ins long gone (Internet Explorer 8's downloads, the XSS
    // auditor no browser has any more, Flash's cross-domain policies): every page carried about
    // 90 bytes of them, and a page's first 14.6 KB decide its first paint (decision 063).
    xDownloadOptions: false,
    xXssProtection: false,
    xPermittedCrossDomainPolicies: false,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    rest(req, res, () => {
      res.setHeader(
        "Permissions-Policy",
        // (Not FLoC's `interest-cohort`: Chrome dropped it and now warns of the unknown feature.)
        "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
      );
      if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
      csp(req, res, next);
    });
  };
}

/**
 * Every cookie the app sets is `Secure` exactly when this request came over HTTPS, as Express sees
 * it (X-Forwarded-Proto counts only from a proxy TRUST_PROXY trusts), whatever PUBLIC_SITE_URL says.
 */
export function cookieSecurity(req: Request, res: Response, next: NextFunction) {
  const setHeader = res.setHeader.bind(res);
  const mark = (cookie: string) =>
    [
      ...cookie.split(";").filter((part, i) => i === 0 || part.trim().toLowerCase() !== "secure"),
      ...(req.secure ? [" Secure"] : []),
    ].join(";");
  res.setHeader = (name, value) => {
    if (name.toLowerCase() !== "set-cookie") return setHeader(name, value);
    return setHeader(name, Array.isArray(value) ? value.map((v) => mark(String(v))) : mark(String(value)));
  };
  next();
}

/** What no shared cache and no browser disk cache may keep. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Every data request (`*.data`: React Router's single fetch, which carries a page's loader data, the
 * admin's leads included) and every answer that sets a cookie goes out `private, no-store`, whatever
 * the route said, decided when its head is written (docs/decisions/071). Documents are
 * `private, no-store` already unless the page cache serves them (entry.server.tsx, decision 037);
 * the page cache stores neither data requests nor answers that set cookies.
 */
export function privateAnswers(req: Request, res: Response, next: NextFunction) {
  const dataRequest = req.path.endsWith(".data");
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (dataRequest || this.hasHeader("set-cookie")) this.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
  next();
}

/** Refuses POST/PUT/PATCH/DELETE sent by another site (a CSRF defence that needs no token). */
export function originCheck(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.get("origin");
  const fetchSite = req.get("sec-fetch-site");
  const own = new Set([`${req.protocol}://${req.get("host")}`, new URL(getEnv().PUBLIC_SITE_URL).origin]);
  const crossSite = origin ? !own.has(origin) : fetchSite === "cross-site";
  if (!crossSite) return next();
  const message = "Cross-site requests are not allowed.";
  if (req.path.startsWith("/api/")) res.status(403).json({ message });
  else res.status(403).type("text/plain").send(message);
}
