import { getEnv } from "~/lib/env.server";
import { db } from "~/lib/db.server";
import { registerJobs } from "./registry.server";
import { JobsRunner } from "./runner.server";

let runner: JobsRunner | undefined;

/** The process-wide jobs runner, with every job type of the app registered. */
export function jobs(): JobsRunner {
  if (!runner) {
    runner = new JobsRunner(db(), { concurrency: getEnv().JOBS_CONCURRENCY });
    registerJobs(runner);
  }
  return runner;
}
