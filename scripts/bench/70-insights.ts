// `npm run bench -- --only insights`: the admin's Insights tab at 100,000 leads (docs/decisions/031).
// Seeds a scratch SQLite file (never DATA_DIR) through the real migrations: 100,000 leads over two
// years with statuses and their audit rows, sources, UTM campaigns, plus visualizations, prize
// draws and entries; then times what the tab's loader does (parse the period, every aggregate)
// and prints p50/p95 per period. Target: p95 < 100 ms. Prints figures only (docs/performance.md).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrateToLatest, openDatabase } from "#db/index";
import { leadDay } from "~/lib/dates";
import { insights, parseInsightsPeriod } from "~/models/insights.server";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);

const SOURCES = [
  "/",
  "/micromarkets",
  "/smart-machines",
  "/classic-vending",
  "/contact",
  "/blog/office-breakroom-ideas",
  "/blog/micromarkets-explained",
  ...["miami", "hialeah", "fort-lauderdale", "boca-raton", "hollywood", "weston", "aventura", "doral"].map(
    (c) => `/locations/${c}`,
  ),
];
const CAMPAIGNS = [null, null, "spring-offices", "gyms-24-7", "google-brand", "hotel-lobbies", "fall-promo"];
const SERVICES = [
  "micromarkets",
  "smart-machines",
  "classic-vending",
  "referral-program",
  "all-services",
  null,
];
const STATUSES = ["new", "contacted", "site_visit", "proposal_sent", "won", "lost"];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export default async function insightsBench() {
  const dir = mkdtempSync(path.join(tmpdir(), "vending-bench-insights-"));
  const open = openDatabase(path.join(dir, "app.sqlite"));
  try {
    await migrateToLatest(open.db);
    const random = rng(15);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const started = performance.now();
    const now = Date.now();
    const span = 730 * 86_400_000;
    const insertLead = open.sqlite.prepare(
      `insert into contact_requests (full_name, email, service_interest, source_page, utm, utm_campaign, is_spam,
         notification_status, status, lost_reason, created_at, created_day, visualization_id)
       values (?, ?, ?, ?, ?, ?, ?, 'sent', ?, ?, ?, ?, ?)`,
    );
    const insertChange = open.sqlite.prepare(
      `insert into lead_status_changes (lead_id, from_status, to_status, username, created_at) values (?, ?, ?, 'bench', ?)`,
    );
    const insertViz = open.sqlite.prepare(
      `insert into visualization_requests (public_id, status, machines, created_at, updated_at) values (?, ?, '[]', ?, ?)`,
    );
    const insertDraw = open.sqlite.prepare(
      `insert into prize_draws (token_id, prize_amount, created_at) values (?, 100, ?)`,
    );
    const insertEntry = open.sqlite.prepare(
      `insert into engagement_submissions (email, email_normalized, phone, phone_normalized, email_key, phone_e164, prize_amount, created_at)
       values (?, ?, ?, ?, ?, ?, 100, ?)`,
    );
    open.sqlite.transaction(() => {
      for (let i = 0; i < 20_000; i++) {
        const at = new Date(now - Math.floor(random() * span)).toISOString();
        insertViz.run(`viz${String(i).padStart(16, "0")}`, random() < 0.7 ? "completed" : "failed", at, at);
        insertDraw.run(`draw-${i}`, at);
        if (i % 3 === 0) {
          const email = `player${i}@example.com`;
          const phone = `561${String(i).padStart(7, "0")}`;
          insertEntry.run(email, email, phone, phone, email, `+1${phone}`, at);
        }
      }
      for (let i = 0; i < LEADS; i++) {
        const created = now - Math.floor(random() * span);
        const createdIso = new Date(created).toISOString();
        const status = pick(STATUSES);
        const campaign = pick(CAMPAIGNS);
        const result = insertLead.run(
          `Bench Lead ${i}`,
          `lead${i}@example.com`,
          pick(SERVICES),
          pick(SOURCES),
          campaign ? JSON.stringify({ utm_campaign: campaign }) : null,
          campaign,
          random() < 0.02 ? 1 : 0,
          status,
          status === "lost" ? "price" : null,
          createdIso,
          leadDay(createdIso),
          random() < 0.05 ? `viz${String(Math.floor(random() * 20_000)).padStart(16, "0")}` : null,
        );
        if (status !== "new") {
          const changed = new Date(
            Math.min(now, created + Math.floor(random() * 30) * 86_400_000),
          ).toISOString();
          insertChange.run(Number(result.lastInsertRowid), "new", status, changed);
        }
      }
    })();
    open.sqlite.pragma("optimize");
    console.log(
      `seeded ${LEADS.toLocaleString("en-US")} leads over two years (+ audit rows, 20,000 visualizations and draws, 6,667 entries) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const cases: Array<[string, string]> = [
      ["last 30 days (default)", ""],
      ["last 90 days", "period=90d"],
      ["last 12 months", "period=12m"],
      [
        "custom: two years",
        `period=custom&from=${new Date(now - span).toISOString().slice(0, 10)}&to=${new Date(now).toISOString().slice(0, 10)}`,
      ],
    ];
    console.log(`\n${RUNS} runs each: every aggregate of the tab's loader`);
    console.log("case".padEnd(28), "p50 ms".padStart(8), "p95 ms".padStart(8), "leads".padStart(8));
    for (const [label, search] of cases) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS + 3; i++) {
        const t = performance.now();
        const data = await insights(open.db, parseInsightsPeriod(new URLSearchParams(search)));
        if (i >= 3) times.push(performance.now() - t);
        total = data.total;
      }
      times.sort((a, b) => a - b);
      console.log(
        label.padEnd(28),
        percentile(times, 50).toFixed(1).padStart(8),
        percentile(times, 95).toFixed(1).padStart(8),
        total.toLocaleString("en-US").padStart(8),
      );
    }
  } finally {
    await open.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
