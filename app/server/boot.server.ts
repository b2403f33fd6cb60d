import { mkdirSync } from "node:fs";
import path from "node:path";
import { assertDatabaseIntact, closeDatabase, databaseFile, getDatabase, migrateToLatest } from "#db/index";
import { lockDataDir } from "#db/lock";
import { registerJobs } from "~/jobs/registry.server";
import { jobs } from "~/lib/jobs-runner.server";
import { countUsers, createUser } from "~/models/users.server";
import { scheduleDailyBackup } from "~/models/backups.server";
import { ensurePushKeys } from "~/models/push.server";
import { mailServerConfigured } from "~/models/mail-settings.server";
import { webhookConfigured } from "~/models/webhook-settings.server";
import { db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { sessionSecret } from "~/lib/secrets.server";
import { flushVisits } from "~/server/visit-counter.server";

/**
 * What the server does once before it accepts requests, and undoes on shutdown:
 * migrations, the first-boot admin, the signing secret and the jobs runner.
 */
let releaseDataDir: (() => void) | undefined;

export async function startServices(log: (line: string) => void = console.log) {
  const env = getEnv();
  const migrated = await openCheckedDatabase(env.DATA_DIR);
  const applied = migrated.results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
  if (applied.length) log(`db: applied ${applied.length} migration(s): ${applied.join(", ")}`);
  sessionSecret();

  if ((await countUsers(db())) === 0) {
    if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
      await createUser(db(), { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
      log(`admin: created the first admin "${env.ADMIN_USERNAME}" from ADMIN_USERNAME/ADMIN_PASSWORD`);
    } else {
      log(
        "admin: no admin account yet; create one with `npm run admin:create -- --username NAME` or set ADMIN_USERNAME and ADMIN_PASSWORD",
      );
    }
  }
  // The Web Push key pair is made at first start (docs/decisions/079).
  await ensurePushKeys(db());
  for (const line of await startupNotices()) log(line);
  registerJobs(jobs());
  await scheduleDailyBackup(db(), jobs());
  await jobs().start();
}

/**
 * Takes DATA_DIR (one server per data folder), opens its database, runs `PRAGMA quick_check` and
 * the migrations. Any failure is thrown as one line naming the file and DATA_DIR: the server
 * refuses to start on a corrupt or unusable database instead of answering errors later.
 */
async function openCheckedDatabase(dataDir: string) {
  const file = databaseFile(dataDir);
  try {
    mkdirSync(dataDir, { recursive: true });
    releaseDataDir ??= lockDataDir(dataDir);
    assertDatabaseIntact(getDatabase(dataDir));
    return await migrateToLatest(db());
  } catch (error) {
    await closeDatabase().catch(() => undefined);
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, " ");
    const where = reason.includes(file) ? "" : ` (database ${file})`;
    throw new Error(`Cannot start with DATA_DIR=${path.resolve(dataDir)}: ${reason}${where}`);
  }
}

/** Notices printed once at start (features add theirs, e.g. "leads only visible in the admin"). */
async function startupNotices(): Promise<string[]> {
  const notices: string[] = [];
  // The mail server and the webhook in force: the environment's, else the ones saved in Settings.
  if (!(await mailServerConfigured(db())) && !(await webhookConfigured(db()))) {
    notices.push(
      "leads: no mail server and no webhook is set up (SMTP_URL, LEAD_WEBHOOK_URL or Settings → Notifications); leads are only visible in the admin",
    );
  }
  if (getEnv().UNSAFE_TEST_FETCH_ALLOW_LOOPBACK) {
    notices.push(
      `visualization: WARNING UNSAFE_TEST_FETCH_ALLOW_LOOPBACK is set (${getEnv().UNSAFE_TEST_FETCH_ALLOW_LOOPBACK}): the branding fetch may read these loopback origins. Tests only.`,
    );
  }
  return notices;
}

/** Stops claiming jobs; the jobs in flight get up to `timeoutMs`, then are left for the next start. */
export async function stopJobs(timeoutMs: number) {
  await jobs().stop(timeoutMs);
}

/** The last step of a shutdown, once requests and jobs are done: closes the database and frees DATA_DIR. */
export async function closeServices(log: (line: string) => void = console.log) {
  await flushVisits().catch((error: unknown) => console.error("visits: not saved at shutdown:", error));
  await closeDatabase();
  releaseDataDir?.();
  releaseDataDir = undefined;
  log("db: closed");
}
