import { tarBackup } from "#db/tar";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import SQLite from "better-sqlite3";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DATA_FOLDERS } from "#db/backup";
import { resetEnvForTests } from "~/lib/env.server";
import { JobsRunner } from "~/lib/jobs-runner.server";
import { resetSecretBoxForTests } from "~/lib/secret-box.server";
import { runBackup } from "~/models/backups.server";
import {
  lastOffsiteCopy,
  OFFSITE_COPY_JOB,
  offsiteCopyAlert,
  offsiteCopyJob,
} from "~/models/offsite-backups.server";
import {
  offsiteSettingsView,
  saveOffsiteSettings,
  testOffsiteConnection,
} from "~/models/offsite-settings.server";
import { offsiteFormSchema, type OffsiteSettingsInput } from "~/models/offsite-copy";
import { startS3Server, S3_TEST_KEY, type S3TestServer } from "../support/s3-server";
import { tarArchive } from "../support/tar-archive";
import { createTestDatabase } from "../support/test-db";

// A copy off the machine (docs/decisions/069), against a real S3-compatible server process.
const SECRETS_KEY = "unit-test-secrets-key-0123456789abcdefghij";
process.env.SECRETS_KEY = SECRETS_KEY;
resetEnvForTests();
resetSecretBoxForTests();

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.cleanup();
});

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(prefix = "vending-offsite-") {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
let prefixes = 0;

/** A data folder with leads and an upload, its backup folder, the bucket settings and a runner. */
async function setUp(
  options: {
    keep?: number;
    partSize?: number;
    bigUpload?: number;
    settings?: Partial<OffsiteSettingsInput>;
  } = {},
) {
  const t = await createTestDatabase();
  cleanups.push(t.cleanup);
  for (let i = 0; i < 25; i++)
    await t.db
      .insertInto("contact_requests")
      .values({
        full_name: `Lead ${i}`,
        email: `lead${i}@example.com`,
        created_at: "2026-11-26T00:00:00.000Z",
      })
      .execute();
  mkdirSync(path.join(t.dir, "uploads"));
  writeFileSync(path.join(t.dir, "uploads", "photo.webp"), "photo bytes");
  if (options.bigUpload) {
    // Random bytes do not compress: the tar is as big as the file.
    const big = Buffer.alloc(options.bigUpload);
    for (let i = 0; i < big.length; i += 4) big.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
    writeFileSync(path.join(t.dir, "uploads", "big.bin"), big);
  }
  const prefix = `test-${process.pid}-${++prefixes}/`;
  await saveOffsiteSettings(
    t.db,
    {
      enabled: true,
      endpoint: s3.endpoint,
      region: "us-east-1",
      bucket: s3.bucket,
      prefix,
      pathStyle: true,
      accessKeyId: S3_TEST_KEY.accessKeyId,
      secret: S3_TEST_KEY.secretAccessKey,
      keep: options.keep ?? 30,
      ...options.settings,
    },
    "owner",
  );
  const backupDir = tempDir("vending-offsite-backups-");
  // The runner's clock: real time, moved ahead by later() to reach a retry's time.
  let ahead = 0;
  let onPart: ((bytes: number) => void) | undefined;
  const runner = new JobsRunner(t.db, { now: () => new Date(Date.now() + ahead), log: () => {} }).register(
    OFFSITE_COPY_JOB,
    offsiteCopyJob({ database: () => t.db, partSize: options.partSize, onPart: (b) => onPart?.(b) }),
  );
  return {
    t,
    prefix,
    backupDir,
    runner,
    later(ms: number) {
      ahead += ms;
    },
    onPart(fn: (bytes: number) => void) {
      onPart = fn;
    },
    async backup(now?: Date) {
      const outcome = await runBackup(t.db, {
        trigger: "manual",
        sqlite: t.sqlite,
        backupDir,
        dataDir: t.dir,
        keep: 14,
        now,
      });
      if (!outcome.ok) throw new Error(outcome.error);
      return outcome;
    },
  };
}

/** The same archive the Settings download serves (db/tar.ts's tarBackup, shared by both). */
async function localTar(backupDir: string, name: string) {
  const packed = tarBackup(backupDir, name);
  const chunks: Buffer[] = [];
  for await (const chunk of packed.stream) chunks.push(chunk as Buffer);
  await packed.finished;
  return Buffer.concat(chunks);
}

async function jobRow(t: Awaited<ReturnType<typeof setUp>>["t"]) {
  return t.db
    .selectFrom("jobs")
    .selectAll()
    .where("type", "=", OFFSITE_COPY_JOB)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
}

describe("each completed backup is copied to the bucket", () => {
  it("uploads the backup's tar (the same bytes as the download) and records it for Settings", async () => {
    const s = await setUp();
    const outcome = await s.backup();
    const name = path.basename(outcome.folder);
    expect(await lastOffsiteCopy(s.t.db)).toMatchObject({
      status: "queued",
      bucket: s3.bucket,
      backupFolder: name,
    });

    await s.runner.drain();
    const copy = await lastOffsiteCopy(s.t.db);
    expect(copy).toMatchObject({ status: "succeeded", bucket: s3.bucket, error: null, attempts: 1 });
    const key = `${s.prefix}${name}.tar`;
    expect(await s3.keys(s.prefix)).toEqual([key]);
    const remote = await s3.bytes(key);
    expect(copy!.sizeBytes).toBe(remote.length);
    expect(sha(remote)).toBe(sha(await localTar(s.backupDir, name)));
    // Below the part size: one plain PUT, no multipart upload.
    expect(s3.requests.filter((r) => r.split("?")[0] === `PUT /${s3.bucket}/${key}`)).toEqual([
      `PUT /${s3.bucket}/${key}?x-id=PutObject`,
    ]);
    expect(await offsiteCopyAlert(s.t.db)).toBeNull();
    expect((await jobRow(s.t)).status).toBe("done");
  });

  it("sends a large backup as a multipart upload (parts of the configured size)", async () => {
    const s = await setUp({ partSize: 5 * 1024 * 1024, bigUpload: 12 * 1024 * 1024 });
    const parts: number[] = [];
    s.onPart((bytes) => parts.push(bytes));
    const outcome = await s.backup();
    await s.runner.drain();
    const name = path.basename(outcome.folder);
    const key = `${s.prefix}${name}.tar`;
    expect(await lastOffsiteCopy(s.t.db)).toMatchObject({ status: "succeeded" });
    // 12 MiB and a little in 5 MiB parts: three parts, as the server saw them.
    expect(parts.length).toBe(3);
    const objectPath = `/${s3.bucket}/${key}`;
    const seen = s3.requests.filter((r) => r.split("?")[0]!.endsWith(objectPath));
    expect(seen.filter((r) => r.startsWith(`POST ${objectPath}?uploads`))).toHaveLength(1);
    expect(seen.filter((r) => /^PUT .*[?&]partNumber=\d/.test(r))).toHaveLength(3);
    expect(seen.filter((r) => /^POST .*[?&]uploadId=/.test(r))).toHaveLength(1);
    expect(sha(await s3.bytes(key))).toBe(sha(await localTar(s.backupDir, name)));
  });

  it("keeps the newest N backups in the bucket and leaves other objects alone", async () => {
    const s = await setUp({ keep: 2 });
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: S3_TEST_KEY,
    });
    for (const other of ["notes.txt", "backup-notes.txt", "older/backup-20200101-000000.tar"])
      await client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: `${s.prefix}${other}`, Body: "keep me" }),
      );
    client.destroy();
    for (const day of ["2026-11-23", "2026-11-24", "2026-11-25"]) {
      await s.backup(new Date(`${day}T08:00:00Z`));
      await s.runner.drain();
    }
    expect(await s3.keys(s.prefix)).toEqual(
      [
        `${s.prefix}backup-20261124-080000.tar`,
        `${s.prefix}backup-20261125-080000.tar`,
        `${s.prefix}backup-notes.txt`,
        `${s.prefix}notes.txt`,
        `${s.prefix}older/backup-20200101-000000.tar`,
      ].sort(),
    );
  });

  it("an outage during the upload: the attempt fails, Settings and the banner say so; back up, the retry succeeds", async () => {
    const s = await setUp({ partSize: 5 * 1024 * 1024, bigUpload: 12 * 1024 * 1024 });
    cleanups.push(() => s3.start().catch(() => undefined)); // never leave the server down for the next test
    let killed: Promise<void> | undefined;
    s.onPart(() => {
      killed ??= s3.kill(); // the service vanishes once the first part is in
    });
    const outcome = await s.backup();
    const name = path.basename(outcome.folder);
    await s.runner.drain();
    await killed;

    const failed = await lastOffsiteCopy(s.t.db);
    expect(failed).toMatchObject({ status: "retrying", attempts: 1, bucket: s3.bucket });
    expect(failed!.error).toMatch(
      new RegExp(`^(Nothing answers at ${s3.endpoint}|The connection to ${s3.endpoint} was cut off)`),
    );
    expect(failed!.error).not.toMatch(/ECONN|EPIPE|HTTP/);
    expect(failed!.nextAttemptAt).not.toBeNull();
    const alert = await offsiteCopyAlert(s.t.db);
    expect(alert).toMatchObject({ bucket: s3.bucket, backupFolder: name, reason: failed!.error });
    const job = await jobRow(s.t);
    expect(job).toMatchObject({ status: "queued", attempts: 1 });
    expect(job.run_at > new Date().toISOString()).toBe(true);

    // Nothing runs before the retry time; the service comes back; the retry uploads the backup.
    await s3.start();
    await s.runner.drain();
    expect((await lastOffsiteCopy(s.t.db))?.status).toBe("retrying");
    s.later(60 * 60_000);
    await s.runner.drain();
    expect(await lastOffsiteCopy(s.t.db)).toMatchObject({ status: "succeeded", attempts: 2, error: null });
    expect(await offsiteCopyAlert(s.t.db)).toBeNull();
    const key = `${s.prefix}${name}.tar`;
    expect(await s3.keys(s.prefix)).toEqual([key]);
    expect(sha(await s3.bytes(key))).toBe(sha(await localTar(s.backupDir, name)));
  }, 60_000);

  it("gives up after the last attempt and keeps the banner until a copy succeeds or the copy is turned off", async () => {
    const s = await setUp({ settings: { endpoint: "http://127.0.0.1:9" } });
    await s.backup();
    for (let attempt = 1; attempt <= 6; attempt++) {
      await s.runner.drain();
      s.later(2 * 60 * 60_000);
    }
    expect(await lastOffsiteCopy(s.t.db)).toMatchObject({
      status: "failed",
      attempts: 6,
      nextAttemptAt: null,
      error:
        "Nothing answers at http://127.0.0.1:9. Check the endpoint, or try again when the service is back.",
    });
    expect((await jobRow(s.t)).status).toBe("failed");
    expect(await offsiteCopyAlert(s.t.db)).toMatchObject({ nextAttemptAt: null });
    const view = await offsiteSettingsView(s.t.db);
    await saveOffsiteSettings(s.t.db, { ...view, enabled: false, secret: undefined }, "owner");
    expect(await offsiteCopyAlert(s.t.db)).toBeNull();
  }, 30_000);
});

