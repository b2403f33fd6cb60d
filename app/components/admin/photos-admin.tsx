import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import type { SitePhotoRow } from "#db/schema";
import { UploadedPicture } from "~/components/media/uploaded-picture";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDeleteForm } from "~/components/ui/confirm-delete-form";
import { UrlDialog } from "~/components/ui/dialog";
import { FieldError, InputField } from "~/components/ui/field";
import { ALT_MAX, CAPTION_MAX, SERVICE_HEROES, type HeroPlacement } from "~/models/photo";
import { galleryPhotoSchema, heroPhotoSchema } from "~/models/photo-schema";

export type UploadTarget = "gallery" | HeroPlacement;
export interface PhotoActionData {
  target: UploadTarget;
  result: SubmissionResult<string[]>;
}

const LIST = "/admin/photos";
/** While a photo's sizes are being made, the page checks again this often (with JavaScript). */
const PROCESSING_POLL_MS = 2000;
const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/**
 * The Photos tab: the installation gallery's photos (upload, order, hide/show, delete) and each
 * service page's hero image. Everything is a plain form; with JavaScript the forms validate on
 * blur and a photo still being processed is checked again every 2 s until it is ready.
 */
export function PhotosAdmin({
  photos,
  deleting,
  actionData,
}: {
  photos: { gallery: SitePhotoRow[]; heroes: Record<HeroPlacement, SitePhotoRow[]> };
  deleting: SitePhotoRow | null;
  actionData: PhotoActionData | undefined;
}) {
  const revalidator = useRevalidator();
  const all = [...photos.gallery, ...Object.values(photos.heroes).flat()];
  const processing = all.some((p) => p.status === "processing");
  useEffect(() => {
    if (!processing) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, PROCESSING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [processing, revalidator]);

  const shown = photos.gallery.filter((p) => p.visible === 1 && p.status === "ready").length;
  const resultFor = (target: UploadTarget) => (actionData?.target === target ? actionData.result : undefined);
  return (
    <div className="grid gap-12">
      <section aria-labelledby="gallery-photos-heading" className="grid gap-6">
        <div>
          <h2 id="gallery-photos-heading" className="font-display text-2xl font-bold">
            Installation Photos
          </h2>
          <p className="mt-2 max-w-3xl text-stone-700">
            {shown > 0
              ? `${shown} of ${photos.gallery.length} photo${photos.gallery.length === 1 ? "" : "s"} shown in the installation gallery (home page and service pages), in this order.`
              : "No photo is shown yet: the installation gallery shows the drawings. Upload a photo to replace them."}
          </p>
        </div>
        <UploadForm target="gallery" lastResult={resultFor("gallery")} />
        {processing ? (
          <p role="status" className="text-sm text-stone-700">
            Preparing photo sizes…{" "}
            <Link to={LIST} className="font-semibold text-brand-700 underline">
              Check again
            </Link>
          </p>
        ) : null}
        {photos.gallery.length > 0 ? (
          <ol className="grid gap-4" aria-label="Installation photos in gallery order">
            {photos.gallery.map((photo, i) => (
              <GalleryItem
                key={photo.id}
                photo={photo}
                first={i === 0}
                last={i === photos.gallery.length - 1}
              />
            ))}
          </ol>
        ) : null}
      </section>

      <section aria-labelledby="hero-photos-heading" className="grid gap-6">
        <div>
          <h2 id="hero-photos-heading" className="font-display text-2xl font-bold">
            Service Page Hero Images
          </h2>
          <p className="mt-2 max-w-3xl text-stone-700">
            The large picture at the top of each service page. Without an upload the page shows its drawing.
          </p>
        </div>
        <div className="grid gap-6 lg:grid-cols-3">
          {SERVICE_HEROES.map((hero) => (
            <HeroCard
              key={hero.placement}
              hero={hero}
              rows={photos.heroes[hero.placement]}
              lastResult={resultFor(hero.placement)}
            />
          ))}
        </div>
      </section>

      {deleting ? (
        <UrlDialog
          title="Delete Photo"
          description="Are you sure you want to delete this photo?"
          closeHref={LIST}
          closeLabel="Cancel"
          size="sm"
        >
          <p className="text-stone-700">
            <span className="font-semibold text-ink">{deleting.caption_en || deleting.alt_en}</span> will be
            removed from the site and its files deleted. This cannot be undone.
          </p>
          <ConfirmDeleteForm id={deleting.id} closeHref={LIST} />
        </UrlDialog>
      ) : null}
    </div>
  );
}

function StatusBadge({ photo }: { photo: SitePhotoRow }) {
  if (photo.status === "processing") return <Badge tone="info">Processing</Badge>;
  if (photo.status === "failed") return <Badge tone="danger">Failed</Badge>;
  return null;
}

function Thumb({ photo }: { photo: SitePhotoRow }) {
  if (photo.status !== "ready")
    return (
      <span className="flex aspect-[4/3] w-40 items-center justify-center rounded-lg bg-stone-100 text-center text-xs text-stone-700">
        {photo.status === "processing" ? "Processing…" : "Could not be prepared"}
      </span>
    );
  return (
    <UploadedPicture
      photo={{ ...photo, widths: JSON.parse(photo.widths) as number[] }}
      alt={photo.alt_en}
      sizes="160px"
      className="block w-40 shrink-0"
      imgClassName="aspect-[4/3] h-auto w-40 rounded-lg object-cover"
    />
  );
}

function GalleryItem({ photo, first, last }: { photo: SitePhotoRow; first: boolean; last: boolean }) {
  const caption = photo.caption_en;
  return (
    <li
      id={`photo-${photo.id}`}
      className="flex flex-wrap items-start gap-4 rounded-xl border border-stone-200 bg-white p-4"
    >
      <Thumb photo={photo} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{caption}</p>
        <p className="mt-1 text-sm text-stone-700">Alt text: {photo.alt_en}</p>
        {photo.caption_es || photo.alt_es ? (
          <p className="mt-1 text-sm text-stone-700" lang="es">
            {[photo.caption_es, photo.alt_es].filter(Boolean).join(" · ")}
          </p>
        ) : null}
        <p className="mt-2 flex flex-wrap gap-2">
          {photo.visible === 1 ? <Badge tone="success">Visible</Badge> : <Badge>Hidden</Badge>}
          <StatusBadge photo={photo} />
        </p>
        {photo.status === "failed" && photo.error ? (
          <p className="mt-1 text-sm text-red-800">{photo.error}</p>
        ) : null}
      </div>
      <div className="card-actions flex flex-wrap items-center gap-2">
        <ItemButton id={photo.id} intent="move-up" disabled={first} label={`Move up: ${caption}`}>
          Move up
        </ItemButton>
        <ItemButton id={photo.id} intent="move-down" disabled={last} label={`Move down: ${caption}`}>
          Move down
        </ItemButton>
        <ItemButton
          id={photo.id}
          intent={photo.visible === 1 ? "hide" : "show"}
          label={`${photo.visible === 1 ? "Hide" : "Show"}: ${caption}`}
        >
          {photo.visible === 1 ? "Hide" : "Show"}
        </ItemButton>
        <Link
          to={`${LIST}?delete=${photo.id}`}
          preventScrollReset
          aria-label={`Delete: ${caption}`}
          className={buttonClass("destructive", "sm")}
        >
          Delete
        </Link>
      </div>
    </li>
  );
}

function ItemButton({
  id,
  intent,
  label,
  disabled = false,
  children,
}: {
  id: number;
  intent: string;
  label: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("id") === String(id);
  return (
    <Form method="post" action={LIST} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={disabled || busy}
        aria-label={label}
        className={buttonClass("outline", "sm", "disabled:cursor-not-allowed")}
      >
        {children}
      </button>
    </Form>
  );
}

function HeroCard({
  hero,
  rows,
  lastResult,
}: {
  hero: (typeof SERVICE_HEROES)[number];
  rows: SitePhotoRow[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const current = rows.find((r) => r.status === "ready") ?? null;
  const pending = rows.find((r) => r.status !== "ready" && (!current || r.id > current.id)) ?? null;
  return (
    <div
      className="grid content-start gap-4 rounded-xl border border-stone-200 bg-white p-4"
      aria-labelledby={`hero-${hero.placement}-heading`}
      role="group"
    >
      <h3 id={`hero-${hero.placement}-heading`} className="font-semibold text-ink">
        {hero.label}{" "}
        <a href={hero.path} className="text-sm font-normal text-brand-700 underline">
          (view page)
        </a>
      </h3>
      {current ? (
        <div className="flex flex-wrap items-start gap-3">
          <Thumb photo={current} />
          <div className="min-w-0 flex-1 text-sm text-stone-700">
            <p>Alt text: {current.alt_en}</p>
            <Link
              to={`${LIST}?delete=${current.id}`}
              preventScrollReset
              aria-label={`Remove the ${hero.label} hero image`}
              className={buttonClass("destructive", "sm", "mt-2")}
            >
              Remove
            </Link>
          </div>
        </div>
      ) : (
        <p className="text-sm text-stone-700">No upload: the page shows its drawing.</p>
      )}
      {pending ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge photo={pending} />
          <span>{pending.status === "failed" ? pending.error : "The new image is being prepared."}</span>
          {pending.status === "failed" ? (
            <Link
              to={`${LIST}?delete=${pending.id}`}
              preventScrollReset
              className={buttonClass("outline", "sm")}
            >
              Discard
            </Link>
          ) : null}
        </div>
      ) : null}
      <UploadForm target={hero.placement} lastResult={lastResult} />
    </div>
  );
}

function UploadForm({
  target,
  lastResult,
}: {
  target: UploadTarget;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const action = `${LIST}?upload=${target}`;
  const uploading =
    navigation.state === "submitting" && `${navigation.formAction}`.endsWith(`upload=${target}`);
  const gallery = target === "gallery";
  const [form, fields] = useForm({
    id: `upload-${target}`,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      if (!gallery) formData.set("placement", target);
      return parseWithZod(formData, { schema: gallery ? galleryPhotoSchema : heroPhotoSchema });
    },
  });
  // The file field is not in the text schema: its errors come from the server (Conform's fields
  // object answers for any name).
  const photoField = (fields as unknown as Record<string, FieldMetadata<unknown>>).photo!;
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="grid gap-4 rounded-xl border border-stone-200 bg-stone-50 p-4"
      aria-label={
        gallery
          ? "Upload an installation photo"
          : `Upload the ${SERVICE_HEROES.find((h) => h.placement === target)?.label} hero image`
      }
    >
      <div>
        <label htmlFor={photoField.id} className="mb-1.5 block text-sm font-medium text-stone-800">
          {gallery ? "Photo" : "Hero image"}
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        </label>
        <input
          id={photoField.id}
          name="photo"
          type="file"
          accept={ACCEPT}
          required
          aria-invalid={photoField.errors?.length ? true : undefined}
          aria-describedby={`${photoField.id}-hint${photoField.errors?.length ? ` ${photoField.errorId}` : ""}`}
          className="block w-full text-sm text-stone-800 file:mr-3 file:rounded-lg file:border-0 file:bg-night file:px-3 file:py-2 file:font-semibold file:text-white focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <p id={`${photoField.id}-hint`} className="mt-1.5 text-sm text-stone-600">
          JPEG, PNG, WebP or AVIF. Location and camera details are removed.
        </p>
        <FieldError meta={photoField} />
      </div>
      <InputField
        meta={fields.altEn}
        label="Alt text (English)"
        required
        hint="What the photo shows, for people who cannot see it."
        inputProps={{ maxLength: ALT_MAX, autoComplete: "off" }}
      />
      {gallery ? (
        <InputField
          meta={fields.captionEn}
          label="Caption (English)"
          required
          inputProps={{ maxLength: CAPTION_MAX, autoComplete: "off" }}
        />
      ) : null}
      <InputField
        meta={fields.altEs}
        label="Alt text (Spanish, optional)"
        hint="Used on the Spanish pages; without it they show the English text."
        inputProps={{ maxLength: ALT_MAX, autoComplete: "off", lang: "es" }}
      />
      {gallery ? (
        <InputField
          meta={fields.captionEs}
          label="Caption (Spanish, optional)"
          inputProps={{ maxLength: CAPTION_MAX, autoComplete: "off", lang: "es" }}
        />
      ) : null}
      <div>
        <button type="submit" disabled={uploading} className={buttonClass("primary")}>
          {uploading ? "Uploading..." : gallery ? "Upload Photo" : "Upload Hero Image"}
        </button>
      </div>
    </Form>
  );
}
