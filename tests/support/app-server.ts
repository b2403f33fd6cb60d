import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Starts the built production server (build/server/index.js) on a free port with a fresh data
 * folder, for end-to-end tests, benchmarks and crash tests. Call `npm run build` first.
 */
export interface AppServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM and wait for exit. */
  stop(): Promise<number | null>;
  /** SIGKILL (a crash) and wait for exit. */
  kill(): Promise<number | null>;
}

export const TEST_ADMIN = { username: "admin", password: "correct-horse-battery" };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function makeDataDir(prefix = "vending-e2e-") {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export async function startAppServer(
  options: { env?: Record<string, string>; dataDir?: string; port?: number; timeoutMs?: number } = {},
): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? makeDataDir();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["build/server/index.js"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_SITE_URL: url,
      SESSION_SECRET: "test-session-secret-that-is-long-enough-0123456789",
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ACCESS_LOG: "false",
      CONTACT_MIN_FILL_MS: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));

  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not become healthy in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
      return exited;
    },
  };
}

export function removeDataDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
