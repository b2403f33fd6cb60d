import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "./env.server";

const SECRET_FILE = "session-secret";
let cached: string | undefined;

/**
 * The secret that signs cookies and tokens: SESSION_SECRET, or else one generated on first start
 * and kept in DATA_DIR (mode 0600) so restarts keep sessions valid.
 */
export function sessionSecret(): string {
  if (cached) return cached;
  const env = getEnv();
  if (env.SESSION_SECRET) return (cached = env.SESSION_SECRET);
  const file = path.resolve(env.DATA_DIR, SECRET_FILE);
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return (cached = existing);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600, flag: "w" });
  chmodSync(file, 0o600);
  return (cached = secret);
}
