import { getEnv } from "~/lib/env.server";
import { MAX_ASPECT_RATIO, MAX_IMAGE_SIDE, MAX_INPUT_PIXELS } from "~/lib/images.server";
import { toolStrings } from "~/content/ui-tools";
import { fill, type Lang } from "~/lib/i18n";

/**
 * What step 2 of the no-JavaScript wizard says when its form comes back refused
 * (`?error=code`, product §5/§8). Each text takes the upload limit in MB.
 */
const STEP_TWO_MESSAGES = {
  "too-large": (lang: Lang, mb: number) => fill(toolStrings[lang].wizard.fileTooLarge, { mb }),
  "not-image": (lang: Lang) => toolStrings[lang].wizard.notImage,
  dimensions: (lang: Lang) =>
    fill(toolStrings[lang].wizard.badDimensions, {
      maxSide: MAX_IMAGE_SIDE.toLocaleString("en-US"),
      maxRatio: MAX_ASPECT_RATIO,
      megapixels: MAX_INPUT_PIXELS / 1e6,
    }),
  "bad-url": (lang: Lang) => toolStrings[lang].wizard.websiteInvalid,
  busy: (lang: Lang) => toolStrings[lang].wizard.busy,
} as const;

/** The message for a refusal in the page's language (the wizard's form and the JSON API). */
export function wizardErrorMessage(code: WizardErrorCode, lang: Lang, maxMegabytes: number) {
  return STEP_TWO_MESSAGES[code](lang, maxMegabytes);
}

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
export function wizardErrorMessages(param: string | null, maxMegabytes: number, lang: Lang = "en") {
  const code = param as WizardErrorCode | null;
  const message =
    code && Object.hasOwn(STEP_TWO_MESSAGES, code) ? STEP_TWO_MESSAGES[code](lang, maxMegabytes) : null;
  return {
    error: code === "bad-url" ? null : message,
    websiteError: code === "bad-url" ? message : null,
  };
}
