import { purgeExpiredSessions } from "~/lib/session.server";
import { db } from "~/lib/db.server";
import { registerVisualizationJobs } from "~/visualization/generate.server";
import type { JobsRunner } from "~/lib/jobs-runner.server";
import { LEAD_NOTIFY_JOB, leadNotifyJob } from "~/models/lead-notifications.server";
import { registerPhotoJobs } from "~/models/photos.server";
import { BACKUP_JOB, dailyBackupJob } from "~/models/backups.server";
import { OFFSITE_COPY_JOB, offsiteCopyJob } from "~/models/offsite-backups.server";

/**
 * Every job type the app runs, registered in one place. Each feature keeps its job's code
 * beside its model and adds one line here.
 */
export function registerJobs(runner: JobsRunner) {
  runner.register("sessions.purge-expired", {
    everyMs: 6 * 60 * 60 * 1000,
    handler: () => purgeExpiredSessions(),
  });
  runner.register(LEAD_NOTIFY_JOB, leadNotifyJob());
  registerVisualizationJobs(runner, db);
  registerPhotoJobs(runner, db);
  runner.register(BACKUP_JOB, dailyBackupJob(runner));
  runner.register(OFFSITE_COPY_JOB, offsiteCopyJob());
}
