import { test } from "@playwright/test";
import { removeDataDir, startAppServer, type AppServer } from "./app-server";

/**
 * A server of this spec file's own (fresh data folder, optional configuration), started before
 * its tests and removed after them: for tests that break the database on purpose, need an empty
 * one, or need settings the shared server does not have. Returns a getter for the running server.
 */
export function useOwnServer(env?: Record<string, string>): () => AppServer {
  let server: AppServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000); // a start on a loaded machine can take more than a test's 30 s
    server = await startAppServer({ env });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });
  return () => {
    if (!server) throw new Error("The spec's own server is not running");
    return server;
  };
}
