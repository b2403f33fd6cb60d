// `npx tsx scripts/faults/write-lock.ts [--hold 3000] [--posts 10]`: starts the built server, has
// another process-level connection (this script) hold the write lock (BEGIN IMMEDIATE) for HOLD ms
// while leads are posted, and prints each answer with its time; then releases the lock and posts
// again. Expected: 503 + Retry-After within about the busy timeout (200 ms) while the lock is held,
// 201 after; /healthz 503 then 200. (`npm run build` first.)
import SQLite from "better-sqlite3";
import path from "node:path";
import { args } from "../lib";
import { BURST_ENV, postLead, startAppServer } from "./lib";

const options = args({ hold: { type: "string", default: "3000" }, posts: { type: "string", default: "10" } });
const server = await startAppServer({ env: BURST_ENV });
const other = new SQLite(path.join(server.dataDir, "app.sqlite"));
const health = async () => (await fetch(`${server.url}/healthz`)).status;

other.exec("begin immediate");
const heldAt = performance.now();
console.log(`write lock held by another connection for ${options.hold} ms`);
// The lock is released from a timer, so the requests below see it held and then free.
const released = new Promise<void>((resolve) =>
  setTimeout(() => {
    other.exec("rollback");
    console.log(`write lock released after ${Math.round(performance.now() - heldAt)} ms`);
    resolve();
  }, Number(options.hold)),
);
console.log(`healthz while held: ${await health()}`);
for (let i = 0; i < Number(options.posts); i++) {
  const r = await postLead(server.url, `lock-${i}@example.com`);
  console.log(
    `  POST /api/contact while held: ${r.status}${r.retryAfter ? ` Retry-After: ${r.retryAfter}` : ""} in ${r.ms.toFixed(0)} ms`,
  );
}
await released;
const after = await postLead(server.url, "after-lock@example.com");
console.log(
  `POST /api/contact after release: ${after.status} in ${after.ms.toFixed(0)} ms; healthz: ${await health()}`,
);
other.close();
await server.stop();
process.exit(after.status === 201 ? 0 : 1);
