/**
 * Cached public pages vs nginx (docs/performance.md#budgets): every page family the page cache serves
 * (home, a service page, a city page, /blog, a post) from the built server, next to nginx
 * serving the very same gzip bytes from disk (`worker_processes 1`, `gzip_static on`), loaded in
 * one run by the same tool with the same connections. Prints req/s of each and the ratio
 * (target: the app at 25 % of nginx or more). Uses wrk when installed, else autocannon.
 * Beside it, the same app with VISIT_COUNTING=false: the cost of counting views on the cache-hit
 * path (docs/decisions/083-visits-and-phone-polish.md), as req/s with and without.
 * nginx (Debian's package) is a benchmark dependency only. Run `npm run build` first;
 * `npm run bench -- --only pages`. BENCH_SECONDS (default 10) per target.
 */
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { freePort, makeDataDir, removeDataDir, startAppServer } from "../../tests/support/app-server";
import { NGINX, nginxArgs, nginxConfig } from "../../tests/support/nginx";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const WRK = "/usr/bin/wrk";
const PAGES = [
  "/",
  "/micromarkets",
  "/locations/fort-lauderdale",
  "/blog",
  "/blog/micromarket-vs-vending-machines-which-fits-your-office",
];
// A browser's User-Agent, so that the app counts every request as a view (a request without one is
// taken for a bot and not counted): the "counting off" column then shows what counting costs.
const HEADERS = {
  "accept-encoding": "gzip",
  accept: "text/html",
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
};

interface Figures {
  rps: number;
  errors: number;
}

async function withWrk(url: string): Promise<Figures> {
  const out = execFileSync(
    WRK,
    [
      "-t1",
      `-c${CONNECTIONS}`,
      `-d${SECONDS}s`,
      ...Object.entries(HEADERS).flatMap(([k, v]) => ["-H", `${k}: ${v}`]),
      url,
    ],
    { encoding: "utf8" },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  return { rps, errors };
}

async function withAutocannon(url: string): Promise<Figures> {
  // autocannon ships no types; a computed specifier keeps tsc from looking for them.
  const name = "autocannon";
  const { default: autocannon } = (await import(name)) as {
    default: (options: object) => Promise<{ requests: { average: number }; non2xx: number; errors: number }>;
  };
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS });
  return { rps: result.requests.average, errors: result.non2xx + result.errors };
}

/** nginx with one worker, serving `root` (each page as DIR/index.html + .gz) on 127.0.0.1. */
async function startNginx(root: string, work: string) {
  const port = await freePort();
  const conf = path.join(work, "nginx.conf");
  writeFileSync(
    conf,
    nginxConfig(
      work,
      `  default_type text/html;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri/index.html =404; }
  }`,
    ),
  );
  const child = spawn(NGINX, nginxArgs(work, conf), { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url + "/")).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGQUIT");
      }),
  };
}

export default async function pagesBenchmark() {
  const hasNginx = existsSync(NGINX);
  const load = existsSync(WRK) ? withWrk : withAutocannon;
  const tool = existsSync(WRK) ? "wrk" : "autocannon";
  if (!hasNginx) {
    console.log(
      `nginx is not installed (${NGINX}; Debian package "nginx"): measuring the app alone, no nginx column or ratio.`,
    );
  }
  const seeded = () => {
    const dir = makeDataDir("vending-bench-pages-");
    execFileSync("npx", ["tsx", "scripts/db-seed.ts"], {
      env: { ...process.env, DATA_DIR: dir, SESSION_SECRET: "bench-".repeat(8) },
      stdio: "ignore",
    });
    return dir;
  };
  const dataDir = seeded();
  const quietDir = seeded();
  const app = await startAppServer({ dataDir, env: { ACCESS_LOG: "false" } });
  // The same server with visit counting off.
  const quiet = await startAppServer({
    dataDir: quietDir,
    env: { ACCESS_LOG: "false", VISIT_COUNTING: "false" },
  });
  const work = mkdtempSync(path.join(tmpdir(), "vending-bench-nginx-"));
  chmodSync(work, 0o755); // run as root, nginx's workers read the files as an unprivileged user
  const root = path.join(work, "root");
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  const rows: Record<string, string | number>[] = [];
  try {
    for (const page of PAGES) {
      const response = await fetch(app.url + page, { headers: { accept: "text/html" } });
      if (!response.ok) throw new Error(`${page}: ${response.status}`);
      const html = Buffer.from(await response.text());
      const dir = path.join(root, page);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, "index.html"), html);
      writeFileSync(path.join(dir, "index.html.gz"), gzipSync(html, { level: 9 }));
    }
    if (hasNginx) {
      nginx = await startNginx(root, work);
      for (const page of PAGES) {
        const check = await fetch(nginx.url + page, { headers: HEADERS });
        if (!check.ok) throw new Error(`nginx: ${page}: ${check.status} (see ${work}/error.log)`);
      }
    }
    for (const page of PAGES) {
      for (const server of [app, quiet])
        for (let i = 0; i < 200; i++)
          await (await fetch(server.url + page, { headers: HEADERS })).arrayBuffer(); // warm-up
      const ours = await load(app.url + page);
      const uncounted = await load(quiet.url + page);
      const theirs = nginx ? await load(nginx.url + page) : null;
      rows.push({
        page,
        "app req/s": Math.round(ours.rps),
        "app req/s, counting off": Math.round(uncounted.rps),
        "counting cost": `${(((uncounted.rps - ours.rps) / uncounted.rps) * 100).toFixed(1)} %`,
        ...(theirs
          ? {
              "nginx req/s": Math.round(theirs.rps),
              "app/nginx": `${((ours.rps / theirs.rps) * 100).toFixed(0)} %`,
            }
          : {}),
        errors: ours.errors + uncounted.errors + (theirs?.errors ?? 0),
      });
    }
  } finally {
    await nginx?.stop();
    await app.stop();
    await quiet.stop();
    removeDataDir(dataDir);
    removeDataDir(quietDir);
    rmSync(work, { recursive: true, force: true });
  }
  console.log(
    `${tool} · ${CONNECTIONS} connections · ${SECONDS} s per target · gzip · same machine, one run${hasNginx ? " · nginx: worker_processes 1, gzip_static on" : ""} · target: app >= 25 % of nginx`,
  );
  console.table(rows);
}
