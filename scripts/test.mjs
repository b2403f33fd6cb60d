#!/usr/bin/env node
// `npm test`: the whole suite, in the order CI runs it. Stops at the first failing step.
//   1. lint (ESLint + Prettier) and typecheck, side by side (each uses one core)  2. unit tests
//   (vitest)  3. production build  4. server tests (vitest, HTTP against the build)
//   5. end-to-end tests (Playwright, Debian Chromium)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}.\n` +
      "Install Debian's Chromium:  sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium\n" +
      "or point CHROMIUM_PATH at a Chromium binary.",
  );
  process.exit(1);
}

mkdirSync(".reports", { recursive: true });
const unitReport = ".reports/unit.json";
const serverReport = ".reports/server.json";
const e2eReport = ".reports/e2e.json";
/**
 * Lint and typecheck at once: ESLint and tsc each keep one core busy, and this machine has two.
 * Their output is printed after both end, one after the other, so it reads as if run in turn.
 */
async function checksSideBySide() {
  const started = Date.now();
  console.log("\n▶ lint and typecheck");
  const run = (script) =>
    new Promise((resolve) => {
      const child = spawn("npm", ["run", script], { env: process.env });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("close", (code) => resolve({ script, code, output }));
    });
  const results = await Promise.all([run("lint"), run("typecheck")]);
  for (const { output } of results) process.stdout.write(output);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const failed = results.filter((r) => r.code !== 0).map((r) => r.script);
  if (failed.length) {
    console.error(`✖ ${failed.join(" and ")} failed after ${seconds} s`);
    process.exit(1);
  }
  console.log(`✔ lint and typecheck (${seconds} s)`);
}

await checksSideBySide();

const steps = [
  [
    "unit tests",
    ["run", "test:unit", "--", "--reporter=default", "--reporter=json", `--outputFile=${unitReport}`],
    {},
  ],
  ["build", ["run", "build"], {}],
  [
    "server tests",
    ["run", "test:server", "--", "--reporter=default", "--reporter=json", `--outputFile=${serverReport}`],
    {},
  ],
  [
    "end-to-end tests",
    ["run", "test:e2e", "--", "--reporter=list,json", ...process.argv.slice(2)],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  ],
];

for (const [name, args, extraEnv] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync("npm", args, { stdio: "inherit", env: { ...process.env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}

// One plain closing line for the whole suite.
const unit = JSON.parse(readFileSync(unitReport, "utf8"));
const server = JSON.parse(readFileSync(serverReport, "utf8"));
const e2e = JSON.parse(readFileSync(e2eReport, "utf8"));
const passed = unit.numPassedTests + server.numPassedTests + e2e.stats.expected;
const failed = unit.numFailedTests + server.numFailedTests + e2e.stats.unexpected + e2e.stats.flaky;
const skipped =
  unit.numPendingTests + unit.numTodoTests + server.numPendingTests + server.numTodoTests + e2e.stats.skipped;
console.log(
  `\nunit: ${unit.numPassedTests} passed, server: ${server.numPassedTests} passed, e2e: ${e2e.stats.expected} passed`,
);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exit(1);
