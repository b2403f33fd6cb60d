import { z } from "~/lib/zod";
import { optionalLine } from "./business-facts";

/**
 * The off-site copy's browser-safe half (docs/decisions/069): the Settings form's schema (the form
 * validates with it as the owner types, the route action with the same rules) and the shapes the
 * Settings panel and the admin banner render. Queries and the upload job: offsite-backups.server.ts.
 */

export const DEFAULT_OFFSITE_KEEP = 30;

/** What the admin's pages are told about the off-site copy; never the secret itself. */
export interface OffsiteSettingsView {
  enabled: boolean;
  endpoint: string;
  region: string;
  bucket: string;
  prefix: string;
  pathStyle: boolean;
  accessKeyId: string;
  keep: number;
  /** saved: a secret is stored and opens here; unreadable: stored but sealed with a key that is not here. */
  secret: "none" | "saved" | "unreadable";
  updatedAt: string | null;
  updatedBy: string | null;
  lastTest: { at: string; ok: boolean; detail: string } | null;
}

export interface OffsiteCopyView {
  backupFolder: string;
  bucket: string;
  status: "queued" | "uploading" | "retrying" | "succeeded" | "failed" | "skipped";
  error: string | null;
  sizeBytes: number | null;
  attempts: number;
  queuedAt: string;
  finishedAt: string | null;
  /** When a copy that is retrying runs again. */
  nextAttemptAt: string | null;
}

/** A failed copy, for the banner of every admin page. */
export interface OffsiteCopyAlert {
  bucket: string;
  backupFolder: string;
  at: string;
  reason: string;
  nextAttemptAt: string | null;
}

const BUCKET = /^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/;
const REGION = /^[a-z0-9][a-z0-9-]{0,39}$/;
const KEY_ID = /^[\x21-\x7e]{3,128}$/;
const PREFIX = /^[A-Za-z0-9!_.*'()/-]*$/;

/** A prefix is a folder inside the bucket: no leading slash, one trailing slash (or nothing). */
export function normalizePrefix(prefix: string) {
  const trimmed = prefix.trim().replace(/^\/+|\/+$/g, "");
  return trimmed ? `${trimmed}/` : "";
}

/**
 * The form: `enabled` and a bucket name turn the copy on (clearing the bucket or unticking turns it
 * off, keeping the other fields). `secret` empty keeps the saved one; without a usable saved one
 * (`secretSaved` false) it is required. Output: the settings to store.
 */
export function offsiteFormSchema(options: { secretSaved: boolean }) {
  return z
    .object({
      enabled: z
        .boolean()
        .optional()
        .transform((value) => value ?? false),
      endpoint: optionalLine("endpoint", 300),
      region: optionalLine("region", 40),
      bucket: optionalLine("bucket name", 63),
      prefix: optionalLine("folder", 200),
      pathStyle: z
        .boolean()
        .optional()
        .transform((value) => value ?? false),
      accessKeyId: optionalLine("access key ID", 128),
      secret: z.string().max(256, "Keep the secret under 256 characters").optional(),
      keep: z
        .number({ error: "Enter how many backups to keep, e.g. 30" })
        .int("Enter a whole number")
        .min(1, "Keep at least 1 backup")
        .max(1000, "Keep at most 1000 backups")
        .optional()
        .transform((value) => value ?? DEFAULT_OFFSITE_KEEP),
    })
    .superRefine((form, ctx) => {
      if (!form.enabled || !form.bucket) return;
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      if (!form.endpoint)
        issue("endpoint", "Enter the service's endpoint, e.g. https://s3.us-east-1.amazonaws.com");
      else {
        let url: URL | undefined;
        try {
          url = new URL(form.endpoint);
        } catch {
          url = undefined;
        }
        if (!url || (url.protocol !== "https:" && url.protocol !== "http:"))
          issue("endpoint", "Enter the endpoint as a web address starting with https://");
        else if (url.pathname !== "/" || url.search || url.hash || url.username || url.password)
          issue(
            "endpoint",
            "Enter only the service's address, without a path, e.g. https://s3.us-east-1.wasabisys.com",
          );
      }
      if (!form.region) issue("region", "Enter the region, e.g. us-east-1 (auto for Cloudflare R2)");
      else if (!REGION.test(form.region))
        issue("region", "Enter the region in small letters, e.g. us-west-004");
      if (!BUCKET.test(form.bucket))
        issue("bucket", "Enter the bucket's name: 3 to 63 letters, digits, dots or hyphens");
      if (!PREFIX.test(form.prefix) || form.prefix.split("/").includes(".."))
        issue("prefix", "Use only letters, digits and - _ . / in the folder, e.g. gold-coast/");
      if (!form.accessKeyId) issue("accessKeyId", "Enter the access key ID");
      else if (!KEY_ID.test(form.accessKeyId)) issue("accessKeyId", "Enter the access key ID without spaces");
      const secret = form.secret?.trim() ?? "";
      if (!secret && !options.secretSaved) issue("secret", "Enter the secret access key");
      else if (secret && !KEY_ID.test(secret)) issue("secret", "Enter the secret access key without spaces");
    })
    .transform((form) => ({
      enabled: form.enabled && form.bucket !== "",
      endpoint: form.endpoint.replace(/\/+$/, ""),
      region: form.region,
      bucket: form.bucket,
      prefix: normalizePrefix(form.prefix),
      pathStyle: form.pathStyle,
      accessKeyId: form.accessKeyId,
      /** undefined: keep the saved secret. */
      secret: form.secret?.trim() || undefined,
      keep: form.keep,
    }));
}

export type OffsiteSettingsInput = z.output<ReturnType<typeof offsiteFormSchema>>;

/** The form's starting values: the secret field always starts empty. */
export function offsiteFormValues(view: OffsiteSettingsView) {
  return {
    enabled: view.enabled ? "on" : undefined,
    endpoint: view.endpoint,
    region: view.region,
    bucket: view.bucket,
    prefix: view.prefix,
    pathStyle: view.pathStyle ? "on" : undefined,
    accessKeyId: view.accessKeyId,
    secret: "",
    keep: String(view.keep),
  };
}
