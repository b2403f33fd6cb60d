/**
 * The outgoing mail server saved in Settings → Notifications (docs/decisions/079): the row, the
 * sealed password, which server is in force (SMTP_URL wins when it is set) and "Send a test
 * e-mail" with the form's values before they are saved.
 */
import type { DB } from "#db/index";
import { nowIso } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import {
  envMailServer,
  mailFrom,
  mailTransportFor,
  plainMailError,
  type MailServer,
} from "~/lib/mail.server";
import { seal, tryOpen } from "~/lib/secret-box.server";
import { MAIL_PRESETS, type MailFormValue, type MailPreset, type MailSettingsView } from "./mail-settings";

const PASSWORD_CONTEXT = "mail.password";
/** A password typed for a test and carried (sealed) to the next Save; bound to its own purpose. */
const PENDING_CONTEXT = "mail.password.pending";

function readRow(database: DB) {
  return database.selectFrom("mail_settings").selectAll().where("id", "=", 1).executeTakeFirst();
}

function asPreset(value: string | undefined): MailPreset {
  return value && value in MAIL_PRESETS ? (value as MailPreset) : "relay";
}

/** The settings as the admin page shows them: never the password, only whether one is usable. */
export async function mailSettingsView(database: DB): Promise<MailSettingsView> {
  const row = await readRow(database);
  const env = envMailServer();
  const saved = row?.host ? `${row.host}:${row.port}` : null;
  return {
    source: env ? "env" : saved ? "admin" : "none",
    inForce: env ? `${env.host}:${env.port}` : saved,
    preset: asPreset(row?.preset),
    host: row?.host ?? "",
    port: row?.port ?? 587,
    security: row?.security ?? "starttls",
    username: row?.username ?? "",
    from: row?.from_address ?? "",
    password: !row?.password_sealed
      ? "none"
      : tryOpen(row.password_sealed, PASSWORD_CONTEXT).ok
        ? "saved"
        : "unreadable",
    updatedAt: row?.updated_at ?? null,
    updatedBy: row?.updated_by ?? null,
  };
}

/** The server a password belongs to: it is only ever sent to the server and user it was given for. */
type PasswordOwner = Pick<MailFormValue, "host" | "port" | "username">;

const sameOwner = (a: PasswordOwner, b: PasswordOwner) =>
  a.host === b.host && a.port === b.port && a.username === b.username;

export const PASSWORD_NEEDED = "Enter the password: the mail server needs it with the user name.";
export const PASSWORD_AGAIN = "Enter the password again: the server or user name changed.";

type FormPassword = { ok: true; pass: string } | { ok: false; error: string };

/**
 * The password to use for the form's values: typed, else the one carried from a test of this same
 * server and user, else the saved one when the server, port and user name are still the saved
 * ones. A password is never reused for another server (it would be sent there, in clear with
 * security "none"): then the owner is asked for it again (docs/decisions/088).
 */
async function formPassword(database: DB, input: MailFormValue): Promise<FormPassword> {
  if (input.password) return { ok: true, pass: input.password };
  const pending = openPending(input.pendingPassword);
  if (pending && sameOwner(pending, input)) return { ok: true, pass: pending.pass };
  const row = await readRow(database);
  if (!row?.password_sealed) return { ok: false, error: pending ? PASSWORD_AGAIN : PASSWORD_NEEDED };
  if (!sameOwner({ host: row.host, port: row.port, username: row.username }, input))
    return { ok: false, error: PASSWORD_AGAIN };
  const opened = tryOpen(row.password_sealed, PASSWORD_CONTEXT);
  return opened.ok ? { ok: true, pass: opened.text } : { ok: false, error: PASSWORD_NEEDED };
}

/**
 * Saves the form's server; the password is sealed. An empty password keeps the saved one only
 * while the server, port and user name stay the same; otherwise the owner must type it again.
 */
