import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { removeDataDir, startAppServer } from "../support/app-server";

// These start servers of their own; they need no browser.
test.describe("server lifecycle", () => {
  test("SIGTERM finishes the request in flight, then exits cleanly", async () => {
    const server = await startAppServer();
    try {
      // A request the server is in the middle of: its headers have arrived (the server has answered
      // "100 Continue"), and its body is sent only once the server has received SIGTERM.
      const body = JSON.stringify({ fullName: "In Flight", email: "in-flight@example.com" });
      const request = http.request(`${server.url}/api/contact`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          Expect: "100-continue",
        },
      });
      const continued = new Promise<void>((resolve) => request.once("continue", () => resolve()));
      const inFlight = new Promise<number>((resolve, reject) => {
        request.once("response", (res) => {
          res.resume();
          res.once("end", () => resolve(res.statusCode ?? 0));
        });
        request.once("error", reject);
      });
      inFlight.catch(() => undefined); // awaited below
      request.flushHeaders();
      await continued;
      const started = Date.now();
      const exited = server.stop();
      await expect.poll(() => server.output()).toContain("SIGTERM received");
      request.end(body);
      const code = await exited;
      expect(code).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await inFlight).toBe(201);
      expect(server.output()).toContain("Shutdown complete");
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    } finally {
      removeDataDir(server.dataDir);
    }
  });

  test("SIGTERM with a stalled request and a long job: exits within the 8 s deadline, the database closed last", async () => {
    test.setTimeout(60_000);
    // An image provider that never answers holds the render job (its own timeout is 90 s).
    let providerCalled!: () => void;
    const providerReached = new Promise<void>((resolve) => (providerCalled = resolve));
    const provider = http.createServer(() => providerCalled());
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    const providerPort = (provider.address() as net.AddressInfo).port;
    const server = await startAppServer({
      env: {
        IMAGE_PROVIDER: "openai",
        OPENAI_API_KEY: "test-key",
        OPENAI_BASE_URL: `http://127.0.0.1:${providerPort}/v1`,
      },
    });
    const stalled = new net.Socket();
    try {
      const form = new FormData();
      form.set("machines", JSON.stringify([{ category: "vending", type: "snack", quantity: 1 }]));
      const created = await fetch(`${server.url}/api/visualization`, { method: "POST", body: form });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      expect((await fetch(`${server.url}/api/visualization/${id}/generate`, { method: "POST" })).ok).toBe(
        true,
      );
      await providerReached;
      // A request whose body never finishes arriving.
      await new Promise<void>((resolve) => stalled.connect(server.port, "127.0.0.1", resolve));
      stalled.on("error", () => undefined);
      await new Promise<void>((resolve) =>
        stalled.write(
          `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"fu`,
          () => resolve(),
        ),
      );

      const started = Date.now();
      const code = await server.stop();
      const elapsed = Date.now() - started;
      expect(code).toBe(0);
      // The deadline is 8 s; before, requests (7 s) and jobs (8 s) waited one after the other.
      expect(elapsed).toBeLessThan(9_500);
      const log = server.output();
      const order = [
        "SIGTERM received",
        "jobs: 1 job(s) still running at shutdown",
        "db: closed",
        "Shutdown complete",
      ].map((line) => log.indexOf(line));
      expect(
        order.every((at) => at >= 0),
        log,
      ).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(log).not.toContain("longer than");
      // Closed cleanly: SQLite checkpoints and removes the write-ahead log on the last close.
      const wal = path.join(server.dataDir, "app.sqlite-wal");
      expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
    } finally {
      stalled.destroy();
      provider.closeAllConnections();
      provider.close();
      await server.kill();
      removeDataDir(server.dataDir);
    }
  });

  test("a bad configuration value stops the server with one line naming the variable", () => {
    const start = (env: Record<string, string>) =>
      spawnSync(process.execPath, ["build/server/index.js"], {
        env: { PATH: process.env.PATH, DATA_DIR: "/tmp/never-created", ...env },
        encoding: "utf8",
        timeout: 10_000,
      });
    const result = start({ PORT: "not-a-port" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe("Invalid configuration: PORT must be a number");
    // TRUST_PROXY=true would let any client choose its address for every per-address limit.
    const trustAll = start({ TRUST_PROXY: "true" });
    expect(trustAll.status).toBe(1);
    expect(trustAll.stderr.trim().split("\n")).toEqual([
      "Invalid configuration: TRUST_PROXY must not be true (it trusts any X-Forwarded-For a client sends); " +
        "use a hop count (1 behind one reverse proxy) or the proxy's addresses/subnets (loopback, 10.0.0.0/8, ...)",
    ]);
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
    test.setTimeout(60_000); // two starts, and an argon2 hash for the first admin
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
