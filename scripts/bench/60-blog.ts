// Blog pages under load: /blog, a post, the RSS feed and the public API on the built server with the
// demo posts, each next to the same bytes served by a bare Node HTTP server (the "static file"
// baseline of docs/performance.md#budgets), plus the cost of the render-time sanitizer. Prints
// figures; asserts nothing.
import { execFileSync } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sanitizePostHtml } from "~/lib/sanitize-html.server";
import { demoBlogPosts } from "../seed/blog-posts";
import { makeDataDir, removeDataDir, startAppServer } from "../../tests/support/app-server";

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
// autocannon ships no types; a computed specifier keeps tsc from looking for them.
const autocannonModule = "autocannon";
const { default: autocannon } = (await import(autocannonModule)) as {
  default: (options: { url: string; connections: number; duration: number }) => Promise<CannonResult>;
};

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 10;

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

export default async function blogBench() {
  const html = demoBlogPosts[0].content;
  const runs = 500;
  const started = performance.now();
  for (let i = 0; i < runs; i++) sanitizePostHtml(html, { siteOrigin: "https://example.com" });
  console.log(
    `sanitize ${html.length} B post: ${((performance.now() - started) / runs).toFixed(3)} ms/op (cached per content at render time)`,
  );

  const dataDir = makeDataDir("vending-bench-blog-");
  execFileSync("npx", ["tsx", "scripts/db-seed.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, SESSION_SECRET: "bench-".repeat(8) },
    stdio: "ignore",
  });
  const server = await startAppServer({ dataDir });
  try {
    const paths = [
      "/blog",
      `/blog/micromarket-vs-vending-machines-which-fits-your-office`,
      "/blog/rss.xml",
      "/api/blog-posts",
    ];
    // Warm-up (JIT, caches) so the first path measured is not penalized.
    for (const path of paths)
      for (let i = 0; i < 100; i++) await (await fetch(server.url + path)).arrayBuffer();
    for (const path of paths) {
      const res = await fetch(server.url + path);
      const body = Buffer.from(await res.arrayBuffer());
      const type = res.headers.get("content-type") ?? "text/html";
      const baseline = createServer((_req, out) =>
        out.writeHead(200, { "Content-Type": type, "Content-Length": body.length }).end(body),
      );
      await new Promise<void>((resolve) => baseline.listen(0, "127.0.0.1", resolve));
      const port = (baseline.address() as AddressInfo).port;
      const app = await measure(server.url + path);
      const stat = await measure(`http://127.0.0.1:${port}/`);
      baseline.close();
      console.log(
        `${path} (${(body.length / 1024).toFixed(1)} KB): ${app.rps.toFixed(0)} req/s, p50 ${app.p50} ms, p99 ${app.p99} ms, errors ${app.errors}` +
          ` | static ${stat.rps.toFixed(0)} req/s | ratio ${(stat.rps / Math.max(app.rps, 1)).toFixed(1)}x`,
      );
    }
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
}
