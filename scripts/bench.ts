// `npm run bench [-- --only NAME[,NAME]]`: every benchmark in scripts/bench/, in name order.
// Each module's default export runs one benchmark and prints its figures; nothing here asserts a
// wall-clock time (docs/performance.md). Most benchmarks start the built server: run `npm run build` first.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { args } from "./lib";

const values = args({ only: { type: "string" } });
const only = values.only ? new Set(values.only.split(",").map((s) => s.trim())) : null;
const dir = path.join(import.meta.dirname, "bench");
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".ts"))
  .sort();

for (const file of files) {
  const name = file.replace(/^\d+-/, "").replace(/\.ts$/, "");
  if (only && !only.has(name)) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { default: () => Promise<void> };
  await mod.default();
  console.log(`(${name}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
