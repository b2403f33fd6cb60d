// `npx tsx scripts/faults/disk-full.ts [--size 4m]`: a full disk under the built server. As root,
// DATA_DIR is a tmpfs of SIZE (mounted here, unmounted at the end); leads are posted until the
// disk is full and for a while after. Expected: 503 + Retry-After (never a 201 for a lead that is
// not stored), SQLITE_FULL in the server log (not "cannot rollback - no transaction is active"),
// every 201 lead in the database, and /healthz 503 (down) while the disk is full. Without root (no mount), the same is shown in-process with
// PRAGMA max_page_count on the request handler of POST /api/contact. (`npm run build` first.)
import SQLite from "better-sqlite3";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { args } from "../lib";
import { BURST_ENV, countBy, postLead, startAppServer, type PostResult } from "./lib";

const { size } = args({ size: { type: "string", default: "4m" } });
const message = "A lead that fills the disk. ".repeat(150);

/** /healthz's status code and its status and database and disk checks. */
async function health(url: string) {
  const response = await fetch(`${url}/healthz`);
  const body = (await response.json().catch(() => null)) as {
    status: string;
    checks: Record<string, unknown>;
  } | null;
  return body
    ? `${response.status} ${body.status} database=${JSON.stringify(body.checks.database)} disk=${JSON.stringify(body.checks.disk)}`
    : String(response.status);
}

const mountPoint = mkdtempSync(path.join(tmpdir(), "vending-full-disk-"));
let mounted = false;
try {
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", mountPoint], { stdio: "ignore" });
  mounted = true;
} catch {
  console.log("could not mount a tmpfs (needs root): showing it in-process with PRAGMA max_page_count");
}

if (mounted) {
  try {
    const server = await startAppServer({ env: BURST_ENV, dataDir: mountPoint });
    console.log(`server on a ${size} tmpfs at ${mountPoint}`);
    console.log(`/healthz before: ${await health(server.url)}`);
    const results: PostResult[] = [];
    let firstRefused = -1;
    for (let i = 0; i < 20_000 && (firstRefused < 0 || i < firstRefused + 50); i++) {
      const r = await postLead(server.url, `full-${i}@example.com`, message);
      results.push(r);
      if (r.status !== 201 && firstRefused < 0) firstRefused = i;
    }
    const refused = results.filter((r) => r.status !== 201);
    console.log(
      `answers: ${JSON.stringify(countBy(results, (r) => r.status))}; first refusal after ${firstRefused} leads`,
    );
    console.log(
      `refusals with Retry-After: ${refused.filter((r) => r.retryAfter).length} of ${refused.length}`,
    );
    console.log(`/healthz while full: ${await health(server.url)}`);
    const log = server.output();
    console.log(
      `server log: SQLITE_FULL/"disk is full" ${/SQLITE_FULL|disk is full/.test(log) ? "present" : "ABSENT"}; "no transaction is active" ${log.includes("no transaction is active") ? "PRESENT" : "absent"}`,
    );
    await server.stop();
    const db = new SQLite(path.join(mountPoint, "app.sqlite"), { readonly: true });
    const stored = new Set(db.prepare("select email from contact_requests").pluck().all() as string[]);
    db.close();
    const lost = results.filter((r) => r.status === 201 && !stored.has(r.email)).length;
    const phantom = refused.filter((r) => stored.has(r.email)).length;
    console.log(`201 leads missing from the database: ${lost}; refused leads stored anyway: ${phantom}`);
    process.exitCode = lost || !refused.length || refused.some((r) => r.status !== 503) ? 1 : 0;
  } finally {
    execFileSync("umount", [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  }
} else {
  rmSync(mountPoint, { recursive: true, force: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), "vending-full-db-"));
  process.env.DATA_DIR = dataDir;
  process.env.SESSION_SECRET ??= "fault-script-session-secret-0123456789abcdef";
  const { getDatabase, migrateToLatest } = await import("#db/index");
  const { action } = await import("~/routes/api/contact");
  const open = getDatabase(dataDir);
  await migrateToLatest(open.db);
  open.sqlite.pragma(`max_page_count = ${open.sqlite.pragma("page_count", { simple: true }) as number}`);
  const response = await action({
    request: new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ fullName: "Full Disk", email: "full@example.com", message }),
    }),
    params: {},
    context: { clientIp: "127.0.0.1", cspNonce: "" },
  } as never);
  const stored = open.sqlite.prepare("select count(*) from contact_requests").pluck().get();
  console.log(
    `POST /api/contact on a full database: ${response.status} Retry-After: ${response.headers.get("retry-after")}; leads stored: ${stored}`,
  );
  await open.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  process.exitCode = response.status === 503 ? 0 : 1;
}
