import { purgeExpiredSessions } from "~/lib/session.server";
import { db } from "~/lib/db.server";
import { PURGE_JOB, RENDER_JOB, registerVisualizationJobs } from "~/visualization/generate.server";
import type { JobLane, JobsRunner } from "~/lib/jobs-runner.server";
import { LEAD_EMAIL_JOB, LEAD_WEBHOOK_JOB, leadNotifyJob } from "~/models/lead-notifications.server";
import { PHOTO_VARIANTS_JOB, registerPhotoJobs } from "~/models/photos.server";
import { BACKUP_JOB, dailyBackupJob } from "~/models/backups.server";
import { OFFSITE_COPY_JOB, offsiteCopyJob } from "~/models/offsite-backups.server";
import { PUSH_JOB, pushAlertJob } from "~/models/push.server";
import {
  LEAD_REPLY_JOB,
  leadReplyJob,
  VISIT_MAIL_JOB,
  visitMailJob,
  VISIT_REMINDERS_JOB,
  visitRemindersJob,
} from "~/models/site-visit-mail.server";

const SESSIONS_PURGE_JOB = "sessions.purge-expired";

/**
 * The runner's lanes (docs/decisions/070): each lane has its own limit of jobs at once, so jobs of
 * one lane never wait behind another's. A lead e-mail never waits for a webhook that does not
 * answer, and rendering and backups never wait for notifications. A job type not listed here runs
 * in a lane of its own. Limits: JOBS_CONCURRENCY, except maintenance and off-site copy (one at a time).
 */
export const JOB_LANES: JobLane[] = [
  { name: "lead e-mail", types: [LEAD_EMAIL_JOB] },
  { name: "lead webhook", types: [LEAD_WEBHOOK_JOB] },
  { name: "phone alerts", types: [PUSH_JOB] },
  // The visitor's e-mails: the instant reply and the site-visit invitations (decision 082).
  { name: "visitor e-mail", types: [LEAD_REPLY_JOB, VISIT_MAIL_JOB] },
  { name: "rendering", types: [RENDER_JOB, PHOTO_VARIANTS_JOB] },
  {
    name: "maintenance",
    types: [BACKUP_JOB, SESSIONS_PURGE_JOB, PURGE_JOB, VISIT_REMINDERS_JOB],
    concurrency: 1,
  },
  // One upload at a time (a backup's size each); a restore aborts it rather than wait for it.
  { name: "off-site copy", types: [OFFSITE_COPY_JOB], concurrency: 1 },
];

/**
 * Every job type the app runs, registered in one place. Each feature keeps its job's code
 * beside its model and adds one line here (and its type to a lane above, if it shares one).
 */
export function registerJobs(runner: JobsRunner) {
  runner.setLanes(JOB_LANES);
  runner.register(SESSIONS_PURGE_JOB, {
    everyMs: 6 * 60 * 60 * 1000,
    handler: () => purgeExpiredSessions(),
  });
  runner.register(LEAD_EMAIL_JOB, leadNotifyJob("email"));
  runner.register(LEAD_WEBHOOK_JOB, leadNotifyJob("webhook"));
  registerVisualizationJobs(db, runner);
  registerPhotoJobs(db, runner);
  runner.register(BACKUP_JOB, dailyBackupJob(runner));
  runner.register(OFFSITE_COPY_JOB, offsiteCopyJob());
  runner.register(PUSH_JOB, pushAlertJob(db));
  runner.register(LEAD_REPLY_JOB, leadReplyJob());
  runner.register(VISIT_MAIL_JOB, visitMailJob());
  runner.register(VISIT_REMINDERS_JOB, visitRemindersJob());
}
