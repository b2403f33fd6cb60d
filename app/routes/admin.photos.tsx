import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { PhotosAdmin, type PhotoActionData, type UploadTarget } from "~/components/admin/photos-admin";
import { db } from "~/lib/db.server";
import { jobs } from "~/lib/jobs-runner.server";
import { requestFormData } from "~/lib/request-body.server";
import { noindexMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { HERO_PLACEMENTS, type HeroPlacement } from "~/models/photo";
import { galleryPhotoSchema, heroPhotoSchema } from "~/models/photo-schema";
import {
  addPhoto,
  deletePhoto,
  findPhoto,
  listAdminPhotos,
  movePhoto,
  parsePhotoId,
  setPhotoVisible,
} from "~/models/photos.server";
import { requireUser } from "~/server/auth.server";
import { readPhotoForm } from "~/server/photo-upload.server";
import type { Route } from "./+types/admin.photos";

/**
 * The Photos tab (docs/decisions/050-site-photos.md): installation photos for the
 * gallery (upload, reorder, hide/show, delete) and the service pages' hero images. Every action is
 * a plain form post (post/redirect/get); the delete confirmation is a URL dialog (?delete=ID).
 */
const LIST = "/admin/photos";

export const meta: Route.MetaFunction = () => noindexMeta("Photos | Admin Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const deleteId = parsePhotoId(url.searchParams.get("delete"));
  const [photos, deleting] = await Promise.all([
    listAdminPhotos(db()),
    deleteId ? findPhoto(db(), deleteId) : null,
  ]);
  if (deleteId && !deleting)
    throw await redirectWithToast(LIST, {
      title: "Failed to delete photo",
      description: "This photo no longer exists.",
      variant: "destructive",
    });
  return { photos, deleting: deleting ?? null };
}

function uploadTarget(url: URL): UploadTarget | null {
  const value = url.searchParams.get("upload");
  if (value === "gallery") return value;
  return HERO_PLACEMENTS.includes(value as HeroPlacement) ? (value as HeroPlacement) : null;
}

export async function action({ request }: Route.ActionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const target = uploadTarget(url);
    if (!target) throw data("Unknown upload", { status: 400 });
    return upload(request, target);
  }
  const form = await requestFormData(request);
  const intent = form.get("intent");
  const id = parsePhotoId(form.get("id"));
  const gone = {
    title: "Failed to update photo",
    description: "This photo no longer exists.",
    variant: "destructive",
  } as const;
  if (id === null) return redirectWithToast(LIST, gone);
  if (intent === "move-up" || intent === "move-down") {
    await movePhoto(db(), id, intent === "move-up" ? "up" : "down");
    return redirect(`${LIST}#photo-${id}`);
  }
  if (intent === "hide" || intent === "show") {
    if (!(await setPhotoVisible(db(), id, intent === "show"))) return redirectWithToast(LIST, gone);
    return redirectWithToast(`${LIST}#photo-${id}`, {
      title: intent === "show" ? "Photo shown on the site" : "Photo hidden from the site",
      variant: "success",
    });
  }
  if (intent === "delete") {
    if (!(await deletePhoto(db(), id))) return redirectWithToast(LIST, gone);
    return redirectWithToast(LIST, { title: "Photo deleted", variant: "success" });
  }
  throw data("Unknown action", { status: 400 });
}

async function upload(request: Request, target: UploadTarget) {
  const { form, image, photoError } = await readPhotoForm(request);
  if (target !== "gallery") form.set("placement", target);
  const submission =
    target === "gallery"
      ? parseWithZod(form, { schema: galleryPhotoSchema })
      : parseWithZod(form, { schema: heroPhotoSchema });
  if (submission.status !== "success" || !image) {
    // Conform merges these with the schema's own errors; the typed text comes back as it was.
    const result = submission.reply(photoError ? { fieldErrors: { photo: [photoError] } } : {});
    return data<PhotoActionData>({ target, result }, { status: 400 });
  }
  const value = submission.value;
  if ("captionEn" in value) await addPhoto(db(), jobs(), image, { placement: "gallery", ...value });
  else await addPhoto(db(), jobs(), image, { ...value, placement: target as HeroPlacement });
  return redirectWithToast(LIST, {
    title: "Photo uploaded",
    description: "Its sizes are being prepared; it appears on the site when ready.",
    variant: "success",
  });
}

export default function PhotosTab({ loaderData, actionData }: Route.ComponentProps) {
  return <PhotosAdmin photos={loaderData.photos} deleting={loaderData.deleting} actionData={actionData} />;
}
