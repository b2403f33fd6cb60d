import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupDatabase } from "#db/backup";
import { parseEnv, resetEnvForTests } from "~/lib/env.server";
import {
  open,
  resetSecretBoxForTests,
  seal,
  SecretBoxError,
  secretKeyFile,
  tryOpen,
} from "~/lib/secret-box.server";
import { createTestDatabase } from "../support/test-db";

// Secrets in the database sealed under a key that is not in the database (docs/decisions/069).
const original = { DATA_DIR: process.env.DATA_DIR, SECRETS_KEY: process.env.SECRETS_KEY };
let dataDir: string;

function useEnv(values: { DATA_DIR?: string; SECRETS_KEY?: string }) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
  resetSecretBoxForTests();
}

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "vending-secrets-"));
  useEnv({ DATA_DIR: dataDir, SECRETS_KEY: undefined });
});
afterEach(() => {
  useEnv(original);
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the secret box", () => {
  it("seals with a key file made at first use (0600), and opens again after a restart", () => {
    expect(existsSync(secretKeyFile(dataDir))).toBe(false);
    const sealed = seal("s3-secret-value", "offsite.secret");
    expect(sealed).not.toContain("s3-secret-value");
    expect(sealed).toMatch(/^sb1\.[0-9a-f]{8}\./);
    expect(statSync(secretKeyFile(dataDir)).mode & 0o777).toBe(0o600);
    // Every seal is different (random IV); each opens to the same text.
    const again = seal("s3-secret-value", "offsite.secret");
    expect(again).not.toBe(sealed);
    resetSecretBoxForTests(); // a new process reads the key from the file
    expect(open(sealed, "offsite.secret")).toBe("s3-secret-value");
    expect(open(again, "offsite.secret")).toBe("s3-secret-value");
  });

  it("refuses a value sealed for another purpose or tampered with", () => {
    const sealed = seal("value", "offsite.secret");
    expect(tryOpen(sealed, "smtp.password")).toEqual({ ok: false, problem: "damaged" });
    const bytes = Buffer.from(sealed.split(".")[2]!, "base64url");
    bytes[bytes.length - 1]! ^= 1;
    const tampered = `${sealed.split(".").slice(0, 2).join(".")}.${bytes.toString("base64url")}`;
    expect(tryOpen(tampered, "offsite.secret")).toEqual({ ok: false, problem: "damaged" });
  });

  it("says the key is missing on a machine without it (a restore elsewhere), and never makes one to open", () => {
    const sealed = seal("value");
    const elsewhere = mkdtempSync(path.join(tmpdir(), "vending-secrets-new-"));
    try {
      useEnv({ DATA_DIR: elsewhere });
      expect(() => open(sealed)).toThrow(SecretBoxError);
      expect(tryOpen(sealed)).toEqual({ ok: false, problem: "no-key" });
      expect(readdirSync(elsewhere)).toEqual([]);
      // Once something is sealed there, a key exists, but it is not the one the value was sealed with.
      seal("new value");
      expect(tryOpen(sealed)).toEqual({ ok: false, problem: "other-key" });
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it("uses SECRETS_KEY when it is set, instead of the file", () => {
    useEnv({ SECRETS_KEY: "a-secrets-key-of-at-least-32-characters-0001" });
    const sealed = seal("value");
    expect(existsSync(secretKeyFile(dataDir))).toBe(false);
    // Any data folder opens it with the same SECRETS_KEY (a new machine given the same variable).
    const elsewhere = mkdtempSync(path.join(tmpdir(), "vending-secrets-new-"));
    try {
      useEnv({ DATA_DIR: elsewhere });
      expect(open(sealed)).toBe("value");
      useEnv({ SECRETS_KEY: "another-secrets-key-of-32-characters-or-more-2" });
      expect(tryOpen(sealed)).toEqual({ ok: false, problem: "other-key" });
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it("refuses a SECRETS_KEY shorter than 32 characters, naming it", () => {
    expect(() => parseEnv({ SECRETS_KEY: "too-short" })).toThrow(
      "Invalid configuration: SECRETS_KEY must be at least 32 characters",
    );
  });

  it("the key file is not part of a backup", async () => {
    const t = await createTestDatabase();
    try {
      // The database's data folder holds the key (as DATA_DIR does in production), next to uploads.
      useEnv({ DATA_DIR: t.dir });
      seal("value");
      expect(existsSync(secretKeyFile(t.dir))).toBe(true);
      mkdirSync(path.join(t.dir, "uploads"));
      writeFileSync(path.join(t.dir, "uploads", "photo.webp"), "x");
      const out = path.join(t.dir, "backups");
      const { folder } = await backupDatabase(t.sqlite, { outDir: out, dataDir: t.dir });
      const files = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? files(path.join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name],
        );
      expect(files(folder)).toContain("uploads/photo.webp");
      expect(files(folder).some((f) => f.includes("secret-key"))).toBe(false);
    } finally {
      await t.cleanup();
    }
  });
});
