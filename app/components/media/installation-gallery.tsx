import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { UrlDialog } from "~/components/ui/dialog";
import { installations, type Installation } from "~/content/installations";
import { fill, useLang, useUi } from "~/lib/i18n";
import { localized, type PublicPhoto } from "~/models/photo";
import { Picture } from "./picture";
import { UploadedPicture } from "./uploaded-picture";

/**
 * The installation photos (product §2): a grid of photos; a click opens one enlarged in a dialog. The
 * open photo lives in the URL (`?photo=1`…`?photo=4`), so it works without JavaScript and only one
 * can be open at a time. `sectionId` is where closing returns to.
 */
export function InstallationGallery({
  sectionId,
  photos = installations,
  uploaded = [],
  placeholderOnError = false,
}: {
  sectionId: string;
  photos?: Installation[];
  /**
   * The owner's uploaded photos (visible and ready, in order): when there is at least one they
   * replace the drawings (docs/decisions/050-site-photos.md).
   */
  uploaded?: PublicPhoto[];
  /** Smart machines page (product §8): a photo that fails to load is replaced by a placeholder. */
  placeholderOnError?: boolean;
}) {
  const ui = useUi();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  if (uploaded.length > 0) return <UploadedGallery sectionId={sectionId} photos={uploaded} />;
  const index = Number(searchParams.get("photo"));
  const open = Number.isInteger(index) && index >= 1 && index <= photos.length ? photos[index - 1] : null;

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {photos.map((photo, i) => (
          <li key={photo.image} data-reveal>
            <Link
              to={`${pathname}?photo=${i + 1}`}
              preventScrollReset
              className="group block overflow-hidden rounded-2xl bg-night-800 ring-1 ring-stone-200 focus-visible:ring-2 focus-visible:ring-brand-500"
              aria-label={fill(ui.home.enlargePhoto, { title: photo.title })}
            >
              <GalleryImage photo={photo} placeholderOnError={placeholderOnError} />
              <span className="block bg-white px-4 py-3">
                <span className="block text-sm font-semibold text-night">{photo.title}</span>
                <span className="block text-xs text-stone-600">{photo.place}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {open ? (
        <UrlDialog
          title={open.title}
          description={open.place}
          closeHref={`${pathname}#${sectionId}`}
          closeLabel={ui.common.close}
          size="xl"
        >
          <Picture
            name={open.image}
            alt={open.alt}
            sizes="(max-width: 1100px) 92vw, 1000px"
            imgClassName="h-auto w-full rounded-xl bg-stone-100"
          />
          <p className="mt-3 text-sm text-stone-600">{open.alt}.</p>
        </UrlDialog>
      ) : null}
    </>
  );
}

function GalleryImage({ photo, placeholderOnError }: { photo: Installation; placeholderOnError: boolean }) {
  const unavailable = useUi().home.photoUnavailable;
  const [failed, setFailed] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    if (!placeholderOnError) return;
    const img = wrapper.current?.querySelector("img");
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [placeholderOnError]);

  if (failed) {
    return (
      <span
        data-testid="image-placeholder"
        className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-night-700 to-night text-brand-200"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M4 5h16v14H4z M4 15l4-4 4 4 3-3 5 5 M15 9.5a1 1 0 1 0 0-.01" />
        </svg>
        <span className="text-xs font-medium">{unavailable}</span>
      </span>
    );
  }
  return (
    <span ref={wrapper} className="block">
      <Picture
        name={photo.image}
        alt={photo.alt}
        sizes="(max-width: 1024px) 50vw, 300px"
        imgClassName="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        onError={placeholderOnError ? () => setFailed(true) : undefined}
      />
    </span>
  );
}

/** The gallery of uploaded photos: the same grid and `?photo=N` dialog as the drawings. */
function UploadedGallery({ sectionId, photos }: { sectionId: string; photos: PublicPhoto[] }) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const lang = useLang();
  const index = Number(searchParams.get("photo"));
  const open = Number.isInteger(index) && index >= 1 && index <= photos.length ? photos[index - 1] : null;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {photos.map((photo, i) => {
          const caption = localized(photo.caption, lang);
          const alt = localized(photo.alt, lang);
          return (
            <li key={photo.id} data-reveal>
              <Link
                to={`${pathname}?photo=${i + 1}`}
                preventScrollReset
                className="group block overflow-hidden rounded-2xl bg-night-800 ring-1 ring-stone-200 focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <UploadedPicture
                  photo={photo}
                  alt={alt.text}
                  lang={alt.lang}
                  sizes="(max-width: 1024px) 50vw, 300px"
                  className="block"
                  imgClassName="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
                />
                <span className="block bg-white px-4 py-3">
                  <span className="block text-sm font-semibold text-night" lang={caption.lang}>
                    {caption.text}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {open ? (
        <UrlDialog
          title={<span lang={localized(open.caption, lang).lang}>{localized(open.caption, lang).text}</span>}
          closeHref={`${pathname}#${sectionId}`}
          size="xl"
        >
          <UploadedPicture
            photo={open}
            alt={localized(open.alt, lang).text}
            lang={localized(open.alt, lang).lang}
            sizes="(max-width: 1100px) 92vw, 1000px"
            imgClassName="h-auto w-full rounded-xl bg-stone-100"
          />
          <p className="mt-3 text-sm text-stone-600" lang={localized(open.alt, lang).lang}>
            {localized(open.alt, lang).text}
          </p>
        </UrlDialog>
      ) : null}
    </>
  );
}
