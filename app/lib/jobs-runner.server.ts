import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { DB } from "#db/index";
import type { JobRow } from "#db/schema";
import { db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";

/**
 * Durable background jobs in SQLite, run by an in-process worker.
 *
 * - A job is a row (type, JSON payload, status, attempts, run_at, last_error).
 * - The worker claims due jobs one at a time with a single UPDATE ... RETURNING, so two workers
 *   never run the same job; a claim is a lease (locked_at) that expires.
 * - Each job type runs in a lane with its own limit of jobs at once (`lanes`; a type not named
 *   there has a lane of its own), so a lane whose jobs hang (a webhook that never answers) never
 *   holds up another lane's jobs (rendering, backups).
 * - A failure is retried with exponential backoff (and jitter) until max_attempts, then `failed`.
 * - On start, jobs left `running` by an earlier process are queued again (one process owns a
 *   DATA_DIR, docs/decisions/014); a lease older than `leaseMs` is reclaimed as well, for safety.
 * - stop() stops claiming and waits for the jobs in flight to finish.
 */

export interface JobContext {
  job: JobRow;
  attempt: number;
  /** Aborted when the runner is stopping, or for this job alone (`pause`'s `abort`); long jobs may check it. */
  signal: AbortSignal;
}

export interface JobDefinition<P = unknown> {
  handler: (payload: P, context: JobContext) => Promise<void>;
  /** Attempts before the job is marked failed (default 5). */
  maxAttempts?: number;
  /** First retry delay in ms (default 5 s); doubles each attempt. */
  backoffBaseMs?: number;
  /** Longest retry delay in ms (default 1 h). */
  backoffMaxMs?: number;
  /** Called once when the job has failed for good. */
  onFailed?: (payload: P, error: unknown, job: JobRow) => Promise<void> | void;
  /**
   * Makes the type recurring: start() queues one run when none is pending, and each run (done or
   * failed) queues the next one this many ms later.
   */
  everyMs?: number;
}

/** Thrown by a handler for an error that retrying cannot fix: the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentJobError";
  }
}

/** Job types that share one limit of jobs running at once. */
export interface JobLane {
  name: string;
  types: readonly string[];
  /** Jobs of this lane at once (default: the runner's `concurrency`). */
  concurrency?: number;
}

export interface JobsRunnerOptions {
  /** Jobs at once in each lane that sets no limit of its own (default 2). */
  concurrency?: number;
  lanes?: readonly JobLane[];
  /** How often to look for due jobs when idle (ms). */
  pollMs?: number;
  leaseMs?: number;
  workerId?: string;
  log?: (line: string) => void;
  now?: () => Date;
}

export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random = Math.random) {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  // ±20 % jitter so retries of many jobs do not arrive together.
  return Math.round(exponential * (0.8 + random() * 0.4));
}

export class JobsRunner {
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly inFlight = new Set<Promise<void>>();
  /** Jobs running now, by lane. */
  private readonly busy = new Map<string, number>();
  private readonly laneOfType = new Map<string, JobLane>();
  private readonly abort = new AbortController();
  /** Each running job's own abort, with its type. */
  private readonly jobAborts = new Set<{ type: string; controller: AbortController }>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private ticking = false;
  /** Consecutive polls that could not reach the database (locked, full): the next one waits longer. */
  private pollFailures = 0;
  readonly workerId: string;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly log: (line: string) => void;
  private readonly now: () => Date;

  constructor(
    private readonly db: DB,
    options: JobsRunnerOptions = {},
  ) {
    this.concurrency = options.concurrency ?? 2;
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 10 * 60_000;
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
    this.log = options.log ?? ((line) => console.log(line));
    this.now = options.now ?? (() => new Date());
    this.setLanes(options.lanes ?? []);
  }

  /** Groups job types into lanes (replacing earlier lanes); other types keep a lane of their own. */
  setLanes(lanes: readonly JobLane[]) {
    this.laneOfType.clear();
    for (const lane of lanes) for (const type of lane.types) this.laneOfType.set(type, lane);
    return this;
  }

  /** The lane a job type runs in. */
  laneOf(type: string): JobLane {
    return this.laneOfType.get(type) ?? { name: type, types: [type] };
  }

  /** The registered types whose lane has room for one more job. */
  private typesWithRoom() {
    return [...this.definitions.keys()].filter((type) => {
      const lane = this.laneOf(type);
      return (this.busy.get(lane.name) ?? 0) < (lane.concurrency ?? this.concurrency);
    });
  }

