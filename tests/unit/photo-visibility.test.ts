import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#db/index";
import { db } from "~/lib/db.server";
import { normalizeUpload } from "~/lib/images.server";
import { JobsRunner } from "~/lib/jobs-runner.server";
import { createUserSession } from "~/lib/session.server";
import { addAdmin } from "~/models/admins.server";
import { photoUrl } from "~/models/photo";
import { addPhoto, deletePhoto, findPhoto, registerPhotoJobs, setPhotoVisible } from "~/models/photos.server";
import { createUser } from "~/models/users.server";
import { loader } from "~/routes/media.photos.$file";

/**
 * Who gets an uploaded photo's files, and how long they may be kept (decision 072): a photo on
 * the site is public and immutable for a year; a hidden one is the admin's preview only, never
 * stored; a deleted one is gone for everyone.
 */
type LoaderArgs = Parameters<typeof loader>[0];
const IMMUTABLE = "public, max-age=31536000, immutable";

let runner: JobsRunner;
let adminCookie = "";
let pendingAdminCookie = "";

beforeAll(async () => {
  await migrateToLatest(db());
  runner = new JobsRunner(db(), { log: () => {} });
  registerPhotoJobs(db, runner);
  const admin = await createUser(db(), { username: "photo-admin", password: "photo-admin-password" });
  adminCookie = (await createUserSession(admin.id, new Request("http://localhost/auth"))).split(";")[0]!;
  // Signed in with a one-time password and not yet past the password change: not an admin yet.
  const pending = await addAdmin(db(), { username: "photo-pending" });
  pendingAdminCookie = (await createUserSession(pending.user.id, new Request("http://localhost/auth"))).split(
    ";",
  )[0]!;
});

async function image(width: number, height: number) {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: width % 256, g: 90, b: 30 } },
  })
    .jpeg()
    .toBuffer();
  return normalizeUpload(bytes, "photo", "The photo");
}

async function fetchFile(url: string, cookie?: string) {
  const request = new Request(`http://localhost${url}`, { headers: cookie ? { Cookie: cookie } : {} });
  const file = url.split("/").pop()!;
  return (await loader({ request, params: { file }, context: {} } as unknown as LoaderArgs)) as Response;
}

async function expectAnswer(url: string, cookie: string | undefined, status: number, cacheControl: string) {
  const response = await fetchFile(url, cookie);
  expect(response.status, `${url} ${cookie ? "with a session" : "public"}`).toBe(status);
  expect(response.headers.get("Cache-Control")).toBe(cacheControl);
  await response.body?.cancel();
}

describe("an installation photo's files", () => {
  it("publish: 200 immutable; hide: 404 to the public, a private preview for an admin; delete: 404", async () => {
    const row = await addPhoto(db(), runner, await image(500, 375), {
      placement: "gallery",
      altEn: "A breakroom market",
      captionEn: "Breakroom",
      altEs: null,
      captionEs: null,
    });
    // Processing: nothing to serve yet, to anyone.
    const url = photoUrl(row.hash, 500, "avif");
    await expectAnswer(url, undefined, 404, "no-store");
    await runner.drain();
    expect((await findPhoto(db(), row.id))?.status).toBe("ready");

    // Published (visible and ready): everyone, cached for a year.
    await expectAnswer(url, undefined, 200, IMMUTABLE);
    await expectAnswer(photoUrl(row.hash, 500, "webp"), undefined, 200, IMMUTABLE);
    await expectAnswer(url, adminCookie, 200, IMMUTABLE);

    // Hidden: gone for the public; the admin's preview is never stored by any cache.
    await setPhotoVisible(db(), row.id, false);
    await expectAnswer(url, undefined, 404, "no-store");
    await expectAnswer(url, adminCookie, 200, "private, no-store");
    await expectAnswer(url, pendingAdminCookie, 404, "no-store");
    await expectAnswer(url, "__session=forged", 404, "no-store");

    // Shown again: public and immutable again.
    await setPhotoVisible(db(), row.id, true);
    await expectAnswer(url, undefined, 200, IMMUTABLE);

    // Deleted: 404 for everyone, the admin too.
    await deletePhoto(db(), row.id);
    await expectAnswer(url, undefined, 404, "no-store");
    await expectAnswer(url, adminCookie, 404, "no-store");
  });

  it("a service page's hero is public while the page shows it; one replaced by a newer ready hero is not", async () => {
    const hero = await addPhoto(db(), runner, await image(420, 280), {
      placement: "micromarkets",
      altEn: "Our micromarket",
      altEs: null,
    });
    await runner.drain();
    const url = photoUrl(hero.hash, 400, "webp");
    await expectAnswer(url, undefined, 200, IMMUTABLE);
    // A newer ready hero of the same page (the moment before the older row is removed): the page
    // shows the newer one, so the older is an admin's preview only.
    const newer = { ...(await findPhoto(db(), hero.id))!, hash: "0".repeat(20) };
    const { id: _id, ...values } = newer;
    const inserted = await db()
      .insertInto("site_photos")
      .values(values)
      .returning("id")
      .executeTakeFirstOrThrow();
    await expectAnswer(url, undefined, 404, "no-store");
    await expectAnswer(url, adminCookie, 200, "private, no-store");
    await db().deleteFrom("site_photos").where("id", "=", inserted.id).execute();
    await expectAnswer(url, undefined, 200, IMMUTABLE);
    await deletePhoto(db(), hero.id);
    await expectAnswer(url, undefined, 404, "no-store");
  });
});
