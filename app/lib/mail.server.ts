import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "./env.server";

/**
 * Outgoing e-mail (nodemailer) over a mail server: SMTP_URL when the environment sets it, else the
 * server saved in Settings → Notifications (docs/decisions/079). Short timeouts so a dead mail
 * server fails the job quickly and the jobs runner retries it later.
 */

export type MailSecurity = "none" | "starttls" | "tls";

/**
 * One outgoing mail server: where it is, how the connection is secured and who signs in.
 * `security`: "starttls" requires the upgrade (the Settings choice); "opportunistic" upgrades when
 * the server offers it (an smtp:// SMTP_URL, as before Settings had a mail server).
 */
export interface MailServer {
  host: string;
  port: number;
  security: MailSecurity | "opportunistic";
  user: string;
  pass: string;
  /** The "from" address, when the server's settings name one. */
  from?: string;
}

/** SMTP_URL as a mail server (smtps:// is TLS from the first byte; smtp:// upgrades when it can). */
export function mailServerFromUrl(value: string, from?: string): MailServer {
  const url = new URL(value);
  const tls = url.protocol === "smtps:";
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : tls ? 465 : 587,
    security: tls ? "tls" : "opportunistic",
    user: decodeURIComponent(url.username),
    pass: decodeURIComponent(url.password),
    from,
  };
}

/** The environment's mail server (SMTP_URL, MAIL_FROM), or null when SMTP_URL is not set. */
export function envMailServer(): MailServer | null {
  const env = getEnv();
  return env.SMTP_URL ? mailServerFromUrl(env.SMTP_URL, env.MAIL_FROM) : null;
}

const transports = new Map<string, Transporter>();

/** A transport for `server` (one per distinct server and account in this process). */
export function mailTransportFor(server: MailServer, options: { reuse?: boolean } = {}): Transporter {
  const key = JSON.stringify([server.host, server.port, server.security, server.user, server.pass]);
  const reuse = options.reuse ?? true;
  const existing = reuse ? transports.get(key) : undefined;
  if (existing) return existing;
  const transport = nodemailer.createTransport({
    host: server.host,
    port: server.port,
    secure: server.security === "tls",
    // "none": never upgrade, even when the server offers STARTTLS (a local relay without a certificate).
    ignoreTLS: server.security === "none",
    requireTLS: server.security === "starttls",
    auth: server.user ? { user: server.user, pass: server.pass } : undefined,
    // Connect and greet within 10 s; 15 s of silence mid-conversation fails the attempt (decision 070).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  if (reuse) {
    if (transports.size > 8) transports.clear();
    transports.set(key, transport);
  }
  return transport;
}

/**
 * The sender: the server's "from" address (MAIL_FROM, or the one saved in Settings), else a
 * no-reply address on the site's host name; named `name` (the business).
 */
export function mailFrom(name = "Gold Coast Vending", from?: string) {
  const env = getEnv();
  const cleanName = name.replace(/["\\\r\n]/g, "");
  if (from) return from.includes("<") ? from : `"${cleanName}" <${from}>`;
  const host = new URL(env.PUBLIC_SITE_URL).hostname;
  return `"${cleanName}" <no-reply@${host.includes(".") ? host : "localhost.localdomain"}>`;
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

/**
 * A mail failure in words an owner can act on, naming the server (`where`: "host:port"); the
 * technical text (codes, server answers) belongs in the log, not here.
 */
export function plainMailError(error: unknown, where: string): string {
  const e = error as { code?: unknown; responseCode?: unknown; command?: unknown } | null;
  const code = typeof e?.code === "string" ? e.code : "";
  const message = error instanceof Error ? error.message : String(error);
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const causeCode = typeof cause?.code === "string" ? cause.code : "";
  // nodemailer reports a refused connection as ESOCKET with "connect ECONNREFUSED …" in the message.
  const messageCode = /\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET)\b/.exec(message)?.[1] ?? "";
  const anyCode = (code === "ESOCKET" || code === "ECONNECTION" ? "" : code) || causeCode || messageCode;
  const response = typeof e?.responseCode === "number" ? e.responseCode : 0;
  if (code === "EAUTH")
    return "The mail server refused the user name or password. Check them (Gmail and Microsoft 365 need an app password).";
  if (code === "ENOAUTH") return "The mail server asks for a user name and password: enter them.";
  if (anyCode === "ECONNREFUSED") return `Nothing answers at ${where}. Check the server name and the port.`;
  if (anyCode === "ENOTFOUND" || anyCode === "EDNS" || anyCode === "EAI_AGAIN")
    return `No mail server by that name was found (${where.replace(/:\d+$/, "")}). Check the spelling.`;
  if (anyCode === "ETIMEDOUT" || code === "ETIMEOUT" || /timeout|timed out/i.test(message))
    return `The mail server at ${where} did not answer in time. Check the port and the security setting.`;
  if (/STARTTLS/i.test(message) || (code === "ETLS" && /STARTTLS/i.test(message)))
    return "The mail server does not offer a secure connection on this port: try the other security setting.";
  if (code === "ETLS" || /certificate|wrong version number|TLS|SSL/i.test(message))
    return "The secure connection to the mail server failed: check the port and the security setting (TLS usually goes with 465, STARTTLS with 587).";
  if (anyCode === "ECONNRESET")
    return `The mail server at ${where} closed the connection: check the port and the security setting.`;
  if (response === 550 || response === 553 || response === 554 || response === 501)
    return "The mail server refused the message: check the “from” address (many servers only send from the account's own address) and the recipients.";
  if (response >= 500) return "The mail server refused the message.";
  if (response >= 400)
    return "The mail server is busy or refused the message for now: it will be tried again.";
  return "The e-mail could not be sent.";
}
