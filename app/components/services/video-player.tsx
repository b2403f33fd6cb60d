import { useEffect, useRef, useState } from "react";
import { Picture } from "~/components/media/picture";
import { fill, useUi } from "~/lib/i18n";
import { isPlainClick } from "~/lib/plain-click";

/**
 * A demo video behind its poster (docs/decisions/060): the page shows the poster, lazy-loaded
 * like any image below the fold, in a link to the video file with a play symbol ("Play the video:
 * …"); the browser's video player (its controls are a small document of their own, work for a
 * slow phone's main thread while the page's largest image is waiting to paint) is created only
 * when the visitor follows the link, and then plays at once. Nothing of the video is downloaded
 * before that. Without JavaScript (or before the page has hydrated) the link opens the file in the
 * browser's own player. The owner replaces the file in public/video/ with real footage of the same
 * name.
 */
export function VideoPlayer({
  video,
}: {
  video: { src: string; poster: string; title: string; description: string };
}) {
  const ui = useUi().servicePages;
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  return (
    <figure className="overflow-hidden rounded-3xl bg-night shadow-2xl shadow-night/20">
      {playing ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- the demo videos are silent (no audio track); the caption below says what they show
        <video
          ref={player}
          controls
          autoPlay
          playsInline
          poster={`/images/${video.poster}-1280.avif`}
          className="block aspect-video h-auto w-full bg-night"
          aria-label={video.title}
        >
          <source src={video.src} type="video/mp4" />
        </video>
      ) : (
        <a
          href={video.src}
          data-testid="video-play"
          onClick={(event) => {
            // A click meant for a new tab or window (or a download) does what it does on a link.
            if (!isPlainClick(event)) return;
            event.preventDefault();
            setPlaying(true);
          }}
          className="group relative block aspect-video focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-300"
        >
          <Picture
            name={video.poster}
            alt=""
            sizes="(max-width: 960px) 100vw, 896px"
            imgClassName="block aspect-video h-auto w-full bg-night object-cover"
          />
          <span className="absolute inset-0 grid place-items-center">
            <span className="grid size-16 place-items-center rounded-full bg-white/90 text-night shadow-lg transition group-hover:scale-105 group-hover:bg-white sm:size-20">
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="ml-1 size-7 sm:size-8"
                fill="currentColor"
              >
                <path d="M8 5.5v13a1 1 0 0 0 1.5.86l11-6.5a1 1 0 0 0 0-1.72l-11-6.5A1 1 0 0 0 8 5.5Z" />
              </svg>
            </span>
            <span className="sr-only">{fill(ui.playVideo, { title: video.title })}</span>
          </span>
        </a>
      )}
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2 px-6 py-4 text-sm">
        <span className="font-semibold text-white">{video.title}</span>
        <span className="text-stone-400">{video.description}</span>
      </figcaption>
    </figure>
  );
}
