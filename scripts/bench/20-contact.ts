import Database from "better-sqlite3";
import path from "node:path";
import { Agent, request } from "node:http";
import { removeDataDir, startAppServer } from "../../tests/support/app-server";
import { startWebhookSink } from "../../tests/support/lead-sinks";

/**
 * Sustained consultation requests: CONNECTIONS clients post unique leads to POST /api/contact for
 * DURATION_MS against the built server (each waits for its answer, so nothing is cut off at the
 * end), with a local webhook receiver configured so every lead also writes its notification job.
 * Prints requests per second and latency, then checks that the stored count equals the number of
 * 201 answers, and how long the notification jobs took to drain.
 */
const DURATION_MS = 10_000;
const CONNECTIONS = 16;

export default async function contactBench() {
  const hook = await startWebhookSink();
  const server = await startAppServer({
    env: {
      CONTACT_RATE_PER_MINUTE: "100000000",
      CONTACT_RATE_PER_DAY: "100000000",
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: "bench-secret",
    },
  });
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let acknowledged = 0;
  try {
    const run = Date.now().toString(36);
    const deadline = Date.now() + DURATION_MS;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, worker) => {
        for (let n = 0; Date.now() < deadline; n++) {
          const body = JSON.stringify({
            fullName: `Bench ${worker}-${n}`,
            email: `bench-${run}-${worker}-${n}@example.com`,
            phone: "(561) 555-0100",
            serviceInterest: "micromarkets",
            message: "We would like a micromarket for 120 employees.",
          });
          const t0 = performance.now();
          try {
            const status = await post(agent, `${server.url}/api/contact`, body);
            latencies.push(performance.now() - t0);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (status === 201) acknowledged += 1;
          } catch {
            errors += 1;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const dbFile = path.join(server.dataDir, "app.sqlite");
    const stored = countRows(dbFile, "select count(*) as n from contact_requests");
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
    console.log(`POST /api/contact, ${CONNECTIONS} connections, ${(DURATION_MS / 1000).toFixed(0)} s:`);
    console.log(
      `  ${(acknowledged / seconds).toFixed(0)} submissions/s acknowledged (201); answers ${JSON.stringify(Object.fromEntries(statuses))}; network errors ${errors}`,
    );
    console.log(
      `  latency ms: p50 ${pct(50)}, p90 ${pct(90)}, p99 ${pct(99)}, max ${latencies.at(-1)!.toFixed(1)}`,
    );
    console.log(
      `  acknowledged ${acknowledged}, stored ${stored}: ${stored === acknowledged ? "equal" : "MISMATCH"}`,
    );

    const drainStart = Date.now();
    let pending = Infinity;
    while (Date.now() - drainStart < 120_000) {
      pending = countRows(
        dbFile,
        "select count(*) as n from contact_requests where notification_status = 'pending'",
      );
      if (pending === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    console.log(
      pending === 0
        ? `  all ${hook.hooks.length} webhook notifications delivered ${((Date.now() - drainStart) / 1000).toFixed(1)} s after the load ended`
        : `  ${pending} notifications still pending after 120 s`,
    );
    if (stored !== acknowledged) process.exitCode = 1;
  } finally {
    agent.destroy();
    await server.stop();
    await hook.stop();
    removeDataDir(server.dataDir);
  }
}

function countRows(file: string, query: string) {
  const db = new Database(file, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    return Number((db.prepare(query).get() as { n: number }).n);
  } finally {
    db.close();
  }
}

function post(agent: Agent, url: string, body: string) {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        agent,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
