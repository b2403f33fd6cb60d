import { parseArgs, type ParseArgsConfig } from "node:util";

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig["options"]>;
import { getDatabase, migrateToLatest, type OpenDatabase } from "#db/index";
import { EnvError, getEnv, type Env } from "~/lib/env.server";

/** The validated environment; a bad setting ends the script with its one-line message. */
export function appEnv(): Env {
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
}

/** Shared by the operator scripts: the validated environment and the migrated database. */
export async function openAppDatabase(): Promise<OpenDatabase> {
  const open = getDatabase(appEnv().DATA_DIR);
  await migrateToLatest(open.db);
  return open;
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export function args<const T extends ParseArgsOptionsConfig>(options: T) {
  try {
    return parseArgs({ options, allowPositionals: false, strict: true }).values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}
