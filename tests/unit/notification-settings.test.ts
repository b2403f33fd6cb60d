import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvDateTime } from "~/lib/dates";
import { resetEnvForTests } from "~/lib/env.server";
import { replySubject } from "~/models/contact";
import { leadEmail } from "~/models/lead-notification-messages.server";
import { mailFormSchema } from "~/models/mail-settings";
import { SMTPServer } from "smtp-server";
import {
  PASSWORD_AGAIN,
  activeMailServer,
  mailSettingsView,
  saveMailSettings,
  sealPendingPassword,
  testMailSettings,
} from "~/models/mail-settings.server";
import {
  ensurePushKeys,
  listPushSubscriptions,
  parsePushSubscription,
  pushMessage,
  savePushSubscription,
  sendPushToAll,
} from "~/models/push.server";
import type { ContactRequestRow } from "#db/schema";
import { startSmtpSink, type SmtpSink } from "../support/lead-sinks";
import { startPushEndpoint, type PushEndpoint } from "../support/push-endpoint";
import { createTestDatabase } from "../support/test-db";

// Settings → Notifications against real servers: an SMTP server that checks the password
// (smtp-server) and a push endpoint that decrypts what it gets with the device's keys (http_ece).
const PASSWORD = "app-password-never-in-clear";
let t: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: SmtpSink;
let push: PushEndpoint;

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtpSink({ auth: { user: "owner@example.com", pass: PASSWORD } });
  push = await startPushEndpoint();
});

afterAll(async () => {
  await smtp.stop();
  await push.stop();
  await t.cleanup();
});

const form = (values: Record<string, string>) => {
  const parsed = mailFormSchema.safeParse(values);
  if (!parsed.success) throw new Error(parsed.error.issues[0]!.message);
  return parsed.data;
};

describe("the mail server form", () => {
  it("applies a preset when the server is left empty (the form without JavaScript)", () => {
    expect(form({ preset: "gmail", username: "a@gmail.com" })).toMatchObject({
      host: "smtp.gmail.com",
      port: 587,
      security: "starttls",
    });
    expect(form({ preset: "microsoft365" })).toMatchObject({ host: "smtp.office365.com", port: 587 });
    expect(form({ preset: "relay", host: "Mail.Example.com", port: "465", security: "tls" })).toMatchObject({
      host: "mail.example.com",
      port: 465,
      security: "tls",
    });
  });

  it("refuses what is not a server, in words", () => {
    const noHost = mailFormSchema.safeParse({ preset: "relay" });
    expect(noHost.success).toBe(false);
    expect(noHost.error?.issues[0]?.message).toBe("Enter the mail server's name");
    const url = mailFormSchema.safeParse({ preset: "relay", host: "https://smtp.example.com" });
    expect(url.error?.issues[0]?.message).toMatch(/^Enter a server name such as smtp\.example\.com/);
    const port = mailFormSchema.safeParse({ preset: "relay", host: "smtp.example.com", port: "70000" });
    expect(port.error?.issues[0]?.message).toBe("Enter a port between 1 and 65535");
  });
});

