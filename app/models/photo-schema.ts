import { z } from "~/lib/zod";
import { ALT_MAX, CAPTION_MAX, HERO_PLACEMENTS } from "~/models/photo";

/**
 * The admin's photo forms (docs/decisions/050-site-photos.md): one schema for the form and the
 * server. Kept apart from photo.ts, which the public pages import, so zod (about 22 KB gzip) is not
 * part of their JavaScript.
 */
const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : null));

/** The installation photo form's text fields (the file is checked on the server). */
export const galleryPhotoSchema = z.object({
  altEn: requiredText("Alt text", ALT_MAX),
  captionEn: requiredText("Caption", CAPTION_MAX),
  altEs: optionalText("Spanish alt text", ALT_MAX),
  captionEs: optionalText("Spanish caption", CAPTION_MAX),
});
export type GalleryPhotoInput = z.output<typeof galleryPhotoSchema>;

/** A service page's hero image form: alt text only (the hero has no caption). */
export const heroPhotoSchema = z.object({
  placement: z.enum(HERO_PLACEMENTS, { error: "Choose a service page" }),
  altEn: requiredText("Alt text", ALT_MAX),
  altEs: optionalText("Spanish alt text", ALT_MAX),
});
export type HeroPhotoInput = z.output<typeof heroPhotoSchema>;
