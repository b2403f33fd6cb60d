import { Marked, type Tokens } from "marked";
import { GALLERY_WIDTHS, photoUrl, type PhotoFormat } from "~/models/photo";

/**
 * Blog Markdown to HTML (docs/decisions/081-blog-markdown-and-fresh-proxy.md). GitHub-flavoured
 * Markdown (tables, strikethrough, autolinks); the HTML it gives is NOT safe on its own (Markdown
 * lets raw HTML through): callers run it through sanitizePostHtml (app/lib/sanitize-html.server.ts)
 * like every other post body.
 *
 * An image that is one of the post images uploaded in the editor (`/media/photos/{hash}-{width}.webp`,
 * made by the photo pipeline, docs/decisions/050-site-photos.md) becomes a <picture> with its AVIF
 * and WebP sizes, so a phone downloads the small one; any other image stays an <img>.
 */
const UPLOADED = /^\/media\/photos\/([a-f0-9]{20})-(\d{1,5})\.(?:webp|avif)$/;

/** How wide a post image is shown: the article column (about 720 px), or nearly the phone's width. */
export const POST_IMAGE_SIZES = "(min-width: 800px) 720px, 92vw";

function escapeAttribute(text: string) {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The widths the photo pipeline made for a post image whose largest size is `largest` px wide. */
export function postImageWidths(largest: number) {
  return [...GALLERY_WIDTHS.filter((w) => w < largest), largest];
}

function uploadedImage({ href, title, text }: Tokens.Image): string | false {
  const match = UPLOADED.exec(href.trim());
  if (!match) return false;
  const [, hash, largest] = match as unknown as [string, string, string];
  const widths = postImageWidths(Number(largest));
  const srcset = (format: PhotoFormat) => widths.map((w) => `${photoUrl(hash, w, format)} ${w}w`).join(", ");
  const alt = escapeAttribute(text);
  const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : "";
  return (
    `<picture><source type="image/avif" srcset="${srcset("avif")}" sizes="${POST_IMAGE_SIZES}">` +
    `<img src="${photoUrl(hash, Number(largest), "webp")}" srcset="${srcset("webp")}" sizes="${POST_IMAGE_SIZES}" alt="${alt}"${titleAttribute}></picture>`
  );
}

const marked = new Marked({ gfm: true, breaks: false, renderer: { image: uploadedImage } });

/** The HTML of a Markdown post body (unsanitized: sanitize before showing or storing). */
export function markdownToHtml(source: string): string {
  return marked.parse(source, { async: false });
}

/** The Markdown an uploaded post image is inserted as (the alt text is required by the form). */
export function postImageMarkdown(alt: string, hash: string, largestWidth: number) {
  const safeAlt = alt.replace(/[[\]\\]/g, (c) => `\\${c}`).replace(/\s+/g, " ");
  return `![${safeAlt}](${photoUrl(hash, largestWidth, "webp")})`;
}
