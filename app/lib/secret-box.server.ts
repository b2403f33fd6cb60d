import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "./env.server";

/**
 * Secrets kept in the database (an off-site bucket's secret key; next, an SMTP password) are
 * sealed with AES-256-GCM under a key that is NOT in the database (docs/decisions/069):
 * SECRETS_KEY when it is set, else a random key generated at first use and kept in
 * DATA_DIR/secret-key (mode 0600). Backups copy the database and named folders of DATA_DIR, never
 * this file, so a backup alone does not give the secrets away; restored on another machine, a
 * sealed value cannot be opened there and must be entered again (`SecretBoxError`).
 *
 * Sealed form: `sb1.<key id>.<base64url(iv | tag | ciphertext)>`; the key id (first 4 bytes of the
 * key's SHA-256) tells "sealed under another key" from "damaged".
 */

export const SECRET_KEY_FILENAME = "secret-key";
const VERSION = "sb1";

export type SecretBoxProblem = "no-key" | "other-key" | "damaged";

export class SecretBoxError extends Error {
  constructor(
    readonly problem: SecretBoxProblem,
    message: string,
  ) {
    super(message);
    this.name = "SecretBoxError";
  }
}

interface Key {
  key: Buffer;
  id: string;
}

let cached: { source: string; key: Key } | undefined;

/** The key file of a data folder. */
export function secretKeyFile(dataDir: string) {
  return path.resolve(dataDir, SECRET_KEY_FILENAME);
}

function fromBytes(key: Buffer): Key {
  return { key, id: createHash("sha256").update(key).digest("hex").slice(0, 8) };
}

/** The key in force: SECRETS_KEY, else DATA_DIR/secret-key (made when `create` and absent). */
function currentKey(create: boolean): Key | undefined {
  const env = getEnv();
  const source = env.SECRETS_KEY ? "env" : secretKeyFile(env.DATA_DIR);
  if (cached?.source === source) return cached.key;
  let key: Key | undefined;
  if (env.SECRETS_KEY) {
    key = fromBytes(createHash("sha256").update(env.SECRETS_KEY, "utf8").digest());
  } else {
    key = readKeyFile(source) ?? (create ? writeKeyFile(source) : undefined);
  }
  if (key) cached = { source, key };
  return key;
}

function readKeyFile(file: string): Key | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const bytes = Buffer.from(text, "base64url");
  if (bytes.length !== 32) throw new Error(`${file} is not a secrets key (expected 32 bytes, base64url)`);
  return fromBytes(bytes);
}

function writeKeyFile(file: string): Key {
  mkdirSync(path.dirname(file), { recursive: true });
  const bytes = randomBytes(32);
  try {
    // "wx": never overwrite a key another process has just written (that would lose its secrets).
    writeFileSync(file, `${bytes.toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readKeyFile(file)!;
    throw error;
  }
  chmodSync(file, 0o600);
  return fromBytes(bytes);
}

/**
 * AES-256-GCM of `text` under `key` with `context` as additional data: base64url of iv | tag |
 * ciphertext. The one primitive behind sealed settings and the one-time-secret cookie.
 */
export function aesGcmSeal(key: Buffer, text: string, context = ""): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** Opens what `aesGcmSeal` made with the same key and context; throws when it cannot. */
export function aesGcmOpen(key: Buffer, sealed: string, context = ""): string {
  const bytes = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
}

/**
 * Seals `text` (creating the key file on first use). `context` is bound to the result (GCM's
 * additional data): a value sealed for one purpose does not open for another.
 */
export function seal(text: string, context = ""): string {
  const { key, id } = currentKey(true)!;
  return `${VERSION}.${id}.${aesGcmSeal(key, text, context)}`;
}

/** Opens a value made by `seal` with the same context; throws a SecretBoxError saying why it cannot. */
export function open(sealed: string, context = ""): string {
  const [version, id, payload] = sealed.split(".");
  if (version !== VERSION || !id || !payload)
    throw new SecretBoxError("damaged", "The sealed value is damaged.");
  const current = currentKey(false);
  if (!current)
    throw new SecretBoxError(
      "no-key",
      "The key the secret was sealed with is not on this machine (no SECRETS_KEY and no secret-key file).",
    );
  if (current.id !== id)
    throw new SecretBoxError("other-key", "The secret was sealed with another key (another machine's).");
  try {
    return aesGcmOpen(current.key, payload, context);
  } catch {
    throw new SecretBoxError("damaged", "The sealed value is damaged or was sealed for something else.");
  }
}

/** Opens a sealed value, or says (without throwing) why it cannot be opened. */
export function tryOpen(
  sealed: string,
  context = "",
): { ok: true; text: string } | { ok: false; problem: SecretBoxProblem } {
  try {
    return { ok: true, text: open(sealed, context) };
  } catch (error) {
    if (error instanceof SecretBoxError) return { ok: false, problem: error.problem };
    throw error;
  }
}

/** For tests: forget the key read from the environment or the file. */
export function resetSecretBoxForTests() {
  cached = undefined;
}
