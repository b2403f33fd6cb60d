import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { removeDataDir, startAppServer, type AppServer } from "./app-server";
import { httpClient, type HttpClient } from "./http-client";
import { PROXIED_ENV, proxiedAddress } from "./proxied-env";

/**
 * The Vitest side of tests/support/own-server.ts and tests/support/servers.ts, for tests/server:
 * a server of the spec file's own (fresh data folder, optional configuration), started before its
 * tests and removed after them. Returns a getter for the running server.
 */
export function useOwnServer(env?: Record<string, string>): () => AppServer {
  let server: AppServer | undefined;
  beforeAll(async () => {
    server = await startAppServer({ env, timeoutMs: 90_000 });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });
  return () => {
    if (!server) throw new Error("The spec's own server is not running");
    return server;
  };
}

/** A server behind a "proxy" (PROXIED_ENV: TRUST_PROXY=1, the test-only sign-in delay). */
export const useProxiedServer = () => useOwnServer(PROXIED_ENV);

let next = 0;
/** An IPv4 address no other test of this file uses (for X-Forwarded-For on a proxied server). */
export function uniqueAddress() {
  next += 1;
  return proxiedAddress(200 + Number(process.env.VITEST_POOL_ID ?? 0), next);
}

/**
 * Playwright's `request` fixture: a fresh client (its own cookie jar) for every test, against the
 * shared server. Returns a getter.
 */
export function useRequest(): () => HttpClient {
  let client: HttpClient | undefined;
  beforeEach(() => {
    client = httpClient(process.env.E2E_BASE_URL!);
  });
  return () => client!;
}

/** A client with the admin session global setup signed in once for the run (tests/support/auth.ts). */
export function adminClient(baseUrl = process.env.E2E_BASE_URL!): HttpClient {
  const state = JSON.parse(readFileSync(process.env.E2E_ADMIN_STATE!, "utf8")) as {
    cookies: { name: string; value: string }[];
  };
  return httpClient(baseUrl, { cookies: Object.fromEntries(state.cookies.map((c) => [c.name, c.value])) });
}