export async function saveMailSettings(
  database: DB,
  input: MailFormValue,
  by: string | null,
): Promise<{ ok: true } | { ok: false; passwordError: string }> {
  let password: { password_sealed: string | null } | object = {};
  if (!input.username) {
    // No user name: the server takes mail without signing in, and no password is kept.
    password = { password_sealed: null };
  } else {
    const found = await formPassword(database, input);
    if (found.ok) password = { password_sealed: seal(found.pass, PASSWORD_CONTEXT) };
    else if (found.error === PASSWORD_AGAIN) return { ok: false, passwordError: found.error };
    // else: no password anywhere yet (or one this machine cannot open): saved without one, as before.
  }
  const values = {
    preset: input.preset,
    host: input.host,
    port: input.port,
    security: input.security,
    username: input.username,
    from_address: input.from,
    updated_at: nowIso(),
    updated_by: by,
    ...password,
  };
  await database
    .insertInto("mail_settings")
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
  return { ok: true };
}

/**
 * Seals a password typed for a test so the page can carry it to Save without showing it, bound to
 * the server, port and user name it was tested with.
 */
export function sealPendingPassword(password: string, owner: PasswordOwner) {
  if (!password) return "";
  const { host, port, username } = owner;
  return seal(JSON.stringify({ pass: password, host, port, username }), PENDING_CONTEXT);
}

function openPending(sealed: string): (PasswordOwner & { pass: string }) | null {
  if (!sealed) return null;
  const opened = tryOpen(sealed, PENDING_CONTEXT);
  if (!opened.ok) return null;
  try {
    const value = JSON.parse(opened.text) as Partial<PasswordOwner & { pass: string }>;
    return typeof value.pass === "string" &&
      typeof value.host === "string" &&
      typeof value.port === "number" &&
      typeof value.username === "string"
      ? { pass: value.pass, host: value.host, port: value.port, username: value.username }
      : null;
  } catch {
    return null;
  }
}

export type ActiveMailServer =
  { ok: true; source: "env" | "admin"; server: MailServer } | { ok: false; reason: string };

/** The mail server in force: SMTP_URL when set, else the one saved in Settings; or why there is none. */
export async function activeMailServer(database: DB): Promise<ActiveMailServer> {
  const env = envMailServer();
  if (env) return { ok: true, source: "env", server: env };
  const row = await readRow(database);
  if (!row?.host)
    return { ok: false, reason: "No mail server is set up: add one in Settings → Notifications." };
  let pass = "";
  if (row.username && row.password_sealed) {
    const opened = tryOpen(row.password_sealed, PASSWORD_CONTEXT);
    if (!opened.ok)
      return {
        ok: false,
        reason:
          "The saved mail password cannot be read on this machine (as after a restore on a new machine): enter it again in Settings → Notifications.",
      };
    pass = opened.text;
  }
  return {
    ok: true,
    source: "admin",
    server: {
      host: row.host,
      port: row.port,
      security: row.security,
      user: row.username,
      pass,
      from: row.from_address || getEnv().MAIL_FROM || undefined,
    },
  };
}

/** Whether a mail server is in force (the environment's or the saved one). */
export async function mailServerConfigured(database: DB) {
  if (envMailServer()) return true;
  const row = await readRow(database);
  return Boolean(row?.host);
}

/**
 * "Send a test e-mail" with the form's values, before they are saved: the outcome in plain words
 * (the technical error goes to the log).
 */
export async function testMailSettings(
  database: DB,
  input: MailFormValue,
  to: string,
  businessName: string,
): Promise<{ ok: boolean; detail: string; passwordError?: string }> {
  let pass = "";
  if (input.username) {
    const found = await formPassword(database, input);
    if (!found.ok) return { ok: false, detail: found.error, passwordError: found.error };
    pass = found.pass;
  }
  const server: MailServer = {
    host: input.host,
    port: input.port,
    security: input.security,
    user: input.username,
    pass,
  };
  const where = `${server.host}:${server.port}`;
  try {
    await mailTransportFor(server, { reuse: false }).sendMail({
      from: mailFrom(businessName, input.from || undefined),
      to,
      subject: `Test e-mail from the ${businessName} website`,
      text: `This is a test from Settings in the ${businessName} admin. Lead notifications will arrive at this address.`,
    });
    return { ok: true, detail: `The test e-mail was sent to ${to} through ${where}. Check that it arrived.` };
  } catch (error) {
    console.error(`mail: test through ${where} failed: ${String(error)}`);
    return { ok: false, detail: plainMailError(error, where) };
  }
}
