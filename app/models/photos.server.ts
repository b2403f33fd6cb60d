import { createHash } from "node:crypto";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { DB } from "#db/index";
import type { SitePhotoRow } from "#db/schema";
import { nowIso } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { StoredImage } from "~/lib/images.server";
import { PermanentJobError, type JobsRunner } from "~/lib/jobs-runner.server";
import { pageAlternates } from "~/lib/i18n";
import { publicPagesChanged } from "~/lib/page-cache-events.server";
import {
  HERO_PLACEMENTS,
  PHOTO_FORMATS,
  SERVICE_HEROES,
  widthsFor,
  type HeroPlacement,
  type PhotoFormat,
  type PublicPhoto,
} from "~/models/photo";
import type { GalleryPhotoInput, HeroPhotoInput } from "~/models/photo-schema";
import { DATA_FOLDER } from "#db/backup";

/**
 * Uploaded photos (docs/decisions/050-site-photos.md). The upload is checked and re-encoded in the
 * request (app/lib/images.server.ts: sniffed type, pixel limits from the header, metadata dropped)
 * and kept as DATA_DIR/uploads/photos/{hash}.jpg, never served; the "photos.variants" job writes
 * AVIF and WebP at the widths the pages use to DATA_DIR/generated/photos/{hash}-{width}.{ext},
 * served by app/routes/media.photos.$file.ts: to everyone with year-long immutable caching while
 * the photo is on the site, to a signed-in admin only (never stored) while it is hidden.
 */
export type { SitePhotoRow };
export const PHOTO_VARIANTS_JOB = "photos.variants";

/**
 * The public pages that show uploaded photos, in both languages (/es, /es/micromercados, ...):
 * dropped from the page cache on every change.
 */
export const PHOTO_PAGES = ["/", ...SERVICE_HEROES.map((h) => h.path)].flatMap((path) => {
  const both = pageAlternates(path);
  return both ? [both.en, both.es] : [path];
});

/**
 * Where the files live: the originals with the other uploads, the sizes with the other generated
 * images: folders of DATA_FOLDER, so every backup keeps them (docs/decisions/068).
 */
export function photoDirs() {
  const dataDir = getEnv().DATA_DIR;
  return {
    originals: path.join(dataDir, DATA_FOLDER.uploads, "photos"),
    variants: path.join(dataDir, DATA_FOLDER.generated, "photos"),
  };
}

function variantFile(hash: string, width: number, format: PhotoFormat) {
  return path.join(photoDirs().variants, `${hash}-${width}.${format}`);
}

/** The generated file for a public URL's name, or null when the name is not one of ours. */
export function parseVariantName(file: string) {
  const match = /^([a-f0-9]{20})-(\d{1,5})\.(avif|webp)$/.exec(file);
  if (!match) return null;
  return { hash: match[1]!, width: Number(match[2]), format: match[3] as PhotoFormat };
}

export function parsePhotoId(value: unknown): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function contentHash(data: Buffer) {
  return createHash("sha256").update(data).digest("hex").slice(0, 20);
}

function changed() {
  publicPagesChanged(PHOTO_PAGES);
}

/**
 * Stores a checked upload and queues its variants (in one transaction, so a photo is never left
 * "processing" without a job). A gallery photo goes last; a hero replaces the page's earlier one
 * once its own variants are ready.
 */
export async function addPhoto(
  database: DB,
  runner: JobsRunner,
  image: StoredImage,
  input:
    | ({ placement: "gallery" } & GalleryPhotoInput)
    | ({ placement: HeroPlacement } & Omit<HeroPhotoInput, "placement">)
    | { placement: "blog"; altEn: string; altEs: null },
) {
  const hash = contentHash(image.data);
  const originalRel = path.join(DATA_FOLDER.uploads, "photos", `${hash}.jpg`);
  const original = path.join(getEnv().DATA_DIR, originalRel);
  mkdirSync(path.dirname(original), { recursive: true });
  if (!existsSync(original)) {
    await writeFile(`${original}.tmp`, image.data);
    await rename(`${original}.tmp`, original);
  }
  const now = nowIso();
  return database.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("site_photos")
      .select((eb) => eb.fn.max("position").as("max"))
      .where("placement", "=", input.placement)
      .executeTakeFirst();
    const row = await trx
      .insertInto("site_photos")
      .values({
        placement: input.placement,
        position: Number(last?.max ?? 0) + 1,
        visible: 1,
        alt_en: input.altEn,
        caption_en: "captionEn" in input ? input.captionEn : "",
        alt_es: input.altEs,
        caption_es: "captionEs" in input ? input.captionEs : null,
        original_path: originalRel,
        hash,
        width: image.width,
        height: image.height,
        status: "processing",
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await runner.enqueue(PHOTO_VARIANTS_JOB, { id: row.id }, { db: trx });
    return row;
  });
}

