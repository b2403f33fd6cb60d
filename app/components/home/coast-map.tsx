import { useLang, useUi } from "~/lib/i18n";

/**
 * product §2 "embedded map labelled Palm Beach ↔ Miami": our own drawing of the coast from Palm
 * Beach to Miami, an image (public/images/coast-map-{en,es}.svg, drawn by
 * scripts/images/coast-map.tsx) so it costs the page neither JavaScript nor markup.
 */
export function CoastMap() {
  const ui = useUi().home;
  const lang = useLang();
  return (
    <figure className="mt-10 overflow-hidden rounded-3xl border border-white/10 bg-night-800">
      <img
        src={`/images/coast-map-${lang}.svg`}
        alt={ui.mapTitle}
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
        className="block h-auto w-full"
      />
      <figcaption className="flex items-center justify-between border-t border-white/10 px-5 py-3 text-sm">
        <span className="font-semibold text-brand-200">{ui.mapCaption}</span>
        <span className="text-stone-400">{ui.mapCounties}</span>
      </figcaption>
    </figure>
  );
}
