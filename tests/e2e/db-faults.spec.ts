import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { spawnSync } from "node:child_process";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort, makeDataDir, removeDataDir, startAppServer, type AppServer } from "../support/app-server";

// Database faults against the built server (no browser): a corrupt file and a data folder already
// in use stop the start with one line; a write lock held by another process answers 503 quickly.
function startSync(dataDir: string, port: number) {
  const result = spawnSync(process.execPath, ["build/server/index.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: "test-session-secret-that-is-long-enough-0123456789",
      ACCESS_LOG: "false",
    },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { status: result.status, lines: `${result.stdout}${result.stderr}`.trim().split("\n") };
}

test.describe("database faults", () => {
  test("a corrupt database stops the start with one line naming the file and DATA_DIR", async () => {
    const first = await startAppServer();
    await first.stop();
    const dataDir = makeDataDir();
    try {
      const file = path.join(dataDir, "app.sqlite");
      copyFileSync(path.join(first.dataDir, "app.sqlite"), file);
      // Garbage over every page after the first two.
      const bytes = readFileSync(file);
      const pageSize = bytes.readUInt16BE(16);
      for (let offset = 2 * pageSize; offset < bytes.length; offset += 5)
        bytes[offset] = (offset * 131) & 0xff;
      writeFileSync(file, bytes);

      const result = startSync(dataDir, await freePort());
      expect(result.status).toBe(1);
      expect(result.lines).toHaveLength(1);
      expect(result.lines[0]).toContain(file);
      expect(result.lines[0]).toContain(`DATA_DIR=${dataDir}`);
    } finally {
      removeDataDir(dataDir);
      removeDataDir(first.dataDir);
    }
  });

  test("a second server on the same DATA_DIR refuses to start, whatever its port", async () => {
    const first = await startAppServer();
    try {
      const result = startSync(first.dataDir, await freePort());
      expect(result.status).toBe(1);
      expect(result.lines).toHaveLength(1);
      expect(result.lines[0]).toContain(
        `DATA_DIR ${first.dataDir} is in use by another server (pid ${first.process.pid}`,
      );
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    } finally {
      await first.stop();
      removeDataDir(first.dataDir);
    }
  });

  test("a write lock held by another process: 503 + Retry-After (API and form), then it works again", async () => {
    let server: AppServer | undefined;
    let other: SQLite.Database | undefined;
    try {
      server = await startAppServer({ env: { CONTACT_RATE_PER_MINUTE: "1000" } });
      other = new SQLite(path.join(server.dataDir, "app.sqlite"));
      other.exec("begin immediate");

      const api = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ fullName: "Locked Out", email: "locked@example.com", message: "held lock" }),
      });
      expect(api.status).toBe(503);
      expect(api.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await api.json()).toEqual({ message: expect.stringMatching(/try again/i) });

      // The form without JavaScript (with its genuine render stamp): the page again, with its error, as 503.
      const { formStartedAt } = (await (await fetch(`${server.url}/api/contact`)).json()) as {
        formStartedAt: string;
      };
      const form = await fetch(`${server.url}/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          fullName: "Locked Form",
          email: "form@example.com",
          message: "held lock",
          formStartedAt,
        }),
        redirect: "manual",
      });
      expect(form.status).toBe(503);
      expect(form.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(form.headers.get("content-type")).toContain("text/html");
      expect((await fetch(`${server.url}/healthz`)).status).toBe(503);

      other.exec("rollback");
      const after = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ fullName: "Let In", email: "after@example.com", message: "lock released" }),
      });
      expect(after.status).toBe(201);
      const stored = other.prepare("select email from contact_requests order by id").pluck().all();
      expect(stored).toEqual(["after@example.com"]);
    } finally {
      other?.close();
      await server?.stop();
      if (server) removeDataDir(server.dataDir);
    }
  });
});
