// `npm run db:fetch-offsite -- --out DIR [--name backup-<stamp>] [--list]`: downloads the newest
// (or the named) backup from the off-site bucket and unpacks it into DIR/backup-<stamp>/, ready for
// `npm run db:restore -- --from DIR/backup-<stamp>`. The bucket comes from the database's Settings
// (DATA_DIR) when there is one; on a fresh machine give it with flags or environment variables:
//   --endpoint URL   --region R   --bucket B   --prefix P   --access-key-id ID   --path-style
//   OFFSITE_ENDPOINT OFFSITE_REGION OFFSITE_BUCKET OFFSITE_PREFIX OFFSITE_ACCESS_KEY_ID
//   OFFSITE_PATH_STYLE=true, and the secret only as OFFSITE_SECRET_ACCESS_KEY (never a flag: the
//   process list shows flags). Flags win over the environment, the environment over the database.
// Every archive entry is checked before it is written: absolute paths, "..", links and device
// files are refused (db/tar.ts).
import SQLite from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { databaseFile } from "#db/index";
import type { OffsiteSettingsTable } from "#db/schema";
import type { Selectable } from "kysely";
import { describeS3Error, downloadObject, listObjects, s3Client, type S3Target } from "~/lib/s3.server";
import { extractTar, UnsafeArchiveError } from "#db/tar";
import { formatBytes } from "~/lib/bytes";
import { normalizePrefix } from "~/models/offsite-copy";
import { openSavedSecret } from "~/models/offsite-settings.server";
import { appEnv, args, fail } from "./lib";

const USAGE =
  "Usage: npm run db:fetch-offsite -- --out DIR [--name backup-<stamp>] [--list]\n" +
  "  [--endpoint URL --region R --bucket B --prefix P --access-key-id ID --path-style]\n" +
  "  (the secret: OFFSITE_SECRET_ACCESS_KEY; without flags the bucket saved in Settings is used)";

const flags = args({
  out: { type: "string", short: "o" },
  name: { type: "string" },
  list: { type: "boolean" },
  endpoint: { type: "string" },
  region: { type: "string" },
  bucket: { type: "string" },
  prefix: { type: "string" },
  "access-key-id": { type: "string" },
  "path-style": { type: "boolean" },
});
if (!flags.out && !flags.list) fail(USAGE);

const env = appEnv();

/** The settings saved in the database, if there is one with a bucket; the secret opened if it can be. */
function savedSettings(): { settings: Partial<S3Target> & { prefix?: string }; secretProblem?: string } {
  const file = databaseFile(env.DATA_DIR);
  if (!existsSync(file)) return { settings: {} };
  let row: Selectable<OffsiteSettingsTable> | undefined;
  try {
    const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      row = sqlite.prepare("select * from offsite_settings where id = 1").get() as typeof row;
    } finally {
      sqlite.close();
    }
  } catch {
    return { settings: {} }; // a database without the off-site settings (or not readable)
  }
  if (!row?.bucket) return { settings: {} };
  const settings: Partial<S3Target> & { prefix?: string } = {
    endpoint: row.endpoint,
    region: row.region,
    bucket: row.bucket,
    prefix: row.prefix,
    pathStyle: Boolean(row.path_style),
    accessKeyId: row.access_key_id,
  };
  if (!row.secret_sealed) return { settings };
  const opened = openSavedSecret(row.secret_sealed);
  if (opened.ok) return { settings: { ...settings, secretAccessKey: opened.text } };
  return {
    settings,
    secretProblem:
      "The secret saved in Settings cannot be read on this machine (it was locked with a key that is not here).",
  };
}

