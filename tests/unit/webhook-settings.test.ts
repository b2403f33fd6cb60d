import { createHmac } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { backupDatabase } from "#db/backup";
import { nowIso } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { resetSecretBoxForTests } from "~/lib/secret-box.server";
import { configuredChannels, deliverLead } from "~/models/lead-notifications.server";
import { WEBHOOK_SIGNATURE_HEADER } from "~/models/lead-notification-messages.server";
import { sendTestWebhook, tryWebhook } from "~/models/notification-checks.server";
import { webhookFormSchema, webhookSchemaFor } from "~/models/webhook-settings";
import {
  activeWebhook,
  formSecret,
  removeWebhookSettings,
  saveWebhookSettings,
  saveWebhookWithNewSecret,
  sealPendingSecret,
  UNREADABLE_WEBHOOK_SECRET,
  webhookConfigured,
  webhookSettingsView,
} from "~/models/webhook-settings.server";
import { startWebhookSink, type WebhookSink } from "../support/lead-sinks";
import { createTestDatabase } from "../support/test-db";
import { privateAddressError } from "~/server/webhook-settings-actions.server";

// The lead webhook saved in Settings (docs/decisions/085): sealed secret, the environment wins, a
// secret sealed on another machine is told in plain words, against a real HTTP receiver.
const SECRET = "pasted-secret-never-in-clear-0123456789";
let t: Awaited<ReturnType<typeof createTestDatabase>>;
let hook: WebhookSink;

function useEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
  resetSecretBoxForTests();
}

beforeAll(async () => {
  t = await createTestDatabase();
  hook = await startWebhookSink();
});

afterEach(() =>
  useEnv({ LEAD_WEBHOOK_URL: undefined, LEAD_WEBHOOK_SECRET: undefined, SECRETS_KEY: undefined }),
);

afterAll(async () => {
  await hook.stop();
  await t.cleanup();
});

const form = (values: Record<string, string>, allowHttp = true) => webhookFormSchema(allowHttp).parse(values);

