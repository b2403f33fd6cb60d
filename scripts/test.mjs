#!/usr/bin/env node
// `npm test`: the whole suite, in the order CI runs it. Stops at the first failing step.
//   1. typecheck  2. unit tests (vitest)  3. production build  4. end-to-end tests (Playwright, Debian Chromium)
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}.\n` +
      "Install Debian's Chromium:  sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium\n" +
      "or point CHROMIUM_PATH at a Chromium binary.",
  );
  process.exit(1);
}

const steps = [
  ["typecheck", ["run", "typecheck"]],
  ["unit tests", ["run", "test:unit"]],
  ["build", ["run", "build"]],
  ["end-to-end tests", ["run", "test:e2e", "--", ...process.argv.slice(2)]],
];

for (const [name, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync("npm", args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
