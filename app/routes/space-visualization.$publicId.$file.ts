import { createReadStream, existsSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { db } from "~/lib/db.server";
import { absolutePath, findVisualization } from "~/models/visualizations.server";
import type { Route } from "./+types/space-visualization.$publicId.$file";

/**
 * The generated images of a request at its unguessable URL: mockup.webp (shown), mockup.jpg
 * (download, as an attachment) and thumb.webp (admin list). Only files this app wrote are served.
 */
const FILES: Record<string, { type: string; download?: boolean }> = {
  "mockup.webp": { type: "image/webp" },
  "mockup.jpg": { type: "image/jpeg", download: true },
  "thumb.webp": { type: "image/webp" },
};

export async function loader({ params }: Route.LoaderArgs) {
  const spec = FILES[params.file];
  const row = spec ? await findVisualization(db(), params.publicId) : undefined;
  if (!spec || !row || row.status !== "completed" || !row.generated_image_path) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const file = absolutePath(path.join(path.dirname(row.generated_image_path), params.file));
  if (!existsSync(file))
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const headers = new Headers({
    "Content-Type": spec.type,
    "Content-Length": String(statSync(file).size),
    "Cache-Control": "private, max-age=86400",
    "X-Content-Type-Options": "nosniff",
  });
  if (spec.download)
    headers.set(
      "Content-Disposition",
      `attachment; filename="space-visualization-${row.public_id.slice(0, 8)}.jpg"`,
    );
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers });
}