describe("the saved mail server", () => {
  const settings = () =>
    form({
      preset: "relay",
      host: "127.0.0.1",
      port: String(smtp.port),
      security: "none",
      username: "owner@example.com",
      password: PASSWORD,
      from: "leads@example.com",
    });

  it("tests the typed values before saving, in plain words", async () => {
    const ok = await testMailSettings(t.db, settings(), "owner@example.com", "Gold Coast Vending");
    expect(ok).toEqual({ ok: true, detail: expect.stringContaining("sent to owner@example.com") });
    const mail = await smtp.waitFor((m) => m.subject === "Test e-mail from the Gold Coast Vending website");
    expect(mail.from).toBe("leads@example.com");

    const wrong = await testMailSettings(t.db, { ...settings(), password: "wrong" }, "o@example.com", "GCV");
    expect(wrong).toEqual({
      ok: false,
      detail: expect.stringMatching(/^The mail server refused the user name or password\./),
    });

    const nobody = await testMailSettings(t.db, { ...settings(), port: 9 }, "o@example.com", "GCV");
    expect(nobody).toEqual({
      ok: false,
      detail: "Nothing answers at 127.0.0.1:9. Check the server name and the port.",
    });
    expect(await mailSettingsView(t.db)).toMatchObject({ source: "none", inForce: null });
  });

  it("saves the password sealed: never in the database in clear, never back in the page", async () => {
    // The password typed for the test comes back sealed; Save with it and no retyping.
    const pending = sealPendingPassword(PASSWORD, settings());
    expect(pending).not.toContain(PASSWORD);
    await saveMailSettings(t.db, { ...settings(), password: "", pendingPassword: pending }, "owner");
    const row = await t.db.selectFrom("mail_settings").selectAll().executeTakeFirstOrThrow();
    expect(row.password_sealed).toMatch(/^sb1\./);
    t.sqlite.pragma("wal_checkpoint(TRUNCATE)");
    expect(readFileSync(path.join(t.dir, "app.sqlite")).includes(PASSWORD)).toBe(false);
    const view = await mailSettingsView(t.db);
    expect(view).toMatchObject({ source: "admin", inForce: `127.0.0.1:${smtp.port}`, password: "saved" });
    expect(JSON.stringify(view)).not.toContain(PASSWORD);
    const active = await activeMailServer(t.db);
    expect(active).toMatchObject({ ok: true, source: "admin", server: { pass: PASSWORD } });

    // An empty password keeps the saved one.
    await saveMailSettings(t.db, { ...settings(), password: "" }, "owner");
    expect(await activeMailServer(t.db)).toMatchObject({ ok: true, server: { pass: PASSWORD } });
  });

  it("never sends the saved or tested password to another server or user: it asks for it again", async () => {
    // A server that takes any password and keeps what it was sent.
    const sent: string[] = [];
    const other = new SMTPServer({
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth(credentials, _session, callback) {
        sent.push(credentials.password ?? "");
        callback(null, { user: credentials.username });
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => callback());
      },
    });
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const otherPort = (other.server.address() as { port: number }).port;
    try {
      const elsewhere = { ...settings(), password: "", port: otherPort };
      const test = await testMailSettings(t.db, elsewhere, "o@example.com", "GCV");
      expect(test).toEqual({ ok: false, detail: PASSWORD_AGAIN, passwordError: PASSWORD_AGAIN });
      const otherUser = { ...settings(), password: "", username: "someone@else.example" };
      expect(await testMailSettings(t.db, otherUser, "o@example.com", "GCV")).toMatchObject({
        passwordError: PASSWORD_AGAIN,
      });
      // Save refuses too, and the saved server keeps its own password.
      expect(await saveMailSettings(t.db, elsewhere, "owner")).toEqual({
        ok: false,
        passwordError: PASSWORD_AGAIN,
      });
      // A password carried from a test is bound to the server it was tested with.
      const pending = sealPendingPassword(PASSWORD, settings());
      expect(
        await testMailSettings(t.db, { ...elsewhere, pendingPassword: pending }, "o@example.com", "GCV"),
      ).toMatchObject({ passwordError: PASSWORD_AGAIN });
      expect(await saveMailSettings(t.db, { ...elsewhere, pendingPassword: pending }, "owner")).toMatchObject(
        {
          ok: false,
        },
      );
      expect(await activeMailServer(t.db)).toMatchObject({
        ok: true,
        server: { host: "127.0.0.1", port: smtp.port, pass: PASSWORD },
      });
      expect(sent).toEqual([]);

      // Typed again for the new server, it is used and saved for it.
      const typed = { ...elsewhere, password: "the-other-password" };
      expect(await testMailSettings(t.db, typed, "o@example.com", "GCV")).toMatchObject({ ok: true });
      expect(sent).toEqual(["the-other-password"]);
      expect(await saveMailSettings(t.db, typed, "owner")).toEqual({ ok: true });
      expect(await activeMailServer(t.db)).toMatchObject({
        server: { port: otherPort, pass: "the-other-password" },
      });
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
      await saveMailSettings(t.db, settings(), "owner");
    }
  });

  it("lets SMTP_URL win, and says so", async () => {
    process.env.SMTP_URL = "smtp://relay.internal:2525";
    process.env.LEAD_NOTIFY_TO = "env@example.com";
    resetEnvForTests();
    try {
      expect(await mailSettingsView(t.db)).toMatchObject({ source: "env", inForce: "relay.internal:2525" });
      expect(await activeMailServer(t.db)).toMatchObject({ ok: true, source: "env" });
    } finally {
      delete process.env.SMTP_URL;
      delete process.env.LEAD_NOTIFY_TO;
      resetEnvForTests();
    }
  });
});

