import type { JobsRunner } from "./runner.server";

/**
 * Every job type the app runs, registered in one place. Each feature keeps its job's code
 * beside its model and adds one line here.
 */
export function registerJobs(runner: JobsRunner) {
  void runner;
}
