import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { installations, type Installation } from "~/content/installations";
import { fill, useLang, useUi } from "~/lib/i18n";
import { localized, type PublicPhoto } from "~/models/photo";
import { Picture } from "./picture";
import { UploadedPicture } from "./uploaded-picture";
import { isPlainClick } from "~/lib/plain-click";

/*
 * The enlarged photo's dialog (gallery-dialog.tsx, with the URL dialog) is not part of the page's
 * first load (the JavaScript budget, docs/decisions/039): in the browser it is its own chunk, fetched when the
 * visitor reaches for a tile (hover, focus, touch) or presses one; a press before it has arrived
 * opens the photo when it arrives, and if it cannot be fetched the tile does what it does without
 * JavaScript (a page load of `?photo=N`, which the server renders open).
 *
 * The dialog is never behind a Suspense boundary: React streams a large boundary's content after
 * the page, to be put in place by a script, which a page without JavaScript would never run. So
 * the server imports it before any render, and a page opened with `?photo=N` waits for the chunk
 * before it hydrates (the top-level await below holds this module, and with it hydration, only
 * then), so that the dialog hydrates as the server rendered it. Everything else renders at once.
 */
type GalleryDialogs = typeof import("./gallery-dialog");
let dialogsModule: Promise<GalleryDialogs> | null = null;
let loadedDialogs: GalleryDialogs | null = null;

function loadDialogs() {
  dialogsModule ??= import("./gallery-dialog").then(
    (module) => (loadedDialogs = module),
    (error: unknown) => {
      dialogsModule = null; // Another press tries again.
      throw error;
    },
  );
  return dialogsModule;
}

// import.meta.env.SSR is a constant: the browser build keeps only the URL test. Should the chunk
// not be fetched, the page is left as the server sent it, which works without JavaScript (the
// dialog's close button is a link), rather than hydrated without its dialog.
if (import.meta.env.SSR || new URLSearchParams(window.location.search).has("photo"))
  await loadDialogs().catch(() => new Promise<never>(() => undefined));

/**
 * The dialogs' module once it is here. A photo opened in the URL without a press (back or forward
 * to `?photo=N`) fetches it and shows the photo when it arrives.
 */
function useGalleryDialogs(wanted: boolean) {
  const [dialogs, setDialogs] = useState(loadedDialogs);
  useEffect(() => {
    if (!wanted || dialogs) return;
    let cancelled = false;
    loadDialogs().then(
      (module) => !cancelled && setDialogs(module),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, dialogs]);
  return dialogs ?? loadedDialogs;
}

/**
 * What a tile does with JavaScript, on top of its link to `?photo=N`: reaching for it fetches the
 * dialog; a press before the dialog is here waits for it (the latest press wins); Space opens it
 * too, as Enter does.
 */
function useTileHandlers() {
  const navigate = useNavigate();
  const pending = useRef<string | null>(null);
  // A press still waiting when the visitor has gone to another page opens nothing.
  useEffect(
    () => () => {
      pending.current = null;
    },
    [],
  );
  const preload = () => {
    loadDialogs().catch(() => undefined);
  };
  const openWhenLoaded = (to: string) => {
    pending.current = to;
    loadDialogs().then(
      () => {
        if (pending.current !== to) return;
        pending.current = null;
        void navigate(to, { preventScrollReset: true });
      },
      () => {
        if (pending.current === to) window.location.assign(to);
      },
    );
  };
  return (to: string) => ({
    onPointerEnter: preload,
    onFocus: preload,
    onTouchStart: preload,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      // Once the dialog is here the link navigates as usual; so does a click that opens a new tab.
      if (loadedDialogs || !isPlainClick(event)) return;
      event.preventDefault();
      openWhenLoaded(to);
    },
    onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => {
      if (event.key !== " ") return;
      event.preventDefault(); // not a page scroll
      openWhenLoaded(to);
    },
  });
}

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
  const tileHandlers = useTileHandlers();
  const index = Number(searchParams.get("photo"));
  const open = Number.isInteger(index) && index >= 1 && index <= photos.length ? photos[index - 1] : null;
  const dialogs = useGalleryDialogs(open !== null);
  if (uploaded.length > 0) return <UploadedGallery sectionId={sectionId} photos={uploaded} />;

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {photos.map((photo, i) => (
          <li key={photo.image} data-reveal>
            <Link
              to={`${pathname}?photo=${i + 1}`}
              preventScrollReset
              {...tileHandlers(`${pathname}?photo=${i + 1}`)}
              className="group block overflow-hidden rounded-2xl bg-night-800 ring-1 ring-stone-200 focus-visible:ring-2 focus-visible:ring-brand-500"
              aria-label={fill(ui.gallery.enlargePhoto, { title: photo.title })}
            >
              <GalleryImage photo={photo} placeholderOnError={placeholderOnError} />
              <span className="block bg-white px-4 py-3">
                <span className="block text-sm font-semibold text-night">{photo.title}</span>
                <span className="block text-xs text-stone-600">{ui.gallery.illustration}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {open && dialogs ? (
        <dialogs.InstallationPhotoDialog photo={open} closeHref={`${pathname}#${sectionId}`} />
      ) : null}
    </>
  );
}

function GalleryImage({ photo, placeholderOnError }: { photo: Installation; placeholderOnError: boolean }) {
  const unavailable = useUi().gallery.photoUnavailable;
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
  const tileHandlers = useTileHandlers();
  const index = Number(searchParams.get("photo"));
  const open = Number.isInteger(index) && index >= 1 && index <= photos.length ? photos[index - 1] : null;
  const dialogs = useGalleryDialogs(open !== null);
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
                {...tileHandlers(`${pathname}?photo=${i + 1}`)}
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
      {open && dialogs ? (
        <dialogs.UploadedPhotoDialog photo={open} closeHref={`${pathname}#${sectionId}`} />
      ) : null}
    </>
  );
}
