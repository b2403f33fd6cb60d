import { z } from "~/lib/zod";

/**
 * The outgoing mail server's browser-safe half (docs/decisions/079): the presets, the Settings
 * form's schema (the form validates with it as the owner types, the route action with the same
 * rules) and what the page is told. Queries and sending: mail-settings.server.ts.
 */

export type MailSecurity = "none" | "starttls" | "tls";

export const MAIL_PRESETS = {
  gmail: {
    label: "Gmail or Google Workspace (app password)",
    host: "smtp.gmail.com",
    port: 587,
    security: "starttls",
    hint: "User name: your full Gmail address. Password: an app password made at myaccount.google.com → Security → App passwords (needs 2-step verification).",
  },
  microsoft365: {
    label: "Microsoft 365 / Outlook",
    host: "smtp.office365.com",
    port: 587,
    security: "starttls",
    hint: "User name: your full e-mail address. Your Microsoft 365 admin may need to allow “Authenticated SMTP” for the mailbox; use an app password when sign-in has two steps.",
  },
  relay: {
    label: "Another mail service (SMTP relay)",
    host: "",
    port: 587,
    security: "starttls",
    hint: "Your provider's help pages give the server name, the port and the user name (SendGrid, Mailgun, Postmark, Amazon SES, your web host…).",
  },
} as const satisfies Record<
  string,
  { label: string; host: string; port: number; security: MailSecurity; hint: string }
>;

export type MailPreset = keyof typeof MAIL_PRESETS;

export const SECURITY_OPTIONS: ReadonlyArray<{ value: MailSecurity; label: string }> = [
  { value: "starttls", label: "STARTTLS (usually port 587)" },
  { value: "tls", label: "TLS from the start (usually port 465)" },
  { value: "none", label: "None (only for a relay on your own network)" },
];

/** What Settings → Notifications is told about the mail server; never the password itself. */
export interface MailSettingsView {
  /** env: SMTP_URL is set and wins; admin: the server saved here; none: no mail server. */
  source: "env" | "admin" | "none";
  /** The server in force, as "host:port" (also for the environment's). */
  inForce: string | null;
  preset: MailPreset;
  host: string;
  port: number;
  security: MailSecurity;
  username: string;
  from: string;
  /** saved: stored and opens here; unreadable: sealed with a key that is not on this machine. */
  password: "none" | "saved" | "unreadable";
  updatedAt: string | null;
  updatedBy: string | null;
}

const HOST = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/**
 * The form. A preset fills the server, port and security when the host is left empty (how the
 * presets work without JavaScript); `password` empty keeps the saved one (or the one just tested,
 * carried sealed in `pendingPassword`).
 */
export const mailFormSchema = z
  .object({
    preset: z.enum(["gmail", "microsoft365", "relay"]).optional().default("relay"),
    host: z
      .string()
      .trim()
      .max(253, "Keep the server name under 253 characters")
      .regex(HOST, "Enter a server name such as smtp.example.com (no http://, no spaces)")
      .optional(),
    port: z.coerce
      .number({ error: "Enter the port, a number such as 587" })
      .int("Enter the port, a number such as 587")
      .min(1, "Enter a port between 1 and 65535")
      .max(65535, "Enter a port between 1 and 65535")
      .optional(),
    security: z
      .enum(["none", "starttls", "tls"], { error: "Choose how the connection is secured" })
      .optional(),
    username: z
      .string()
      .trim()
      .max(254, "Keep the user name under 254 characters")
      .regex(/^[^\r\n]*$/, "Write the user name on one line")
      .optional()
      .transform((value) => value ?? ""),
    password: z
      .string()
      .max(500, "Keep the password under 500 characters")
      .regex(/^[^\r\n]*$/, "Write the password on one line")
      .optional()
      .transform((value) => value ?? ""),
    pendingPassword: z
      .string()
      .max(2000)
      .optional()
      .transform((value) => value ?? ""),
    from: z
      .email("Enter the address e-mails are sent from, such as leads@yourcompany.com")
      .max(254)
      .optional()
      .transform((value) => value ?? ""),
  })
  .transform((value, ctx) => {
    const preset = MAIL_PRESETS[value.preset];
    const host = value.host || preset.host;
    if (!host) {
      ctx.addIssue({ code: "custom", path: ["host"], message: "Enter the mail server's name" });
      return z.NEVER;
    }
    const fromPreset = !value.host;
    return {
      preset: value.preset,
      host: host.toLowerCase(),
      port: (fromPreset ? preset.port : value.port) ?? preset.port,
      security: (fromPreset ? preset.security : value.security) ?? preset.security,
      username: value.username,
      password: value.password,
      pendingPassword: value.pendingPassword,
      from: value.from,
    };
  });

export type MailFormValue = z.output<typeof mailFormSchema>;

/** The form's starting values from the saved settings (never the password). */
export function mailFormValues(view: MailSettingsView) {
  return {
    preset: view.preset,
    host: view.host,
    port: String(view.port),
    security: view.security,
    username: view.username,
    password: "",
    from: view.from,
  };
}
