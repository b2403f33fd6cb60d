import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { backupDatabase } from "#db/backup";
import { getEnv } from "~/lib/env.server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { JobsRunner } from "~/lib/jobs-runner.server";
import { onPublicPagesChanged } from "~/lib/page-cache-events.server";
import { localized, photoUrl, widthsFor } from "~/models/photo";
import { galleryPhotoSchema, heroPhotoSchema } from "~/models/photo-schema";
import {
  addPhoto,
  deletePhoto,
  galleryPhotos,
  heroPhoto,
  listAdminPhotos,
  movePhoto,
  photoDirs,
  photosStatus,
  PHOTO_PAGES,
  registerPhotoJobs,
  setPhotoVisible,
} from "~/models/photos.server";
import { readPhotoForm } from "~/server/photo-upload.server";
import { createTestDatabase } from "../support/test-db";

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;
let test: TestDb;
let runner: JobsRunner;
let changes: string[][];
let stopListening: () => void;

beforeEach(async () => {
  test = await createTestDatabase();
  runner = new JobsRunner(test.db, { log: () => {} });
  registerPhotoJobs(() => test.db, runner);
  changes = [];
  stopListening = onPublicPagesChanged((paths) => changes.push([...paths]));
});
afterEach(async () => {
  stopListening();
  delete process.env.UPLOAD_MAX_BYTES;
  resetEnvForTests();
  await test.cleanup();
});

/**
 * A real JPEG with EXIF that must not survive. Flat colour (from the size, so each size has its
 * own hash): AVIF encoding stays quick on a busy machine.
 */
async function jpeg(width: number, height: number) {
  const background = { r: width % 256, g: height % 256, b: 128 };
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Copyright: "GPS 26.1N 80.1W secret", Artist: "Owner's phone" } })
    .toBuffer();
}