const saved = savedSettings();
const fromEnv = (name: string) => process.env[name]?.trim() || undefined;
const target: Partial<S3Target> & { prefix: string } = {
  endpoint: flags.endpoint ?? fromEnv("OFFSITE_ENDPOINT") ?? saved.settings.endpoint,
  region: flags.region ?? fromEnv("OFFSITE_REGION") ?? saved.settings.region ?? "us-east-1",
  bucket: flags.bucket ?? fromEnv("OFFSITE_BUCKET") ?? saved.settings.bucket,
  prefix: normalizePrefix(flags.prefix ?? fromEnv("OFFSITE_PREFIX") ?? saved.settings.prefix ?? ""),
  accessKeyId: flags["access-key-id"] ?? fromEnv("OFFSITE_ACCESS_KEY_ID") ?? saved.settings.accessKeyId,
  secretAccessKey: fromEnv("OFFSITE_SECRET_ACCESS_KEY") ?? saved.settings.secretAccessKey,
  pathStyle:
    flags["path-style"] ??
    (fromEnv("OFFSITE_PATH_STYLE") ? /^(1|true|yes)$/i.test(fromEnv("OFFSITE_PATH_STYLE")!) : undefined) ??
    saved.settings.pathStyle ??
    false,
};
const missing = [
  !target.endpoint && "the endpoint (--endpoint or OFFSITE_ENDPOINT)",
  !target.bucket && "the bucket (--bucket or OFFSITE_BUCKET)",
  !target.accessKeyId && "the access key ID (--access-key-id or OFFSITE_ACCESS_KEY_ID)",
  !target.secretAccessKey && "the secret access key (OFFSITE_SECRET_ACCESS_KEY)",
].filter(Boolean);
if (missing.length) {
  fail(
    [
      saved.secretProblem,
      `Missing ${missing.join(", ")}.`,
      existsSync(databaseFile(env.DATA_DIR))
        ? ""
        : `No database in DATA_DIR=${path.resolve(env.DATA_DIR)} to read the saved bucket from.`,
      USAGE,
    ]
      .filter(Boolean)
      .join("\n"),
  );
}
const resolved = target as S3Target & { prefix: string };
const client = s3Client(resolved);
const where = `${resolved.bucket}${resolved.prefix ? `/${resolved.prefix}` : "/"}`;

try {
  const pattern = /^backup-[^/]+\.tar$/;
  const backups = (await listObjects(client, resolved.bucket, `${resolved.prefix}backup-`))
    .filter((o) => pattern.test(o.key.slice(resolved.prefix.length)))
    .sort((a, b) => b.key.localeCompare(a.key));
  if (flags.list) {
    if (!backups.length) console.log(`No backups in ${where}.`);
    for (const o of backups)
      console.log(`${o.key.slice(resolved.prefix.length, -4)}  ${formatBytes(o.size)}`);
    process.exit(0);
  }
  const wanted = flags.name?.replace(/\.tar$/, "");
  const chosen = wanted ? backups.find((o) => o.key === `${resolved.prefix}${wanted}.tar`) : backups[0];
  if (!chosen) fail(wanted ? `No backup named ${wanted} in ${where}.` : `No backups in ${where}.`);
  const folderName = chosen.key.slice(resolved.prefix.length, -".tar".length);
  const out = path.resolve(flags.out!);
  const final = path.join(out, folderName);
  if (existsSync(final)) fail(`${final} already exists: choose another --out folder or remove it.`);

  // Unpacked under a temporary name and renamed when complete: a failed download leaves no
  // folder that looks like a backup.
  const temporary = path.join(out, `.fetching-${folderName}-${randomBytes(4).toString("hex")}`);
  try {
    const { body } = await downloadObject(client, resolved.bucket, chosen.key);
    const { files, bytes } = await extractTar(body, temporary, { root: folderName });
    if (!existsSync(path.join(temporary, folderName, "app.sqlite")))
      throw new UnsafeArchiveError(
        `${chosen.key} holds no ${folderName}/app.sqlite: it is not a backup of this site.`,
      );
    renameSync(path.join(temporary, folderName), final);
    console.log(
      `Fetched ${folderName} (${files} files, ${formatBytes(bytes)}) from ${where} into ${final}.\n` +
        `Restore it with: npm run db:restore -- --from ${final}`,
    );
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
} catch (error) {
  if (error instanceof UnsafeArchiveError) fail(`Refused: ${error.message} Nothing was restored.`);
  const e = error as { $metadata?: unknown; code?: unknown; name?: unknown };
  const isS3 =
    typeof e.$metadata === "object" ||
    e.name === "TimeoutError" ||
    (typeof e.code === "string" && /^E(CONN|NOTFOUND|AI_|HOSTUNREACH|NETUNREACH|PIPE|TIMEDOUT)/.test(e.code));
  fail(
    isS3
      ? `Could not fetch from ${where}: ${describeS3Error(error, resolved)}`
      : `Could not fetch the backup: ${error instanceof Error ? error.message : String(error)}`,
  );
} finally {
  client.destroy();
}
