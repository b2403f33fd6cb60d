import { isMachineType } from "~/content/machines";
import { machineSvg } from "~/visualization/machine-art.server";
import { NEUTRAL_PALETTE } from "~/visualization/palette";
import type { Route } from "./+types/space-visualization.machines.$file";

// The catalogue pictures of step 1: each machine type drawn in the house colours (SVG).
const cache = new Map<string, string>();

export function loader({ params }: Route.LoaderArgs) {
  const type = params.file.replace(/\.svg$/, "");
  if (!params.file.endsWith(".svg") || !isMachineType(type)) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  let svg = cache.get(type);
  if (!svg) {
    svg = machineSvg(type, { palette: NEUTRAL_PALETTE, businessName: "Gold Coast", idPrefix: "c" });
    cache.set(type, svg);
  }
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=86400",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