function multipart(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set("photo", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return new Request("http://local.test/admin/photos?upload=gallery", { method: "POST", body: form });
}

const texts = { altEn: "A micromarket in a breakroom", captionEn: "Breakroom, Boca Raton" };

async function upload(bytes?: Buffer, input: Partial<typeof texts> = {}) {
  const read = await readPhotoForm(
    multipart(
      { ...texts, ...input },
      { bytes: bytes ?? (await jpeg(640, 480)), name: "p.jpg", type: "image/jpeg" },
    ),
  );
  expect(read.photoError).toBeNull();
  return addPhoto(test.db, runner, read.image!, {
    placement: "gallery",
    ...galleryPhotoSchema.parse({ ...texts, ...input }),
  });
}

describe("upload validation (the visualization tool's rules)", () => {
  it("accepts a JPEG, keeps the text fields and strips the metadata", async () => {
    const read = await readPhotoForm(
      multipart(texts, { bytes: await jpeg(1600, 1200), name: "IMG_0001.jpg", type: "image/jpeg" }),
    );
    expect(read.photoError).toBeNull();
    expect(read.form.get("altEn")).toBe(texts.altEn);
    expect(read.form.get("photo")).toBeNull();
    const meta = await sharp(read.image!.data).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(read.image!.data.includes(Buffer.from("secret"))).toBe(false);
    expect([read.image!.width, read.image!.height]).toEqual([1600, 1200]);
  });

  it("sniffs the type: a text file named .jpg is refused with 415, the fields are kept", async () => {
    const read = await readPhotoForm(
      multipart(texts, { bytes: Buffer.from("not an image at all"), name: "x.jpg", type: "image/jpeg" }),
    );
    expect(read.status).toBe(415);
    expect(read.photoError).toMatch(/not an image we can read/);
    expect(read.form.get("captionEn")).toBe(texts.captionEn);
  });

  it("refuses a file over UPLOAD_MAX_BYTES (413) and keeps the fields; far over, drains it", async () => {
    process.env.UPLOAD_MAX_BYTES = "20000";
    resetEnvForTests();
    const big = Buffer.concat([await jpeg(200, 150), Buffer.alloc(25_000, 1)]);
    const read = await readPhotoForm(multipart(texts, { bytes: big, name: "big.jpg", type: "image/jpeg" }));
    expect(read.status).toBe(413);
    expect(read.photoError).toMatch(/too large: it may be at most/);
    expect(read.form.get("altEn")).toBe(texts.altEn);
    const huge = Buffer.alloc(200_000, 1);
    const far = await readPhotoForm(multipart(texts, { bytes: huge, name: "huge.jpg", type: "image/jpeg" }));
    expect(far.status).toBe(413);
    expect(far.photoError).toMatch(/too large/);
  });

  it("checks the shape from the header before decoding (a 30,000 x 10 PNG)", async () => {
    const png = await sharp({ create: { width: 30_000, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const read = await readPhotoForm(multipart(texts, { bytes: png, name: "strip.png", type: "image/png" }));
    expect(read.status).toBe(413);
    expect(read.photoError).toMatch(/each side may be at most 12,000 pixels/);
  });

  it("asks for a file when none was chosen", async () => {
    const read = await readPhotoForm(multipart(texts));
    expect(read.status).toBe(400);
    expect(read.photoError).toBe("Choose a photo to upload.");
  });

  it("requires English alt text and caption; Spanish ones are optional", () => {
    const missing = galleryPhotoSchema.safeParse({ altEn: " ", captionEn: "" });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((i) => `${String(i.path[0])}: ${i.message}`)).toEqual([
      "altEn: Alt text is required",
      "captionEn: Caption is required",
    ]);
    expect(galleryPhotoSchema.parse({ ...texts, altEs: "", captionEs: " " })).toEqual({
      ...texts,
      altEs: null,
      captionEs: null,
    });
    expect(heroPhotoSchema.safeParse({ placement: "home", altEn: "x" }).success).toBe(false);
    expect(heroPhotoSchema.safeParse({ placement: "micromarkets", altEn: "" }).success).toBe(false);
  });
});

describe("variants job (real sharp)", () => {
  it("writes AVIF and WebP at the gallery widths, then the photo is ready and the pages change", async () => {
    // Large enough for every gallery width; flat, so encoding three AVIF sizes stays quick.
    const flat = await sharp({ create: { width: 1440, height: 1080, channels: 3, background: "#a08060" } })
      .jpeg()
      .toBuffer();
    const row = await upload(flat);
    expect(row.status).toBe("processing");
    expect(await galleryPhotos(test.db)).toEqual([]);
    await runner.drain();
    const [photo] = await galleryPhotos(test.db);
    expect(photo!.widths).toEqual([480, 960, 1440]);
    for (const width of photo!.widths) {
      for (const format of ["avif", "webp"] as const) {
        const file = path.join(photoDirs().variants, path.basename(photoUrl(photo!.hash, width, format)));
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
        expect(meta.width).toBe(width);
        expect(meta.height).toBe((width * 3) / 4);
        expect(meta.exif).toBeUndefined();
      }
    }
    expect(changes).toContainEqual(PHOTO_PAGES);
    expect(await photosStatus(test.db)).toEqual({ visible: 1, total: 1 });
  }, 60_000);

  it("keeps its files where the backup copies them (DATA_DIR/uploads and DATA_DIR/generated)", async () => {
    const row = await upload(await jpeg(500, 400));
    await runner.drain();
    const out = mkdtempSync(path.join(tmpdir(), "photos-backup-"));
    try {
      const { folder } = await backupDatabase(test.sqlite, { outDir: out, dataDir: getEnv().DATA_DIR });
      expect(existsSync(path.join(folder, row.original_path))).toBe(true);
      for (const format of ["avif", "webp"])
        expect(existsSync(path.join(folder, "generated", "photos", `${row.hash}-500.${format}`))).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("never enlarges: a narrow photo gets the widths below its own plus its own", async () => {
    expect(widthsFor("gallery", 700)).toEqual([480, 700]);
    expect(widthsFor("gallery", 300)).toEqual([300]);
    expect(widthsFor("micromarkets", 2000)).toEqual([400, 800, 1120]);
    await upload(await jpeg(700, 500));
    await runner.drain();
    expect((await galleryPhotos(test.db))[0]!.widths).toEqual([480, 700]);
  });

  it("a new hero replaces the page's earlier one only once it is ready", async () => {
    const image = async (w: number) =>
      (await readPhotoForm(multipart({}, { bytes: await jpeg(w, 600), name: "h.jpg", type: "image/jpeg" })))
        .image!;
    await addPhoto(test.db, runner, await image(900), {
      placement: "smart-machines",
      altEn: "First",
      altEs: null,
    });
    await runner.drain();
    expect((await heroPhoto(test.db, "smart-machines"))!.widths).toEqual([400, 800, 900]);
    await addPhoto(test.db, runner, await image(1000), {
      placement: "smart-machines",
      altEn: "Second",
      altEs: "Segunda",
    });
    expect((await heroPhoto(test.db, "smart-machines"))!.alt.en).toBe("First");
    await runner.drain();
    const hero = await heroPhoto(test.db, "smart-machines");
    expect(hero!.alt).toEqual({ en: "Second", es: "Segunda" });
    expect((await listAdminPhotos(test.db)).heroes["smart-machines"]).toHaveLength(1);
    expect(await heroPhoto(test.db, "micromarkets")).toBeNull();
    expect(await photosStatus(test.db)).toEqual({ visible: 0, total: 0 });
  }, 60_000);
});

describe("order, visibility and deletion", () => {
  async function three() {
    const a = await upload(await jpeg(500, 400), { captionEn: "A" });
    const b = await upload(await jpeg(510, 400), { captionEn: "B" });
    const c = await upload(await jpeg(520, 400), { captionEn: "C" });
    await runner.drain();
    return { a, b, c };
  }
  const captions = async () => (await galleryPhotos(test.db)).map((p) => p.caption.en);

  it("new photos go last; move up/down swaps with the neighbour; the ends do not move", async () => {
    const { a, b, c } = await three();
    expect(await captions()).toEqual(["A", "B", "C"]);
    expect(await movePhoto(test.db, c.id, "up")).toBe(true);
    expect(await captions()).toEqual(["A", "C", "B"]);
    expect(await movePhoto(test.db, a.id, "up")).toBe(false);
    expect(await movePhoto(test.db, b.id, "down")).toBe(false);
    expect(await movePhoto(test.db, a.id, "down")).toBe(true);
    expect(await captions()).toEqual(["C", "A", "B"]);
    expect(await movePhoto(test.db, 9999, "up")).toBe(false);
    const d = await upload(await jpeg(530, 400), { captionEn: "D" });
    await runner.drain();
    expect(d.position).toBe(4);
    expect(await captions()).toEqual(["C", "A", "B", "D"]);
  });

  it("hidden photos leave the gallery and keep their place; every change invalidates the pages", async () => {
    const { b } = await three();
    changes = [];
    expect(await setPhotoVisible(test.db, b.id, false)).toBe(true);
    expect(await captions()).toEqual(["A", "C"]);
    expect(await photosStatus(test.db)).toEqual({ visible: 2, total: 3 });
    await setPhotoVisible(test.db, b.id, true);
    expect(await captions()).toEqual(["A", "B", "C"]);
    await movePhoto(test.db, b.id, "up");
    expect(changes).toEqual([PHOTO_PAGES, PHOTO_PAGES, PHOTO_PAGES]);
  });

  it("deleting removes the row and its files, unless another photo has the same image", async () => {
    const bytes = await jpeg(600, 450);
    const first = await upload(bytes);
    const second = await upload(bytes);
    await runner.drain();
    const variants = () => readdirSync(photoDirs().variants).filter((f) => f.startsWith(first.hash));
    expect(second.hash).toBe(first.hash);
    expect(variants()).toHaveLength(4); // 480 and 600, AVIF and WebP, shared
    expect(await deletePhoto(test.db, first.id)).toBe(true);
    expect(variants()).toHaveLength(4);
    expect(await deletePhoto(test.db, second.id)).toBe(true);
    expect(variants()).toHaveLength(0);
    expect(readdirSync(photoDirs().originals)).not.toContain(`${first.hash}.jpg`);
    expect(await deletePhoto(test.db, second.id)).toBe(false);
    expect(await photosStatus(test.db)).toEqual({ visible: 0, total: 0 });
  });
});

describe("language of the texts", () => {
  it("Spanish pages use the Spanish text when given, else the English text marked lang=en", () => {
    expect(localized({ en: "Breakroom", es: "Sala de descanso" }, "es")).toEqual({
      text: "Sala de descanso",
      lang: undefined,
    });
    expect(localized({ en: "Breakroom", es: null }, "es")).toEqual({ text: "Breakroom", lang: "en" });
    expect(localized({ en: "Breakroom", es: "Sala de descanso" }, "en")).toEqual({
      text: "Breakroom",
      lang: undefined,
    });
  });
});
