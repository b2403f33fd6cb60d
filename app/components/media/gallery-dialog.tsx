import { UrlDialog } from "~/components/ui/dialog";
import type { Installation } from "~/content/installations";
import { useLang, useUi } from "~/lib/i18n";
import { localized, type PublicPhoto } from "~/models/photo";
import { Picture } from "./picture";
import { UploadedPicture } from "./uploaded-picture";

/**
 * The gallery's enlarged photo in a URL dialog (`?photo=N`; closing goes to `closeHref`). Its own
 * chunk in the browser: InstallationGallery fetches it on a tile's first press (or at once, when
 * the page was opened with a photo in its URL).
 */
export function InstallationPhotoDialog({ photo, closeHref }: { photo: Installation; closeHref: string }) {
  const ui = useUi();
  return (
    <UrlDialog
      title={photo.title}
      description={ui.gallery.illustration}
      closeHref={closeHref}
      closeLabel={ui.common.close}
      size="xl"
    >
      <Picture
        name={photo.image}
        alt={photo.alt}
        sizes="(max-width: 1100px) 92vw, 1000px"
        imgClassName="h-auto w-full rounded-xl bg-stone-100"
      />
      <p className="mt-3 text-sm text-stone-600">{photo.alt}.</p>
    </UrlDialog>
  );
}

/** The same for an uploaded photo, its caption and alt text in the page's language. */
export function UploadedPhotoDialog({ photo, closeHref }: { photo: PublicPhoto; closeHref: string }) {
  const lang = useLang();
  const ui = useUi();
  const caption = localized(photo.caption, lang);
  const alt = localized(photo.alt, lang);
  return (
    <UrlDialog
      title={<span lang={caption.lang}>{caption.text}</span>}
      closeHref={closeHref}
      closeLabel={ui.common.close}
      size="xl"
    >
      <UploadedPicture
        photo={photo}
        alt={alt.text}
        lang={alt.lang}
        sizes="(max-width: 1100px) 92vw, 1000px"
        imgClassName="h-auto w-full rounded-xl bg-stone-100"
      />
      <p className="mt-3 text-sm text-stone-600" lang={alt.lang}>
        {alt.text}
      </p>
    </UrlDialog>
  );
}
