import { z } from "~/lib/zod";

/**
 * The lead webhook's browser-safe half (docs/decisions/085): the Settings form's schema (the form
 * validates with it as the owner types, the route action with the same rules) and what the page is
 * told. Queries, sealing and which webhook is in force: webhook-settings.server.ts.
 */

/** What Settings → Notifications is told about the webhook; never the secret itself. */
export interface WebhookSettingsView {
  /** env: the server's own webhook is set and wins; admin: the one saved here; none: no webhook. */
  source: "env" | "admin" | "none";
  /** The address leads are posted to now (also the environment's). */
  inForce: string | null;
  /** The address saved here ("" when none). */
  url: string;
  /** saved: stored and opens here; unreadable: sealed with a key that is not on this machine. */
  secret: "none" | "saved" | "unreadable";
  /** Whether a plain http:// address is accepted (never in production). */
  allowHttp: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

export const WEBHOOK_SECRET_MIN = 16;

/**
 * The form. `secret` empty keeps the saved secret (or the one just tested, carried sealed in
 * `pendingSecret`); the action says when there is none at all. `allowHttp` comes from the server
 * (plain http only outside production, as for push endpoints, docs/decisions/079).
 */
export function webhookFormSchema(allowHttp: boolean) {
  return z.object({
    url: z
      .string({ error: "Enter the address the receiving service gave you" })
      .trim()
      .max(2000, "Keep the address under 2000 characters")
      .refine(
        (value) => {
          try {
            const url = new URL(value);
            if (url.username || url.password || !url.hostname) return false;
            return url.protocol === "https:" || (allowHttp && url.protocol === "http:");
          } catch {
            return false;
          }
        },
        `Enter a full address that starts with https://${allowHttp ? " (or http:// for a test)" : ""}, such as https://hooks.example.com/leads`,
      ),
    secret: z
      .string()
      .trim()
      .min(WEBHOOK_SECRET_MIN, `Use a secret of at least ${WEBHOOK_SECRET_MIN} characters, or make a new one`)
      .max(500, "Keep the secret under 500 characters")
      .regex(/^[^\s]*$/, "Write the secret without spaces or line breaks")
      .optional()
      .transform((value) => value ?? ""),
    pendingSecret: z
      .string()
      .max(2000)
      .optional()
      .transform((value) => value ?? ""),
  });
}

/** Which schema checks a submission: "Make a new secret" needs only the address. */
export function webhookSchemaFor(intent: FormDataEntryValue | null, allowHttp: boolean) {
  const schema = webhookFormSchema(allowHttp);
  return intent === "webhook-make-secret" ? schema.pick({ url: true, pendingSecret: true }) : schema;
}

export type WebhookFormValue = z.output<ReturnType<typeof webhookFormSchema>>;

/** The form's starting values from the saved settings (never the secret). */
export function webhookFormValues(view: WebhookSettingsView) {
  return { url: view.url, secret: "" };
}
