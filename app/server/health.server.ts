import type SQLite from "better-sqlite3";
import { statfsSync } from "node:fs";
import { checkDatabase, getDatabase, type DB } from "#db/index";
import { nowIso } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { failingNotifications } from "~/models/notification-checks.server";

/**
 * What /healthz reports (docs/decisions/070; the body is documented in the README):
 *
 * - `down` (HTTP 503): the site cannot take a lead. The database cannot be written (a committed
 *   write to `health_probes` fails: read-only file, full disk, a lock held by another process, an
 *   I/O error), a table the site reads is corrupt (each check reads the newest rows of every table
 *   and the next slice of each, so every row is read over successive checks), the database has
 *   reached its page limit, or the data folder's disk has less than 1 MiB free.
 * - `degraded` (HTTP 200): the site works but needs the owner: lead notifications have been failing
 *   for longer than 15 minutes, or the disk has less than 64 MiB free.
 * - `ok` (HTTP 200).
 *
 * The periodic part (the committed write, the table reads, notifications) runs at most every 15 s
 * (every second while down) and is cached between; every request adds only the cheap live checks
 * (`checkDatabase`: a read and a rolled-back write; the disk's free space by statfs), so a lock
 * taken by another process or a disk that fills up is seen at once. No request scans a table.
 */

export type HealthStatus = "ok" | "degraded" | "down";
export type DatabaseProblem = "corrupt" | "read-only" | "full" | "locked" | "unavailable";

export interface HealthReport {
  status: HealthStatus;
  checkedAt: string;
  checks: {
    database: { status: "ok" | "down"; problem?: DatabaseProblem; table?: string };
    disk: { status: HealthStatus; freeBytes: number | null };
    notifications: { status: "ok" | "degraded"; failing: number; failingSince: string | null };
  };
}

export const HEALTH_CACHE_MS = 15_000;
const DOWN_RECHECK_MS = 1000;
/** Below this much free space (disk, or the database's page limit) the site is down. */
export const DISK_DOWN_BYTES = 1024 * 1024;
/** Below this much free space the site is degraded: the owner should make room. */
export const DISK_LOW_BYTES = 64 * 1024 * 1024;
/** Lead notifications failing for longer than this make the site degraded. */
export const NOTIFICATIONS_DEGRADED_AFTER_MS = 15 * 60_000;
/** Rows of each table read per check: the newest, and the next slice of the rolling read. */
const NEWEST_ROWS = 50;
const SLICE_ROWS = 500;

export interface HealthTarget {
  db: DB;
  sqlite: SQLite.Database;
  dataDir: string;
}

/** The periodic checks' outcome, cached between refreshes. */
interface Periodic {
  at: number;
  status: HealthStatus;
  database: HealthReport["checks"]["database"];
  notifications: HealthReport["checks"]["notifications"];
  problems: string[];
}

interface Options {
  now?: () => Date;
  log?: (line: string) => void;
  diskDownBytes?: number;
  diskLowBytes?: number;
}

/** One site's health checker: the cached periodic report and where each table's rolling read is. */
export class HealthChecker {
  private cached: Periodic | undefined;
  private inFlight: Promise<Periodic> | undefined;
  private readonly cursors = new Map<string, number>();
  private lastStatus: HealthStatus | undefined;
  private readonly now: () => Date;
  private readonly log: (line: string) => void;

  constructor(
    private readonly target: () => HealthTarget,
    private readonly options: Options = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.log =
      options.log ?? ((line) => (line.startsWith("healthz: down") ? console.error : console.log)(line));
  }

  /**
   * The report for one request: the periodic checks (cached) and the live ones, run for every
   * request because they cost next to nothing: the database probe and the disk's free space.
   */
  async report(): Promise<HealthReport> {
    const age = this.cached ? this.now().getTime() - this.cached.at : Infinity;
    const maxAge = this.cached?.status === "down" ? DOWN_RECHECK_MS : HEALTH_CACHE_MS;
    const periodic = age < maxAge ? this.cached! : await this.refresh();
    const target = this.target();
    const problems = [...periodic.problems];
    let database = periodic.database;
    const live = await checkDatabase(target.db);
    if (live && database.status === "ok") {
      database = { status: "down", problem: problemOf(live) };
      problems.push(live);
    }
    const disk = this.checkDisk(target.dataDir, problems);
    const { notifications } = periodic;
    const statuses: HealthStatus[] = [database.status, disk.status, notifications.status];
    const status: HealthStatus = statuses.includes("down")
      ? "down"
      : statuses.includes("degraded")
        ? "degraded"
        : "ok";
    const report: HealthReport = {
      status,
      checkedAt: nowIso(this.now()),
      checks: { database, disk, notifications },
    };
    this.note(report, problems.join("; "));
    return report;
  }

  /** Runs the periodic checks now (shared by concurrent callers). */
  refresh(): Promise<Periodic> {
    this.inFlight ??= this.run().finally(() => (this.inFlight = undefined));
    return this.inFlight;
  }

  private async run(): Promise<Periodic> {
    const target = this.target();
    const problems: string[] = [];
    const database = await this.checkDatabaseFile(target, problems);
    const notifications = await this.checkNotifications(target.db, database.status === "ok");
    const periodic: Periodic = {
      at: this.now().getTime(),
      status: database.status === "down" ? "down" : notifications.status,
      database,
      notifications,
      problems,
    };
    this.cached = periodic;
    return periodic;
  }

