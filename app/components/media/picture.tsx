import { imageLoading, type ImagePriority } from "./image-loading";
import { imageCatalogue } from "~/content/images";

/**
 * A responsive picture from the image catalogue: AVIF first, WebP fallback, explicit width and
 * height (no layout shift), lazy unless `priority` (the LCP image; see `imageLoading`).
 */
export function Picture({
  name,
  alt,
  sizes,
  priority = false,
  className = "",
  imgClassName = "",
  onError,
}: {
  name: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, e.g. "(max-width: 768px) 100vw, 50vw". */
  sizes: string;
  priority?: ImagePriority;
  className?: string;
  imgClassName?: string;
  onError?: React.ReactEventHandler<HTMLImageElement>;
}) {
  const spec = imageCatalogue[name];
  if (!spec) throw new Error(`Unknown image "${name}"`);
  const srcSet = (format: string) =>
    spec.widths.map((w) => `/images/${name}-${w}.${format} ${w}w`).join(", ");
  const fallback = `/images/${name}-${spec.widths[spec.widths.length - 1]}.webp`;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <img
        src={fallback}
        srcSet={srcSet("webp")}
        sizes={sizes}
        width={spec.width}
        height={spec.height}
        alt={alt}
        {...imageLoading(priority)}
        onError={onError}
        className={imgClassName}
      />
    </picture>
  );
}