describe("plain words for what goes wrong", () => {
  it("a wrong key or secret, a missing bucket, nothing at the endpoint", async () => {
    const s = await setUp();
    expect(await testOffsiteConnection(s.t.db)).toEqual({
      ok: true,
      detail: `The connection works: a test file was written to ${s3.bucket} and deleted again.`,
    });
    expect(await s3.keys(`${s.prefix}connection-test`)).toEqual([]);

    const view = await offsiteSettingsView(s.t.db);
    const save = (changes: Partial<OffsiteSettingsInput>) =>
      saveOffsiteSettings(s.t.db, { ...view, secret: undefined, ...changes }, "owner");
    const refused = "The bucket refused the key: check the access key ID and the secret access key.";

    await save({ secret: "not-the-secret" });
    expect(await testOffsiteConnection(s.t.db)).toEqual({ ok: false, detail: refused });
    // The same words for a backup's copy, and on the banner.
    await s.backup();
    await s.runner.drain();
    expect(await lastOffsiteCopy(s.t.db)).toMatchObject({ status: "retrying", error: refused });
    expect((await offsiteCopyAlert(s.t.db))?.reason).toBe(refused);

    await save({ accessKeyId: "NOSUCHKEY", secret: S3_TEST_KEY.secretAccessKey });
    expect(await testOffsiteConnection(s.t.db)).toEqual({ ok: false, detail: refused });

    await save({ accessKeyId: S3_TEST_KEY.accessKeyId, bucket: "no-such-bucket" });
    expect((await testOffsiteConnection(s.t.db)).detail).toBe(
      `No bucket named no-such-bucket at ${s3.endpoint}. Check the bucket's name.`,
    );

    await save({ bucket: s3.bucket, endpoint: "http://127.0.0.1:9" });
    expect((await testOffsiteConnection(s.t.db)).detail).toBe(
      "Nothing answers at http://127.0.0.1:9. Check the endpoint, or try again when the service is back.",
    );
    // The last test is kept for Settings.
    expect((await offsiteSettingsView(s.t.db)).lastTest).toMatchObject({ ok: false });
  });

  it("a secret that cannot be opened on this machine (a restore elsewhere) asks for it again", async () => {
    const s = await setUp();
    process.env.SECRETS_KEY = "another-machine-secrets-key-0123456789abcdef";
    resetEnvForTests();
    resetSecretBoxForTests();
    try {
      expect((await offsiteSettingsView(s.t.db)).secret).toBe("unreadable");
      await s.backup();
      await s.runner.drain();
      const copy = await lastOffsiteCopy(s.t.db);
      expect(copy?.status).toBe("failed"); // no retry can fix it: the owner must enter the secret
      expect(copy?.error).toMatch(/cannot be read on this machine.*enter it again in Settings/);
      // The form then requires the secret again.
      const result = offsiteFormSchema({ secretSaved: false }).safeParse({
        enabled: true,
        endpoint: s3.endpoint,
        region: "us-east-1",
        bucket: s3.bucket,
        accessKeyId: "KEY",
      });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["secret", "Enter the secret access key"],
      ]);
    } finally {
      process.env.SECRETS_KEY = SECRETS_KEY;
      resetEnvForTests();
      resetSecretBoxForTests();
    }
  });

  it("the secret is stored sealed, never in plain text, and never handed to a page", async () => {
    const s = await setUp();
    s.t.sqlite.pragma("wal_checkpoint(TRUNCATE)");
    const file = readFileSync(s.t.file);
    expect(file.includes(Buffer.from(S3_TEST_KEY.secretAccessKey))).toBe(false);
    const row = await s.t.db.selectFrom("offsite_settings").selectAll().executeTakeFirstOrThrow();
    expect(row.secret_sealed).toMatch(/^sb1\./);
    const view = await offsiteSettingsView(s.t.db);
    expect(view.secret).toBe("saved");
    expect(JSON.stringify(view)).not.toContain(S3_TEST_KEY.secretAccessKey);
    // Saving without a secret keeps the saved one.
    await saveOffsiteSettings(s.t.db, { ...view, secret: undefined }, "owner");
    expect(
      (await s.t.db.selectFrom("offsite_settings").select("secret_sealed").executeTakeFirstOrThrow())
        .secret_sealed,
    ).toBe(row.secret_sealed);
    expect((await testOffsiteConnection(s.t.db)).ok).toBe(true);
  });

  it("no copy is queued while the off-site copy is off (unticked or no bucket)", async () => {
    const s = await setUp({ settings: { enabled: false } });
    await s.backup();
    expect(await lastOffsiteCopy(s.t.db)).toBeNull();
    const parsed = offsiteFormSchema({ secretSaved: true }).parse({ enabled: true, bucket: "" });
    expect(parsed.enabled).toBe(false);
  });
});

