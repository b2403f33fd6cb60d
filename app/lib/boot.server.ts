import { closeDatabase, migrateToLatest } from "#db/index";
import { jobs } from "~/jobs/index.server";
import { countUsers, createUser } from "~/models/users.server";
import { anyNotificationChannel } from "~/models/lead-notifications.server";
import { db } from "./db.server";
import { getEnv } from "./env.server";
import { sessionSecret } from "./secrets.server";

/**
 * What the server does once before it accepts requests, and undoes on shutdown:
 * migrations, the first-boot admin, the signing secret and the jobs runner.
 */
export async function startServices(log: (line: string) => void = console.log) {
  const env = getEnv();
  const migrated = await migrateToLatest(db());
  const applied = migrated.results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
  if (applied.length) log(`db: applied ${applied.length} migration(s): ${applied.join(", ")}`);
  sessionSecret();

  if ((await countUsers(db())) === 0) {
    if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
      await createUser(db(), { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
      log(`admin: created the first admin "${env.ADMIN_USERNAME}" from ADMIN_USERNAME/ADMIN_PASSWORD`);
    } else {
      log("admin: no admin account yet; create one with `npm run admin:create -- --username NAME` or set ADMIN_USERNAME and ADMIN_PASSWORD");
    }
  }
  for (const line of startupNotices()) log(line);
  await jobs().start();
}

/** Notices printed once at start (features add theirs, e.g. "leads only visible in the admin"). */
function startupNotices(): string[] {
  const notices: string[] = [];
  if (!anyNotificationChannel()) {
    notices.push("leads: neither SMTP_URL nor LEAD_WEBHOOK_URL is set; leads will only be visible in the admin");
  }
  if (getEnv().UNSAFE_TEST_FETCH_ALLOW_LOOPBACK) {
    notices.push(`visualization: WARNING UNSAFE_TEST_FETCH_ALLOW_LOOPBACK is set (${getEnv().UNSAFE_TEST_FETCH_ALLOW_LOOPBACK}): the branding fetch may read these loopback origins. Tests only.`);
  }
  return notices;
}

export async function stopServices() {
  await jobs().stop();
  await closeDatabase();
}
