import SQLite from "better-sqlite3";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { DB } from "#db/index";

/**
 * A data folder as the site makes it: leads, a space visualization with its visitor's photo, logo
 * and mockups, an installation photo's original and its generated sizes, each file pointed to by
 * its row. For backup and restore tests that compare folders file by file and row by row.
 */
export async function fillDataFolder(db: DB, dataDir: string, tag = "a") {
  const now = new Date().toISOString();
  const file = (rel: string, bytes = 2000) => {
    const full = path.join(dataDir, rel);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, randomBytes(bytes));
    return rel;
  };
  for (let i = 0; i < 5; i++)
    await db
      .insertInto("contact_requests")
      .values({ full_name: `Lead ${tag}${i}`, email: `${tag}${i}@example.com`, created_at: now })
      .execute();
  const publicId = `viz-${tag}-${randomBytes(6).toString("hex")}`;
  const dir = `visualizations/${publicId}`;
  await db
    .insertInto("visualization_requests")
    .values({
      public_id: publicId,
      machines: JSON.stringify([{ id: "snack", count: 1 }]),
      website_url: null,
      logo_path: file(`${dir}/logo.png`),
      space_photo_path: file(`${dir}/space.jpg`, 50_000),
      generated_image_path: file(`${dir}/mockup.webp`, 30_000),
      branding: null,
      provider: "embedded",
      error: null,
      ip: null,
      stage: null,
      created_at: now,
      updated_at: now,
      completed_at: now,
    })
    .execute();
  file(`${dir}/mockup.jpg`, 30_000);
  file(`${dir}/thumb.webp`, 3000);
  const hash = randomBytes(8).toString("hex");
  await db
    .insertInto("site_photos")
    .values({
      placement: "gallery",
      position: 1,
      alt_en: "A machine",
      alt_es: null,
      caption_es: null,
      original_path: file(`uploads/photos/${hash}.jpg`, 40_000),
      hash,
      width: 1600,
      height: 1200,
      error: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const width of [320, 680])
    for (const ext of ["avif", "webp"]) file(`generated/photos/${hash}-${width}.${ext}`);
  return { publicId };
}

/** Every file under the data folders, by path relative to `dataDir`, with its SHA-256. */
export function fileChecksums(dataDir: string, folders: readonly string[]) {
  const sums: Record<string, string> = {};
  const walk = (rel: string) => {
    const full = path.join(dataDir, rel);
    for (const entry of readdirSync(full)) {
      const child = path.join(rel, entry);
      if (statSync(path.join(dataDir, child)).isDirectory()) walk(child);
      else
        sums[child] = createHash("sha256")
          .update(readFileSync(path.join(dataDir, child)))
          .digest("hex");
    }
  };
  for (const folder of folders) {
    try {
      statSync(path.join(dataDir, folder));
    } catch {
      continue;
    }
    walk(folder);
  }
  return sums;
}

/** Every row of every table of a SQLite file (in a stable order), except the tables named. */
export function tableRows(file: string, except: string[] = []) {
  const db = new SQLite(file, { readonly: true });
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' order by name")
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      tables
        .filter((name) => !except.includes(name))
        .map((name) => [
          name,
          db
            .prepare(`select * from "${name}"`)
            .all()
            .map((row) => JSON.stringify(row))
            .sort(),
        ]),
    );
  } finally {
    db.close();
  }
}
