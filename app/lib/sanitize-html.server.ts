import { Parser } from "htmlparser2";
import sanitizeHtml from "sanitize-html";

/**
 * The one allowlist for admin-written post HTML (docs/decisions/018-blog.md). It runs when a post is saved and again
 * when it is served (page, RSS, API), so a row written by an older rule or straight into the
 * database is still made safe.
 *
 * Kept: headings, paragraphs, lists, links, images (and <picture> sizes), emphasis, blockquote,
 * code, tables, figures.
 * Dropped: scripts and every other active or embedding element (with their content), event handler
 * and style attributes, classes and ids, and any URL scheme other than http(s), mailto and tel
 * (images: http(s) and site paths only; the model refuses images from other sites before saving,
 * see externalImageSources). An <h1> becomes an <h2>: the post title is the page's h1.
 * Links to other sites get rel="noopener noreferrer"; a link to "/" becomes "/#contact", the home
 * page's contact section (product §2: such a link scrolls to it).
 */

const ALLOWED_TAGS = [
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "div",
  "span",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "img",
  "picture",
  "source",
  "figure",
  "figcaption",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "ins",
  "mark",
  "small",
  "sub",
  "sup",
  "abbr",
  "cite",
  "q",
  "blockquote",
  "code",
  "pre",
  "kbd",
  "samp",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "colgroup",
  "col",
];

/** Elements removed together with everything inside them. */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "iframe",
  "object",
  "embed",
  "template",
  "title",
  "head",
  "svg",
  "math",
  "frame",
  "frameset",
  "applet",
  "form",
  "select",
  "button",
  "xmp",
  "noembed",
  "noframes",
  "plaintext",
];

export interface SanitizeOptions {
  /** The site's own origin (PUBLIC_SITE_URL): links to it are not "other sites". */
  siteOrigin?: string;
}

function originOf(url: string | undefined) {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** True for an absolute http(s) link (or protocol-relative one) that leaves `siteOrigin`. */
export function isExternalHref(href: string, siteOrigin?: string) {
  const trimmed = href.trim();
  if (trimmed.startsWith("//")) return true;
  if (!/^https?:/i.test(trimmed)) return false;
  const origin = originOf(trimmed);
  return origin === null || origin !== originOf(siteOrigin);
}

/**
 * The `src` of every <img> in `html` that loads from another site (absolute http(s) off
 * `siteOrigin`, or protocol-relative). The Content-Security-Policy (img-src 'self') blocks those,
 * so the blog model refuses such content instead of storing an image that never shows.
 */
export function externalImageSources(html: string, siteOrigin?: string) {
  const found = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name !== "img" && name !== "source") return;
        if (attribs.src && isExternalHref(attribs.src, siteOrigin)) found.add(attribs.src.trim());
        // Each candidate of a srcset ("url 480w, url 960w"), which the policy checks the same way.
        for (const candidate of (attribs.srcset ?? "").split(",")) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url && isExternalHref(url, siteOrigin)) found.add(url);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return [...found];
}

/** The content field's message for images from other sites, naming them. */
export function externalImagesMessage(sources: string[]) {
  return (
    "Images must be hosted on this site (a path like /images/photo.webp): the site's security policy blocks images " +
    `from other sites, so ${sources.length === 1 ? "this one" : "these"} would not show: ${sources.join(", ")}`
  );
}

/** A link to the home page itself ("/", or the site's origin) in post content. */
function isHomeHref(href: string, siteOrigin?: string) {
  const trimmed = href.trim();
  if (trimmed === "/") return true;
  const site = originOf(siteOrigin);
  return site !== null && (trimmed === site || trimmed === `${site}/`);
}

/** Hrefs a post may keep: relative URLs and http(s), mailto and tel URLs (never protocol-relative). */
function isAllowedHref(href: string) {
  const trimmed = href.trim();
  if (trimmed.startsWith("//") || trimmed.startsWith("/\\")) return false;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return true; // a relative URL (sanitize-html still vets it)
  return /^(https?:|mailto:|tel:)/i.test(trimmed);
}

export function sanitizePostHtml(html: string, options: SanitizeOptions = {}): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: "discard",
    selfClosing: [...sanitizeHtml.defaults.selfClosing, "source"],
    allowedAttributes: {
      a: ["href", "title", "rel"],
      img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading", "decoding"],
      // The sizes of an uploaded post image (app/models/blog-post-markdown.server.ts); srcset URLs
      // are vetted like src (sanitize-html drops a candidate with a disallowed scheme).
      source: ["type", "srcset", "sizes"],
      abbr: ["title"],
      q: ["cite"],
      blockquote: ["cite"],
      ol: ["start", "reversed"],
      th: ["colspan", "rowspan", "scope"],
      td: ["colspan", "rowspan"],
      col: ["span"],
      colgroup: ["span"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"], source: ["http", "https"] },
    allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
    allowProtocolRelative: false,
    enforceHtmlBoundary: false,
    parseStyleAttributes: false,
    transformTags: {
      h1: "h2",
      a: (tagName, attribs) => {
        const href = attribs.href && isAllowedHref(attribs.href) ? attribs.href.trim() : "";
        const next: Record<string, string> = {};
        if (href) next.href = isHomeHref(href, options.siteOrigin) ? "/#contact" : href;
        if (attribs.title) next.title = attribs.title;
        if (href && isExternalHref(href, options.siteOrigin)) next.rel = "noopener noreferrer";
        return { tagName, attribs: next };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
    },
  });
}

/** The visible text of a post (for "nothing left after cleaning" checks and feeds). */
export function plainTextOf(html: string) {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT })
    .replace(/\s+/g, " ")
    .trim();
}
