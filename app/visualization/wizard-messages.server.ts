import { getEnv } from "~/lib/env.server";
import { MAX_ASPECT_RATIO, MAX_IMAGE_SIDE, MAX_INPUT_PIXELS } from "~/lib/images.server";
import { WEBSITE_URL_MESSAGE } from "~/models/visualization";

/**
 * What step 2 of the no-JavaScript wizard says when its form comes back refused
 * (`?error=code`, product §5/§8). Each text takes the upload limit in MB.
 */
const STEP_TWO_MESSAGES = {
  "too-large": (mb: number) =>
    `That file is too large: each image may be at most ${mb} MB. Please choose a smaller file.`,
  "not-image": () => "The logo and the space photo must be images (JPEG, PNG, WebP or AVIF).",
  dimensions: () =>
    `That image's size in pixels is not supported: each side may be at most ${MAX_IMAGE_SIDE.toLocaleString("en-US")} pixels, ` +
    `the long side at most ${MAX_ASPECT_RATIO} times the short side, and ${MAX_INPUT_PIXELS / 1e6} megapixels in all. Please choose another image.`,
  "bad-url": () => WEBSITE_URL_MESSAGE,
  busy: () => "Too many requests. Please wait a moment and try again.",
} as const;

export type WizardErrorCode = keyof typeof STEP_TWO_MESSAGES;

/** The upload limit (MB, one decimal) and how long uploads are kept, as step 2 states them. */
export function wizardUploadTerms() {
  const env = getEnv();
  return {
    maxMegabytes: Math.round((env.UPLOAD_MAX_BYTES / (1024 * 1024)) * 10) / 10,
    retentionDays: env.VISUALIZATION_RETENTION_DAYS,
  };
}

/**
 * Step 2's messages for the `error` query parameter: an address that is no website shows under
 * the website field (`websiteError`), every other refusal above the form (`error`).
 */
export function wizardErrorMessages(param: string | null, maxMegabytes: number) {
  const code = param as WizardErrorCode | null;
  const message =
    code && Object.hasOwn(STEP_TWO_MESSAGES, code) ? STEP_TWO_MESSAGES[code](maxMegabytes) : null;
  return {
    error: code === "bad-url" ? null : message,
    websiteError: code === "bad-url" ? message : null,
  };
}