/** Writes the AVIF and WebP files of a photo at its widths (write, then rename: never half a file). */
export async function generateVariants(database: DB, id: number) {
  const row = await database.selectFrom("site_photos").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new PermanentJobError(`photo ${id} no longer exists`);
  const source = path.join(getEnv().DATA_DIR, row.original_path);
  if (!existsSync(source)) throw new PermanentJobError(`the original of photo ${id} is missing`);
  const input = await readFile(source);
  const widths = widthsFor(row.placement, row.width);
  mkdirSync(photoDirs().variants, { recursive: true });
  for (const width of widths) {
    for (const format of PHOTO_FORMATS) {
      const target = variantFile(row.hash, width, format);
      if (existsSync(target)) continue; // the same image uploaded before: same name, same bytes
      const resized = sharp(input).resize({ width, withoutEnlargement: true });
      const data =
        format === "avif"
          ? await resized.avif({ quality: 55, effort: 4 }).toBuffer()
          : await resized.webp({ quality: 78 }).toBuffer();
      await writeFile(`${target}.tmp`, data);
      await rename(`${target}.tmp`, target);
    }
  }
  await database
    .updateTable("site_photos")
    .set({ status: "ready", error: null, widths: JSON.stringify(widths), updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
  if (HERO_PLACEMENTS.includes(row.placement as HeroPlacement)) {
    // The new hero is ready: the earlier ones of the page go.
    const older = await database
      .selectFrom("site_photos")
      .select("id")
      .where("placement", "=", row.placement)
      .where("id", "<", id)
      .execute();
    for (const o of older) await removePhotoRow(database, o.id);
  }
  changed();
}

export function registerPhotoJobs(database: () => DB, runner: JobsRunner) {
  runner.register<{ id: number }>(PHOTO_VARIANTS_JOB, {
    maxAttempts: 3,
    backoffBaseMs: 2000,
    handler: (payload) => generateVariants(database(), payload.id),
    onFailed: async (payload, error) => {
      await database()
        .updateTable("site_photos")
        .set({
          status: "failed",
          error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          updated_at: nowIso(),
        })
        .where("id", "=", payload.id)
        .execute();
    },
  });
}

/** The admin's lists: gallery photos in order, and each service page's hero (newest first). */
export async function listAdminPhotos(database: DB) {
  const rows = await database
    .selectFrom("site_photos")
    .selectAll()
    .orderBy("position")
    .orderBy("id")
    .execute();
  const heroes = Object.fromEntries(
    HERO_PLACEMENTS.map((p) => [p, rows.filter((r) => r.placement === p).sort((a, b) => b.id - a.id)]),
  ) as Record<HeroPlacement, SitePhotoRow[]>;
  return { gallery: rows.filter((r) => r.placement === "gallery"), heroes };
}

export async function findPhoto(database: DB, id: number) {
  return database.selectFrom("site_photos").selectAll().where("id", "=", id).executeTakeFirst();
}

function toPublic(row: SitePhotoRow): PublicPhoto {
  return {
    id: row.id,
    hash: row.hash,
    width: row.width,
    height: row.height,
    widths: JSON.parse(row.widths) as number[],
    alt: { en: row.alt_en, es: row.alt_es },
    caption: { en: row.caption_en, es: row.caption_es },
  };
}

/** The gallery's photos: visible and ready, in the owner's order. Empty: the drawings are shown. */
export async function galleryPhotos(database: DB): Promise<PublicPhoto[]> {
  const rows = await database
    .selectFrom("site_photos")
    .selectAll()
    .where("placement", "=", "gallery")
    .where("visible", "=", 1)
    .where("status", "=", "ready")
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map(toPublic);
}

/** A service page's uploaded hero (the newest ready one), or null: the drawing is shown. */
export async function heroPhoto(database: DB, placement: HeroPlacement): Promise<PublicPhoto | null> {
  const row = await database
    .selectFrom("site_photos")
    .selectAll()
    .where("placement", "=", placement)
    .where("status", "=", "ready")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? toPublic(row) : null;
}

/** For the first-run checklist: gallery photos the public sees, and all of them. */
export async function photosStatus(database: DB): Promise<{ visible: number; total: number }> {
  const row = await database
    .selectFrom("site_photos")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb("visible", "=", 1), eb("status", "=", "ready")]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("visible"),
    ])
    .where("placement", "=", "gallery")
    .executeTakeFirstOrThrow();
  return { visible: Number(row.visible ?? 0), total: Number(row.total) };
}

