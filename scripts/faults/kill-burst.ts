// `npx tsx scripts/faults/kill-burst.ts [--clients 8] [--after 60]`: starts the built server, fires
// a burst of POST /api/contact from N clients, kill -9s the server once AFTER leads were
// acknowledged (mid-burst), restarts it on the same data folder and checks that every lead that
// was answered 2xx is in the database. Exit code 1 when one is missing. (`npm run build` first.)
import { args } from "../lib";
import { leadsDb } from "../../tests/support/leads-db";
import { BURST_ENV, countBy, postLead, startAppServer, type PostResult } from "./lib";

const options = args({ clients: { type: "string", default: "8" }, after: { type: "string", default: "60" } });
const first = await startAppServer({ env: BURST_ENV });
const results: PostResult[] = [];
let stop = false;
let killed: Promise<unknown> | undefined;
const run = Date.now().toString(36);

const client = async (worker: number) => {
  for (let n = 0; !stop; n++) {
    const result = await postLead(first.url, `kill-${run}-${worker}-${n}@example.com`);
    results.push(result);
    if (result.status === 0) break;
    if (!killed && results.filter((r) => r.status >= 200 && r.status < 300).length >= Number(options.after)) {
      killed = first.kill(); // SIGKILL while the other clients' requests are in flight
    }
  }
};
await Promise.all(Array.from({ length: Number(options.clients) }, (_, i) => client(i)));
stop = true;
await killed;

const second = await startAppServer({ env: BURST_ENV, dataDir: first.dataDir });
const db = leadsDb(first.dataDir);
const acknowledged = results.filter((r) => r.status >= 200 && r.status < 300);
// By e-mail (each post has its own): kill -9 can cut a 201's body after its status line, leaving no id.
const missing = acknowledged.filter((r) => db.byEmail(r.email).length !== 1);
await second.stop();
console.log(
  `sent ${results.length}, answers ${JSON.stringify(countBy(results, (r) => r.status))} (0 = connection cut by kill -9)`,
);
console.log(
  `after the restart: ${acknowledged.length - missing.length} of ${acknowledged.length} acknowledged leads are in the database`,
);
for (const r of missing) console.log(`MISSING or DUPLICATED: ${r.email} (answered as #${r.id ?? "?"})`);
process.exit(missing.length ? 1 : 0);
