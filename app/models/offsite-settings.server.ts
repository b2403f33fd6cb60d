/**
 * The off-site copy's settings (docs/decisions/069-offsite-copy.md): the bucket, the sealed secret
 * access key, where a copy goes, and "Test the connection". The copies themselves are in
 * offsite-backups.server.ts.
 */
import type { Selectable } from "kysely";
import type { DB } from "#db/index";
import type { OffsiteSettingsTable } from "#db/schema";
import { nowIso } from "~/lib/db.server";
import { describeS3Error, s3Client, testBucket, type S3Target } from "~/lib/s3.server";
import { seal, tryOpen } from "~/lib/secret-box.server";
import { DEFAULT_OFFSITE_KEEP, type OffsiteSettingsInput, type OffsiteSettingsView } from "./offsite-copy";

const SECRET_CONTEXT = "offsite.secret";

type SettingsRow = Selectable<OffsiteSettingsTable>;

export function readOffsiteSettings(database: DB) {
  return database.selectFrom("offsite_settings").selectAll().where("id", "=", 1).executeTakeFirst();
}

function secretState(row: SettingsRow | undefined): OffsiteSettingsView["secret"] {
  if (!row?.secret_sealed) return "none";
  return tryOpen(row.secret_sealed, SECRET_CONTEXT).ok ? "saved" : "unreadable";
}

/** The settings as the admin's pages show them: never the secret, only whether one is usable. */
export async function offsiteSettingsView(database: DB): Promise<OffsiteSettingsView> {
  const row = await readOffsiteSettings(database);
  return {
    enabled: Boolean(row?.enabled && row.bucket),
    endpoint: row?.endpoint ?? "",
    region: row?.region ?? "",
    bucket: row?.bucket ?? "",
    prefix: row?.prefix ?? "",
    pathStyle: Boolean(row?.path_style),
    accessKeyId: row?.access_key_id ?? "",
    keep: row?.keep ?? DEFAULT_OFFSITE_KEEP,
    secret: secretState(row),
    updatedAt: row?.updated_at ?? null,
    updatedBy: row?.updated_by ?? null,
    lastTest:
      row?.last_test_at && row.last_test_detail !== null
        ? { at: row.last_test_at, ok: row.last_test_ok === 1, detail: row.last_test_detail }
        : null,
  };
}

/** Saves the form's settings; the secret is sealed, and an empty one keeps the saved secret. */
export async function saveOffsiteSettings(database: DB, input: OffsiteSettingsInput, by: string | null) {
  const values = {
    enabled: input.enabled ? 1 : 0,
    endpoint: input.endpoint,
    region: input.region,
    bucket: input.bucket,
    prefix: input.prefix,
    path_style: input.pathStyle ? 1 : 0,
    access_key_id: input.accessKeyId,
    keep: input.keep,
    updated_at: nowIso(),
    updated_by: by,
    ...(input.secret ? { secret_sealed: seal(input.secret, SECRET_CONTEXT) } : {}),
  };
  await database
    .insertInto("offsite_settings")
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
}

/** Opens a saved (sealed) secret access key: the text, or why it cannot be opened here. */
export function openSavedSecret(sealed: string) {
  return tryOpen(sealed, SECRET_CONTEXT);
}

/** Where to copy to, with the secret opened; or why that is not possible, in plain words. */
export function offsiteTarget(
  row: SettingsRow | undefined,
): { ok: true; target: S3Target; prefix: string; keep: number } | { ok: false; reason: string } {
  if (!row?.enabled || !row.bucket) return { ok: false, reason: "The off-site copy is turned off." };
  if (!row.secret_sealed)
    return { ok: false, reason: "No secret access key is saved: enter it in Settings." };
  const opened = openSavedSecret(row.secret_sealed);
  if (!opened.ok)
    return {
      ok: false,
      reason:
        "The saved secret access key cannot be read on this machine (it was locked with a key that is not here, as after a restore on a new machine): enter it again in Settings.",
    };
  return {
    ok: true,
    prefix: row.prefix,
    keep: row.keep,
    target: {
      endpoint: row.endpoint,
      region: row.region,
      bucket: row.bucket,
      accessKeyId: row.access_key_id,
      secretAccessKey: opened.text,
      pathStyle: Boolean(row.path_style),
    },
  };
}

/** "Test the connection": writes and deletes a small file in the bucket; the outcome is kept. */
export async function testOffsiteConnection(database: DB) {
  const row = await readOffsiteSettings(database);
  const resolved = offsiteTarget(row);
  let result: { ok: boolean; detail: string };
  if (!resolved.ok) result = { ok: false, detail: resolved.reason };
  else {
    const { target, prefix } = resolved;
    const client = s3Client(target, { maxAttempts: 1 });
    try {
      await testBucket(client, target.bucket, prefix);
      result = {
        ok: true,
        detail: `The connection works: a test file was written to ${target.bucket} and deleted again.`,
      };
    } catch (error) {
      console.error(`offsite: connection test to ${target.endpoint} failed: ${String(error)}`);
      result = { ok: false, detail: describeS3Error(error, target) };
    } finally {
      client.destroy();
    }
  }
  if (row)
    await database
      .updateTable("offsite_settings")
      .set({ last_test_at: nowIso(), last_test_ok: result.ok ? 1 : 0, last_test_detail: result.detail })
      .where("id", "=", 1)
      .execute();
  return result;
}
