import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { removeDataDir, startAppServer } from "../support/app-server";

// These start servers of their own; they need no browser.
test.describe("server lifecycle", () => {
  test("SIGTERM finishes the request in flight, then exits cleanly", async () => {
    const server = await startAppServer();
    try {
      const inFlight = fetch(`${server.url}/`).then((r) => r.status);
      await new Promise((r) => setTimeout(r, 20));
      const started = Date.now();
      const code = await server.stop();
      expect(code).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await inFlight).toBe(200);
      expect(server.output()).toContain("Shutdown complete");
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    } finally {
      removeDataDir(server.dataDir);
    }
  });

  test("a bad configuration value stops the server with one line naming the variable", () => {
    const result = spawnSync(process.execPath, ["build/server/index.js"], {
      env: { PATH: process.env.PATH, PORT: "not-a-port", DATA_DIR: "/tmp/never-created" },
      encoding: "utf8",
      timeout: 10_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe("Invalid configuration: PORT must be a number");
  });

  test("behind a trusted proxy, HTTPS requests get HSTS and plain HTTP does not", async () => {
    const server = await startAppServer({ env: { TRUST_PROXY: "loopback" } });
    try {
      const https = await fetch(`${server.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
      expect(https.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      const http = await fetch(`${server.url}/`);
      expect(http.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });

  test("the first start migrates, creates the first admin and keeps the generated secret across restarts", async () => {
    const first = await startAppServer({ env: { SESSION_SECRET: "" } });
    await first.stop();
    expect(first.output()).toContain("applied");
    expect(first.output()).toContain('created the first admin "admin"');
    const secretFile = path.join(first.dataDir, "session-secret");
    const secret = readFileSync(secretFile, "utf8");
    expect(secret.trim().length).toBeGreaterThanOrEqual(32);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    const again = await startAppServer({ dataDir: first.dataDir, env: { SESSION_SECRET: "" } });
    try {
      expect(readFileSync(secretFile, "utf8")).toBe(secret);
      expect(again.output()).not.toContain("applied");
      expect(again.output()).not.toContain("created the first admin");
    } finally {
      await again.stop();
      removeDataDir(first.dataDir);
    }
  });
});