describe("restore from the bucket into a fresh folder", () => {
  const tsx = path.resolve("node_modules/.bin/tsx");
  function run(script: string, args: string[], env: Record<string, string | undefined>) {
    const result = spawnSync(tsx, [script, ...args], {
      env: { ...process.env, SECRETS_KEY: undefined, ...env } as NodeJS.ProcessEnv,
      encoding: "utf8",
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  }
  const rows = (file: string) => {
    const db = new SQLite(file, { readonly: true });
    const all = db.prepare("select id, full_name, email from contact_requests order by id").all();
    db.close();
    return all;
  };

  it("fetches the newest backup (settings from the database) and db:restore brings back the same rows and files", async () => {
    const s = await setUp();
    await s.backup(new Date("2026-11-25T08:00:00Z"));
    const newest = await s.backup(new Date("2026-11-26T08:00:00Z"));
    await s.runner.drain();
    const name = path.basename(newest.folder);

    const out = tempDir("vending-fetched-");
    const fetched = run("scripts/db-fetch-offsite.ts", ["--out", out], { DATA_DIR: s.t.dir, SECRETS_KEY });
    expect(fetched.output).toContain(`Fetched ${name}`);
    expect(fetched.status).toBe(0);
    expect(readdirSync(out)).toEqual([name]);

    const fresh = tempDir("vending-fresh-machine-");
    const restored = run("scripts/db-restore.ts", ["--from", path.join(out, name)], { DATA_DIR: fresh });
    expect(restored.status).toBe(0);
    expect(rows(path.join(fresh, "app.sqlite"))).toEqual(rows(s.t.file));
    expect(rows(path.join(fresh, "app.sqlite"))).toHaveLength(25);
    expect(readFileSync(path.join(fresh, "uploads", "photo.webp"), "utf8")).toBe("photo bytes");
  }, 60_000);

  it("npm run db:backup queues the copy in the database, where the server's runner picks it up", async () => {
    const s = await setUp();
    const made = run("scripts/db-backup.ts", ["--out", s.backupDir], { DATA_DIR: s.t.dir, SECRETS_KEY });
    expect(made.output).toContain("Backup written to");
    expect(made.status).toBe(0);
    const queued = await lastOffsiteCopy(s.t.db);
    expect(queued).toMatchObject({ status: "queued", bucket: s3.bucket });
    expect((await jobRow(s.t)).status).toBe("queued");
    await s.runner.drain(); // the server's runner, here the test's
    expect(await lastOffsiteCopy(s.t.db)).toMatchObject({ status: "succeeded" });
    expect(await s3.keys(s.prefix)).toEqual([`${s.prefix}${queued!.backupFolder}.tar`]);
  }, 60_000);

  it("on a new machine: flags and environment give the bucket; the older backup by name; a saved secret that cannot be opened is said plainly", async () => {
    const s = await setUp();
    const older = await s.backup(new Date("2026-11-25T08:00:00Z"));
    await s.backup(new Date("2026-11-26T08:00:00Z"));
    await s.runner.drain();
    const name = path.basename(older.folder);

    const machine = tempDir("vending-new-machine-");
    const flags = ["--endpoint", s3.endpoint, "--bucket", s3.bucket, "--prefix", s.prefix, "--path-style"];
    const out = path.join(machine, "fetched");
    const fetched = run("scripts/db-fetch-offsite.ts", ["--out", out, "--name", name, ...flags], {
      DATA_DIR: path.join(machine, "data"),
      OFFSITE_ACCESS_KEY_ID: S3_TEST_KEY.accessKeyId,
      OFFSITE_SECRET_ACCESS_KEY: S3_TEST_KEY.secretAccessKey,
    });
    expect(fetched.output).toContain(`Fetched ${name}`);
    expect(fetched.status).toBe(0);
    expect(readdirSync(path.join(out, name)).sort()).toEqual(
      ["app.sqlite", "backup.json", ...DATA_FOLDERS].sort(),
    );
    expect(readdirSync(path.join(out, name)).sort()).toEqual(readdirSync(older.folder).sort());

    // The database's settings without the key they were sealed with.
    const noKey = run("scripts/db-fetch-offsite.ts", ["--out", tempDir()], { DATA_DIR: s.t.dir });
    expect(noKey.status).not.toBe(0);
    expect(noKey.output).toContain("The secret saved in Settings cannot be read on this machine");
    expect(noKey.output).toContain("OFFSITE_SECRET_ACCESS_KEY");
    expect(noKey.output).not.toMatch(/\n\s+at /); // one message, no stack trace
  }, 60_000);

  it("refuses an archive from the bucket that would write outside the folder", async () => {
    const s = await setUp();
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: S3_TEST_KEY,
    });
    await client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: `${s.prefix}backup-20991231-000000.tar`,
        Body: tarArchive([
          { name: "backup-20991231-000000/app.sqlite", body: "not really" },
          { name: "backup-20991231-000000/../../escaped.txt", body: "x" },
        ]),
      }),
    );
    client.destroy();
    const parent = tempDir();
    const out = path.join(parent, "out");
    const fetched = run("scripts/db-fetch-offsite.ts", ["--out", out], { DATA_DIR: s.t.dir, SECRETS_KEY });
    expect(fetched.status).not.toBe(0);
    expect(fetched.output).toMatch(/Refused: .*"\.\."/);
    expect(readdirSync(parent)).toEqual(["out"]);
    expect(readdirSync(out)).toEqual([]);
  }, 30_000);
});
