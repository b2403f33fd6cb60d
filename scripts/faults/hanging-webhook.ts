// `npx tsx scripts/faults/hanging-webhook.ts [--leads 8]`: starts the built server with a real SMTP
// server (smtp-server) and a webhook receiver that accepts every connection and never answers,
// posts LEADS leads and then a space visualization, and prints each lead e-mail's delay (from the
// 201 to its arrival at the SMTP server: p50 and max), how long the visualization waited in the
// queue and until its mockup was done, and /healthz at the end. Expected: the e-mails and the
// mockup as fast as without a webhook; the webhooks time out and retry on their own. Exit code 1
// when an e-mail or the mockup has not arrived after 150 s. (`npm run build` first.)
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { args } from "../lib";
import { startSmtpSink } from "../../tests/support/lead-sinks";
import { BURST_ENV, postLead, startAppServer } from "./lib";

const options = args({ leads: { type: "string", default: "8" } });
const LEADS = Number(options.leads);
const GIVE_UP_MS = 150_000;

const smtp = await startSmtpSink();
let webhookConnections = 0;
const receiver: Server = createServer(() => undefined); // reads the request, never answers
receiver.on("connection", () => (webhookConnections += 1));
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const server = await startAppServer({
  env: {
    ...BURST_ENV,
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_TO: "owner@example.com",
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/leads`,
    LEAD_WEBHOOK_SECRET: "fault-script-webhook-secret",
  },
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

try {
  const acknowledged = new Map<string, number>(); // lead id -> when its 201 came back
  for (let i = 0; i < LEADS; i++) {
    const result = await postLead(server.url, `hanging-webhook-${i}@example.com`, "a slow channel");
    if (result.status !== 201 || !result.id) throw new Error(`POST /api/contact answered ${result.status}`);
    acknowledged.set(String(result.id), performance.now());
  }

  const form = new FormData();
  form.set("machines", JSON.stringify([{ category: "vending", type: "combo", quantity: 1 }]));
  const created = await fetch(`${server.url}/api/visualization`, { method: "POST", body: form });
  const { id: visualization } = (await created.json()) as { id: string };
  const generate = await fetch(`${server.url}/api/visualization/${visualization}/generate`, {
    method: "POST",
  });
  if (!generate.ok) throw new Error(`POST .../generate answered ${generate.status}`);
  const queuedAt = performance.now();

  // Poll the SMTP server and the visualization's status until every e-mail and the mockup are in.
  const arrived = new Map<string, number>();
  let leftQueueAt: number | undefined;
  let doneAt: number | undefined;
  while ((arrived.size < LEADS || doneAt === undefined) && performance.now() - queuedAt < GIVE_UP_MS) {
    for (const mail of smtp.mails) {
      const id = mail.headers["x-lead-id"];
      if (id && acknowledged.has(id) && !arrived.has(id)) arrived.set(id, performance.now());
    }
    if (doneAt === undefined) {
      const status = (await (await fetch(`${server.url}/api/visualization/${visualization}`)).json()) as {
        status: string;
        stage: string | null;
      };
      if (leftQueueAt === undefined && status.stage !== "queued") leftQueueAt = performance.now();
      if (status.status === "completed" || status.status === "failed") doneAt = performance.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const delays = [...arrived].map(([id, at]) => at - acknowledged.get(id)!).sort((a, b) => a - b);
  console.log(
    `${LEADS} leads, webhook receiver never answers (${webhookConnections} connection(s) opened so far)`,
  );
  console.log(
    `lead e-mails delivered: ${arrived.size} of ${LEADS}; delay after the 201: p50 ${delays.length ? seconds(percentile(delays, 50)) : "-"}, max ${delays.length ? seconds(delays.at(-1)!) : "-"}`,
  );
  console.log(
    `visualization queued behind them: waited ${leftQueueAt === undefined ? "more than the limit" : seconds(leftQueueAt - queuedAt)} in the queue, mockup ${doneAt === undefined ? "NOT done" : `done after ${seconds(doneAt - queuedAt)}`}`,
  );
  const health = await fetch(`${server.url}/healthz`);
  console.log(`/healthz: ${health.status} ${(await health.text()).slice(0, 300)}`);
  process.exitCode = arrived.size === LEADS && doneAt !== undefined ? 0 : 1;
} finally {
  await server.stop();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await smtp.stop();
}
