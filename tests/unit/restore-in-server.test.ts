import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneBackups } from "#db/backup";
import { migrateToLatest } from "#db/index";
import { db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { JobsRunner } from "~/lib/jobs-runner.server";
import { ALL_PAGES, onPublicPagesChanged } from "~/lib/page-cache-events.server";
import { createUserSession } from "~/lib/session.server";
import {
  BACKUP_JOB,
  backUpNow,
  dailyBackupJob,
  listBackups,
  scheduleDailyBackup,
} from "~/models/backups.server";
import { businessFacts, saveBusinessFacts } from "~/models/business-facts.server";
import { OFFSITE_COPY_JOB, offsiteCopyJob } from "~/models/offsite-backups.server";
import { saveOffsiteSettings } from "~/models/offsite-settings.server";
import { addUploadedBackup, restoreInServer } from "~/models/restore.server";
import { createUser } from "~/models/users.server";
import { fileChecksums, fillDataFolder } from "../support/data-folder";

// Settings → Restore as the running server does it: the app's own open database (db()), its jobs
// runner, its caches. DATA_DIR is this file's temporary folder (tests/unit/setup.ts).
let runner: JobsRunner;
beforeAll(async () => {
  await migrateToLatest(db());
  runner = new JobsRunner(db(), { log: () => undefined, pollMs: 20 });
  runner.register(BACKUP_JOB, dailyBackupJob(runner));
});
afterAll(async () => {
  await runner.stop(1000);
});

const leadNames = async () =>
  (await db().selectFrom("contact_requests").select("full_name").orderBy("id").execute()).map(
    (r) => r.full_name,
  );

async function addLead(name: string) {
  await db()
    .insertInto("contact_requests")
    .values({ full_name: name, email: "l@example.com", created_at: new Date().toISOString() })
    .execute();
}

async function sessionOf(username: string) {
  const user = await createUser(db(), { username, password: "a long enough password 123" });
  const cookie = await createUserSession(user.id, new Request("http://localhost/"));
  const id = (
    await db().selectFrom("sessions").select("id").where("user_id", "=", user.id).executeTakeFirstOrThrow()
  ).id;
  expect(cookie).toContain("__session=");
  return { id, userId: user.id, username };
}

describe("restore from the admin, inside the running server", () => {
  it("puts the backup in place under the open database, keeps what it replaced, and starts the jobs again", async () => {
    const env = getEnv();
    const facts = await businessFacts(db());
    await saveBusinessFacts(db(), { ...facts, phone: "(305) 555-0101" }, "admin");
    const admin = await sessionOf("owner");
    await addLead("Before the backup");
    await fillDataFolder(db(), env.DATA_DIR, "before");
    const folders = ["uploads", "generated", "visualizations"];
    const atBackup = fileChecksums(env.DATA_DIR, folders);
    const backup = await backUpNow(db(), "manual");
    if (!backup.ok) throw new Error(backup.error);
    const name = path.basename(backup.folder);

    // Since then: a lead, new facts (read once and kept in memory), another visualization.
    await addLead("After the backup");
    await saveBusinessFacts(db(), { ...facts, phone: "(305) 555-0199" }, "admin");
    expect((await businessFacts(db())).phone).toBe("(305) 555-0199");
    const { publicId: later } = await fillDataFolder(db(), env.DATA_DIR, "after");
    await scheduleDailyBackup(db(), runner);
    await runner.start();

    const announced: unknown[] = [];
    const unsubscribe = onPublicPagesChanged((paths) => announced.push(paths));
    const handle = db();
    const outcome = await restoreInServer(name, admin, { runner, log: () => undefined });
    unsubscribe();
    expect(outcome).toMatchObject({ ok: true, name, stillSignedIn: true });
    if (!outcome.ok) return;

    // The same Kysely instance (every module's handle) now reads the restored database.
    expect(db()).toBe(handle);
    expect(await leadNames()).toEqual([
      "Before the backup",
      "Lead before0",
      "Lead before1",
      "Lead before2",
      "Lead before3",
      "Lead before4",
    ]);
    expect((await businessFacts(db())).phone).toBe("(305) 555-0101");
    expect(announced).toEqual([ALL_PAGES]);
    expect(fileChecksums(env.DATA_DIR, folders)).toEqual(atBackup);
    expect(existsSync(path.join(env.DATA_DIR, "visualizations", later))).toBe(false);

    // What it replaced is kept, laid out like a backup, owner-only.
    const kept = outcome.kept!;
    expect(path.basename(kept)).toMatch(/^before-restore-\d{8}-\d{6}$/);
    expect(statSync(kept).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(kept, "app.sqlite")).mode & 0o777).toBe(0o600);
    expect(existsSync(path.join(kept, "visualizations", later))).toBe(true);
    const keptLeads = spawnSync("node", [
      "-e",
      `const S=require("better-sqlite3");const d=new S(${JSON.stringify(path.join(kept, "app.sqlite"))},{readonly:true});console.log(d.prepare("select count(*) from contact_requests where full_name='After the backup'").pluck().get())`,
    ]);
    expect(keptLeads.stdout.toString().trim()).toBe("1");

    // The restored database: its own backup run reads succeeded, one daily backup is queued, the
    // admin who restored is still signed in, and the runner claims jobs again.
    const run = await db()
      .selectFrom("backups")
      .select(["status", "folder"])
      .where("id", "=", backup.id)
      .executeTakeFirst();
    expect(run).toEqual({ status: "succeeded", folder: name });
    const daily = await db()
      .selectFrom("jobs")
      .select("status")
      .where("type", "=", BACKUP_JOB)
      .where("status", "in", ["queued", "running"])
      .execute();
    expect(daily).toEqual([{ status: "queued" }]);
    expect(
      await db().selectFrom("sessions").select("id").where("id", "=", admin.id).executeTakeFirst(),
    ).toBeDefined();
    let ran = false;
    runner.register("test.after-restore", { handler: async () => void (ran = true) });
    await runner.enqueue("test.after-restore", {});
    await expect.poll(() => ran, { timeout: 5000 }).toBe(true);
  });

  it("waits for a job in flight, and gives up with a plain reason instead of cutting it", async () => {
    await addLead("Kept while a job runs");
    const before = await leadNames();
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    runner.register("test.slow", {
      handler: async () => {
        started = true;
        await blocked;
      },
    });
    await runner.enqueue("test.slow", {});
    await expect.poll(() => started, { timeout: 5000 }).toBe(true);
    const name = listBackups()[0]!.name;
    const admin = await sessionOf("second");
    const outcome = await restoreInServer(name, admin, { runner, waitForJobsMs: 200, log: () => undefined });
    expect(outcome).toEqual({
      ok: false,
      error: expect.stringMatching(/still running: try again in a minute/),
    });
    expect(await leadNames()).toEqual(before);
    release();
    // The runner was started again: the slow job finishes and is recorded.
    await expect
      .poll(
        async () =>
          (await db().selectFrom("jobs").select("status").where("type", "=", "test.slow").executeTakeFirst())
            ?.status,
        { timeout: 5000 },
      )
      .toBe("done");
  });

  it("lets a backup in flight finish first (it needs the backups' turn), then restores", async () => {
    const name = listBackups()[0]!.name;
    await addLead("Made while a backup job waits");
    let gate!: () => void;
    const opened = new Promise<void>((resolve) => (gate = resolve));
    let started = false;
    let backedUp = false;
    runner.register("test.backup-in-flight", {
      handler: async () => {
        started = true;
        await opened;
        const outcome = await backUpNow(db(), "scheduled");
        backedUp = outcome.ok;
      },
    });
    await runner.enqueue("test.backup-in-flight", {});
    await expect.poll(() => started, { timeout: 5000 }).toBe(true);
    const admin = await sessionOf("fourth");
    const restoring = restoreInServer(name, admin, { runner, waitForJobsMs: 5000, log: () => undefined });
    gate();
    const outcome = await restoring;
    expect(backedUp).toBe(true);
    expect(outcome).toMatchObject({ ok: true, name });
    expect(await leadNames()).not.toContain("Made while a backup job waits");
  });

  it("refuses a name that is not a listed backup", async () => {
    const admin = await sessionOf("third");
    for (const name of ["../../etc", "backup-20990101-000000", ".tmp-backup-x", ""]) {
      const outcome = await restoreInServer(name, admin, { runner, log: () => undefined });
      expect(outcome).toEqual({ ok: false, error: "That backup is no longer in the list of backups." });
    }
  });

  it("adds an uploaded .tar to the list under its own date once it is checked, and refuses one that is not a backup", async () => {
    const { BACKUP_DIR } = getEnv();
    const name = listBackups()[0]!.name;
    const tar = path.join(BACKUP_DIR, "..", "upload.tar");
    expect(spawnSync("tar", ["-cf", tar, "-C", BACKUP_DIR, name]).status).toBe(0);
    const added = await addUploadedBackup(tar);
    // Named from its own date, made unique: the stamp of the copied backup with the next free
    // suffix (that backup may itself be the second one made within its second, "-2").
    const stamp = name.slice(0, "backup-YYYYMMDD-HHMMSS".length);
    expect(added).toMatch(new RegExp(`^${stamp}-\\d+$`));
    expect(added).not.toBe(name);
    expect(listBackups().map((b) => b.name)).toContain(added);
    expect(readFileSync(path.join(BACKUP_DIR, added, "app.sqlite"))).toEqual(
      readFileSync(path.join(BACKUP_DIR, name, "app.sqlite")),
    );
    writeFileSync(tar, Buffer.alloc(4096, 1));
    await expect(addUploadedBackup(tar)).rejects.toThrow(/not a backup archive/);
    expect(readdirSync(BACKUP_DIR).filter((f) => f.startsWith("."))).toEqual([]);
  });

  it("ends every session the backup holds except the restoring admin's own", async () => {
    const admin = await sessionOf("keeper");
    const other = await sessionOf("signed-out-since");
    const backup = await backUpNow(db(), "manual");
    if (!backup.ok) throw new Error(backup.error);
    // Since the backup: the other admin signed out.
    await db().deleteFrom("sessions").where("id", "=", other.id).execute();
    const outcome = await restoreInServer(path.basename(backup.folder), admin, {
      runner,
      log: () => undefined,
    });
    expect(outcome).toMatchObject({ ok: true, stillSignedIn: true });
    expect(await db().selectFrom("sessions").select("id").execute()).toEqual([{ id: admin.id }]);
  });

  it("aborts an off-site upload in flight instead of waiting for it, and restores", async () => {
    // A bucket endpoint that takes the upload's connection and never answers.
    let requests = 0;
    const stalled = createServer(() => void requests++);
    stalled.listen(0, "127.0.0.1");
    await new Promise((resolve) => stalled.once("listening", resolve));
    try {
      await saveOffsiteSettings(
        db(),
        {
          enabled: true,
          endpoint: `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`,
          region: "us-east-1",
          bucket: "site-backups",
          prefix: "site/",
          pathStyle: true,
          accessKeyId: "KEYID",
          secret: "a secret for the stalled bucket",
          keep: 30,
        },
        "owner",
      );
      runner.register(OFFSITE_COPY_JOB, offsiteCopyJob());
      await runner.start();
      const admin = await sessionOf("fifth");
      const backup = await backUpNow(db(), "manual");
      if (!backup.ok) throw new Error(backup.error);
      await expect.poll(() => requests, { timeout: 10_000 }).toBeGreaterThan(0);
      const outcome = await restoreInServer(path.basename(backup.folder), admin, {
        runner,
        waitForJobsMs: 3000,
        log: () => undefined,
      });
      expect(outcome).toMatchObject({ ok: true });
    } finally {
      stalled.closeAllConnections();
      stalled.close();
    }
  });

  it("after giving up on a backup job in flight, leaves it running (not marked interrupted)", async () => {
    const backup = await backUpNow(db(), "manual");
    if (!backup.ok) throw new Error(backup.error);
    await runner.pause(5000);
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    const other = new JobsRunner(db(), { log: () => undefined, pollMs: 20 });
    other.register(BACKUP_JOB, {
      handler: async () => {
        started = true;
        await blocked;
      },
    });
    await db().deleteFrom("jobs").where("type", "=", BACKUP_JOB).execute();
    await other.enqueue(BACKUP_JOB, {});
    await other.start();
    try {
      await expect.poll(() => started, { timeout: 5000 }).toBe(true);
      const admin = await sessionOf("sixth");
      const outcome = await restoreInServer(path.basename(backup.folder), admin, {
        runner: other,
        waitForJobsMs: 200,
        log: () => undefined,
      });
      expect(outcome).toMatchObject({ ok: false });
      expect(
        await db().selectFrom("jobs").select("status").where("type", "=", BACKUP_JOB).orderBy("id").execute(),
      ).toEqual([{ status: "running" }]);
    } finally {
      release();
      await other.stop(2000);
      await runner.start();
    }
  });

  it("refuses an uploaded backup dated later than now, and retention keeps an older upload for a day", async () => {
    const backup = await backUpNow(db(), "manual");
    if (!backup.ok) throw new Error(backup.error);
    const work = mkdtempSync(path.join(tmpdir(), "vending-upload-"));
    const tarOf = (name: string) => {
      cpSync(backup.folder, path.join(work, name), { recursive: true });
      const tar = path.join(work, `${name}.tar`);
      expect(spawnSync("tar", ["-cf", tar, "-C", work, name]).status).toBe(0);
      return tar;
    };
    const backupDir = path.join(work, "backups");
    cpSync(backup.folder, path.join(backupDir, path.basename(backup.folder)), { recursive: true });
    await expect(addUploadedBackup(tarOf("backup-20990101-000000"), backupDir)).rejects.toThrow(
      /dated 2099-01-01 00:00 UTC, later than now/,
    );
    const old = await addUploadedBackup(tarOf("backup-20200101-000000"), backupDir);
    expect(old).toBe("backup-20200101-000000");
    expect(pruneBackups(backupDir, 1)).toEqual([]);
    expect(readdirSync(backupDir).sort()).toEqual([path.basename(backup.folder), old].sort());
    // A day later it is a backup like the others.
    expect(pruneBackups(backupDir, 1, Date.now() + 25 * 60 * 60 * 1000)).toEqual([old]);
    rmSync(work, { recursive: true, force: true });
  });

  it("keeps only the newest two copies made by restores (before-restore-*)", async () => {
    const { DATA_DIR } = getEnv();
    const backup = await backUpNow(db(), "manual");
    if (!backup.ok) throw new Error(backup.error);
    const admin = await sessionOf("seventh");
    const kept: string[] = [];
    for (let i = 0; i < 3; i++) {
      const outcome = await restoreInServer(path.basename(backup.folder), admin, {
        runner,
        log: () => undefined,
      });
      if (!outcome.ok) throw new Error(outcome.error);
      kept.push(outcome.kept!);
    }
    const left = readdirSync(DATA_DIR).filter((name) => name.startsWith("before-restore-"));
    expect(left.sort()).toEqual(
      kept
        .slice(1)
        .map((folder) => path.basename(folder))
        .sort(),
    );
  });
});
