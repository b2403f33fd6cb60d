/**
 * The blog editor's two steps that save nothing (docs/decisions/081-blog-markdown-and-fresh-proxy.md):
 * "Preview" (the body rendered exactly as the post page will show it: Markdown to HTML, then the
 * sanitizer) and "Upload image" (the file through the installation photos' pipeline: checked,
 * re-encoded without metadata, AVIF and WebP sizes made by the photos job; alt text required; its
 * Markdown added at the end of the body). Both answer with the form's values, so nothing typed is
 * lost, with or without JavaScript.
 */
import type { DB } from "#db/index";
import type { StoredImage } from "~/lib/images.server";
import type { JobsRunner } from "~/lib/jobs-runner.server";
import { markdownToHtml, postImageMarkdown } from "~/models/blog-post-markdown.server";
import { ALT_MAX, widthsFor } from "~/models/photo";
import { addPhoto } from "~/models/photos.server";
import { POST_FORMATS, type PostFormat } from "~/models/blog-post-schema";
import { plainTextOf } from "~/lib/sanitize-html.server";
import { postHtml } from "./blog-posts.server";

export const DRAFT_STEPS = ["preview", "upload-image"] as const;
export type DraftStep = (typeof DRAFT_STEPS)[number];

export function draftStepOf(form: FormData): DraftStep | null {
  const step = form.get("draft");
  return DRAFT_STEPS.find((s) => s === step) ?? null;
}

function formatOf(form: FormData): PostFormat {
  const format = form.get("format");
  return POST_FORMATS.find((f) => f === format) ?? "html";
}

/** The preview's HTML (sanitized), or null when the body is empty. */
export function previewOf(form: FormData): string | null {
  const content = String(form.get("content") ?? "").trim();
  if (!content) return null;
  const html = postHtml(content, formatOf(form));
  return plainTextOf(html) || /<img\s/i.test(html) ? html : null;
}

export interface ImageStepResult {
  /** Field messages for the upload's own fields (`alt`, `photo`); empty when it worked. */
  errors: { alt?: string; photo?: string };
  /** The alt text as typed (kept on a refusal, cleared once the image is in). */
  alt: string;
  /** The Markdown added to the body, when it worked. */
  inserted: string | null;
}

/**
 * Stores an uploaded post image and appends its Markdown to the form's `content` (in place, so the
 * answer's values carry it). `image`/`photoError` come from readPhotoForm.
 */
export async function addPostImage(
  database: DB,
  runner: JobsRunner,
  form: FormData,
  image: StoredImage | null,
  photoError: string | null,
): Promise<ImageStepResult> {
  const alt = String(form.get("alt") ?? "")
    .replace(/\s+/g, " ")
    .trim();
  const errors: ImageStepResult["errors"] = {};
  if (!alt) errors.alt = "Describe the image for people who cannot see it (alt text is required).";
  else if (alt.length > ALT_MAX) errors.alt = `Alt text must be at most ${ALT_MAX} characters`;
  if (photoError || !image) errors.photo = photoError ?? "Choose an image to upload.";
  if (errors.alt || errors.photo || !image) return { errors, alt, inserted: null };
  const row = await addPhoto(database, runner, image, { placement: "blog", altEn: alt, altEs: null });
  const largest = Math.max(...widthsFor("blog", image.width));
  const markdown = postImageMarkdown(alt, row.hash, largest);
  // An older HTML post gets the same image as HTML (the <picture> the Markdown would become).
  const snippet = formatOf(form) === "markdown" ? markdown : markdownToHtml(markdown).trim();
  const content = String(form.get("content") ?? "").replace(/\s+$/, "");
  form.set("content", content ? `${content}\n\n${snippet}\n` : `${snippet}\n`);
  form.delete("alt");
  return { errors, alt: "", inserted: snippet };
}
