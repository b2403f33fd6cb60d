// `npm run bench -- --only admin-list`: the admin's contact-request list at 100,000 leads.
// Seeds a scratch SQLite file (never DATA_DIR) through the real migrations, then times the very
// functions the Contact Submissions tab calls (counters + one page) and prints p50/p95 per case.
// Target: p95 <= 50 ms. Prints figures only; nothing asserts a time (docs/performance.md).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrateToLatest, openDatabase } from "#db/index";
import { leadDay } from "~/lib/dates";
import {
  contactRequestCounts,
  listContactRequests,
  parseContactListQuery,
} from "~/models/contact-request-list.server";
import { SERVICE_INTERESTS } from "~/models/contact-request-input.server";
import { failingNotifications } from "~/models/notification-checks.server";
import { HealthChecker } from "~/server/health.server";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);

const FIRST = [
  "Maria",
  "James",
  "Sofia",
  "Carlos",
  "Emily",
  "David",
  "Ana",
  "Michael",
  "Laura",
  "Jose",
  "Sarah",
  "Daniel",
  "Isabella",
  "Kevin",
  "Valentina",
  "Chris",
  "Gabriela",
  "Brian",
  "Camila",
  "Luis",
];
const LAST = [
  "Garcia",
  "Smith",
  "Rodriguez",
  "Johnson",
  "Martinez",
  "Williams",
  "Hernandez",
  "Brown",
  "Lopez",
  "Jones",
  "Gonzalez",
  "Miller",
  "Perez",
  "Davis",
  "Sanchez",
  "Wilson",
  "Ramirez",
  "Moore",
  "Torres",
  "Taylor",
  "Alvarez",
  "Thomas",
  "Rivera",
  "Jackson",
  "Flores",
  "White",
  "Gomez",
  "Harris",
  "Diaz",
  "Martin",
];
const WORDS = [
  "office",
  "breakroom",
  "vending",
  "machine",
  "snacks",
  "drinks",
  "employees",
  "building",
  "lobby",
  "gym",
  "hotel",
  "residents",
  "healthy",
  "coffee",
  "market",
  "kiosk",
  "fresh",
  "food",
  "floor",
  "tenants",
  "warehouse",
  "shift",
  "night",
  "weekend",
  "install",
  "quote",
  "free",
  "cashless",
  "apple",
  "pay",
];
const CITIES = [
  "Miami",
  "Boca Raton",
  "Fort Lauderdale",
  "Hollywood",
  "Hialeah",
  "Coral Springs",
  "Pembroke Pines",
  "Miramar",
  "Delray Beach",
  "Weston",
];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export default async function adminListBench() {
  const dir = mkdtempSync(path.join(tmpdir(), "vending-bench-admin-"));
  const open = openDatabase(path.join(dir, "app.sqlite"));
  try {
    await migrateToLatest(open.db);
    const random = rng(42);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const started = performance.now();
    const insert = open.sqlite.prepare(
      `insert into contact_requests (full_name, email, phone, service_interest, business_address, employee_count, message, source_page, is_spam, notification_status, created_at, created_day)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const now = Date.now();
    open.sqlite.transaction(() => {
      for (let i = 0; i < LEADS; i++) {
        const first = pick(FIRST);
        const last = pick(LAST);
        const words = Array.from({ length: 8 + Math.floor(random() * 30) }, () => pick(WORDS)).join(" ");
        const row = [
          `${first} ${last}`,
          `${first}.${last}${i}@example${i % 50}.com`.toLowerCase(),
          random() < 0.8
            ? `(${500 + Math.floor(random() * 300)}) 555-${String(i % 10000).padStart(4, "0")}`
            : null,
          random() < 0.9 ? pick(SERVICE_INTERESTS).value : null,
          random() < 0.4 ? `${100 + (i % 9000)} Main St, ${pick(CITIES)}, FL` : null,
          random() < 0.3 ? String(10 + Math.floor(random() * 500)) : null,
          words,
          "/",
          random() < 0.02 ? 1 : 0,
          "sent",
          new Date(now - Math.floor(random() * 730 * 24 * 3600 * 1000)).toISOString(),
        ];
        insert.run(...row, leadDay(row.at(-1) as string));
      }
    })();
    // A few leads whose notification is failing (given up, or retrying after an error), as the
    // admin banner finds them: one in 4,000.
    open.sqlite.exec(
      `update contact_requests set notification_status = case when id % 8000 = 0 then 'failed' else 'pending' end,
         notification_error = 'Attempt 3: e-mail: The server did not answer in time.' where id % 4000 = 0`,
    );
    open.sqlite.pragma("optimize");
    console.log(
      `seeded ${LEADS.toLocaleString("en-US")} leads (with FTS index) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const lastPage = Math.ceil((await contactRequestCounts(open.db)).total / 25);
    const cases: Array<[string, string]> = [
      ["first page (newest first)", ""],
      ['search a surname ("alvarez")', "q=alvarez"],
      ['search two words ("maria gar")', "q=maria+gar"],
      ['search a phone ("555-0042")', "q=555-0042"],
      ['search a common word ("office")', "q=office"],
      ["sort by name, first page", "sort=name&dir=asc"],
      ["sort by name, page 2000", "sort=name&dir=asc&page=2000"],
      ["sort by service, page 1000", "sort=service&dir=asc&page=1000"],
      ["sort by service desc, page 1000", "sort=service&dir=desc&page=1000"],
      ["last page (newest first)", `page=${lastPage}`],
      ["middle page (newest first)", `page=${Math.floor(lastPage / 2)}`],
    ];
    {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await contactRequestCounts(open.db);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(
        `counters alone (total, this week, today, spam): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
      );
    }
    {
      // The admin layout's banner check: every admin page runs it.
      const times: number[] = [];
      const cpu: number[] = [];
      let found = 0;
      for (let i = 0; i < RUNS + 3; i++) {
        const t = performance.now();
        const c = process.cpuUsage();
        found = (await failingNotifications(open.db)).waiting;
        const used = process.cpuUsage(c);
        if (i >= 3) {
          times.push(performance.now() - t);
          cpu.push((used.user + used.system) / 1000);
        }
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      console.log(
        `failing-notifications banner check (${found} failing): p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, cpu p50 ${percentile(cpu, 50).toFixed(2)} ms`,
      );
    }
    {
      // /healthz's periodic check (every table's newest rows and next slice, the committed write,
      // free space, notifications): what one refresh blocks the server for, every 15 s at most.
      const checker = new HealthChecker(() => ({ db: open.db, sqlite: open.sqlite, dataDir: dir }), {
        log: () => {},
      });
      const times: number[] = [];
      let status = "";
      for (let i = 0; i < RUNS + 3; i++) {
        const t = performance.now();
        status = (await checker.refresh()).status;
        if (i >= 3) times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(
        `/healthz periodic check (${status}): p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`,
      );
    }
    console.log(`\n${RUNS} runs each: counters + one page of 25 (what the tab's loader does)`);
    console.log("(cpu = this process's CPU time per run: steadier than wall time on a busy machine)");
    console.log(
      "case".padEnd(36),
      "p50 ms".padStart(8),
      "p95 ms".padStart(8),
      "cpu p50".padStart(8),
      "cpu p95".padStart(8),
      "rows".padStart(8),
    );
    for (const [label, search] of cases) {
      const query = parseContactListQuery(new URLSearchParams(search));
      const times: number[] = [];
      const cpu: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS + 3; i++) {
        const t = performance.now();
        const c = process.cpuUsage();
        const [, page] = await Promise.all([
          contactRequestCounts(open.db),
          listContactRequests(open.db, query),
        ]);
        const used = process.cpuUsage(c);
        if (i >= 3) {
          times.push(performance.now() - t);
          cpu.push((used.user + used.system) / 1000);
        }
        total = page.total;
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      const f = (n: number) => n.toFixed(1).padStart(8);
      console.log(
        label.padEnd(36),
        f(percentile(times, 50)),
        f(percentile(times, 95)),
        f(percentile(cpu, 50)),
        f(percentile(cpu, 95)),
        total.toLocaleString("en-US").padStart(8),
      );
    }
  } finally {
    await open.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
