import type { TestProject } from "vitest/node";
import { startSharedServer } from "../support/shared-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared production server's address, data folder and admin session file. */
    sharedServer: { url: string; dataDir: string; adminState: string };
  }
}

/** The one shared production server of a `npm run test:server` run (tests/support/shared-server.ts). */
export default async function setup(project: TestProject) {
  const { server, adminState } = await startSharedServer();
  project.provide("sharedServer", { url: server.url, dataDir: server.dataDir, adminState });
  return async () => {
    await server.stop();
  };
}
