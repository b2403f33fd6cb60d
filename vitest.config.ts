import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** The app's import aliases, shared with vitest.server.config.ts. */
export const resolve = {
  alias: {
    "~": fileURLToPath(new URL("./app", import.meta.url)),
    "#db": fileURLToPath(new URL("./db", import.meta.url)),
  },
};

// Unit tests only; tests/server has vitest.server.config.ts, Playwright owns tests/e2e.
export default defineConfig({
  resolve,
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    // Worker threads, not forked processes: each file starts in a thread of a running process,
    // which takes the unit step from about 122 s to 92 s here (docs/performance.md, "075").
    pool: "threads",
    // Vitest's default is one worker fewer than the CPUs: a single worker on this 2-core machine.
    // Two workers take the step from about 90-108 s to 57-67 s here.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
  },
});
