import { WEBSITE_URL_MESSAGE } from "~/models/visualization";
import { z } from "~/lib/zod";
import { toolStrings } from "~/content/ui-tools";
import type { Lang } from "~/lib/i18n";

/**
 * The website field of the visualization wizard and of POST /api/visualization: one schema for the
 * browser (step 2 of the wizard) and the server (the no-JS form and the API). It accepts what
 * people type: `acme.com` and `www.acme.com/about` mean https://…, an explicit `http://x` stays.
 * The user info of a URL (`user:password@`) is dropped: it is never stored, shown or sent.
 */
export { WEBSITE_URL_MESSAGE };

/** The schema with its messages in `lang` (the same rule in both languages). */
function buildWebsiteUrlSchema(lang: Lang) {
  const t = toolStrings[lang].wizard;
  return z
    .string()
    .trim()
    .max(2000, t.websiteTooLong)
    .transform((value, ctx) => {
      const url = normalizeWebsiteUrl(value);
      if (url === null) {
        ctx.addIssue({ code: "custom", message: t.websiteInvalid });
        return z.NEVER;
      }
      return url;
    });
}

// Built on first use: in the browser only the page's language's strings are there (decision 056).
const schemas: Partial<Record<Lang, ReturnType<typeof buildWebsiteUrlSchema>>> = {};

export function websiteUrlSchemaFor(lang: Lang) {
  return (schemas[lang] ??= buildWebsiteUrlSchema(lang));
}

/** The normalized address, or null when `raw` is no http(s) website address. */
export function normalizeWebsiteUrl(raw: string): string | null {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  const explicit = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  // `mailto:`, `tel:`, `javascript:`... (but `acme.com:8443` is a host and a port).
  if (!explicit && /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(explicit ? text : `https://${text.replace(/^\/\//, "")}`);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  // Without a scheme, a name must look like a domain: "acme" is more likely a typo than a host.
  if (!url.hostname || (!explicit && !url.hostname.includes("."))) return null;
  return format(url, text.endsWith("/"));
}

/** `raw` without `user:password@` (unchanged when it has none or is not a URL). */
export function withoutUserInfo(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return raw;
  }
  return url.username || url.password ? format(url, raw.endsWith("/")) : raw;
}

function format(url: URL, typedSlash: boolean) {
  url.username = "";
  url.password = "";
  // `acme.com` is stored as `https://acme.com`, not with the `/` the URL parser adds.
  return url.pathname === "/" && !url.search && !url.hash && !typedSlash
    ? `${url.protocol}//${url.host}`
    : url.href;
}
