import { createReadStream, existsSync, statSync } from "node:fs";
import { Readable } from "node:stream";
import { db } from "~/lib/db.server";
import { parseVariantName, variantAudience, variantPath } from "~/models/photos.server";
import { getAdminUser } from "~/server/auth.server";
import type { Route } from "./+types/media.photos.$file";

/**
 * The generated AVIF and WebP files of uploaded photos (docs/decisions/050-site-photos.md, 072).
 * Their names carry the image's content hash, so a file never changes: while its photo is on the
 * site it is served to everyone, cached for a year, immutable. A hidden photo's files (or a hero
 * waiting to replace the page's) are the admin's preview: served only to a signed-in admin, never
 * stored by any cache; everyone else gets 404, as for a deleted photo. The originals never are.
 */
const TYPES = { avif: "image/avif", webp: "image/webp" } as const;
const PUBLIC_CACHE = "public, max-age=31536000, immutable";
const PREVIEW_CACHE = "private, no-store";

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const name = parseVariantName(params.file);
  const audience = name ? await variantAudience(db(), name.hash, name.width) : null;
  if (!name || !audience) return notFound();
  if (audience === "admin" && !(await getAdminUser(request))) return notFound();
  const file = variantPath(name.hash, name.width, name.format);
  if (!existsSync(file)) return notFound();
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      "Content-Type": TYPES[name.format],
      "Content-Length": String(statSync(file).size),
      "Cache-Control": audience === "public" ? PUBLIC_CACHE : PREVIEW_CACHE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