  /** Logs each change of status, with what was found, to the server log. */
  private note(report: HealthReport, detail: string) {
    if (report.status === this.lastStatus) return;
    const first = this.lastStatus === undefined;
    this.lastStatus = report.status;
    if (first && report.status === "ok") return; // the usual start: nothing to say
    const checks = Object.entries(report.checks)
      .filter(([, check]) => check.status !== "ok")
      .map(([name, check]) => `${name} ${JSON.stringify(check)}`);
    this.log(
      `healthz: ${report.status}${checks.length ? `: ${checks.join(", ")}` : ""}${detail ? ` (${detail})` : ""}`,
    );
  }

  private async checkDatabaseFile(
    { db, sqlite }: HealthTarget,
    problems: string[],
  ): Promise<HealthReport["checks"]["database"]> {
    let table: string | undefined;
    try {
      // A real write, committed (through Kysely: never inside another request's transaction).
      const at = nowIso(this.now());
      await db
        .insertInto("health_probes")
        .values({ id: 1, checked_at: at })
        .onConflict((oc) => oc.column("id").doUpdateSet({ checked_at: at }))
        .execute();
      const pageSize = sqlite.pragma("page_size", { simple: true }) as number;
      const headroom =
        (sqlite.pragma("max_page_count", { simple: true }) as number) -
        (sqlite.pragma("page_count", { simple: true }) as number) +
        (sqlite.pragma("freelist_count", { simple: true }) as number);
      if (headroom * pageSize < (this.options.diskDownBytes ?? DISK_DOWN_BYTES)) {
        problems.push(`the database has reached its page limit (${headroom} free pages)`);
        return { status: "down", problem: "full" };
      }
      for (const { name, withoutRowid } of tablesOf(sqlite)) {
        table = name;
        this.readTable(sqlite, name, withoutRowid);
      }
      return { status: "ok" };
    } catch (error) {
      const message = describe(error);
      problems.push(table ? `${message} (reading ${table})` : message);
      const problem = problemOf(message);
      return problem === "corrupt" && table
        ? { status: "down", problem, table }
        : { status: "down", problem };
    }
  }

  /** Reads a table's newest rows and the next slice of its rolling read (every column of each row). */
  private readTable(sqlite: SQLite.Database, name: string, withoutRowid: boolean) {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    const from = this.cursors.get(name) ?? 0;
    if (withoutRowid) {
      const rows = sqlite.prepare(`select * from ${quoted} limit ? offset ?`).raw().all(SLICE_ROWS, from);
      this.cursors.set(name, rows.length < SLICE_ROWS ? 0 : from + rows.length);
      return;
    }
    sqlite.prepare(`select * from ${quoted} order by rowid desc limit ?`).raw().all(NEWEST_ROWS);
    const rows = sqlite
      .prepare(`select rowid, * from ${quoted} where rowid > ? order by rowid limit ?`)
      .raw()
      .all(from, SLICE_ROWS) as unknown[][];
    this.cursors.set(name, rows.length < SLICE_ROWS ? 0 : Number(rows.at(-1)![0]));
  }

  private checkDisk(dataDir: string, problems: string[]): HealthReport["checks"]["disk"] {
    let freeBytes: number;
    try {
      const stats = statfsSync(dataDir);
      freeBytes = stats.bavail * stats.bsize;
    } catch (error) {
      problems.push(`statfs ${dataDir}: ${describe(error)}`);
      return { status: "down", freeBytes: null };
    }
    if (freeBytes < (this.options.diskDownBytes ?? DISK_DOWN_BYTES)) return { status: "down", freeBytes };
    if (freeBytes < (this.options.diskLowBytes ?? DISK_LOW_BYTES)) return { status: "degraded", freeBytes };
    return { status: "ok", freeBytes };
  }

  private async checkNotifications(
    db: DB,
    readable: boolean,
  ): Promise<HealthReport["checks"]["notifications"]> {
    if (!readable) return { status: "ok", failing: 0, failingSince: null };
    const { waiting, since } = await failingNotifications(db);
    const degraded =
      since !== null && this.now().getTime() - Date.parse(since) > NOTIFICATIONS_DEGRADED_AFTER_MS;
    return { status: degraded ? "degraded" : "ok", failing: waiting, failingSince: since };
  }
}

/** Every table of the database but SQLite's own. */
function tablesOf(sqlite: SQLite.Database) {
  return (sqlite.pragma("main.table_list") as { name: string; type: string; wr: number; schema: string }[])
    .filter((t) => t.type === "table" && !t.name.startsWith("sqlite_"))
    .map((t) => ({ name: t.name, withoutRowid: t.wr === 1 }));
}

/** What an SQLite error (its code, or a message starting with it) means for the site. */
function problemOf(message: string): DatabaseProblem {
  if (/SQLITE_(CORRUPT|NOTADB)|malformed|not a database/i.test(message)) return "corrupt";
  if (/SQLITE_READONLY|readonly/i.test(message)) return "read-only";
  if (/SQLITE_FULL|disk is full|database or disk is full/i.test(message)) return "full";
  if (/SQLITE_(BUSY|LOCKED)|database is locked/i.test(message)) return "locked";
  return "unavailable";
}

function describe(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === "string" && !message.startsWith(code) ? `${code}: ${message}` : message;
}

let checker: HealthChecker | undefined;

/** The process-wide checker of DATA_DIR's database and disk. */
export function siteHealth(): HealthChecker {
  checker ??= new HealthChecker(() => {
    const dataDir = getEnv().DATA_DIR;
    const open = getDatabase(dataDir);
    return { db: open.db, sqlite: open.sqlite, dataDir };
  });
  return checker;
}
