import { afterAll, expect, test } from "vitest";
import { startAppServer, type AppServer } from "../support/app-server";
import { startSmtpSink, waitUntil, type SmtpSink } from "../support/lead-sinks";
import { leadsDb } from "../support/leads-db";

// A burst of consultation requests while the server is killed with SIGKILL: every request that
// was acknowledged (201) is in the database after a restart on the same data folder, and its
// e-mail arrives.
let smtp: SmtpSink;
let first: AppServer | undefined;
let second: AppServer | undefined;

afterAll(async () => {
  await first?.kill();
  await second?.stop();
  await smtp?.stop();
});

test(
  "acknowledged leads survive SIGKILL and are notified after the restart",
  { timeout: 90_000 },
  async () => {
    smtp = await startSmtpSink();
    const env = {
      NODE_ENV: "test",
      LEAD_RETRY_BASE_MS: "200",
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: "owner@example.com",
      CONTACT_RATE_PER_MINUTE: "100000",
      CONTACT_RATE_PER_DAY: "100000",
    };
    first = await startAppServer({ env });
    const url = first.url;
    const acknowledged = new Map<number, string>();
    let attempted = 0;
    let stop = false;
    const run = `${Date.now().toString(36)}`;

    const client = async (worker: number) => {
      for (let n = 0; !stop; n++) {
        const email = `crash-${run}-${worker}-${n}@example.com`;
        attempted += 1;
        try {
          const res = await fetch(`${url}/api/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ fullName: `Crash ${run} ${worker} ${n}`, email, message: "burst" }),
          });
          if (res.status === 201) acknowledged.set(((await res.json()) as { id: number }).id, email);
        } catch {
          // The server died under this request: not acknowledged, so nothing is promised.
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, i) => client(i));
    // Let the burst run, then kill the server in the middle of it.
    await waitUntil(() => acknowledged.size >= 60 || undefined, 20_000, "60 acknowledged leads");
    await first.kill();
    stop = true;
    await Promise.all(clients);
    expect(acknowledged.size).toBeGreaterThan(0);

    second = await startAppServer({ env, dataDir: first.dataDir });
    const db = leadsDb(first.dataDir);
    for (const [id, email] of acknowledged) {
      expect(db.byId(id)?.email, `lead #${id}`).toBe(email);
    }

    // Every acknowledged lead gets its e-mail (some may arrive twice: delivery is at least once).
    await waitUntil(
      () =>
        [...acknowledged.values()].every((email) => smtp.mails.some((m) => m.text.includes(email))) ||
        undefined,
      45_000,
      `e-mails for all ${acknowledged.size} acknowledged leads`,
    );
    await expect
      .poll(
        () => [...acknowledged.keys()].filter((id) => db.byId(id)?.notification_status !== "sent").length,
        {
          timeout: 15_000,
        },
      )
      .toBe(0);
    console.log(
      `crash test: ${attempted} sent, ${acknowledged.size} acknowledged before SIGKILL, all stored and e-mailed after restart`,
    );
  },
);
