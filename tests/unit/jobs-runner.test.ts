import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backoffDelay, JobsRunner, PermanentJobError } from "~/lib/jobs-runner.server";
import { createTestDatabase } from "../support/test-db";

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;
let test: TestDb;
let clock: Date;
const quiet = () => {};

beforeEach(async () => {
  test = await createTestDatabase();
  clock = new Date("2026-01-01T12:00:00.000Z");
});
afterEach(async () => {
  await test.cleanup();
});

function runner(options: ConstructorParameters<typeof JobsRunner>[1] = {}) {
  return new JobsRunner(test.db, { log: quiet, now: () => clock, pollMs: 20, ...options });
}

const job = (id: number) =>
  test.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("jobs runner", () => {
  it("runs a job and marks it done", async () => {
    const seen: unknown[] = [];
    const r = runner().register("hello", { handler: async (payload) => void seen.push(payload) });
    const id = await r.enqueue("hello", { to: "world" });
    await r.drain();
    expect(seen).toEqual([{ to: "world" }]);
    expect((await job(id)).status).toBe("done");
    expect((await job(id)).attempts).toBe(1);
  });

  it("retries a failure with exponential backoff, then succeeds", async () => {
    let calls = 0;
    const r = runner().register("flaky", {
      backoffBaseMs: 1000,
      handler: async () => {
        calls += 1;
        if (calls < 3) throw new Error(`boom ${calls}`);
      },
    });
    const id = await r.enqueue("flaky", {});
    await r.drain();
    let row = await job(id);
    expect(row.status).toBe("queued");
    expect(row.last_error).toBe("boom 1");
    const firstDelay = Date.parse(row.run_at) - clock.getTime();
    expect(firstDelay).toBeGreaterThanOrEqual(800);
    expect(firstDelay).toBeLessThanOrEqual(1200);

    // Not due yet: nothing runs.
    await r.drain();
    expect(calls).toBe(1);

    clock = new Date(Date.parse(row.run_at));
    await r.drain();
    row = await job(id);
    const secondDelay = Date.parse(row.run_at) - clock.getTime();
    expect(secondDelay).toBeGreaterThanOrEqual(1600);
    expect(secondDelay).toBeLessThanOrEqual(2400);

    clock = new Date(Date.parse(row.run_at));
    await r.drain();
    row = await job(id);
    expect(calls).toBe(3);
    expect(row.status).toBe("done");
    expect(row.attempts).toBe(3);
  });

  it("fails for good after max attempts and calls onFailed once", async () => {
    const failed: unknown[] = [];
    const r = runner().register("doomed", {
      maxAttempts: 3,
      backoffBaseMs: 10,
      handler: async () => {
        throw new Error("always");
      },
      onFailed: (payload) => void failed.push(payload),
    });
    const id = await r.enqueue("doomed", { n: 1 });
    for (let i = 0; i < 5; i++) {
      await r.drain();
      clock = new Date(clock.getTime() + 60_000);
    }
    const row = await job(id);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(3);
    expect(row.last_error).toBe("always");
    expect(failed).toEqual([{ n: 1 }]);
  });

  it("fails at once on a permanent error", async () => {
    const r = runner().register("bad-input", {
      handler: async () => {
        throw new PermanentJobError("cannot ever work");
      },
    });
    const id = await r.enqueue("bad-input", {});
    await r.drain();
    expect((await job(id)).status).toBe("failed");
    expect((await job(id)).attempts).toBe(1);
  });

  it("picks up a job claimed by a process that died", async () => {
    const dead = runner({ workerId: "dead-process" }).register("work", { handler: async () => {} });
    const id = await dead.enqueue("work", {});
    // Simulate the claim of a process that was killed mid-job.
    await test.db
      .updateTable("jobs")
      .set({ status: "running", locked_by: "dead-process", locked_at: clock.toISOString(), attempts: 1 })
      .where("id", "=", id)
      .execute();

    const done: number[] = [];
    const fresh = runner({ workerId: "new-process" }).register("work", {
      handler: async () => void done.push(id),
    });
    await fresh.start();
    await waitFor(async () => (await job(id)).status === "done");
    await fresh.stop();
    expect(done).toEqual([id]);
    expect((await job(id)).attempts).toBe(2);
  });

  it("reclaims a job whose lease expired", async () => {
    const r = runner({ leaseMs: 1000 }).register("work", { handler: async () => {} });
    const id = await r.enqueue("work", {});
    await test.db
      .updateTable("jobs")
      .set({ status: "running", locked_by: "someone-else", locked_at: clock.toISOString() })
      .where("id", "=", id)
      .execute();
    await r.drain();
    expect((await job(id)).status).toBe("running");
    clock = new Date(clock.getTime() + 2000);
    await r.drain();
    expect((await job(id)).status).toBe("done");
  });

  it("stops cleanly: waits for the job in flight and claims nothing more", async () => {
    let release!: () => void;
    const started: number[] = [];
    const r = runner({ concurrency: 1 }).register("slow", {
      handler: async (payload: { n: number }) => {
        started.push(payload.n);
        await new Promise<void>((resolve) => (release = resolve));
      },
    });
    await r.enqueue("slow", { n: 1 });
    await r.enqueue("slow", { n: 2 });
    await r.start();
    await waitFor(async () => started.length === 1);
    const stopping = r.stop(5000);
    release();
    await stopping;
    const rows = await test.db.selectFrom("jobs").select(["status"]).orderBy("id").execute();
    expect(rows.map((row) => row.status)).toEqual(["done", "queued"]);
    expect(started).toEqual([1]);
  });

  it("runs each lane within its own limit: jobs of a lane that hangs hold up no other lane", async () => {
    const releases: (() => void)[] = [];
    const quick: number[] = [];
    const r = runner({ concurrency: 1, lanes: [{ name: "outbound", types: ["hang"], concurrency: 2 }] })
      .register("hang", { handler: () => new Promise<void>((resolve) => releases.push(resolve)) })
      .register("quick", { handler: async (payload: { n: number }) => void quick.push(payload.n) });
    // The hanging jobs come first in the queue.
    for (let n = 1; n <= 3; n++) await r.enqueue("hang", { n });
    for (let n = 1; n <= 2; n++) await r.enqueue("quick", { n });
    await r.start();
    try {
      await waitFor(async () => quick.length === 2);
      const rows = await test.db.selectFrom("jobs").select(["type", "status"]).orderBy("id").execute();
      expect(rows).toEqual([
        { type: "hang", status: "running" },
        { type: "hang", status: "running" },
        { type: "hang", status: "queued" }, // its lane's limit is 2
        { type: "quick", status: "done" },
        { type: "quick", status: "done" },
      ]);
      expect(r.laneOf("quick")).toEqual({ name: "quick", types: ["quick"] });
      expect(r.laneOf("hang").name).toBe("outbound");
    } finally {
      const stopping = r.stop(5000); // claims nothing more, then waits for the two in flight
      for (const release of releases) release();
      await stopping;
    }
  });

  it("computes backoff delays that double up to the cap", () => {
    const mid = () => 0.5; // no jitter
    expect(backoffDelay(1, 1000, 60_000, mid)).toBe(1000);
    expect(backoffDelay(2, 1000, 60_000, mid)).toBe(2000);
    expect(backoffDelay(5, 1000, 60_000, mid)).toBe(16_000);
    expect(backoffDelay(30, 1000, 60_000, mid)).toBe(60_000);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("recurring jobs", () => {
  it("queue one run at start and the next run after each one, without piling up", async () => {
    let runs = 0;
    const make = () =>
      runner().register("cleanup", {
        everyMs: 60_000,
        handler: async () => {
          runs += 1;
          if (runs === 2) throw new Error("disk busy");
        },
      });
    const r = make();
    await r.start();
    await r.stop();
    const second = make(); // a second start adds no duplicate
    await second.start();
    await second.stop();
    const queued = await test.db.selectFrom("jobs").selectAll().where("status", "=", "queued").execute();
    expect(queued).toHaveLength(1);

    await r.drain();
    expect(runs).toBe(1);
    clock = new Date(clock.getTime() + 60_000);
    await r.drain(); // fails: no retry, the next run is still scheduled
    clock = new Date(clock.getTime() + 60_000);
    await r.drain();
    expect(runs).toBe(3);
    const rows = await test.db.selectFrom("jobs").select(["status"]).orderBy("id").execute();
    expect(rows.map((row) => row.status)).toEqual(["done", "failed", "done", "queued"]);
  });

  it("backs off while another process holds the write lock instead of polling into it", async () => {
    const other = new SQLite(test.file);
    test.sqlite.pragma("busy_timeout = 10");
    const lines: string[] = [];
    const r = runner({ log: (line) => lines.push(line) }).register("hello", {
      handler: async () => undefined,
    });
    try {
      await r.start();
      other.exec("begin immediate");
      await r.enqueue("hello", {}).catch(() => undefined); // wakes the poller into the lock
      await new Promise((resolve) => setTimeout(resolve, 700));
      const failures = lines.filter((line) => line.startsWith("jobs: could not claim")).length;
      // Polling every 20 ms would have hit the lock about 25 times; backing off from 1 s, once.
      expect(failures).toBeGreaterThanOrEqual(1);
      expect(failures).toBeLessThanOrEqual(2);
    } finally {
      other.exec("rollback");
      other.close();
      await r.stop();
    }
  });
});
