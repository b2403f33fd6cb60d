/**
 * Public pages vs a static file (DESIGN §7): requests per second and p99 latency of the home page
 * and a city page rendered by the built server, against the very same HTML served as a static
 * file by a tiny node:http server on the same machine, in one run. Prints the ratio.
 * autocannon, 10 connections, 10 s per target (BENCH_SECONDS overrides), gzip accepted like a
 * browser. Run `npm run build` first; `npm run bench -- --only pages`.
 */
import autocannon from "autocannon";
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import { startAppServer } from "../../tests/support/app-server";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

interface Figures {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function run(url: string): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { "accept-encoding": "gzip", accept: "text/html" },
      },
      (error: Error | null, result: autocannon.Result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.average,
          p99: result.latency.p99,
          errors: result.errors,
          non2xx: result.non2xx,
        });
      },
    );
  });
}

export default async function pagesBenchmark() {
  const app = await startAppServer({ env: { ACCESS_LOG: "false" } });
  const pages = ["/", "/locations/fort-lauderdale"];
  const snapshots = new Map<string, Buffer>();
  for (const path of pages) {
    const response = await fetch(app.url + path);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    snapshots.set(path, gzipSync(Buffer.from(await response.text())));
  }
  // The same HTML as a static file: pre-compressed, from memory, with the headers a static server sends.
  const staticServer = createServer((req, res) => {
    const body = snapshots.get(req.url ?? "/");
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "content-encoding": "gzip",
      "content-length": body.length,
      "cache-control": "no-cache",
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => staticServer.listen(0, "127.0.0.1", resolve));
  const address = staticServer.address();
  const staticUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  const rows: Record<string, string | number>[] = [];
  try {
    for (const path of pages) {
      for (let i = 0; i < 50; i++) await (await fetch(app.url + path)).arrayBuffer(); // warm-up
      const dynamic = await run(app.url + path);
      const file = await run(staticUrl + path);
      rows.push({
        page: path,
        "app req/s": Math.round(dynamic.rps),
        "app p99 ms": dynamic.p99,
        "static req/s": Math.round(file.rps),
        "static p99 ms": file.p99,
        "ratio (static/app)": (file.rps / dynamic.rps).toFixed(1) + "×",
        errors: dynamic.errors + dynamic.non2xx + file.errors + file.non2xx,
      });
    }
  } finally {
    staticServer.close();
    await app.stop();
  }
  console.log(
    `autocannon · ${CONNECTIONS} connections · ${SECONDS} s per target · gzip · same machine, one run`,
  );
  console.table(rows);
}