/**
 * Who may see a generated file (decision 072): "public" while a photo with this hash and width is
 * on the site (a visible gallery photo, or the hero a service page shows: its newest ready one);
 * "admin" while the only photos using it are hidden or waiting to replace a hero (an admin's
 * preview); null when no ready photo uses it (deleted, failed, never ours).
 */
export async function variantAudience(
  database: DB,
  hash: string,
  width: number,
): Promise<"public" | "admin" | null> {
  const rows = await database
    .selectFrom("site_photos as p")
    .select((eb) => [
      "p.placement",
      "p.visible",
      "p.widths",
      eb
        .exists(
          eb
            .selectFrom("site_photos as newer")
            .select("newer.id")
            .whereRef("newer.placement", "=", "p.placement")
            .where("newer.status", "=", "ready")
            .whereRef("newer.id", ">", "p.id"),
        )
        .as("superseded"),
    ])
    .where("p.hash", "=", hash)
    .where("p.status", "=", "ready")
    .execute();
  const using = rows.filter((r) => (JSON.parse(r.widths) as number[]).includes(width));
  if (using.length === 0) return null;
  // A blog post's image is public once ready: its URL is known only to the post's text.
  const onTheSite = using.some((r) =>
    r.placement === "blog" ? true : r.placement === "gallery" ? r.visible === 1 : !Number(r.superseded),
  );
  return onTheSite ? "public" : "admin";
}

export function variantPath(hash: string, width: number, format: PhotoFormat) {
  return variantFile(hash, width, format);
}

/**
 * Moves a gallery photo one place up or down (swaps positions with its neighbour in the order
 * the gallery shows). False when it is already first/last or is not a gallery photo.
 */
export async function movePhoto(database: DB, id: number, direction: "up" | "down") {
  const moved = await database.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("site_photos")
      .select(["id", "position"])
      .where("placement", "=", "gallery")
      .orderBy("position")
      .orderBy("id")
      .execute();
    const index = rows.findIndex((r) => r.id === id);
    const other = index < 0 ? -1 : direction === "up" ? index - 1 : index + 1;
    if (index < 0 || other < 0 || other >= rows.length) return false;
    // Renumber in the new order (1..n), so equal positions can never make a swap a no-op.
    const order = rows.map((r) => r.id);
    [order[index], order[other]] = [order[other]!, order[index]!];
    for (const [i, rowId] of order.entries())
      await trx
        .updateTable("site_photos")
        .set({ position: i + 1 })
        .where("id", "=", rowId)
        .execute();
    return true;
  });
  if (moved) changed();
  return moved;
}

export async function setPhotoVisible(database: DB, id: number, visible: boolean) {
  const result = await database
    .updateTable("site_photos")
    .set({ visible: visible ? 1 : 0, updated_at: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  const done = Number(result.numUpdatedRows ?? 0) > 0;
  if (done) changed();
  return done;
}

async function removePhotoRow(database: DB, id: number) {
  const row = await findPhoto(database, id);
  if (!row) return false;
  await database.deleteFrom("site_photos").where("id", "=", id).execute();
  // The same image may have been uploaded twice: its files go with the last row using them.
  const shared = await database
    .selectFrom("site_photos")
    .select("id")
    .where("hash", "=", row.hash)
    .executeTakeFirst();
  if (!shared) {
    rmSync(path.join(getEnv().DATA_DIR, row.original_path), { force: true });
    const widths = new Set([...widthsFor("gallery", row.width), ...widthsFor(row.placement, row.width)]);
    for (const width of widths)
      for (const format of PHOTO_FORMATS) rmSync(variantFile(row.hash, width, format), { force: true });
  }
  return true;
}

/** Deletes a photo and its files. False when it no longer exists. */
export async function deletePhoto(database: DB, id: number) {
  const deleted = await removePhotoRow(database, id);
  if (deleted) changed();
  return deleted;
}