function verifies(delivery: { headers: Record<string, unknown>; body: string }, secret: string) {
  const header = String(delivery.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
  const [, ts, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
  return Boolean(v1) && v1 === createHmac("sha256", secret).update(`${ts}.${delivery.body}`).digest("hex");
}

describe("the webhook form", () => {
  it("takes https, and http only outside production", () => {
    expect(form({ url: "https://hooks.example.com/leads" }, false).url).toBe(
      "https://hooks.example.com/leads",
    );
    expect(webhookFormSchema(false).safeParse({ url: "http://hooks.example.com/x" }).success).toBe(false);
    expect(webhookFormSchema(true).safeParse({ url: "http://127.0.0.1:9/x" }).success).toBe(true);
    for (const url of ["hooks.example.com", "ftp://x.example.com/", "https://user:pw@x.example.com/"])
      expect(webhookFormSchema(true).safeParse({ url }).success, url).toBe(false);
  });

  it("in production refuses an address inside the server's own network, by IP or by name", async () => {
    for (const url of [
      "https://127.0.0.1/hook",
      "https://10.0.0.5:8443/hook",
      "https://[::1]/hook",
      "https://192.168.1.20/hook",
      "https://localhost/hook",
    ])
      expect(await privateAddressError(url, true), url).toMatch(/inside the server's own network/);
    expect(await privateAddressError("https://93.184.215.14/hook", true)).toBeNull();
    expect(await privateAddressError("https://no-such-host.invalid/hook", true)).toMatch(/Nothing answers/);
    // Outside production (this machine's tests post to 127.0.0.1) nothing is refused.
    expect(await privateAddressError("https://127.0.0.1/hook", false)).toBeNull();
  });

  it("refuses a short or spaced secret, and needs only the address to make a new one", () => {
    const short = webhookFormSchema(true).safeParse({ url: "https://x.example.com/", secret: "short" });
    expect(short.success).toBe(false);
    expect(short.error!.issues[0]!.message).toMatch(/at least 16 characters/);
    expect(
      webhookFormSchema(true).safeParse({ url: "https://x.example.com/", secret: "a b c d e f g h i j" })
        .success,
    ).toBe(false);
    expect(
      webhookSchemaFor("webhook-make-secret", true).safeParse({
        url: "https://x.example.com/",
        secret: "short",
      }).success,
    ).toBe(true);
  });
});

describe("the saved webhook", () => {
  it("is not configured until saved, and a save without any secret is refused", async () => {
    expect(await webhookConfigured(t.db)).toBe(false);
    expect((await configuredChannels(t.db)).webhook).toBe(false);
    expect(await saveWebhookSettings(t.db, form({ url: hook.url }), "owner")).toBe(false);
    expect((await sendTestWebhook(t.db)).detail).toBe(
      "No webhook is set up: add its address and secret in Settings → Notifications.",
    );
  });

  it("seals the secret: never in the database file nor in a backup in clear, and signs with it", async () => {
    expect(await saveWebhookSettings(t.db, form({ url: hook.url, secret: SECRET }), "owner")).toBe(true);
    const row = await t.db.selectFrom("webhook_settings").selectAll().executeTakeFirstOrThrow();
    expect(row.secret_sealed).toMatch(/^sb1\./);
    expect(row.secret_sealed).not.toContain(SECRET);
    const view = await webhookSettingsView(t.db);
    expect(view).toMatchObject({
      source: "admin",
      inForce: hook.url,
      url: hook.url,
      secret: "saved",
      updatedBy: "owner",
    });
    expect(JSON.stringify(view)).not.toContain(SECRET);

    t.sqlite.pragma("wal_checkpoint(TRUNCATE)");
    const dbFiles = readdirSync(t.dir).filter((f) => f.startsWith("app.sqlite"));
    expect(dbFiles).toContain("app.sqlite");
    for (const file of dbFiles)
      expect(readFileSync(path.join(t.dir, file)).includes(SECRET), file).toBe(false);
    // The URL is in the file in clear: the check above can see plain text.
    expect(readFileSync(path.join(t.dir, "app.sqlite")).includes(hook.url)).toBe(true);

    const { folder } = await backupDatabase(t.sqlite, {
      outDir: path.join(t.dir, "backups"),
      dataDir: t.dir,
    });
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
      );
    expect(files(folder).length).toBeGreaterThan(0);
    for (const file of files(folder)) expect(readFileSync(file).includes(SECRET), file).toBe(false);

    const result = await sendTestWebhook(t.db);
    expect(result).toMatchObject({ ok: true, detail: `Delivered to ${new URL(hook.url).origin}.` });
    const delivery = await hook.waitFor((h) => h.headers["x-lead-event"] === "test");
    expect(verifies(delivery, SECRET)).toBe(true);
    expect(verifies(delivery, "another-secret-entirely-000")).toBe(false);
  });

  it("carries a tested secret sealed to Save, and makes a new 32-byte secret", async () => {
    const pending = sealPendingSecret("tested-secret-0123456789");
    expect(pending).not.toContain("tested-secret");
    expect(await formSecret(t.db, form({ url: hook.url, pendingSecret: pending }))).toBe(
      "tested-secret-0123456789",
    );
    const made = await saveWebhookWithNewSecret(t.db, hook.url, "owner");
    expect(Buffer.from(made, "base64url")).toHaveLength(32);
    const active = await activeWebhook(t.db);
    expect(active).toEqual({ ok: true, source: "admin", target: { url: hook.url, secret: made } });
    // An empty secret keeps the saved one.
    expect(await saveWebhookSettings(t.db, form({ url: `${hook.url}?v=2` }), "owner")).toBe(true);
    expect(await activeWebhook(t.db)).toMatchObject({
      ok: true,
      target: { url: `${hook.url}?v=2`, secret: made },
    });
  });

  it("lets the server's own webhook win while keeping the saved one", async () => {
    useEnv({ LEAD_WEBHOOK_URL: "https://env.example.com/hook", LEAD_WEBHOOK_SECRET: "env-secret" });
    expect(await activeWebhook(t.db)).toEqual({
      ok: true,
      source: "env",
      target: { url: "https://env.example.com/hook", secret: "env-secret" },
    });
    expect(await webhookSettingsView(t.db)).toMatchObject({
      source: "env",
      inForce: "https://env.example.com/hook",
      url: `${hook.url}?v=2`,
    });
  });

  it("says in plain words when the saved secret was sealed on another machine, and the lead's job fails so", async () => {
    useEnv({ SECRETS_KEY: "another-machine-key-0123456789abcdef" });
    expect((await webhookSettingsView(t.db)).secret).toBe("unreadable");
    expect(await activeWebhook(t.db)).toEqual({
      ok: false,
      configured: true,
      reason: UNREADABLE_WEBHOOK_SECRET,
    });
    expect(await webhookConfigured(t.db)).toBe(true);
    expect(await sendTestWebhook(t.db)).toMatchObject({ ok: false, detail: UNREADABLE_WEBHOOK_SECRET });

    const { id } = await t.db
      .insertInto("contact_requests")
      .values({
        full_name: "Moved Machine",
        email: "lead@example.com",
        created_at: nowIso(),
        notification_status: "pending",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await expect(deliverLead(t.db, "webhook", id, 1)).rejects.toThrow(UNREADABLE_WEBHOOK_SECRET);
    const lead = await t.db
      .selectFrom("contact_requests")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(lead.notification_error).toBe(`Attempt 1: webhook: ${UNREADABLE_WEBHOOK_SECRET}`);
    expect(lead.webhook_notified_at).toBeNull();
  });

  it("posts the form's values before saving, with the refusal in plain words", async () => {
    hook.status = 500;
    try {
      expect(await tryWebhook({ url: hook.url, secret: SECRET })).toEqual({
        ok: false,
        detail: "The webhook refused the test: the webhook answered 500.",
      });
    } finally {
      hook.status = 200;
    }
    // A port on this machine where nothing listens (a server opened and closed at once).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect((await tryWebhook({ url: `http://127.0.0.1:${port}/none`, secret: SECRET })).detail).toMatch(
      /could not be reached: nothing answered at its address/,
    );
    await removeWebhookSettings(t.db);
    expect(await webhookConfigured(t.db)).toBe(false);
  });
});
