import { photoUrl, type PublicPhoto } from "~/models/photo";
import { imageLoading } from "./image-loading";

/**
 * An uploaded photo (docs/decisions/050-site-photos.md) as a responsive picture: AVIF first, WebP
 * fallback, at the widths generated for it, with its own width and height (no layout shift); lazy
 * unless `priority` (a service page's hero, the LCP element: eager, fetchpriority high).
 */
export function UploadedPicture({
  photo,
  alt,
  lang,
  sizes,
  priority = false,
  className = "",
  imgClassName = "",
}: {
  photo: Pick<PublicPhoto, "hash" | "width" | "height" | "widths">;
  alt: string;
  /** "en" when the alt text is English on a Spanish page. */
  lang?: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  const srcSet = (format: "avif" | "webp") =>
    photo.widths.map((w) => `${photoUrl(photo.hash, w, format)} ${w}w`).join(", ");
  const largest = photo.widths[photo.widths.length - 1] ?? photo.width;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={photoUrl(photo.hash, largest, "webp")}
        width={photo.width}
        height={photo.height}
        alt={alt}
        lang={lang}
        {...imageLoading(priority)}
        className={imgClassName}
      />
    </picture>
  );
}