  register<P>(type: string, definition: JobDefinition<P>) {
    this.definitions.set(type, definition as JobDefinition);
    return this;
  }

  has(type: string) {
    return this.definitions.has(type);
  }

  /** Adds a job; `runAt` defaults to now. Returns its id. */
  async enqueue(
    type: string,
    payload: unknown,
    options: { runAt?: Date; maxAttempts?: number; db?: DB } = {},
  ) {
    const definition = this.definitions.get(type);
    const now = this.now().toISOString();
    const row = await (options.db ?? this.db)
      .insertInto("jobs")
      .values({
        type,
        payload: JSON.stringify(payload ?? null),
        max_attempts: options.maxAttempts ?? definition?.maxAttempts ?? 5,
        run_at: (options.runAt ?? this.now()).toISOString(),
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    this.wake();
    return row.id;
  }

  /** Requeues jobs an earlier process left running, then starts polling. */
  async start() {
    if (this.running) return;
    const recovered = await this.db
      .updateTable("jobs")
      .set({ status: "queued", locked_at: null, locked_by: null, updated_at: this.now().toISOString() })
      .where("status", "=", "running")
      .where("locked_by", "is not", this.workerId)
      .executeTakeFirst();
    const count = Number(recovered.numUpdatedRows ?? 0);
    if (count > 0) this.log(`jobs: requeued ${count} job(s) interrupted by a restart`);
    for (const [type, definition] of this.definitions) {
      if (!definition.everyMs) continue;
      const pending = await this.db
        .selectFrom("jobs")
        .select("id")
        .where("type", "=", type)
        .where("status", "in", ["queued", "running"])
        .executeTakeFirst();
      if (!pending) await this.enqueue(type, {});
    }
    this.running = true;
    this.schedule(0);
  }

  /** Stops claiming jobs and waits (up to `timeoutMs`) for the ones in flight. */
  async stop(timeoutMs = 8000) {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.inFlight.size === 0) return;
    const all = Promise.allSettled([...this.inFlight]);
    const timedOut = await Promise.race([all.then(() => false), delay(timeoutMs).then(() => true)]);
    if (timedOut) {
      // Signal the stragglers; their rows stay `running` and the next start requeues them.
      this.abort.abort();
      this.log(
        `jobs: ${this.inFlight.size} job(s) still running at shutdown; they will be retried after restart`,
      );
    }
  }

  /**
   * Stops claiming jobs and waits up to `timeoutMs` for the ones in flight, without aborting them
   * (a restore swaps the database under the runner), except the jobs of `abort`'s types, which are
   * aborted (jobs safe to start again: they are retried). True when none is left; start() resumes.
   */
  async pause(timeoutMs: number, options: { abort?: readonly string[] } = {}) {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const abortTypes = new Set(options.abort ?? []);
    const deadline = Date.now() + timeoutMs;
    while ((this.ticking || this.inFlight.size > 0) && Date.now() < deadline) {
      // Checked each turn: a job claimed by the tick still finishing is aborted too.
      for (const running of this.jobAborts)
        if (abortTypes.has(running.type)) running.controller.abort(new Error("paused for a restore"));
      await delay(20);
    }
    return !this.ticking && this.inFlight.size === 0;
  }

  /** Runs due jobs until none is left (tests and scripts). */
  async drain() {
    for (;;) {
      const job = await this.claim();
      if (!job) break;
      await this.execute(job);
    }
  }

  private wake() {
    if (this.running) this.schedule(0);
  }

  private schedule(ms: number) {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref?.();
  }

  private async tick() {
    if (!this.running || this.ticking) return;
    this.ticking = true;
    let next = this.pollMs;
    try {
      while (this.running) {
        const types = this.typesWithRoom();
        if (types.length === 0) break;
        const job = await this.claim(types);
        if (!job) break;
        const lane = this.laneOf(job.type).name;
        this.busy.set(lane, (this.busy.get(lane) ?? 0) + 1);
        // A job abandoned at shutdown may fail after the database is closed: logged, not thrown.
        const task = this.execute(job)
          .catch((error: unknown) =>
            this.log(`jobs: ${job.type} #${job.id} could not be recorded: ${describe(error)}`),
          )
          .finally(() => {
            this.inFlight.delete(task);
            this.busy.set(lane, (this.busy.get(lane) ?? 1) - 1);
            this.wake();
          });
        this.inFlight.add(task);
      }
      this.pollFailures = 0;
    } catch (error) {
      // Each claim blocks the process for up to the busy timeout while another process holds the
      // write lock: back off (1, 2, 4 ... 30 s) instead of hitting the lock every poll.
      this.pollFailures += 1;
      next = backoffDelay(this.pollFailures, Math.max(this.pollMs, 1000), 30_000);
      this.log(
        `jobs: could not claim a job: ${describe(error)}; next try in ${Math.round(next / 100) / 10} s`,
      );
    } finally {
      this.ticking = false;
      this.schedule(next);
    }
  }

  /** Claims the oldest due job of `types` (default: every registered type). */
  private async claim(types = [...this.definitions.keys()]): Promise<JobRow | undefined> {
    const now = this.now();
    const nowIso = now.toISOString();
    const leaseExpired = new Date(now.getTime() - this.leaseMs).toISOString();
    if (types.length === 0) return undefined;
    return this.db
      .updateTable("jobs")
      .set((eb) => ({
        status: "running",
        locked_at: nowIso,
        locked_by: this.workerId,
        attempts: eb("attempts", "+", 1),
        updated_at: nowIso,
      }))
      .where(
        "id",
        "=",
        this.db
          .selectFrom("jobs")
          .select("id")
          .where("type", "in", types)
          .where((eb) =>
            eb.or([
              eb.and([eb("status", "=", "queued"), eb("run_at", "<=", nowIso)]),
              eb.and([eb("status", "=", "running"), eb("locked_at", "<", leaseExpired)]),
            ]),
          )
          .orderBy("run_at")
          .orderBy("id")
          .limit(1),
      )
      .returningAll()
      .executeTakeFirst();
  }

  private async execute(job: JobRow) {
    const definition = this.definitions.get(job.type);
    if (!definition) return;
    try {
      await this.run(job, definition);
    } finally {
      if (definition.everyMs) {
        await this.enqueue(job.type, {}, { runAt: new Date(this.now().getTime() + definition.everyMs) });
      }
    }
  }

  private async run(job: JobRow, definition: JobDefinition) {
    try {
      const payload = JSON.parse(job.payload);
      const own = { type: job.type, controller: new AbortController() };
      this.jobAborts.add(own);
      try {
        const signal = AbortSignal.any([this.abort.signal, own.controller.signal]);
        await definition.handler(payload, { job, attempt: job.attempts, signal });
      } finally {
        this.jobAborts.delete(own);
      }
      await this.db
        .updateTable("jobs")
        .set({
          status: "done",
          locked_at: null,
          locked_by: null,
          last_error: null,
          updated_at: this.now().toISOString(),
          finished_at: this.now().toISOString(),
        })
        .where("id", "=", job.id)
        .execute();
    } catch (error) {
      const message = describe(error).slice(0, 2000);
      // A recurring job does not retry: its next run is already scheduled.
      const permanent = error instanceof PermanentJobError || Boolean(definition.everyMs);
      const exhausted = permanent || job.attempts >= job.max_attempts;
      if (exhausted) {
        await this.db
          .updateTable("jobs")
          .set({
            status: "failed",
            locked_at: null,
            locked_by: null,
            last_error: message,
            updated_at: this.now().toISOString(),
            finished_at: this.now().toISOString(),
          })
          .where("id", "=", job.id)
          .execute();
        this.log(`jobs: ${job.type} #${job.id} failed for good after ${job.attempts} attempt(s): ${message}`);
        try {
          await definition.onFailed?.(JSON.parse(job.payload), error, job);
        } catch (hookError) {
          this.log(`jobs: onFailed of ${job.type} #${job.id} threw: ${describe(hookError)}`);
        }
      } else {
        const wait = backoffDelay(
          job.attempts,
          definition.backoffBaseMs ?? 5000,
          definition.backoffMaxMs ?? 3_600_000,
        );
        await this.db
          .updateTable("jobs")
          .set({
            status: "queued",
            locked_at: null,
            locked_by: null,
            last_error: message,
            run_at: new Date(this.now().getTime() + wait).toISOString(),
            updated_at: this.now().toISOString(),
          })
          .where("id", "=", job.id)
          .execute();
        this.log(
          `jobs: ${job.type} #${job.id} attempt ${job.attempts} failed (${message}); retry in ${Math.round(wait / 1000)} s`,
        );
      }
    }
  }
}

function describe(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

function delay(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());
}

let runner: JobsRunner | undefined;

/**
 * The process-wide jobs runner. It knows no job type: the app's boot registers them all in one
 * place (app/jobs/registry.server.ts) before it starts the runner.
 */
export function jobs(): JobsRunner {
  runner ??= new JobsRunner(db(), { concurrency: getEnv().JOBS_CONCURRENCY });
  return runner;
}
