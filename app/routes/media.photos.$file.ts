import { createReadStream, existsSync, statSync } from "node:fs";
import { Readable } from "node:stream";
import { db } from "~/lib/db.server";
import { isServedVariant, parseVariantName, variantPath } from "~/models/photos.server";
import type { Route } from "./+types/media.photos.$file";

/**
 * The generated AVIF and WebP files of uploaded photos (docs/decisions/050-site-photos.md). Their
 * names carry the image's content hash, so a file never changes: cached for a year, immutable.
 * Only files of a photo that exists and is ready are served; the originals never are.
 */
const TYPES = { avif: "image/avif", webp: "image/webp" } as const;

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function loader({ params }: Route.LoaderArgs) {
  const name = parseVariantName(params.file);
  if (!name || !(await isServedVariant(db(), name.hash, name.width))) return notFound();
  const file = variantPath(name.hash, name.width, name.format);
  if (!existsSync(file)) return notFound();
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      "Content-Type": TYPES[name.format],
      "Content-Length": String(statSync(file).size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
