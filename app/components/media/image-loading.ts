/**
 * How an `<img>` loads:
 * - `true`, the page's hero (its LCP image): eager, decoded with the frame, fetched at high
 *   priority and marked `data-hero`, so the deferred boot (app/document/deferred-hydration.server.ts)
 *   can wait for its paint (a data attribute: `elementtiming` is not valid HTML);
 * - `"wide"`, a hero that is the LCP image on wide screens only (beside the headline there; below
 *   the first screen on a phone): eager but at low priority, so on a phone it never competes with
 *   the headline. Its route preloads it at high priority for wide screens (a `media` query on the
 *   preload link), and the image then takes the preloaded response;
 * - `false`: lazy.
 */
export type ImagePriority = boolean | "wide";

export function imageLoading(priority: ImagePriority) {
  if (priority === "wide") {
    return { loading: "eager", decoding: "async", fetchPriority: "low", "data-hero": "" } as const;
  }
  return priority
    ? ({ loading: "eager", decoding: "sync", fetchPriority: "high", "data-hero": "" } as const)
    : ({ loading: "lazy", decoding: "async", fetchPriority: "auto" } as const);
}

/** Where the home hero sits beside the headline (Tailwind's `lg`): its preload's `media`. */
export const WIDE_SCREEN_MEDIA = "(min-width: 64rem)";