describe("Web Push alerts", () => {
  it("makes the VAPID keys once and keeps the private key sealed", async () => {
    const first = await ensurePushKeys(t.db);
    expect(await ensurePushKeys(t.db)).toEqual(first);
    const row = await t.db.selectFrom("push_keys").selectAll().executeTakeFirstOrThrow();
    expect(row.public_key).toBe(first.publicKey);
    expect(row.private_sealed).not.toContain(first.privateKey);
  });

  it("takes only real subscriptions", () => {
    expect(parsePushSubscription(push.subscription)).toEqual(push.subscription);
    expect(parsePushSubscription({ ...push.subscription, endpoint: "http://example.com/push" })).toBeNull();
    expect(
      parsePushSubscription({ endpoint: "https://push.example/x", keys: { p256dh: "a b", auth: "x" } }),
    ).toBeNull();
    expect(parsePushSubscription("nope")).toBeNull();
  });

  it("delivers an alert the device decrypts with its own keys, and forgets a device that is gone", async () => {
    await savePushSubscription(t.db, push.subscription, "Test phone", "owner");
    const message = pushMessage("lead", { id: 42, full_name: "Ana Díaz" });
    expect(await sendPushToAll(t.db, message)).toEqual({ sent: 1, failed: 0 });
    const received = await push.waitFor((p) => p.payload.tag === "lead-42");
    expect(received.payload).toEqual({
      title: "New lead",
      body: "Ana Díaz asked for a consultation.",
      url: "/admin?view=42",
      tag: "lead-42",
    });
    expect(received.headers["content-encoding"]).toBe("aes128gcm");
    const { publicKey } = await ensurePushKeys(t.db);
    expect(received.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${publicKey}$`));

    push.status = 410;
    try {
      expect(await sendPushToAll(t.db, message)).toEqual({ sent: 0, failed: 0 });
      expect(await listPushSubscriptions(t.db)).toEqual([]);
    } finally {
      push.status = 201;
    }
  });
});

describe("the lead's language and the business's time zone", () => {
  it("writes the reply subject and the lead e-mail's subject in the lead's language", () => {
    expect(replySubject("es")).toBe("Su solicitud de consulta con Gold Coast Vending");
    expect(replySubject("en")).toBe("Your consultation request with Gold Coast Vending");
    const lead = {
      id: 7,
      full_name: "Ana Díaz",
      email: "ana@example.com",
      language: "es",
      created_at: "2026-01-02T17:20:00.000Z",
    } as ContactRequestRow;
    expect(leadEmail(lead).subject).toBe("Nueva solicitud de consulta de Ana Díaz");
    expect(leadEmail(lead).text).toMatch(/this lead speaks Spanish/);
    expect(leadEmail({ ...lead, language: "en" }).subject).toBe("New consultation request from Ana Díaz");
  });

  it("writes CSV times in Eastern time, summer and winter", () => {
    expect(csvDateTime("2026-01-02T17:20:00.000Z")).toBe("2026-01-02 12:20");
    expect(csvDateTime("2026-07-04T03:05:00.000Z")).toBe("2026-07-03 23:05");
    expect(csvDateTime(null)).toBe("");
  });
});
