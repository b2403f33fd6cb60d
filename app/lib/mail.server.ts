import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "./env.server";

/**
 * Outgoing e-mail over SMTP_URL (nodemailer). One transport per process; short timeouts so a dead
 * mail server fails the job quickly and the jobs runner retries it later.
 */
let transport: Transporter | undefined;

export function mailConfigured() {
  const env = getEnv();
  return Boolean(env.SMTP_URL && env.LEAD_NOTIFY_TO);
}

export function mailTransport(): Transporter {
  if (transport) return transport;
  const env = getEnv();
  if (!env.SMTP_URL) throw new Error("SMTP_URL is not set");
  const url = new URL(env.SMTP_URL);
  const secure = url.protocol === "smtps:";
  transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // Connect and greet within 10 s; 15 s of silence mid-conversation fails the attempt (decision 070).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  return transport;
}

/** The sender: MAIL_FROM, else a no-reply address on the site's host name, named `name` (the business). */
export function mailFrom(name = "Gold Coast Vending") {
  const env = getEnv();
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const host = new URL(env.PUBLIC_SITE_URL).hostname;
  return `"${name.replace(/["\\\r\n]/g, "")}" <no-reply@${host.includes(".") ? host : "localhost.localdomain"}>`;
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string) {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** SMTP 5xx answers are permanent (the message will never be accepted as it is). */
export function isPermanentMailError(error: unknown) {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
