import { imageCatalogue } from "~/content/images";

/**
 * A lazy demo video: nothing is downloaded until the visitor presses play (`preload="none"`), the
 * poster holds the space (width/height, no layout shift). The owner replaces the file in
 * public/video/ with real footage of the same name. A poster has no srcset and no lazy loading,
 * so browsers fetch it with the page: it is the AVIF (14 KB instead of 24 KB as WebP; every
 * current browser decodes AVIF, an older one shows the dark frame with the controls instead).
 */
export function VideoPlayer({
  video,
}: {
  video: { src: string; poster: string; title: string; description: string };
}) {
  const poster = imageCatalogue[video.poster]!;
  return (
    <figure className="overflow-hidden rounded-3xl bg-night shadow-2xl shadow-night/20">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the demo videos are silent (no audio track); the caption below says what they show */}
      <video
        controls
        preload="none"
        playsInline
        width={poster.width}
        height={poster.height}
        poster={`/images/${video.poster}-1280.avif`}
        className="block aspect-video h-auto w-full bg-night"
        aria-label={video.title}
      >
        <source src={video.src} type="video/mp4" />
      </video>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2 px-6 py-4 text-sm">
        <span className="font-semibold text-white">{video.title}</span>
        <span className="text-stone-400">{video.description}</span>
      </figcaption>
    </figure>
  );
}
