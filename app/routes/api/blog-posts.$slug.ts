import { db } from "~/lib/db.server";
import { apiHandler, apiJson, HttpError, methodNotAllowed } from "~/lib/api.server";
import { findPublishedPostBySlug, publicPostJson } from "~/models/blog-posts.server";
import type { Route } from "./+types/blog-posts.$slug";

/** GET /api/blog-posts/{slug} (product §7): one published post; 404 when missing or a draft. */
export const loader = apiHandler(async ({ params }: Route.LoaderArgs) => {
  const post = await findPublishedPostBySlug(db(), params.slug);
  if (!post) throw new HttpError(404, "Blog post not found.");
  return apiJson(publicPostJson(post));
});

export function action() {
  return methodNotAllowed(["GET"]);
}
